import { CARD_COUNTS, MIN_CARD, type PlayerView, Random } from '../../engine';
import { encodeView } from '../../solver';
import { faceDownPositions } from '../view-helpers';

/**
 * The cards a player who remembers nothing thinks may be hidden: the whole deck (R1.1) minus the
 * face-up cards in the grids and the discard top, the only cards lying in sight.
 */
export function blindPool(view: PlayerView): number[] {
  const pool = CARD_COUNTS.slice();
  for (const grid of view.grids)
    for (const slot of grid) if (slot !== null && slot.up) pool[slot.card! - MIN_CARD]!--;
  pool[view.discardPile.at(-1)! - MIN_CARD]!--;
  if (view.drawn !== null) pool[view.drawn - MIN_CARD]!--;
  return pool;
}

/**
 * The encoded view of a player who counts nothing (the ablation of card counting): its unseen
 * cards are a random draw, of the right size, from `blindPool`, and it does not know the draw
 * pile after a reshuffle. A fresh draw per batch makes the rollouts sample the blind pool.
 */
export function blindEncoder(view: PlayerView, seed: number): (batch: number) => Int32Array {
  const pool = blindPool(view);
  const cards = pool.flatMap((count, kind) => new Array<number>(Math.max(0, count)).fill(kind));
  const hidden =
    view.grids.reduce((sum, grid) => sum + faceDownPositions(grid).length, 0) +
    view.drawPileSize +
    (view.drawingSeat !== null && view.drawingSeat !== view.seat ? 1 : 0);
  const base: PlayerView = { ...view, drawPileKnown: null };
  return (batch) => {
    const random = new Random((seed ^ Math.imul(batch + 1, 0x9e3779b1)) >>> 0);
    const unseen = new Array<number>(CARD_COUNTS.length).fill(0);
    for (const kind of random.shuffled(cards).slice(0, hidden)) unseen[kind]!++;
    return encodeView({ ...base, unseen });
  };
}
