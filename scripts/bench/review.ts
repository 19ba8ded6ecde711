// Benchmark of the game review (issue 20): reviews every decision of one seat of a four-player
// game of six rounds (scripts/bench/review-game.json: seat 0 played by the hard level against
// three experts, dealt from seed 2) with the WebAssembly kernel, as the solver worker does, and
// prints the time it took, per kind of decision too, with the review's summary.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/chromium';
import { replayRecord, toRecord } from '../../src/engine';
import { decisionsOf, GameReview } from '../../src/review';
import { builtKernel } from '../built-solver';
import { runScript, type ScriptLine, wholeNumber } from '../command-line';
import { startPreview } from './preview';

const HELP = `Usage: npx tsx scripts/bench/review.ts [--seat N] [--runs N] [--worker] [--json]

Reviews every decision of seat N (default 0) of scripts/bench/review-game.json, a four-player game
of six rounds, on the WebAssembly kernel with the review's default budget, N runs (default 1;
the median is reported). Prints the wall time and the CPU time of the review (the machine may be
shared: the CPU time is what the review itself used), the decisions per kind with their mean
time, and the review's summary. With --worker, the review is also made in the game itself: the
built game (dist/, from \`npm run build\`) served by \`vite preview\` in Chromium, the record
imported and reviewed from the import dialog, in the solver's Web Worker; the time from the
click to the last decision is printed. Progress on standard error.

Options:
  --seat N     the seat to review, 0 to 3 (default 0)
  --runs N     how many times to review it (default 1)
  --worker     also review it in the browser, in the solver worker (needs dist/)
  --port N     the preview's port for --worker (default 4399)
  --json       one JSON object instead of the table
  -h, --help   this help`;

/**
 * The review of `seat` of the bench game in the game itself (Chromium, the solver worker):
 * milliseconds from the click on "Review" to the last decision weighed, and the decisions shown.
 */
async function reviewInWorker(
  seat: number,
  port: number,
): Promise<{ ms: number; decisions: number }> {
  const preview = await startPreview(port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${preview.url}/?seed=1`);
    await page.locator('.start-screen [data-action="import"]').click();
    await page.locator('textarea.record').fill(readFileSync(GAME, 'utf8'));
    await page.locator('.dialog [data-action="review"]').click();
    const screen = page.locator('.review-screen');
    await screen.locator('select[data-action="review-seat"]').selectOption(String(seat));
    const started = await page.evaluate(() => performance.now());
    await screen.locator('[data-action="start-review"]').click();
    await page.locator('.review-screen[data-state="done"]').waitFor({ timeout: 600_000 });
    const ended = await page.evaluate(() => performance.now());
    const decisions = await screen.locator('.review-table tbody tr').count();
    return { ms: ended - started, decisions };
  } finally {
    await browser.close();
    preview.stop();
  }
}

const GAME = new URL('./review-game.json', import.meta.url);

/** The command line's options besides --help and --json. */
const OPTIONS = {
  seat: { type: 'string', default: '0' },
  runs: { type: 'string', default: '1' },
  worker: { type: 'boolean', default: false },
  port: { type: 'string', default: '4399' },
} as const;

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const seat = wholeNumber(values.seat, '--seat', 0, 3);
  const runs = wholeNumber(values.runs, '--runs');
  const port = wholeNumber(values.port, '--port', 1, 65535);
  const replayed = replayRecord(JSON.parse(readFileSync(GAME, 'utf8')));
  if (!replayed.ok) throw new Error(replayed.error.message);
  const record = toRecord(replayed.state);
  const decisions = decisionsOf(record, seat);
  const kernel = await builtKernel();
  const measured: { wallMs: number; cpuMs: number; kinds: Record<string, number[]> }[] = [];
  let review: GameReview | null = null;
  for (let run = 0; run < runs; run++) {
    review = new GameReview(decisions, { kernel, seed: 1 });
    const kinds: Record<string, number[]> = {};
    const cpu = process.cpuUsage();
    const started = performance.now();
    let last = started;
    while (!review.done) {
      const done = review.step();
      if (done === null) continue;
      const now = performance.now();
      (kinds[done.kind] ??= []).push(now - last);
      last = now;
      process.stderr.write(
        `\rrun ${run + 1}/${runs}: ${review.reviewed().length}/${decisions.length} decisions`,
      );
    }
    const used = process.cpuUsage(cpu);
    measured.push({
      wallMs: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
      kinds,
    });
  }
  process.stderr.write('\n');
  const median = (values: number[]) => values.slice().sort((a, b) => a - b)[values.length >> 1]!;
  const summary = review!.summary();
  const chosen = measured.find((m) => m.wallMs === median(measured.map((x) => x.wallMs)))!;
  const result = {
    game: {
      players: record.players.length,
      rounds: record.rounds.length,
      seat,
      decisions: decisions.length,
    },
    wallSeconds: Math.round(chosen.wallMs / 100) / 10,
    cpuSeconds: Math.round(chosen.cpuMs / 100) / 10,
    kinds: Object.fromEntries(
      Object.entries(chosen.kinds).map(([kind, times]) => [
        kind,
        {
          decisions: times.length,
          meanMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
        },
      ]),
    ),
    worker: values.worker ? await reviewInWorker(seat, port) : null,
    accuracy: Math.round(summary.accuracy * 1000) / 1000,
    costPerRound: Math.round(summary.costPerRound * 100) / 100,
    labels: summary.labels,
  };
  if (values.json) {
    console.log(JSON.stringify(result));
    return 0;
  }
  console.log(
    `review of seat ${seat} of a ${result.game.players}-player game of ${result.game.rounds} rounds: ${result.game.decisions} decisions`,
  );
  console.log(
    `time: ${result.wallSeconds} s wall, ${result.cpuSeconds} s CPU (WebAssembly kernel${runs > 1 ? `, median of ${runs} runs` : ''})`,
  );
  if (result.worker !== null)
    console.log(
      `in the game (Chromium, the solver's Web Worker): ${(result.worker.ms / 1000).toFixed(1)} s wall for ${result.worker.decisions} decisions`,
    );
  for (const [kind, { decisions: count, meanMs }] of Object.entries(result.kinds))
    console.log(
      `  ${kind.padEnd(6)} ${String(count).padStart(4)} decisions, ${meanMs} ms each on average`,
    );
  console.log(
    `summary: accuracy ${Math.round(result.accuracy * 100)} %, ${result.costPerRound} points lost per round; ${Object.entries(
      result.labels,
    )
      .map(([label, count]) => `${label} ${count}`)
      .join(', ')}`,
  );
  return 0;
}

await runScript({ name: 'review-bench', help: HELP, options: OPTIONS, json: true }, main);
