import {
  type GameState,
  newGame,
  type RoundResult,
  type Rules,
  startNextRound,
  withRandomReshuffles,
} from '../../engine';
import type { Bot } from '../bot';
import { step } from './self-play';

/** The seed that deals round `round` of deal `deal` (and orders its reshuffles). */
export function roundSeed(tournamentSeed: number, deal: number, round: number): number {
  let hash = Math.imul((tournamentSeed ^ 0x2545f491) >>> 0, 0x9e3779b1) ^ deal;
  hash = Math.imul(hash ^ (hash >>> 15), 0x85ebca6b) ^ round;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** How one round ended (`PlayedGame.endings`). */
export interface RoundEnding {
  readonly ender: number;
  readonly doubled: boolean;
  readonly turns: number;
}

/** A played game: every round's result and how long one watched seat took per decision. */
export interface PlayedGame {
  readonly rounds: readonly Pick<RoundResult, 'scores'>[];
  readonly winners: readonly number[];
  /**
   * How each round ended: who went out (R5.1), whether R5.3/R9.4 penalised them, and its turns
   * (every recorded action but the set-up reveals). Absent in games read back from older files.
   */
  readonly endings?: readonly RoundEnding[];
  /** Milliseconds of each decision of the watched seat. */
  readonly decisionTimes: readonly number[];
  /**
   * CPU milliseconds of this process for each of those decisions (Node only, else empty): what the
   * decision takes on a quiet machine, whatever else the machine runs.
   */
  readonly decisionCpuTimes: readonly number[];
}

/**
 * Plays a whole game under `rules` (RULES.md, house rules included) with `bots[seat]` for each
 * seat, dealing round r from `seedOf(r)` so that two games with the same seeds share their decks
 * and reshuffle orders (duplicate deals).
 */
export function playDealtGame(
  bots: readonly Bot[],
  seedOf: (round: number) => number,
  watchedSeat: number,
  rules: Partial<Rules> = {},
): PlayedGame {
  const decisionTimes: number[] = [];
  const decisionCpuTimes: number[] = [];
  const timed = bots.map((bot, seat) =>
    seat === watchedSeat ? timedBot(bot, decisionTimes, decisionCpuTimes) : bot,
  );
  const names = bots.map((_, seat) => `Seat ${seat}`);
  let state: GameState = newGame({ players: names, rules, seed: seedOf(0) });
  while (state.phase !== 'game-over') {
    if (state.phase === 'round-over') {
      const next = startNextRound(withRandomReshuffles(state, seedOf(state.results.length)));
      if (!next.ok) throw new Error(next.message);
      state = next.state;
    } else {
      state = step(state, timed);
    }
  }
  const endings = state.results.map(({ ender, doubled }, round) => ({
    ender,
    doubled,
    turns: state.history[round]!.actions.filter((action) => action.t !== 'reveal').length,
  }));
  return {
    rounds: state.results,
    winners: state.winners,
    endings,
    decisionTimes,
    decisionCpuTimes,
  };
}

/** This process's CPU time in milliseconds, or `null` outside Node. */
function cpuMs(): number | null {
  if (typeof process === 'undefined' || typeof process.cpuUsage !== 'function') return null;
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function timedBot(bot: Bot, times: number[], cpuTimes: number[]): Bot {
  return {
    decide(view) {
      const start = performance.now();
      const cpuStart = cpuMs();
      const action = bot.decide(view);
      times.push(performance.now() - start);
      const cpuEnd = cpuMs();
      if (cpuStart !== null && cpuEnd !== null) cpuTimes.push(cpuEnd - cpuStart);
      return action;
    },
    weigh: (view) => bot.weigh(view),
  };
}
