// The AI report's tournaments: duplicate deals (4 players) in which each contestant plays every
// deal from the same seat against the same field, decks and reshuffles; each pairing of
// contestants is compared round by round on the deals both played, under the official rules and
// under the house rules of RULES.md R9 (`--variants`). The expert searches to a fixed
// rollout budget (no clock), so the results do not depend on the machine or its load; the CPU
// time of every decision is recorded to say what the budget costs on a quiet machine.
//
// Every finished game is appended to OUT/FIELD.jsonl (OUT/VARIANT/FIELD.jsonl under house rules),
// and a run started again with the same settings continues where it stopped; the table is
// computed from those files.
//
//   npx tsx scripts/studies/tournaments.ts [--variants official,rows-clear] [--fields t4guard] [--rounds 2000] [--out DIR] ...
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import {
  EXPERT_ROLLOUTS,
  type Estimate,
  pairedResult,
  playDeal,
  type PlayerFactory,
  playerFactory,
  type RoundEnding,
  type SeatedGame,
  type TournamentResult,
} from '../../src/ai';
import { readRules, type Rules } from '../../src/engine';
import { VARIANTS } from './variants';
import { builtKernel } from '../built-solver';
import { runScript, type ScriptLine, UsageError, wholeNumber } from '../command-line';

const HELP = `Usage: npx tsx scripts/studies/tournaments.ts [options]

Options:
  --variants V,...      the rules to play under (default official): ${Object.keys(VARIANTS).join(', ')}
                        (a variant with dual hands plays at 2 seats, whatever --players says)
  --fields F,...        the fields to play in (default t4guard,t4lguard)
  --contestants C,...   the players compared (default expert,hard,t3guard)
  --pairings A-B,...    hero-baseline pairs of contestants to report (default expert-t3guard,hard-t3guard,expert-hard)
  --rounds N            paired rounds each pairing needs (default 2000)
  --players N           seats (default 4)
  --seed S              seed of the deals and the players (default 1)
  --rollouts N          the expert's rollouts per candidate (default ${EXPERT_ROLLOUTS})
  --time-ms T           the expert's clock budget per decision (default 0: none, the rollout budget only)
  --out DIR             where the games are kept (default tournament-results)
  --json                one JSON line per pairing instead of the table
  -h, --help            this help

Progress goes to standard error.`;

/** One game as OUT/FIELD.jsonl keeps it. */
interface GameLine {
  readonly deal: number;
  readonly contestant: string;
  readonly seat: number;
  readonly scores: readonly (readonly number[])[];
  readonly winners: readonly number[];
  /** Each round's ender, whether the ender was penalised and its turns (games written since). */
  readonly endings?: readonly RoundEnding[];
  readonly ms: readonly number[];
  readonly cpuMs: readonly number[];
}

function toLine(deal: number, contestant: string, { game, seat }: SeatedGame): GameLine {
  return {
    deal,
    contestant,
    seat,
    scores: game.rounds.map((round) => round.scores),
    winners: game.winners,
    ...(game.endings === undefined ? {} : { endings: game.endings }),
    ms: game.decisionTimes.map((ms) => Math.round(ms * 100) / 100),
    cpuMs: game.decisionCpuTimes.map((ms) => Math.round(ms * 100) / 100),
  };
}

function fromLine(line: GameLine): SeatedGame {
  return {
    seat: line.seat,
    game: {
      rounds: line.scores.map((scores) => ({ scores })),
      winners: line.winners,
      decisionTimes: line.ms,
      decisionCpuTimes: line.cpuMs,
    },
  };
}

const show = (e: Estimate): string => `${e.mean.toFixed(2)} ± ${e.interval.toFixed(2)}`;

function row(
  variant: string,
  seats: number,
  field: string,
  hero: string,
  baseline: string,
  result: TournamentResult,
): string {
  const timing = result.hero.decisionCpuQuantilesMs;
  return `| ${variant} | ${seats} | ${hero} − ${baseline} | ${field} | ${result.pairedRounds} | ${show(result.hero.roundScore)} | ${show(result.baseline.roundScore)} | **${show(result.difference)}** | ${show(result.relativeDifference)} | ${(100 * result.hero.gameWins.mean).toFixed(1)}% / ${(100 * result.baseline.gameWins.mean).toFixed(1)}% | ${timing.median.toFixed(0)} / ${timing.p95.toFixed(0)} |`;
}

/** `A-B` as [A, B], split at the dash that leaves two contestants (names may hold dashes). */
function pairing(text: string, contestants: readonly string[]): [string, string] | null {
  for (let at = text.indexOf('-'); at >= 0; at = text.indexOf('-', at + 1)) {
    const hero = text.slice(0, at);
    const baseline = text.slice(at + 1);
    if (contestants.includes(hero) && contestants.includes(baseline)) return [hero, baseline];
  }
  return null;
}

/** The command line's options besides --help and --json. */
const OPTIONS = {
  variants: { type: 'string', default: 'official' },
  fields: { type: 'string', default: 't4guard,t4lguard' },
  contestants: { type: 'string', default: 'expert,hard,t3guard' },
  pairings: { type: 'string', default: 'expert-t3guard,hard-t3guard,expert-hard' },
  rounds: { type: 'string', default: '2000' },
  players: { type: 'string', default: '4' },
  seed: { type: 'string', default: '1' },
  rollouts: { type: 'string', default: String(EXPERT_ROLLOUTS) },
  'time-ms': { type: 'string', default: '0' },
  out: { type: 'string', default: 'tournament-results' },
} as const;

/** What one variant's and field's games need: who plays, under which rules, how long. */
interface FieldPlan {
  readonly variant: string;
  readonly rules: Partial<Rules>;
  readonly players: number;
  readonly seed: number;
  readonly field: string;
  readonly contestants: readonly string[];
  readonly pairings: readonly (readonly [string, string])[];
  readonly factories: ReadonlyMap<string, PlayerFactory>;
  readonly fieldFactory: PlayerFactory;
  readonly rounds: number;
  readonly file: string;
}

/** The games of `plan.file` so far, per contestant, deal by deal. */
function keptGames(plan: FieldPlan): Map<string, SeatedGame[]> {
  const games = new Map(plan.contestants.map((name) => [name, [] as SeatedGame[]]));
  if (!existsSync(plan.file)) return games;
  for (const text of readFileSync(plan.file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const line = JSON.parse(text) as GameLine;
    const list = games.get(line.contestant);
    if (list !== undefined && list.length === line.deal) list.push(fromLine(line));
  }
  return games;
}

/**
 * Plays the deals `plan` still needs (every pairing `plan.rounds` paired rounds), appending each
 * game to its file, and gives each pairing's result.
 */
function playField(plan: FieldPlan): [string, string, TournamentResult][] {
  const games = keptGames(plan);
  const pairedRounds = (a: string, b: string): number => {
    const x = games.get(a)!;
    const y = games.get(b)!;
    let total = 0;
    for (let deal = 0; deal < Math.min(x.length, y.length); deal++)
      total += Math.min(x[deal]!.game.rounds.length, y[deal]!.game.rounds.length);
    return total;
  };
  const { players, seed, rules } = plan;
  const started = performance.now();
  for (let deal = 0; plan.pairings.some(([a, b]) => pairedRounds(a, b) < plan.rounds); deal++) {
    for (const name of plan.contestants) {
      const list = games.get(name)!;
      if (list.length > deal) continue;
      const options = { players, seed, rules, field: plan.fieldFactory };
      const game = playDeal(options, deal, plan.factories.get(name)!);
      list.push(game);
      appendFileSync(plan.file, `${JSON.stringify(toLine(deal, name, game))}\n`);
    }
    const least = Math.min(...plan.pairings.map(([a, b]) => pairedRounds(a, b)));
    const minutes = ((performance.now() - started) / 60000).toFixed(1);
    process.stderr.write(
      `${plan.variant}, ${plan.field}: deal ${deal + 1}, ${least}/${plan.rounds} paired rounds, ${minutes} min\n`,
    );
  }
  return plan.pairings.map(([hero, baseline]) => {
    const x = games.get(hero)!;
    const y = games.get(baseline)!;
    const deals = Math.min(x.length, y.length);
    return [hero, baseline, pairedResult(x.slice(0, deals), y.slice(0, deals))];
  });
}

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const kernel = await builtKernel();
  const timeMs = wholeNumber(values['time-ms'], '--time-ms', 0);
  const expert = {
    kernel,
    timeMs: timeMs === 0 ? Infinity : timeMs,
    rollouts: wholeNumber(values.rollouts, '--rollouts'),
  };
  const contestants = values.contestants.split(',');
  const pairings: [string, string][] = [];
  for (const text of values.pairings.split(',')) {
    const pair = pairing(text, contestants);
    if (pair === null) throw new UsageError(`${text} is not two contestants joined by '-'`);
    pairings.push(pair);
  }
  const factories = new Map<string, PlayerFactory>();
  for (const name of contestants) {
    const factory = playerFactory(name, expert);
    if (factory === null) throw new UsageError(`${name} is not a player`);
    factories.set(name, factory);
  }
  const rounds = wholeNumber(values.rounds, '--rounds');
  const players = wholeNumber(values.players, '--players', 2, 8);
  const seed = wholeNumber(values.seed, '--seed', 0);
  const variants = values.variants.split(',').map((variant) => {
    const rules = VARIANTS[variant];
    if (rules === undefined) throw new UsageError(`${variant} is not a variant`);
    const seats = rules.dualHands === true ? 2 : players;
    const read = readRules(rules, seats);
    if (!read.ok) throw new UsageError(`${variant} at ${seats} seats: ${read.message}`);
    return { variant, rules, players: seats };
  });
  const rows: string[] = [];
  for (const { variant, rules, players: seats } of variants) {
    const folder = variant === 'official' ? values.out : `${values.out}/${variant}`;
    mkdirSync(folder, { recursive: true });
    for (const field of values.fields.split(',')) {
      const fieldFactory = playerFactory(field, expert);
      if (fieldFactory === null) throw new UsageError(`${field} is not a player`);
      const plan: FieldPlan = {
        variant,
        rules,
        players: seats,
        seed,
        field,
        contestants,
        pairings,
        factories,
        fieldFactory,
        rounds,
        file: `${folder}/${field}.jsonl`,
      };
      for (const [hero, baseline, result] of playField(plan)) {
        if (values.json) {
          const names = { variant, rules, field, heroName: hero, baselineName: baseline };
          const budget = { players: seats, rollouts: expert.rollouts, timeMs };
          console.log(JSON.stringify({ ...names, ...budget, ...result }));
        } else rows.push(row(variant, seats, field, hero, baseline, result));
      }
    }
  }
  if (!values.json) {
    console.log(
      `seed ${seed}; expert: ${expert.rollouts} rollouts per candidate${Number.isFinite(expert.timeMs) ? `, ${expert.timeMs} ms` : ', no clock'}`,
    );
    console.log(
      '| variant | seats | pairing (hero − baseline) | field | paired rounds | hero points/round | baseline points/round | difference | relative to field | game wins | hero CPU ms/decision median / p95 |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const line of rows) console.log(line);
  }
  return 0;
}

await runScript({ name: 'tournaments', help: HELP, options: OPTIONS, json: true }, main);
