import type { Card } from '../../../src/engine';
import { gridOfRows } from './deck';

/**
 * The German rule sheet's doubling example (R5.3) as three quiet-round grids (`quietDeck`):
 * seat 0 sums to 10, seat 1 to 24, seat 2 to 10; no column holds three equal cards. With set-up
 * reveals at positions 0 and 1, seat 0 shows the highest sum (3) and starts.
 */
export const GERMAN_EXAMPLE_GRIDS: readonly (readonly Card[])[] = [
  gridOfRows([1, 1, 1, 1], [2, 2, 2, 2], [-1, -1, -1, 1]),
  gridOfRows([0, 3, 3, 3], [2, 4, 4, 4], [1, -1, 1, 0]),
  gridOfRows([0, 6, 6, 5], [-2, -2, -1, -1], [-1, 2, -1, -1]),
];

/** The sum of a grid's cards. */
export function sumOf(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + card, 0);
}

/**
 * A grid whose set-up reveals at positions 0 and 1 show `top` and `middle`; the other ten cards
 * are a fixed filler (6 below `top`, 1…3 and 7…12 elsewhere) in which no column holds three
 * equal cards unless `top` and `middle` are both 6.
 */
export function gridRevealing(top: Card, middle: Card): Card[] {
  return gridOfRows([top, 7, 8, 9], [middle, 10, 11, 12], [6, 1, 2, 3]);
}

/**
 * Two quiet-round grids that both sum to 0: seat 1 (set-up reveals 0 and 1 show 3 against
 * seat 0's −1, so it starts) ends the round tied with seat 0 at zero.
 */
export const ZERO_TIE_GRIDS: readonly (readonly Card[])[] = [
  gridOfRows([0, 1, 2, 3], [-1, -2, -1, -2], [1, 2, -1, -2]),
  gridOfRows([4, 1, 3, -2], [-1, -1, -1, -1], [-1, -1, 0, 0]),
];

/**
 * Two quiet-round grids: seat 0 sums to −5, seat 1 to −3; seat 1 starts (reveals at 0 and 1 show
 * 2 against −1) and so ends the round as a negative ender that is not the lowest.
 */
export const NEGATIVE_ENDER_GRIDS: readonly (readonly Card[])[] = [
  gridOfRows([0, -2, 1, 2], [-1, -1, -2, 1], [-1, -2, 1, -1]),
  gridOfRows([3, 1, 1, 1], [-1, -2, -2, -1], [-1, 0, -1, -1]),
];

/**
 * Three quiet-round grids summing to 0, 0 and 30 (seats 0 and 1 are `ZERO_TIE_GRIDS`): with seat
 * 1 as the ender, seats 0 and 1 tie for the lowest total while seat 2 reaches a target of 30.
 */
export const TIED_LOWEST_GRIDS: readonly (readonly Card[])[] = [
  ...ZERO_TIE_GRIDS,
  gridOfRows([0, 4, 5, 6], [7, 1, 2, -2], [3, -1, 2, 3]),
];

/**
 * Three quiet-round grids summing to 20, 15 and −1: after `TIED_LOWEST_GRIDS`, with seat 2 as
 * the ender, the totals become 20, 15 and 29 — a unique lowest, every total below 30.
 */
export const BACK_BELOW_TARGET_GRIDS: readonly (readonly Card[])[] = [
  gridOfRows([0, 5, 6, 7], [1, -1, 2, -2], [3, -1, -1, 1]),
  gridOfRows([0, 3, 4, 1], [-1, 2, 1, 3], [-1, 2, 1, 0]),
  gridOfRows([-2, -1, 3, 2], [-2, -1, 1, -1], [-1, 4, -2, -1]),
];
