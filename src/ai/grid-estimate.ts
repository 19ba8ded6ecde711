import { checkLines, type Grid, type GridShape, type Slot } from '../engine';

/**
 * A grid's expected round score: face-up cards at their value, every face-down card (and every
 * face-up slot of unknown value, a card just turned up in `gridAfter`) at `faceDownMean`.
 */
export function expectedScore(grid: Grid, faceDownMean: number): number {
  let score = 0;
  for (const slot of grid) {
    if (slot === null) continue;
    score += slot.up && slot.card !== null ? slot.card : faceDownMean;
  }
  return score;
}

/**
 * The grid after `card` lies face-up at `pos` (a swap, R3.1), or after the face-down card at `pos`
 * is turned up (`card` null: its value stays unknown), with the lines it completes removed (R9.3).
 */
export function gridAfter(shape: GridShape, grid: Grid, pos: number, card: number | null): Grid {
  const next: (Slot | null)[] = grid.slice();
  next[pos] = { card, up: true };
  return card === null ? next : checkLines(next, shape, [pos]).grid;
}

/** Whether a grid has no face-down card left (a card of unknown value just turned up counts as up). */
export function allFaceUp(grid: Grid): boolean {
  return grid.every((slot) => slot === null || slot.up);
}
