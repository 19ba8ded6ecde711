import { parseArgs } from 'node:util';
import {
  type BotOptions,
  EXPERT_ROLLOUTS,
  EXPERT_TIME_MS,
  type Estimate,
  PLAYER_NAMES_HELP,
  type PlayerFactory,
  playerFactory,
  runTournament,
  type TournamentResult,
} from '../ai';
import { MAX_PLAYERS, MIN_PLAYERS, type Rules } from '../engine';
import { KERNEL_NAMES, loadNodeKernel } from '../solver/node-kernel';
import { integerOption, rulesOption } from './play-command';
import { UsageError } from './usage';

const HELP = `Usage: npm run -s skyjo -- tournament --hero NAME --baseline NAME [options]

Plays paired duplicate deals: every deal (a whole game, each round dealt from its own seed) is
played once with the hero and once with the baseline in the same seat, against the same field,
with the same decks and reshuffles; the seat rotates from deal to deal. Prints each side's mean
round score, round-win share and game-win rate with 95% intervals, and the paired difference
(hero minus baseline, points per round; negative means the hero scores fewer points).

Every game is played under --rules (RULES.md, the house rules of R9 included): the levels play
them from their views, and the threshold baselines derive their thresholds and ender guard from
them (a tN plays the official game with threshold N; see docs/command-line.md).

Players: easy, medium, hard, expert (the levels); expert-blind (the expert without card
counting); expert-plain (the expert with the draw sampled and one rollout policy for every
seat); tN, tNguard and tNlguard (threshold-N bots without the ender guard, with it, and
with a lenient one that goes out when below every other seat's face-up sum plus the unseen mean
per face-down card, e.g. t3guard, t4lguard).

Options:
  --hero NAME        the player under test
  --baseline NAME    the player it is compared with
  --field NAME       the other seats (default t4guard)
  --players N        seats per game, ${MIN_PLAYERS} to ${MAX_PLAYERS} (default 4; dual hands need 2)
  --rules JSON       the rules object of GAME-RECORD.md, e.g. '{"rowClears":true}' or
                     '{"rows":4,"columns":4}'; a missing key takes its default (default {}:
                     the official game)
  --rounds N         paired rounds to play (default 2000)
  --seed S           seed of the deals and the players (default 1)
  --time-ms T        the expert's milliseconds per decision (default 150; 0: no time limit)
  --rollouts N       the expert's most rollouts per candidate (default 1500)
  --kernel K         the expert's rollout kernel: wasm (default; ts if it is missing) or ts
  --json             print one JSON object instead of the table
  -h, --help         this help

Progress goes to standard error.`;

/** `tournament`: a paired duplicate tournament between two players; returns the exit code. */
export async function tournamentCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      hero: { type: 'string' },
      baseline: { type: 'string' },
      field: { type: 'string', default: 't4guard' },
      players: { type: 'string', default: '4' },
      rules: { type: 'string' },
      rounds: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
      'time-ms': { type: 'string', default: String(EXPERT_TIME_MS) },
      rollouts: { type: 'string', default: String(EXPERT_ROLLOUTS) },
      kernel: { type: 'string', default: 'wasm' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const names = { hero: values.hero, baseline: values.baseline, field: values.field };
  const players = integerOption('players', values.players, MIN_PLAYERS, MAX_PLAYERS);
  const rules = rulesOption(values.rules, players);
  const rounds = integerOption('rounds', values.rounds, 1, 10_000_000);
  const seed = integerOption('seed', values.seed, 0, 0xffffffff);
  const timeMs = integerOption('time-ms', values['time-ms'], 0, 3_600_000);
  const expertRollouts = integerOption('rollouts', values.rollouts, 1, 1_000_000);
  if (!(KERNEL_NAMES as readonly string[]).includes(values.kernel))
    throw new UsageError(`--kernel must be one of ${KERNEL_NAMES.join(', ')}`);
  const expert: Omit<BotOptions, 'seed'> = {
    kernel: await loadNodeKernel(values.kernel),
    timeMs: timeMs === 0 ? Infinity : timeMs,
    rollouts: expertRollouts,
  };
  const factories = {
    hero: factoryFor('hero', names.hero, expert),
    baseline: factoryFor('baseline', names.baseline, expert),
    field: factoryFor('field', names.field, expert),
  };
  const started = performance.now();
  let lastReport = started;
  const result = runTournament({
    ...factories,
    players,
    rules,
    rounds,
    seed,
    onProgress(paired, deals) {
      const now = performance.now();
      if (now - lastReport < 10_000 && paired < rounds) return;
      lastReport = now;
      const seconds = ((now - started) / 1000).toFixed(0);
      process.stderr.write(
        `tournament: ${paired}/${rounds} paired rounds, ${deals} deals, ${seconds} s\n`,
      );
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const settings = {
    ...names,
    players,
    rules,
    rounds,
    seed,
    timeMs,
    rollouts: expertRollouts,
    kernel: expert.kernel!.name,
    seconds: Math.round(seconds),
  };
  if (values.json) {
    console.log(JSON.stringify({ ...settings, ...result }));
  } else {
    console.log(table(settings, result));
  }
  return 0;
}

function factoryFor(
  role: string,
  name: string | undefined,
  options: Omit<BotOptions, 'seed'>,
): PlayerFactory {
  if (name === undefined) throw new UsageError(`--${role} is required`);
  const factory = playerFactory(name, options);
  if (factory === null)
    throw new UsageError(
      `--${role} ${JSON.stringify(name)} is not a player (${PLAYER_NAMES_HELP})`,
    );
  return factory;
}

/** The rules a table was played under: "official rules", or the house rules set. */
function rulesText(rules: Partial<Rules>): string {
  return Object.keys(rules).length === 0 ? 'official rules' : `rules ${JSON.stringify(rules)}`;
}

function show(value: Estimate, digits = 2): string {
  return `${value.mean.toFixed(digits)} ± ${value.interval.toFixed(digits)}`;
}

function percent(value: Estimate): string {
  return `${(100 * value.mean).toFixed(1)}% ± ${(100 * value.interval).toFixed(1)}`;
}

function table(
  settings: {
    hero?: string;
    baseline?: string;
    field: string;
    players: number;
    rules: Partial<Rules>;
    seed: number;
    seconds: number;
    kernel: string;
    rollouts: number;
    timeMs: number;
  },
  result: TournamentResult,
): string {
  const rows = [
    [
      '',
      'round score',
      'round wins',
      'game wins',
      'field score',
      'ms/decision',
      'median/p95 ms',
      'CPU median/p95 ms',
      'slowest ms',
    ],
    ...(['hero', 'baseline'] as const).map((side) => {
      const r = result[side];
      return [
        `${side} ${settings[side]}`,
        show(r.roundScore),
        percent(r.roundWins),
        percent(r.gameWins),
        show(r.fieldRoundScore),
        show(r.decisionMs, 1),
        `${r.decisionQuantilesMs.median.toFixed(1)} / ${r.decisionQuantilesMs.p95.toFixed(1)}`,
        `${r.decisionCpuQuantilesMs.median.toFixed(1)} / ${r.decisionCpuQuantilesMs.p95.toFixed(1)}`,
        r.slowestMs.toFixed(0),
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '),
  );
  return [
    `${settings.players} players, ${rulesText(settings.rules)}, field ${settings.field}, ${result.pairedRounds} paired rounds in ${result.deals} deals (seed ${settings.seed}, ${settings.seconds} s; expert: ${settings.kernel} kernel, ${settings.rollouts} rollouts, ${settings.timeMs} ms)`,
    ...lines,
    `paired difference (hero − baseline): ${show(result.difference)} points per round`,
    `relative to the field's mean:        ${show(result.relativeDifference)} points per round`,
  ].join('\n');
}
