import { type Card, type GameState, OFFICIAL_SHAPE } from '../../../src/engine';
import { drawDiscard, takeDiscard } from './actions';
import { stackedDeck } from './deck';
import { play } from './game';

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;

/** How many cards the ender of a quiet round draws: one per face-down card after set-up. */
const QUIET_DRAWS = GRID_SIZE - 2;

/**
 * A deck for a quiet round (see `playOutRound`): the given grids, a 0 as the first discard and
 * 0s as the first draws, so that every card a seat takes is a 0 and every seat but the ender
 * keeps its dealt cards. Every seat but the ender must hold a 0 at position 0.
 */
export function quietDeck(grids: readonly (readonly Card[])[]): Card[] {
  return stackedDeck({ grids, discard: 0, draws: new Array<Card>(QUIET_DRAWS).fill(0) });
}

/**
 * One quiet turn: `ender` turns its first face-down card up (draw-discard), any other seat takes
 * the discard top onto its position 0.
 */
export function quietTurn(state: GameState, ender: number): GameState {
  const p = state.round.toMove!;
  const firstFaceDown = state.round.grids[p]!.findIndex((slot) => slot?.up === false);
  return play(state, p === ender ? drawDiscard(p, firstFaceDown) : takeDiscard(p, 0));
}

/**
 * Plays a round out with quiet turns (`quietTurn`). With a `quietDeck`, the round scores are the
 * sums of the dealt grids (less removed columns, whose value a later take may pick up, R4.3).
 */
export function playOutRound(state: GameState, ender: number): GameState {
  let current = state;
  while (current.phase === 'turns') current = quietTurn(current, ender);
  return current;
}
