// Benchmark of the hint's intervals (issue 20): the same positions hinted the way the hint was
// before (600 rollouts per move, every move on its own sample, each estimate with its own
// interval, "as good" when two estimates overlap) and the way it is now (the judge: a paired
// comparison, the draw valued with its best responses, "as good" when the difference's interval
// includes 0 and is narrower than ±0.5). Prints the interval half-widths of the second and third
// moves a hint shows, how often they are "as good", and the time per hint.
import { computeHint, RolloutSearch } from '../../src/ai';
import { playerView, type PlayerView } from '../../src/engine';
import { candidateCodes, type RolloutKernel } from '../../src/solver';
import { playedPositions } from '../../tests/unit/ai/positions';
import { builtKernel } from '../built-solver';
import { runScript, type ScriptLine, wholeNumber } from '../command-line';

const HELP = `Usage: npx tsx scripts/studies/hint-intervals.ts [--positions N] [--json]

Hints N positions met in self-play (2 to 5 seats, set-up, turns, drawn cards) twice, on the
WebAssembly kernel: as the hint did before issue 20 (600 rollouts per move, separate estimates)
and as it does now (paired comparison). For the second and third moves a hint shows it prints the
median and mean half-width of the 95% interval the hint reports (before: each move's own estimate;
"difference": of its difference to the first), the share called "as good" as the first, the share
it could not tell apart from the first (before: every overlap; now: neither as good nor clearly
behind), and the mean time per hint. Progress on standard error.

Options:
  --positions N   how many positions (default 60)
  --json          one JSON object instead of the table
  -h, --help      this help`;

/** The old hint's rollouts per move. */
const OLD_ROLLOUTS = 600;

/** Intervals of the second and third moves of one hint, and whether each was "as good". */
interface HintSample {
  readonly shown: number[];
  readonly difference: number[];
  readonly asGood: boolean[];
  /** Neither as good nor clearly behind: the hint could not tell it apart from the first. */
  readonly undecided: boolean[];
  readonly ms: number;
}

/** The hint as it was: every move 600 rollouts, none dropped, overlapping estimates equal. */
function oldHint(view: PlayerView, kernel: RolloutKernel): HintSample {
  const started = performance.now();
  const search = new RolloutSearch(view, {
    kernel,
    seed: 1,
    rollouts: OLD_ROLLOUTS,
    timeMs: Infinity,
    prune: false,
    candidates: candidateCodes(view),
  });
  while (!search.done) search.step();
  const ranked = search.ranked();
  const best = ranked[0]!;
  const others = ranked.slice(1, 3);
  const difference = others.map((c) => 1.96 * Math.hypot(c.stdError, best.stdError));
  return {
    shown: others.map((c) => 1.96 * c.stdError),
    difference,
    asGood: others.map((c, i) => Math.abs(c.mean - best.mean) <= difference[i]!),
    undecided: others.map((c, i) => Math.abs(c.mean - best.mean) <= difference[i]!),
    ms: performance.now() - started,
  };
}

/** The hint as it is now. */
function newHint(view: PlayerView, kernel: RolloutKernel): HintSample {
  const started = performance.now();
  const hint = computeHint(view, { kernel, seed: 1, timeMs: Infinity });
  const others = hint.candidates.slice(1);
  return {
    shown: others.map((c) => c.interval),
    difference: others.map((c) => c.interval),
    asGood: others.map((c) => c.equal),
    undecided: others.map((c) => !c.equal && c.cost - c.interval <= 0),
    ms: performance.now() - started,
  };
}

function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const mean = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

function figures(samples: readonly HintSample[]) {
  const shown = samples.flatMap((s) => s.shown);
  const difference = samples.flatMap((s) => s.difference);
  const asGood = samples.flatMap((s) => s.asGood);
  const undecided = samples.flatMap((s) => s.undecided);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    moves: shown.length,
    shownMedian: round(median(shown)),
    shownMean: round(mean(shown)),
    differenceMedian: round(median(difference)),
    differenceMean: round(mean(difference)),
    asGoodShare: round(asGood.filter(Boolean).length / Math.max(1, asGood.length)),
    undecidedShare: round(undecided.filter(Boolean).length / Math.max(1, undecided.length)),
    msPerHint: Math.round(mean(samples.map((s) => s.ms))),
  };
}

/** The command line's options besides --help and --json. */
const OPTIONS = { positions: { type: 'string', default: '60' } } as const;

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const count = wholeNumber(values.positions, '--positions');
  const kernel = await builtKernel();
  const positions = playedPositions(53, Math.ceil(count / 8) + 2, 11).slice(0, count);
  const before: HintSample[] = [];
  const after: HintSample[] = [];
  positions.forEach(({ state, seat }, i) => {
    process.stderr.write(`\r${i + 1}/${positions.length} positions`);
    const view = playerView(state, seat);
    before.push(oldHint(view, kernel));
    after.push(newHint(view, kernel));
  });
  process.stderr.write('\n');
  const result = { positions: positions.length, before: figures(before), after: figures(after) };
  if (values.json) {
    console.log(JSON.stringify(result));
    return 0;
  }
  const rows = [
    ['', 'moves', 'shown ± med/mean', 'difference ± med/mean', '"as good"', 'undecided', 'ms/hint'],
    ...(['before', 'after'] as const).map((name) => {
      const f = result[name];
      return [
        name,
        String(f.moves),
        `${f.shownMedian.toFixed(2)} / ${f.shownMean.toFixed(2)}`,
        `${f.differenceMedian.toFixed(2)} / ${f.differenceMean.toFixed(2)}`,
        `${Math.round(100 * f.asGoodShare)} %`,
        `${Math.round(100 * f.undecidedShare)} %`,
        String(f.msPerHint),
      ];
    }),
  ];
  console.log(`${result.positions} positions; the second and third moves of each hint:`);
  for (const row of rows)
    console.log(row.map((cell, i) => cell.padEnd(i === 0 ? 8 : i < 4 ? 24 : 12)).join(''));
  return 0;
}

await runScript({ name: 'hint-intervals', help: HELP, options: OPTIONS, json: true }, main);
