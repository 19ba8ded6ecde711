import {
  type Action,
  apply,
  type Card,
  type EngineResult,
  type GameState,
  type MaybeCard,
  recordedGame,
  type Rules,
  startRecordedRound,
} from '../../../src/engine';
import { reveal } from './actions';

/** The state of a successful engine result; throws with the engine's reason otherwise. */
export function unwrap(result: EngineResult, what = 'engine step'): GameState {
  if (!result.ok) throw new Error(`${what} refused: ${result.reason}: ${result.message}`);
  return result.state;
}

/** How a scripted game is set up. */
export interface ScriptedGameOptions {
  /** Seat count (default 2). */
  readonly players?: number;
  /** Rule options; missing ones take the defaults of RULES.md. */
  readonly rules?: Partial<Rules>;
  /** The reshuffle orders of the first round (R6.1), top first. */
  readonly reshuffles?: readonly (readonly MaybeCard[])[];
}

/** A game whose first round is dealt from `deck`, reshuffles taken only from the record. */
export function dealtGame(
  deck: readonly MaybeCard[],
  options: ScriptedGameOptions = {},
): GameState {
  const players = Array.from({ length: options.players ?? 2 }, (_, seat) => `P${seat}`);
  const game = unwrap(recordedGame(players, options.rules), 'recordedGame');
  return nextRound(game, deck, options.reshuffles);
}

/** `state`, once its round is over, with the next round dealt from `deck`. */
export function nextRound(
  state: GameState,
  deck: readonly MaybeCard[],
  reshuffles: readonly (readonly MaybeCard[])[] = [],
): GameState {
  return unwrap(startRecordedRound(state, { deck, reshuffles }), 'startRecordedRound');
}

/** Applies `actions` in order; throws naming the first one the engine refuses. */
export function play(state: GameState, ...actions: readonly Action[]): GameState {
  return actions.reduce(
    (current, action) => unwrap(apply(current, action), JSON.stringify(action)),
    state,
  );
}

/** Set-up (R2.3): seat i turns up the two positions `positions[i]`, seat by seat. */
export function revealAll(
  state: GameState,
  positions: readonly (readonly [number, number])[],
): GameState {
  return play(state, ...positions.flatMap(([a, b], seat) => [reveal(seat, a), reveal(seat, b)]));
}

/** The top card of the discard pile. */
export function discardTop(state: GameState): Card {
  return state.round.discardPile[state.round.discardPile.length - 1]!;
}
