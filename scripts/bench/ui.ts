/**
 * Measures the browser game: the JavaScript the first screen loads (gzip, the solver's worker
 * included) apart from what loads only later (online play, the guided round, later screens), all
 * JavaScript and the fonts, the first interactive frame from a local `vite preview`, the main
 * thread's CPU time (from a Chromium trace) and wall time per animated frame with 8 computer
 * seats, hints in the solver's Web Worker (moves weighed, rollouts, milliseconds from asking to
 * the answer), and the turn cycle: a person's action to their next turn against three medium
 * computers, and against three experts, at normal speed.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CLOCK_MARK } from '../../src/view/frame-mark';
import { HINT_SEARCH_MEASURE } from '../../src/worker/solver-api';
import { chromiumLaunchOptions } from '../../tests/e2e/chromium';
import { runScript, type ScriptLine, wholeNumber } from '../command-line';
import { ROOT, startPreview } from './preview';
import { budgetLines, bundleBudgets, hintBudgets, timingBudgets } from './ui-budgets';

const HELP = `Usage: npm run -s ui-bench [-- --json] [-- --no-build] [-- --dist DIR] [-- --port N] [-- --bundle | --hints]

Measures the built game in Chromium: the turn cycle (a person's action to their next turn) with
three medium and with three expert computers at normal speed, the first screen's JavaScript apart
from what loads later, the fonts, the first interactive frame, the main thread's CPU time (from a
trace) and wall time per animated frame with 8 computer seats, and hints in the solver's worker.
Builds the game first (vite build; the WebAssembly solver must be built: npm run build:wasm).
Progress on standard error; takes a few minutes.

Options:
  --no-build   measure the build already there
  --dist DIR   build into and serve DIR instead of dist/ (a second checkout's build beside)
  --port N     the preview's port (default 4391)
  --bundle     the JavaScript and fonts alone (what the first screen loads, the rest), without
               the timings: a minute instead of several
  --hints      the hints in the solver's worker alone, without the other figures
  --json       one JSON object instead of the text

Each figure with a target is checked against it at the end ("pass" or "FAIL", and in the JSON
under budgets); the exit code does not depend on them.

Hints: each is timed from asking to the answer in the page, and its search (the judge's batches)
in the worker; the hint's rollouts over its search time give the worker's rate, and the rest of
the answer's time is what asking costs whatever the rollouts (the page, the trip to the worker
and back, the reasons). 20 moves × 1000 rollouts are projected as that cost plus 20 000
rollouts at that rate: a hint stops once its moves are told apart (some 2000 rollouts here), so
its own rollouts over its whole time would charge that fixed cost ten times over.
  -h, --help   this help`;

/** The command line's options besides --help and --json. */
const OPTIONS = {
  'no-build': { type: 'boolean', default: false },
  dist: { type: 'string', default: 'dist' },
  port: { type: 'string', default: '4391' },
  bundle: { type: 'boolean', default: false },
  hints: { type: 'boolean', default: false },
} as const;

/** Says how far the measuring is, on standard error. */
const progress = (what: string) => process.stderr.write(`ui-bench: ${what}\n`);

const LOADS = 5;
const ANIMATION_SECONDS = 12;
const HINTS = 5;
/** Turn cycles measured (their median is reported); cycles that end a round are left out. */
const CYCLES = 7;

/** Turn cycles: the median and every cycle, in milliseconds. */
interface Cycles {
  readonly median: number;
  readonly all: number[];
}

interface Figures {
  /**
   * From the key that ends a person's turn to their next turn (three medium computers, normal
   * speed, 1280 × 800): the median and every cycle, in milliseconds.
   */
  readonly turnCycleMs: Cycles;
  /** The same against three expert computers. */
  readonly turnCycleExpertsMs: Cycles;
  readonly bundle: {
    /** All the build's JavaScript, gzipped. */
    readonly jsGzipKB: number;
    readonly files: number;
    /**
     * What the start screen loads before it waits for the player (the page and the solver's
     * worker; its first interactive frame and the network quiet after it), gzipped.
     */
    readonly firstScreenJsGzipKB: number;
    readonly firstScreenFiles: string[];
    /**
     * The same in a browser set to each of the game's languages (the first screen loads the
     * player's language alone), and the largest of them.
     */
    readonly firstScreenJsGzipKBByLanguage: Record<string, number>;
    readonly firstScreenJsGzipKBLargest: number;
    /**
     * Everything else, loaded when a later screen needs it: gzipped KB per chunk (chunks of the
     * same name added together).
     */
    readonly laterJsGzipKB: Record<string, number>;
    /** Of which the online-play chunk, loaded only when a person goes online. */
    readonly onlineGzipKB: number;
    /** The build's font files (already compressed: woff2), and those the start screen loads. */
    readonly fontsKB: number;
    readonly firstScreenFontsKB: number;
  };
  readonly firstInteractiveMs: { readonly median: number; readonly all: number[] };
  readonly frameMs: {
    readonly seats: number;
    /**
     * Wall time of the animated frames, measured inside the page from the first ticker callback
     * to the last (tweens, Pixi render, accessibility layer): it includes waits for the GPU
     * process and time the main thread was not running (other processes on a shared machine).
     */
    readonly frames: number;
    readonly mean: number;
    readonly median: number;
    readonly p95: number;
    /**
     * The main thread's CPU time for the same animated frames, from a Chromium trace: the thread
     * time of the task that ran each frame (animation-frame callbacks, then style, layout, paint
     * and commit), and of its animation-frame callbacks alone.
     */
    readonly cpu: FrameCpu;
    /** All renderer main-thread work (CDP TaskDuration, wall time) per frame. */
    readonly rendererPerFrame: number;
    /** All main-thread CPU time (every task, from the trace) per frame. */
    readonly mainThreadCpuPerFrame: number;
    /** Frames per second the page reached meanwhile (software GL on a shared machine). */
    readonly fps: number;
  };
  /** Hints asked with a drawn card in hand (4 seats), as the game asks them (time-bounded). */
  readonly hint: {
    readonly moves: number;
    /** The rollout kernel that answered: `wasm`, or `typescript` after a fallback. */
    readonly kernel: string;
    /** The first hint also loads the solver in the worker. */
    readonly firstMs: number;
    readonly firstRollouts: number;
    /**
     * Rollouts of each later hint, all moves together (a move clearly behind stops getting
     * rollouts, so some may have fewer).
     */
    readonly rollouts: number[];
    /** From asking to the answer, in the page. */
    readonly ms: number[];
    readonly medianMs: number;
    /** The search alone, in the worker (`HINT_SEARCH_MEASURE`). */
    readonly searchMs: number[];
    readonly medianSearchMs: number;
    /** The worker's rate: rollouts per second of search (median over the later hints). */
    readonly rolloutsPerSecond: number;
    /** Rollouts per second of the whole answer's time (median): the fixed cost included. */
    readonly answerRolloutsPerSecond: number;
    /** What a hint costs besides its search (median of the answer's time minus the search's). */
    readonly overheadMs: number;
    /** The time 20 moves × 1000 rollouts take: the overhead and 20 000 rollouts at the rate. */
    readonly projected20x1000Ms: number;
  };
}

/** Mean, median and 95th percentile of some milliseconds. */
interface Spread {
  readonly mean: number;
  readonly median: number;
  readonly p95: number;
}

/** The main thread's CPU time per animated frame (see `Figures['frameMs']['cpu']`). */
interface FrameCpu extends Spread {
  readonly frames: number;
  readonly callbacks: Spread;
}

/**
 * Counts animation frames in the page for `seconds` (page code as text: the script runner's
 * helpers do not exist in the page).
 */
const countFrames = (seconds: number) => `new Promise((resolve) => {
  let frames = 0;
  const start = performance.now();
  requestAnimationFrame(function tick(now) {
    frames++;
    if (now - start < ${seconds * 1000}) requestAnimationFrame(tick);
    else resolve(frames);
  });
})`;

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function spread(values: readonly number[]): Spread {
  const sorted = values.slice().sort((a, b) => a - b);
  return {
    mean: round(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)),
    median: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
  };
}

/** One event of a Chromium trace (the fields read here). */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  /** Start and wall duration, in microseconds. */
  readonly ts: number;
  readonly dur?: number;
  /** Thread (CPU) duration, in microseconds. */
  readonly tdur?: number;
  readonly args?: { readonly data?: { readonly message?: string } };
}

/** The trace categories `frameCpu` reads: tasks, animation frames and console marks. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * The thread CPU time of the tasks that ran the page's measured frames, found by their start
 * times (`performance.now()`, tied to the trace's clock by the page's `CLOCK_MARK`, left at
 * `markedAt`); also all the main thread's task CPU time in the trace.
 */
function frameCpu(
  trace: Buffer,
  markedAt: number,
  starts: readonly number[],
): { frames: FrameCpu; allTasksMs: number } {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.find(
    (event) => event.name === 'TimeStamp' && event.args?.data?.message === CLOCK_MARK,
  );
  if (mark === undefined) throw new Error('the trace holds no clock mark');
  /** A page time (ms) on the trace's clock (µs). */
  const traceTime = (pageMs: number) => mark.ts + (pageMs - markedAt) * 1000;
  const onThread = (event: TraceEvent) =>
    event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X';
  // A task the trace cut at its start or its end has no thread time: none of the measured frames.
  const timed = (event: TraceEvent) => onThread(event) && event.tdur !== undefined;
  const tasks = events
    .filter((event) => timed(event) && event.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const callbacks = events.filter((event) => timed(event) && event.name === 'FireAnimationFrame');
  // performance.now() is coarsened (100 µs): a frame's start may fall just outside its task.
  const within = (outer: TraceEvent, ts: number) =>
    ts >= outer.ts - 150 && ts <= outer.ts + outer.dur! + 150;
  const cpuMs = (event: TraceEvent) => event.tdur! / 1000;
  const frameTasks = new Set<TraceEvent>();
  for (const start of starts) {
    const at = traceTime(start);
    const task = tasks.find((candidate) => within(candidate, at) && candidate.dur! > 0);
    if (task !== undefined) frameTasks.add(task);
  }
  const frames = [...frameTasks];
  return {
    frames: {
      frames: frames.length,
      ...spread(frames.map(cpuMs)),
      callbacks: spread(
        frames.map((task) =>
          callbacks
            .filter((callback) => within(task, callback.ts))
            .reduce((sum, callback) => sum + cpuMs(callback), 0),
        ),
      ),
    },
    allTasksMs: tasks.reduce((sum, task) => sum + cpuMs(task), 0),
  };
}

/** A font file's name. */
const FONT = /\.(woff2?|ttf|otf)$/;

/** The build's files and those the first screen loaded (`loaded`: file names under assets/). */
function bundleSize(
  dist: string,
  loaded: ReadonlySet<string>,
  byLanguage: ReadonlyMap<string, ReadonlySet<string>>,
): Figures['bundle'] {
  const assets = resolve(ROOT, dist, 'assets');
  const files = readdirSync(assets);
  const scripts = files.filter((file) => file.endsWith('.js'));
  const gzipped = (file: string) => gzipSync(readFileSync(join(assets, file))).length;
  const kb = (bytes: number) => round(bytes / 1024, 1);
  const sum = (names: readonly string[], size: (file: string) => number) =>
    names.reduce((total, file) => total + size(file), 0);
  const first = scripts.filter((file) => loaded.has(file));
  const firstIn = Object.fromEntries(
    [...byLanguage].map(([language, files]) => [
      language,
      kb(
        sum(
          scripts.filter((file) => files.has(file)),
          gzipped,
        ),
      ),
    ]),
  );
  const laterBytes = new Map<string, number>();
  for (const file of scripts.filter((name) => !loaded.has(name))) {
    const chunk = file.replace(/-[\w-]{8}\.js$/, '');
    laterBytes.set(chunk, (laterBytes.get(chunk) ?? 0) + gzipped(file));
  }
  const later = Object.fromEntries([...laterBytes].map(([chunk, bytes]) => [chunk, kb(bytes)]));
  const fonts = files.filter((file) => FONT.test(file));
  const raw = (file: string) => readFileSync(join(assets, file)).length;
  return {
    jsGzipKB: kb(sum(scripts, gzipped)),
    files: scripts.length,
    firstScreenJsGzipKB: kb(sum(first, gzipped)),
    firstScreenFiles: first,
    firstScreenJsGzipKBByLanguage: firstIn,
    firstScreenJsGzipKBLargest: Math.max(...Object.values(firstIn)),
    laterJsGzipKB: later,
    onlineGzipKB: kb(
      sum(
        scripts.filter((file) => file.startsWith('online-play-')),
        gzipped,
      ),
    ),
    fontsKB: kb(sum(fonts, raw)),
    firstScreenFontsKB: kb(
      sum(
        fonts.filter((file) => loaded.has(file)),
        raw,
      ),
    ),
  };
}

/** A browser locale for each of the game's languages (the game starts in the browser's). */
const LOCALES = { en: 'en-US', de: 'de-DE', sv: 'sv-SE', ru: 'ru-RU' } as const;

/**
 * The files under assets/ the start screen loads, in the page and in its workers: up to its
 * first interactive frame and the network's quiet after it, in a browser set to `locale`.
 */
async function firstScreenFiles(
  browser: Browser,
  base: string,
  locale: string = LOCALES.en,
): Promise<Set<string>> {
  // The service worker would fetch every file of the build for the offline cache.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    locale,
  });
  const loaded = new Set<string>();
  context.on('request', (request) => {
    const file = /\/assets\/([^/?#]+)/.exec(new URL(request.url()).pathname)?.[1];
    if (file !== undefined) loaded.add(file);
  });
  const page = await context.newPage();
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('skyjo:interactive').length > 0);
  await page.waitForLoadState('networkidle');
  await context.close();
  return loaded;
}

/** Presses `key` and waits until the game has moved on and waits for the person again. */
async function pressAndSettle(page: Page, key: string): Promise<void> {
  const version = await page.evaluate(() => document.body.dataset.version);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (v) => document.body.dataset.version !== v && document.body.dataset.awaiting === 'input',
    version,
  );
}

/**
 * Asks for hints with a drawn card in hand, as the game does (its budgets: `HINT_ROLLOUTS` per
 * move at most, stopping once the moves shown are told apart): a first one, which loads the
 * solver, then `HINTS` more; reads what each searched and how long, in the page and in the worker.
 */
async function measureHints(browser: Browser, base: string): Promise<Figures['hint']> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/?seed=7&speed=instant`);
  await page.locator('.start-screen [data-action="new-game"]').click();
  await page.locator('[data-action="start"]').click();
  await page.waitForFunction(() => document.body.dataset.awaiting === 'input');
  while ((await page.evaluate(() => document.body.dataset.phase)) === 'setup')
    await pressAndSettle(page, 'Enter');
  await pressAndSettle(page, 'd');
  const runs: { moves: number; rollouts: number; ms: number; searchMs: number; kernel: string }[] =
    [];
  for (let i = 0; i <= HINTS; i++) {
    // Escape closes the hint shown before (H again would only close it).
    await page.keyboard.press('Escape');
    await page.locator('.hint-panel').waitFor({ state: 'hidden' });
    await page.keyboard.press('h');
    const panel = page.locator('.hint-panel [data-hint-ms]');
    await panel.waitFor();
    const read = async (name: string) => Number(await panel.getAttribute(`data-hint-${name}`));
    runs.push({
      moves: await read('moves'),
      rollouts: await read('rollouts'),
      ms: await read('ms'),
      searchMs: await hintSearchMs(page),
      kernel: (await panel.getAttribute('data-hint-kernel')) ?? '',
    });
  }
  await context.close();
  const [first, ...warm] = runs;
  const middle = <T>(values: readonly T[], key: (value: T) => number): number =>
    quantile(
      values.map(key).sort((a, b) => a - b),
      0.5,
    );
  const rolloutsPerSecond = middle(warm, (run) => (run.rollouts * 1000) / run.searchMs);
  const overheadMs = middle(warm, (run) => run.ms - run.searchMs);
  return {
    moves: first!.moves,
    kernel: first!.kernel,
    firstMs: first!.ms,
    firstRollouts: first!.rollouts,
    rollouts: warm.map((run) => run.rollouts),
    ms: warm.map((run) => run.ms),
    medianMs: middle(warm, (run) => run.ms),
    searchMs: warm.map((run) => round(run.searchMs, 1)),
    medianSearchMs: round(
      middle(warm, (run) => run.searchMs),
      1,
    ),
    rolloutsPerSecond: round(rolloutsPerSecond, 0),
    answerRolloutsPerSecond: round(
      middle(warm, (run) => (run.rollouts * 1000) / run.ms),
      0,
    ),
    overheadMs: round(overheadMs, 1),
    projected20x1000Ms: round(overheadMs + (20_000 * 1000) / rolloutsPerSecond, 0),
  };
}

/** The latest hint's search time, read in the solver's worker (`HINT_SEARCH_MEASURE`). */
async function hintSearchMs(page: Page): Promise<number> {
  for (const worker of page.workers()) {
    const ms = await worker.evaluate(
      (name) => performance.getEntriesByName(name).at(-1)?.duration ?? null,
      HINT_SEARCH_MEASURE,
    );
    if (ms !== null) return ms;
  }
  throw new Error('no worker measured a hint search (did the hint fall back to the main thread?)');
}

/**
 * Times turn cycles at normal speed: each cycle draws (D), then swaps the card in (Enter) and
 * times from that key to the person's next turn, read in the page (keydown to `data-awaiting`).
 */
async function measureTurnCycles(
  browser: Browser,
  base: string,
  level = 'medium',
): Promise<Cycles> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/?seed=17&speed=normal`);
  await page.locator('.start-screen [data-action="new-game"]').click();
  // A press on a seat's emblem goes to the next kind: person, easy, medium, hard, expert.
  for (let seat = 1; seat <= 3; seat++) {
    const kind = page.locator(`.seat-plate[data-seat="${seat}"] .seat-kind`);
    while ((await kind.getAttribute('data-value')) !== level) await kind.click();
  }
  await page.locator('[data-action="start"]').click();
  await page.waitForFunction(() => document.body.dataset.awaiting === 'input');
  while ((await page.evaluate(() => document.body.dataset.phase)) === 'setup')
    await pressAndSettle(page, 'Enter');
  // In the page: the time of the key that ends the turn, and of the next wait for the person.
  await page.evaluate(() => {
    const marks = ((window as unknown as { cycle: { key: number; input: number } }).cycle = {
      key: 0,
      input: 0,
    });
    window.addEventListener('keydown', () => (marks.key = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (document.body.dataset.awaiting === 'input' && marks.input < marks.key)
        marks.input = performance.now();
    }).observe(document.body, { attributes: true, attributeFilter: ['data-awaiting'] });
  });
  const cycles: number[] = [];
  for (let attempt = 0; cycles.length < CYCLES && attempt < CYCLES * 3; attempt++) {
    await pressAndSettle(page, 'd');
    const dealt = await page.evaluate(() => document.body.dataset.round);
    const version = await page.evaluate(() => document.body.dataset.version);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (v) =>
        document.body.dataset.version !== v &&
        ['input', 'next-round', 'game-over'].includes(document.body.dataset.awaiting ?? ''),
      version,
      { timeout: 60_000 },
    );
    const awaiting = await page.evaluate(() => document.body.dataset.awaiting);
    if (awaiting === 'game-over') break;
    if (awaiting === 'next-round') {
      await page.locator('[data-action="next-round"]').click();
      await page.waitForFunction(() => document.body.dataset.awaiting === 'input', null, {
        timeout: 60_000,
      });
      while ((await page.evaluate(() => document.body.dataset.phase)) === 'setup')
        await pressAndSettle(page, 'Enter');
      continue;
    }
    if ((await page.evaluate(() => document.body.dataset.round)) !== dealt) continue;
    const marks = await page.evaluate(
      () => (window as unknown as { cycle: { key: number; input: number } }).cycle,
    );
    cycles.push(round(marks.input - marks.key, 0));
  }
  await context.close();
  return {
    median: quantile(
      cycles.slice().sort((a, b) => a - b),
      0.5,
    ),
    all: cycles,
  };
}

async function measure(base: string, dist: string): Promise<Figures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    progress('first interactive frame');
    const loads: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(base);
      const mark = await page.waitForFunction(
        () => performance.getEntriesByName('skyjo:interactive')[0]?.startTime,
      );
      loads.push(round(Number(await mark.jsonValue()), 0));
      await context.close();
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
    };
    progress(`frame time with 8 seats (${ANIMATION_SECONDS} s)`);
    await page.goto(`${base}/?demo=8&seed=1&speed=normal`);
    await page.waitForFunction(() => document.body.dataset.screen === 'game');
    await page.waitForTimeout(2000);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const markedAt = await page.evaluate(() => window.skyjo!.markClock());
    const before = await taskSeconds();
    const frames = Number(await page.evaluate(countFrames(ANIMATION_SECONDS)));
    const task = (await taskSeconds()) - before;
    const measured = (await page.evaluate(() => window.skyjo!.frames())).filter(
      (frame) => frame.start >= markedAt,
    );
    const samples = measured.map((frame) => frame.ms);
    const cpu = frameCpu(
      await browser.stopTracing(),
      markedAt,
      measured.map((frame) => frame.start),
    );
    await context.close();
    progress('hints in the worker');
    const hint = await measureHints(browser, base);
    progress('turn cycles against three medium computers');
    const turnCycleMs = await measureTurnCycles(browser, base);
    progress('turn cycles against three experts');
    const turnCycleExpertsMs = await measureTurnCycles(browser, base, 'expert');
    progress('what the first screen loads');
    return {
      turnCycleMs,
      turnCycleExpertsMs,
      bundle: await bundleFigures(browser, base, dist),
      firstInteractiveMs: {
        median: quantile(
          loads.slice().sort((a, b) => a - b),
          0.5,
        ),
        all: loads,
      },
      frameMs: {
        seats: 8,
        frames: samples.length,
        ...spread(samples),
        cpu: cpu.frames,
        rendererPerFrame: round((task * 1000) / frames),
        mainThreadCpuPerFrame: round(cpu.allTasksMs / frames),
        fps: round(frames / ANIMATION_SECONDS, 1),
      },
      hint,
    };
  } finally {
    await browser.close();
  }
}

/** What the first screen loads (in English, and in each language), the rest, the fonts. */
async function bundleFigures(
  browser: Browser,
  base: string,
  dist: string,
): Promise<Figures['bundle']> {
  const byLanguage = new Map<string, Set<string>>();
  for (const [language, locale] of Object.entries(LOCALES))
    byLanguage.set(language, await firstScreenFiles(browser, base, locale));
  return bundleSize(dist, byLanguage.get('en')!, byLanguage);
}

/** The bundle's figures alone: what the first screen loads, the rest, the fonts. */
async function measureBundle(base: string, dist: string): Promise<Figures['bundle']> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return await bundleFigures(browser, base, dist);
  } finally {
    await browser.close();
  }
}

/** The first screen's JavaScript in each language, as text. */
function languageFigures(bundle: Figures['bundle']): string {
  return `by language: ${Object.entries(bundle.firstScreenJsGzipKBByLanguage)
    .map(([language, kb]) => `${language} ${kb}`)
    .join(', ')}`;
}

/** The bundle's figures as one line of text, with their targets. */
function printBundle(bundle: Figures['bundle']): void {
  const later = Object.entries(bundle.laterJsGzipKB)
    .map(([chunk, kb]) => `${chunk} ${kb}`)
    .join(', ');
  console.log(
    `first screen JS: ${bundle.firstScreenJsGzipKB} KB gzipped (${languageFigures(bundle)}; target ≤ 200); all JS: ${bundle.jsGzipKB} KB (target ≤ 300); later: ${later}; fonts: ${bundle.fontsKB} KB (first screen ${bundle.firstScreenFontsKB})`,
  );
}

/** Builds the game unless told not to, serves it and prints what `measure` finds. */
async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<void> {
  const port = wholeNumber(values.port, '--port', 1, 65535);
  if (!values['no-build']) {
    progress(`building into ${values.dist}/`);
    execFileSync('npx', ['vite', 'build', '--outDir', values.dist], { cwd: ROOT, stdio: 'ignore' });
  }
  const preview = await startPreview(port, values.dist);
  try {
    if (values.hints) {
      const browser = await chromium.launch(chromiumLaunchOptions);
      try {
        progress('hints in the worker');
        const hint = await measureHints(browser, preview.url);
        const budgets = hintBudgets(hint);
        if (values.json) console.log(JSON.stringify({ hint, budgets }));
        else {
          printHints(hint);
          for (const line of budgetLines(budgets)) console.log(line);
        }
      } finally {
        await browser.close();
      }
      return;
    }
    if (values.bundle) {
      const bundle = await measureBundle(preview.url, values.dist);
      const budgets = bundleBudgets(bundle);
      if (values.json) console.log(JSON.stringify({ bundle, budgets }));
      else {
        printBundle(bundle);
        for (const line of budgetLines(budgets)) console.log(line);
      }
      return;
    }
    const figures = await measure(preview.url, values.dist);
    const budgets = [...bundleBudgets(figures.bundle), ...timingBudgets(figures)];
    if (values.json) {
      console.log(JSON.stringify({ ...figures, budgets }));
      return;
    }
    printFigures(figures);
    for (const line of budgetLines(budgets)) console.log(line);
  } finally {
    preview.stop();
  }
}

/** The figures as lines of text, each with its target where it has one. */
function printFigures(figures: Figures): void {
  const { bundle, firstInteractiveMs: load, frameMs: frame, hint } = figures;
  const { turnCycleMs, turnCycleExpertsMs } = figures;
  console.log(
    `turn cycle, 3 computers:  ${turnCycleMs.median} ms median of ${turnCycleMs.all.join(', ')} (target ≤ 2500)`,
  );
  console.log(
    `turn cycle, 3 experts:    ${turnCycleExpertsMs.median} ms median of ${turnCycleExpertsMs.all.join(', ')} (target ≤ 2500)`,
  );
  console.log(
    `first screen JS:         ${bundle.firstScreenJsGzipKB} KB gzipped (${bundle.firstScreenFiles.join(', ')}; ${languageFigures(bundle)}; target ≤ 200)`,
  );
  console.log(
    `later JS:                ${Object.entries(bundle.laterJsGzipKB)
      .map(([chunk, kb]) => `${chunk} ${kb}`)
      .join(', ')} KB gzipped (online play ${bundle.onlineGzipKB})`,
  );
  console.log(
    `all JS:                  ${bundle.jsGzipKB} KB gzipped (${bundle.files} files; target ≤ 300)`,
  );
  console.log(
    `fonts:                   ${bundle.fontsKB} KB (${bundle.firstScreenFontsKB} KB on the first screen; target ≤ 150)`,
  );
  console.log(
    `first interactive frame: ${load.median} ms median of ${load.all.join(', ')} (target ≤ 1000)`,
  );
  const { cpu } = frame;
  console.log(
    `frame CPU, ${frame.seats} seats:     ${cpu.mean} ms mean, ${cpu.median} median, ${cpu.p95} p95 over ${cpu.frames} animated frames: main thread, from a trace (target ≤ 4); callbacks alone ${cpu.callbacks.mean} mean, ${cpu.callbacks.median} median, ${cpu.callbacks.p95} p95`,
  );
  console.log(
    `frame wall, ${frame.seats} seats:    ${frame.mean} ms mean, ${frame.median} median, ${frame.p95} p95 over ${frame.frames} animated frames (in the page)`,
  );
  console.log(
    `renderer main thread:    ${frame.mainThreadCpuPerFrame} ms CPU, ${frame.rendererPerFrame} ms wall per frame (all tasks) at ${frame.fps} fps`,
  );
  printHints(hint);
}

/** The hints' figures as lines of text, with their target. */
function printHints(hint: Figures['hint']): void {
  console.log(
    `hint in the worker:      ${hint.kernel} kernel, ${hint.moves} moves; first hint ${hint.firstRollouts} rollouts in ${hint.firstMs} ms (loads the solver); then ${hint.medianMs} ms median from asking to the answer (${hint.ms.join(', ')} ms for ${hint.rollouts.join(', ')} rollouts), of which the search in the worker ${hint.medianSearchMs} ms median (${hint.searchMs.join(', ')})`,
  );
  console.log(
    `hint throughput:         ${hint.rolloutsPerSecond} rollouts/s median in the worker's search (${hint.answerRolloutsPerSecond} over the whole answer); ${hint.overheadMs} ms besides the search; 20 moves × 1000 rollouts take ${hint.projected20x1000Ms} ms (that and 20 000 rollouts at the rate; target ≤ 200)`,
  );
}

await runScript({ name: 'ui-bench', help: HELP, options: OPTIONS, json: true }, main);
