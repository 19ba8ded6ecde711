import type { Card, GameState } from '../../../src/engine';

/**
 * Every card of the round in play: in the grids, the draw pile, the discard pile and the hand of
 * a seat that has drawn. Known cards only (a public record may leave some `null`).
 */
export function cardsInPlay(state: GameState): Card[] {
  const { round } = state;
  const cards = [
    ...round.grids.flatMap((grid) => grid.map((slot) => slot?.card ?? null)),
    ...round.drawPile,
    ...round.discardPile,
    round.drawn?.card ?? null,
  ];
  return cards.filter((card): card is Card => card !== null);
}

/** The values of the face-down cards of every grid. */
export function faceDownCards(state: GameState): Card[] {
  return state.round.grids.flatMap((grid) =>
    grid.flatMap((slot) => (slot !== null && !slot.up && slot.card !== null ? [slot.card] : [])),
  );
}
