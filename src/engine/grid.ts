import type { Card, MaybeCard } from './cards';

/** Columns of a grid (R2.1). */
export const COLUMNS = 4;

/** Rows of a grid (R2.1). */
export const ROWS = 3;

/** Cards in a full grid (R2.1). */
export const GRID_SIZE = COLUMNS * ROWS;

/** A card in a grid: its value (`null` if nobody has seen it) and whether it lies face-up. */
export interface Slot {
  readonly card: MaybeCard;
  readonly up: boolean;
}

/** One player's 12 positions, `pos = column * 3 + row`; `null` where a column was removed (R4.4). */
export type Grid = readonly (Slot | null)[];

/** The column of a grid position. */
export function columnOf(pos: number): number {
  return Math.floor(pos / ROWS);
}

/** The three positions of a column, top to bottom. */
export function columnPositions(column: number): [number, number, number] {
  return [column * ROWS, column * ROWS + 1, column * ROWS + 2];
}

/** Whether `pos` is an integer naming one of the 12 grid positions. */
export function isPosition(pos: unknown): pos is number {
  return Number.isInteger(pos) && (pos as number) >= 0 && (pos as number) < GRID_SIZE;
}

/** How many face-down cards a grid still holds. */
export function faceDownCount(grid: Grid): number {
  let count = 0;
  for (const slot of grid) if (slot !== null && !slot.up) count++;
  return count;
}

/**
 * The value shared by a column's three cards if they are all face-up and equal (R4.1, R4.2),
 * else `null`.
 */
export function matchingColumnValue(grid: Grid, column: number): Card | null {
  const [a, b, c] = columnPositions(column).map((pos) => grid[pos]);
  if (!a?.up || !b?.up || !c?.up) return null;
  return a.card !== null && a.card === b.card && b.card === c.card ? a.card : null;
}

/** The sum of the known cards in a grid (the round score once all are face-up, R5.2). */
export function gridSum(grid: Grid): number {
  let sum = 0;
  for (const slot of grid) if (slot !== null && slot.card !== null) sum += slot.card;
  return sum;
}
