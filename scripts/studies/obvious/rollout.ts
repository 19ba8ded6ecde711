import type { Bot } from '../../../src/ai';
import { type Action, apply, type GameState, playerView, seatsToAct } from '../../../src/engine';

/** A seat's round score (after R5.3 doubling) and its relative score (minus the others' mean). */
export interface RolloutScore {
  readonly own: number;
  readonly relative: number;
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
