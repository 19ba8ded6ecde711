// How long rounds last at a table of given players under the official rules and the house rules
// of RULES.md R9 (issue 28): turns per round (median, 95th percentile, most) over whole games.
// A table of experts weighing only their own scores never ended a round; this measures that every
// table of players the game offers ends its rounds in about as many turns as a mixed one.
//
//   npx tsx scripts/studies/round-lengths.ts --variants penalty-3x+10 --table expert,expert,expert --rounds 30
import {
  EXPERT_ROLLOUTS,
  playDealtGame,
  type PlayerFactory,
  playerFactory,
  PLAYER_NAMES_HELP,
  roundSeed,
} from '../../src/ai';
import type { Bot } from '../../src/ai/bot';
import { readRules } from '../../src/engine';
import { builtKernel } from '../built-solver';
import { runScript, type ScriptLine, UsageError, wholeNumber } from '../command-line';
import { VARIANTS } from './variants';

const HELP = `Usage: npx tsx scripts/studies/round-lengths.ts [options]

Plays whole games at one table under each variant until enough rounds are over, and prints the
turns per round (every seat's turn counts one; set-up reveals do not): median, 95th percentile
and most, with the games and rounds played.

Options:
  --variants V,...   the rules to play under (default official,no-column-clears,penalty-3x+10): ${Object.keys(VARIANTS).join(', ')}
  --table P,...      the players, one per seat (default expert,expert,expert,expert): ${PLAYER_NAMES_HELP}
  --rounds N         rounds to play per variant (default 30)
  --seed S           seed of the deals and the players (default 1)
  --rollouts N       the expert's rollouts per candidate (default ${EXPERT_ROLLOUTS}), no clock
  --max-turns N      give up a variant when one round passes this many turns (default 4000): exit code 1
  --json             one JSON line per variant
  -h, --help         this help

Progress goes to standard error.`;

const OPTIONS = {
  variants: { type: 'string', default: 'official,no-column-clears,penalty-3x+10' },
  table: { type: 'string', default: 'expert,expert,expert,expert' },
  rounds: { type: 'string', default: '30' },
  seed: { type: 'string', default: '1' },
  rollouts: { type: 'string', default: String(EXPERT_ROLLOUTS) },
  'max-turns': { type: 'string', default: '4000' },
} as const;

/** The value at quantile `q` of sorted `values` (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** Enough rounds are over: the game in progress stops there. */
class Enough extends Error {}

/** Counts the turns of every round a table plays, whichever seat takes them. */
class TurnCounter {
  readonly rounds: number[] = [];
  private round = -1;
  private turns = 0;

  /** A counter that stops once `target` rounds are over or one passes `maxTurns` turns. */
  constructor(
    private readonly target: number,
    private readonly maxTurns: number,
    private readonly progress: (rounds: readonly number[]) => void,
  ) {}

  /** `bot` counting each decision that ends a seat's turn (every action but a draw or a set-up reveal). */
  wrap(bot: Bot): Bot {
    return {
      decide: (view) => {
        if (view.roundIndex !== this.round) this.close(view.roundIndex);
        const action = bot.decide(view);
        if (action.t !== 'draw' && view.phase === 'turns' && ++this.turns > this.maxTurns)
          throw new Error(`a round passed ${this.maxTurns} turns`);
        return action;
      },
      weigh: (view) => bot.weigh(view),
    };
  }

  /** Closes the round being counted (a game's last at its end: `next` -1), then starts `next`. */
  close(next: number): void {
    if (this.turns > 0) {
      this.rounds.push(this.turns);
      this.progress(this.rounds);
    }
    this.round = next;
    this.turns = 0;
    if (this.rounds.length >= this.target) throw new Enough();
  }
}

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const kernel = await builtKernel();
  const expert = { kernel, timeMs: Infinity, rollouts: wholeNumber(values.rollouts, '--rollouts') };
  const names = values.table.split(',');
  const factories: PlayerFactory[] = names.map((name) => {
    const factory = playerFactory(name, expert);
    if (factory === null) throw new UsageError(`${name} is not a player`);
    return factory;
  });
  const rounds = wholeNumber(values.rounds, '--rounds');
  const seed = wholeNumber(values.seed, '--seed', 0);
  const maxTurns = wholeNumber(values['max-turns'], '--max-turns');
  let failed = false;
  for (const variant of values.variants.split(',')) {
    const rules = VARIANTS[variant];
    if (rules === undefined) throw new UsageError(`${variant} is not a variant`);
    const read = readRules(rules, names.length);
    if (!read.ok) throw new UsageError(`${variant} at ${names.length} seats: ${read.message}`);
    const started = Date.now();
    let games = 0;
    const counter = new TurnCounter(rounds, maxTurns, (done) => {
      const minutes = ((Date.now() - started) / 60000).toFixed(1);
      console.error(
        `${variant}: game ${games + 1}, ${done.length} rounds (last ${done.at(-1)} turns), ${minutes} min`,
      );
    });
    try {
      for (; ; games++) {
        const bots = factories.map((factory, seat) =>
          counter.wrap(factory(seed * 1000 + games * 10 + seat)),
        );
        playDealtGame(bots, (round) => roundSeed(seed, games, round), 0, rules);
        counter.close(-1);
      }
    } catch (error) {
      if (!(error instanceof Enough)) {
        console.error(`${variant}: ${(error as Error).message}`);
        failed = true;
      }
    }
    const sorted = [...counter.rounds].sort((a, b) => a - b);
    const figures = {
      variant,
      table: names,
      rollouts: expert.rollouts,
      games: games + 1,
      rounds: sorted.length,
      median: sorted.length > 0 ? quantile(sorted, 0.5) : null,
      p95: sorted.length > 0 ? quantile(sorted, 0.95) : null,
      max: sorted.at(-1) ?? null,
      gaveUp: failed,
    };
    if (values.json) console.log(JSON.stringify(figures));
    else
      console.log(
        `${variant} | ${names.join(',')} | ${expert.rollouts} rollouts | ${figures.games} games, ${figures.rounds} rounds | turns per round median ${figures.median}, p95 ${figures.p95}, max ${figures.max}${failed ? ' | GAVE UP' : ''}`,
      );
  }
  return failed ? 1 : 0;
}

await runScript({ name: 'round-lengths', help: HELP, options: OPTIONS, json: true }, main);
