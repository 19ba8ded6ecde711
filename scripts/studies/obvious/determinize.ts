import {
  type Card,
  type GameState,
  MIN_CARD,
  playerView,
  type Random,
  type Slot,
} from '../../../src/engine';

/** The cards of a multiset given as counts per value (index `value + 2`), ascending. */
function cardsOf(counts: readonly number[]): Card[] {
  return counts.flatMap((count, kind) => new Array<Card>(count).fill(kind + MIN_CARD));
}

/**
 * One determinization of `state` as `seat` sees it (R8): every card `seat` cannot see — the
 * face-down cards of every grid and the draw pile's order — dealt anew at random from what its
 * player view shows (the unseen cards, and after a reshuffle the draw pile's known multiset,
 * R8.1); later reshuffles from a PRNG seeded by `random`. Nothing hidden in `state` is read.
 * `seat` must be the only seat holding a drawn card, if any.
 */
export function determinize(state: GameState, seat: number, random: Random): GameState {
  const view = playerView(state, seat);
  if (view.drawingSeat !== null && view.drawingSeat !== seat)
    throw new Error(`seat ${view.drawingSeat} holds a card seat ${seat} has not seen`);
  const hidden = random.shuffled(cardsOf(view.unseen));
  const faceDown = view.grids.reduce(
    (count, grid) => count + grid.filter((slot) => slot !== null && !slot.up).length,
    0,
  );
  const drawPile =
    view.drawPileKnown === null
      ? hidden.splice(faceDown)
      : random.shuffled(cardsOf(view.drawPileKnown));
  if (hidden.length !== faceDown || drawPile.length !== view.drawPileSize)
    throw new Error(`the unseen cards do not fill the face-down cards and the draw pile`);
  let next = 0;
  const grids = view.grids.map((grid) =>
    grid.map((slot): Slot | null =>
      slot === null || slot.up ? slot : { card: hidden[next++]!, up: false },
    ),
  );
  const history = state.history.slice();
  history[state.round.index] = { ...history[state.round.index]!, actions: [] };
  return {
    ...state,
    history,
    rng: random.nextUint32(),
    reshuffleSource: 'random',
    round: { ...state.round, grids, drawPile },
  };
}
