import { columnOf, columnPositions, COLUMNS, GRID_SIZE, type Grid } from '../engine';

/** Positions of `grid` that still hold a card. */
export function presentPositions(grid: Grid): number[] {
  return Array.from({ length: GRID_SIZE }, (_, pos) => pos).filter((pos) => grid[pos] !== null);
}

/** Positions of `grid` holding a face-down card. */
export function faceDownPositions(grid: Grid): number[] {
  return presentPositions(grid).filter((pos) => !grid[pos]!.up);
}

/** Positions of `grid` holding a face-up card. */
export function faceUpPositions(grid: Grid): number[] {
  return presentPositions(grid).filter((pos) => grid[pos]!.up);
}

/**
 * Where `card` would complete a column of three (R4.1): the third position of a column whose other
 * two cards are face-up and equal to `card`, or `null`.
 */
export function columnCompletingPosition(grid: Grid, card: number): number | null {
  for (let column = 0; column < COLUMNS; column++) {
    const positions = columnPositions(column);
    const matching = positions.filter((pos) => grid[pos]?.up === true && grid[pos]!.card === card);
    const other = positions.find((pos) => !matching.includes(pos));
    if (matching.length === 2 && other !== undefined && grid[other] !== null) return other;
  }
  return null;
}

/** The face-up position holding the highest card, or `null` when no card is face-up. */
export function highestFaceUpPosition(grid: Grid): number | null {
  let best: number | null = null;
  for (const pos of presentPositions(grid)) {
    const slot = grid[pos]!;
    if (slot.up && (best === null || slot.card! > grid[best]!.card!)) best = pos;
  }
  return best;
}

/** How many other face-up cards of the column of `pos` equal `card`. */
export function equalInColumn(grid: Grid, pos: number, card: number): number {
  let count = 0;
  for (const at of columnPositions(columnOf(pos))) {
    const slot = grid[at];
    if (at !== pos && slot?.up === true && slot.card === card) count++;
  }
  return count;
}

/** The value of the other two cards of the column of `pos` when both are face-up and equal, else `null`. */
export function columnPairValue(grid: Grid, pos: number): number | null {
  const others = columnPositions(columnOf(pos)).filter((at) => at !== pos);
  const [a, b] = others.map((at) => grid[at]);
  return a?.up === true && b?.up === true && a.card === b.card ? a.card : null;
}
