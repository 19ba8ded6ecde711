import {
  apply,
  type GameState,
  newGame,
  type NewGameOptions,
  playerView,
  seatsToAct,
  startNextRound,
} from '../../engine';
import type { Bot } from '../bot';

/** Plays `state` on with `bots[seat]` choosing for each seat, until the game is over. */
export function playToEnd(state: GameState, bots: readonly Bot[]): GameState {
  let current = state;
  while (current.phase !== 'game-over') current = step(current, bots);
  return current;
}

/** A new game played to its end by `bots` (one per seat). */
export function selfPlay(options: NewGameOptions, bots: readonly Bot[]): GameState {
  return playToEnd(newGame(options), bots);
}

/** One step: the next round dealt, or one action of the seat to act. Throws if a bot errs. */
export function step(state: GameState, bots: readonly Bot[]): GameState {
  if (state.phase === 'round-over') return unwrap(startNextRound(state));
  const seat = seatsToAct(state)[0]!;
  const action = bots[seat]!.decide(playerView(state, seat));
  const next = apply(state, action);
  if (!next.ok)
    throw new Error(
      `bot for seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${next.message}`,
    );
  return next.state;
}

function unwrap(result: ReturnType<typeof startNextRound>): GameState {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}
