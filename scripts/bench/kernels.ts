// Benchmark of the rollout kernels: turns and rollouts per second of the WebAssembly kernel, its
// TypeScript twin and the reference engine (`apply` loop), at 2, 4 and 8 seats, in one run, with
// their ratios, peak memory and the .wasm size. Prints figures; asserts nothing about time.
import { apply, type GameState, legalActions, newGame, playerView } from '../../src/engine';
import {
  candidateCodes,
  createTsKernel,
  encodeView,
  instantiateSolver,
  type RolloutKernel,
} from '../../src/solver';
import { wasmKernel } from '../../src/solver/wasm-kernel';
import { solverBytes, SOLVER_WASM } from '../built-solver';
import { oneOf, positiveNumber, runScript, type ScriptLine, wholeNumber } from '../command-line';
import { engineRollouts } from './engine-rollouts';

const HELP = `Usage: npm run -s bench -- [--repeats N] [--millis MS] [--json]

Measures, at 2, 4 and 8 seats from a dealt round after set-up:
  turns/s     rounds played to their end (play-outs with the default rollout policy)
  rollouts/s  candidate evaluations (every legal move of the seat to move, common random numbers)
for the WebAssembly kernel (build/solver.wasm), the TypeScript kernel and the reference engine
(src/engine apply loop with a threshold player), with the ratios, peak memory and .wasm size.
Each figure is the best and the median of N timed runs. Progress goes to standard error.

Options:
  --repeats N   timed runs per figure (default 5)
  --millis MS   length of one timed run (default 400)
  --clock C     wall (default) or cpu: time by this process's CPU time, which other programs on a
                busy machine disturb much less than the wall clock
  --wasm FILE   the WebAssembly solver to measure (default build/solver.wasm)
  --json        print one JSON object instead of a table
  -h, --help    this help`;

const PLAYER_COUNTS = [2, 4, 8] as const;

/** Best and median of repeated measurements (units per second). */
interface Rate {
  readonly best: number;
  readonly median: number;
}

/** One implementation's figures at one seat count. */
interface Figures {
  readonly turnsPerSecond: Rate;
  readonly rolloutsPerSecond: Rate;
}

/** A round of `players` seats after set-up, the seat to move holding nothing. */
function position(players: number): GameState {
  let state = newGame({ players: Array.from({ length: players }, (_, i) => `P${i}`), seed: 7 });
  while (state.phase === 'setup') {
    const result = apply(state, legalActions(state)[0]!);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  return state;
}

/** Seconds by the chosen clock: the wall clock, or this process's CPU time. */
let clock: () => number = () => performance.now() / 1000;

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

let peakRss = 0;
let peakHeap = 0;

function notePeakMemory(): void {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}

/**
 * The rates of `run(size)`, which returns how many units of each kind it did: the size is grown
 * until one run takes `millis`, then `repeats` runs are timed.
 */
function rates(run: (size: number) => number[], repeats: number, millis: number): Rate[] {
  let size = 1;
  for (;;) {
    const start = clock();
    run(size);
    const elapsed = (clock() - start) * 1000;
    if (elapsed >= millis / 4) {
      size = Math.max(1, Math.round((size * millis) / elapsed));
      break;
    }
    size *= 4;
  }
  const samples: number[][] = [];
  for (let i = 0; i < repeats; i++) {
    const start = clock();
    const units = run(size);
    const seconds = clock() - start;
    samples.push(units.map((count) => count / seconds));
    notePeakMemory();
  }
  return samples[0]!.map((_, kind) => {
    const sorted = samples.map((sample) => sample[kind]!).sort((a, b) => a - b);
    return { best: sorted[sorted.length - 1]!, median: sorted[Math.floor(sorted.length / 2)]! };
  });
}

function kernelFigures(
  kernel: RolloutKernel,
  state: GameState,
  repeats: number,
  millis: number,
): Figures {
  const view = playerView(state, state.round.toMove!);
  const words = encodeView(view);
  const candidates = candidateCodes(view);
  let seed = 0;
  return {
    turnsPerSecond: rates(
      (games) => [kernel.playOut(words, { seed: seed++, games }).turns],
      repeats,
      millis,
    )[0]!,
    rolloutsPerSecond: rates(
      (rollouts) => {
        kernel.evaluate(words, candidates, { rollouts, seed: seed++ });
        return [rollouts * candidates.length];
      },
      repeats,
      millis,
    )[0]!,
  };
}

function engineFigures(state: GameState, repeats: number, millis: number): Figures {
  const [turnsPerSecond, rolloutsPerSecond] = rates(
    (games) => [engineRollouts(state, games), games],
    repeats,
    millis,
  );
  return { turnsPerSecond: turnsPerSecond!, rolloutsPerSecond: rolloutsPerSecond! };
}

const ratio = (a: Rate, b: Rate): Rate => ({ best: a.best / b.best, median: a.median / b.median });

function format(value: number): string {
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} M`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)} k`;
  return value.toFixed(value >= 10 ? 0 : 2);
}

const cell = (r: Rate) => `${format(r.best)} (${format(r.median)})`;

/** The command line's options besides --help and --json. */
const OPTIONS = {
  repeats: { type: 'string', default: '5' },
  millis: { type: 'string', default: '400' },
  clock: { type: 'string', default: 'wall' },
  wasm: { type: 'string', default: SOLVER_WASM },
} as const;

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<void> {
  const repeats = wholeNumber(values.repeats, '--repeats');
  const millis = positiveNumber(values.millis, '--millis');
  const clockName = oneOf(values.clock, '--clock', ['wall', 'cpu']);
  if (clockName === 'cpu') clock = cpuSeconds;
  const bytes = solverBytes(values.wasm);
  const solver = await instantiateSolver(bytes);
  const wasm = wasmKernel(solver);
  const ts = createTsKernel();
  const results = PLAYER_COUNTS.map((players) => {
    const state = position(players);
    console.error(`bench: ${players} seats — WebAssembly kernel`);
    const wasmFigures = kernelFigures(wasm, state, repeats, millis);
    console.error(`bench: ${players} seats — TypeScript kernel`);
    const tsFigures = kernelFigures(ts, state, repeats, millis);
    console.error(`bench: ${players} seats — reference engine`);
    const engine = engineFigures(state, repeats, millis);
    return {
      players,
      wasm: wasmFigures,
      typescript: tsFigures,
      engine,
      ratios: {
        turnsWasmToTypescript: ratio(wasmFigures.turnsPerSecond, tsFigures.turnsPerSecond),
        turnsWasmToEngine: ratio(wasmFigures.turnsPerSecond, engine.turnsPerSecond),
        rolloutsWasmToTypescript: ratio(wasmFigures.rolloutsPerSecond, tsFigures.rolloutsPerSecond),
        rolloutsWasmToEngine: ratio(wasmFigures.rolloutsPerSecond, engine.rolloutsPerSecond),
      },
    };
  });
  const report = {
    repeats,
    millis,
    clock: clockName,
    wasmBytes: bytes.length,
    wasmMemoryBytes: solver.memory.buffer.byteLength,
    peakRssBytes: peakRss,
    peakHeapBytes: peakHeap,
    results,
  };
  if (values.json) {
    console.log(JSON.stringify(report));
    return;
  }
  console.log(
    `Rollout kernels — best (median) of ${repeats} runs of ~${millis} ms (${clockName} clock)\n`,
  );
  console.log(
    'seats | figure     | WebAssembly       | TypeScript        | engine            | WASM/TS       | WASM/engine',
  );
  for (const result of results) {
    const rows: [string, keyof Figures, Rate, Rate][] = [
      [
        'turns/s',
        'turnsPerSecond',
        result.ratios.turnsWasmToTypescript,
        result.ratios.turnsWasmToEngine,
      ],
      [
        'rollouts/s',
        'rolloutsPerSecond',
        result.ratios.rolloutsWasmToTypescript,
        result.ratios.rolloutsWasmToEngine,
      ],
    ];
    for (const [name, key, toTs, toEngine] of rows) {
      console.log(
        [
          String(result.players).padStart(5),
          name.padEnd(10),
          cell(result.wasm[key]).padEnd(17),
          cell(result.typescript[key]).padEnd(17),
          cell(result.engine[key]).padEnd(17),
          cell(toTs).padEnd(13),
          cell(toEngine),
        ].join(' | '),
      );
    }
  }
  console.log(
    `\n.wasm ${bytes.length} bytes; WebAssembly memory ${solver.memory.buffer.byteLength} bytes; ` +
      `peak RSS ${format(peakRss)}B, peak JS heap ${format(peakHeap)}B`,
  );
}

await runScript({ name: 'bench', help: HELP, options: OPTIONS, json: true }, main);
