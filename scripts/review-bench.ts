// Benchmark of the game review (issue 20): reviews every decision of one seat of a four-player
// game of six rounds (scripts/bench/review-game.json: seat 0 played by the hard level against
// three experts, dealt from seed 2) with the WebAssembly kernel, as the solver worker does, and
// prints the time it took, per kind of decision too, with the review's summary.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { replayRecord, toRecord } from '../src/engine';
import { decisionsOf, GameReview } from '../src/review';
import { loadWasmKernel } from '../src/solver';

const HELP = `Usage: npx tsx scripts/review-bench.ts [--seat N] [--runs N] [--json]

Reviews every decision of seat N (default 0) of scripts/bench/review-game.json, a four-player game
of six rounds, on the WebAssembly kernel with the review's default budget, N runs (default 1;
the median is reported). Prints the wall time and the CPU time of the review (the machine may be
shared: the CPU time is what the review itself used), the decisions per kind with their mean
time, and the review's summary. Progress on standard error.

Options:
  --seat N     the seat to review, 0 to 3 (default 0)
  --runs N     how many times to review it (default 1)
  --json       one JSON object instead of the table
  -h, --help   this help`;

const GAME = new URL('./bench/review-game.json', import.meta.url);

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        seat: { type: 'string', default: '0' },
        runs: { type: 'string', default: '1' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const seat = Number(values.seat);
  const runs = Number(values.runs);
  if (![0, 1, 2, 3].includes(seat) || !Number.isInteger(runs) || runs < 1) {
    console.error(`--seat must be 0 to 3 and --runs a positive integer\n\n${HELP}`);
    return 2;
  }
  const replayed = replayRecord(JSON.parse(readFileSync(GAME, 'utf8')));
  if (!replayed.ok) throw new Error(replayed.error.message);
  const record = toRecord(replayed.state);
  const decisions = decisionsOf(record, seat);
  const kernel = await loadWasmKernel(
    readFileSync(new URL('../build/solver.wasm', import.meta.url)),
  );
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

process.exitCode = await main();
