// Benchmark of the expert's decisions under the house rules of RULES.md R9: for each variant,
// positions of the expert's seat from games that threshold players play to their end, each
// searched by the expert as the game does (its clock budget, or with --time-ms 0 to its rollout
// budget alone, as the tournaments do); prints the median and 95th percentile of the CPU time and
// the wall time of a decision. Prints figures; asserts nothing about time.
import { EXPERT_TIME_MS, expertSearch, ThresholdBot } from '../../src/ai';
import {
  apply,
  type GameState,
  newGame,
  playerView,
  type PlayerView,
  readRules,
  seatsToAct,
  startNextRound,
} from '../../src/engine';
import type { RolloutKernel } from '../../src/solver';
import { builtKernel } from '../built-solver';
import { runScript, type ScriptLine, UsageError, wholeNumber } from '../command-line';
import { VARIANTS } from '../studies/variants';

const DEFAULT_VARIANTS =
  'official,rows-clear,no-column-clears,4x4,3x5,reveals-0,reveals-4,penalty-3x+10,dual-hands,4x6,dual-hands-4x6';

const HELP = `Usage: npx tsx scripts/bench/expert-decisions.ts [options]

Times the expert's decisions per variant: positions of seat 0 from games of threshold players,
each searched by the expert (the WebAssembly kernel); prints the median and p95 of the CPU and
wall milliseconds per decision, and the expert's share of the official budgets.

Options:
  --variants V,...   ${Object.keys(VARIANTS).join(', ')} (default ${DEFAULT_VARIANTS})
  --seats N,...      seat counts to play each variant at (default 4,8; dual hands: 2; a count the
                     variant's deal refuses is left out)
  --positions N      decisions timed per variant and seat count (default 40)
  --time-ms T        the expert's clock per decision (default ${EXPERT_TIME_MS}, the game's; 0: none,
                     its rollout budget alone, as the tournaments play)
  --rollouts N       the expert's rollouts per candidate (default: the expert's own)
  --json             one JSON line per variant and seat count instead of the table
  -h, --help         this help

Progress goes to standard error.`;

const OPTIONS = {
  variants: { type: 'string', default: DEFAULT_VARIANTS },
  seats: { type: 'string', default: '4,8' },
  positions: { type: 'string', default: '40' },
  'time-ms': { type: 'string', default: String(EXPERT_TIME_MS) },
  rollouts: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

/** Views of seat 0 spread over whole games of threshold players, `count` of them. */
function positions(rules: object, seats: number, count: number): PlayerView[] {
  const views: PlayerView[] = [];
  const players = Array.from({ length: seats }, (_, seat) => `P${seat}`);
  const bots = players.map(
    (_, seat) => new ThresholdBot({ threshold: 4, guard: 'firm', seed: seat }),
  );
  for (let game = 0; views.length < count; game++) {
    let state: GameState = newGame({ players, rules, seed: 1000 + game });
    let turn = 0;
    while (state.phase !== 'game-over' && views.length < count) {
      if (state.phase === 'round-over') {
        state = unwrap(startNextRound(state));
        continue;
      }
      const seat = seatsToAct(state)[0]!;
      const view = playerView(state, seat);
      if (seat === 0 && state.phase === 'turns' && turn++ % 3 === 0) views.push(view);
      state = unwrap(apply(state, bots[seat]!.decide(view)));
    }
  }
  return views;
}

function unwrap(result: { ok: true; state: GameState } | { ok: false; message: string }) {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

/** The median and the 95th percentile of `values`. */
function spread(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** CPU and wall milliseconds of the expert's decision in each view. */
function timeDecisions(
  views: readonly PlayerView[],
  kernel: RolloutKernel,
  timeMs: number,
  rollouts: number | undefined,
): { cpu: number[]; wall: number[] } {
  const cpu: number[] = [];
  const wall: number[] = [];
  views.forEach((view, i) => {
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    const search = expertSearch(view, {
      seed: i,
      kernel,
      timeMs,
      ...(rollouts === undefined ? {} : { rollouts }),
    });
    while (!search.done) search.step();
    search.ranked();
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - wallStart);
  });
  return { cpu, wall };
}

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const kernel = await builtKernel();
  const count = wholeNumber(values.positions, '--positions');
  const clock = wholeNumber(values['time-ms'], '--time-ms', 0);
  const timeMs = clock === 0 ? Infinity : clock;
  const rollouts =
    values.rollouts === undefined ? undefined : wholeNumber(values.rollouts, '--rollouts');
  const seatCounts = values.seats.split(',').map((text) => wholeNumber(text, '--seats', 2, 8));
  const lines: string[] = [];
  for (const variant of values.variants.split(',')) {
    const rules = VARIANTS[variant];
    if (rules === undefined) throw new UsageError(`${variant} is not a variant`);
    const counts = rules.dualHands === true ? [2] : seatCounts;
    for (const seats of counts) {
      const read = readRules(rules, seats);
      if (!read.ok) {
        process.stderr.write(`${variant} at ${seats} seats: left out (${read.message})\n`);
        continue;
      }
      process.stderr.write(`${variant} at ${seats} seats…\n`);
      const { cpu, wall } = timeDecisions(positions(rules, seats, count), kernel, timeMs, rollouts);
      const figures = {
        variant,
        seats,
        decisions: cpu.length,
        cpuMs: spread(cpu),
        wallMs: spread(wall),
      };
      if (values.json) console.log(JSON.stringify({ ...figures, timeMs: clock }));
      else
        lines.push(
          `| ${variant} | ${seats} | ${cpu.length} | ${figures.cpuMs.median.toFixed(1)} / ${figures.cpuMs.p95.toFixed(1)} | ${figures.wallMs.median.toFixed(1)} / ${figures.wallMs.p95.toFixed(1)} |`,
        );
    }
  }
  if (!values.json) {
    console.log(`expert clock: ${clock === 0 ? 'none (rollout budget only)' : `${clock} ms`}`);
    console.log('| variant | seats | decisions | CPU ms median / p95 | wall ms median / p95 |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const line of lines) console.log(line);
  }
  return 0;
}

await runScript({ name: 'expert-decisions', help: HELP, options: OPTIONS, json: true }, main);
