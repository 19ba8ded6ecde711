import type { Bot } from '../../../src/ai';
import {
  type Action,
  apply,
  type GameState,
  playerView,
  Random,
  seatsToAct,
} from '../../../src/engine';
import type { CasePosition } from '../../../tests/unit/ai/obvious/suite';
import { determinize } from './determinize';
import type { RolloutPolicy } from './policies';

/** A seat's round score (after R5.3 doubling) and its relative score (minus the others' mean). */
export interface RolloutScore {
  readonly own: number;
  readonly relative: number;
}

/** A distinct, repeatable seed for rollout `i` (and seat `seat` of it). */
function seedOf(i: number, seat = 0): number {
  const hash = Math.imul((i + 1) ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(seat + 7, 0x85ebca6b);
  return (hash ^ (hash >>> 15)) >>> 0;
}

/**
 * What rollout `i` of `position` plays with under `policy`: one determinization of what the
 * deciding seat sees, and each seat's bot; every move of that rollout starts from the same
 * (common random numbers).
 */
export function rolloutDeal(
  position: CasePosition,
  policy: RolloutPolicy,
  i: number,
): { state: GameState; bots: Bot[] } {
  const state = determinize(position.state, position.seat, new Random(seedOf(i)));
  const seats = position.state.players.length;
  return {
    state,
    bots: Array.from({ length: seats }, (_, seat) => policy.bot(seedOf(i, seat), seat)),
  };
}

function applied(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.message}`);
  return result.state;
}

/**
 * Plays `action` in the determinized `state`, then every seat by `bots` to the end of the round
 * (the engine's rules), and scores the round for `seat`.
 */
export function rollout(
  state: GameState,
  seat: number,
  action: Action,
  bots: readonly Bot[],
): RolloutScore {
  let current = applied(state, action);
  for (let turns = 0; current.phase === 'setup' || current.phase === 'turns'; turns++) {
    if (turns > 5000) throw new Error('a rollout did not end');
    const next = seatsToAct(current)[0]!;
    current = applied(current, bots[next]!.decide(playerView(current, next)));
  }
  const scores = current.results.at(-1)!.scores;
  const others = scores.filter((_, at) => at !== seat);
  const own = scores[seat]!;
  return { own, relative: own - others.reduce((a, b) => a + b, 0) / others.length };
}
