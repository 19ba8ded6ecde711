import type { Grid, GridShape } from '../engine';

/** Positions of `grid` (every position of a player, R9.5) that still hold a card. */
export function presentPositions(grid: Grid): number[] {
  const positions: number[] = [];
  for (let pos = 0; pos < grid.length; pos++) if (grid[pos] !== null) positions.push(pos);
  return positions;
}

/** Positions of `grid` holding a face-down card. */
export function faceDownPositions(grid: Grid): number[] {
  return presentPositions(grid).filter((pos) => !grid[pos]!.up);
}

/**
 * The one position of a line that clears under the rules whose other cards in play all `match`,
 * when at least two of its positions are in play (R4.1, R9.3), or `null`.
 */
export function lineCompletedAt<Slot>(
  shape: GridShape,
  grid: readonly (Slot | null | undefined)[],
  match: (slot: Slot) => boolean,
): number | null {
  for (const line of shape.lines) {
    let other: number | null = null;
    let inPlay = 0;
    let completes = true;
    for (const pos of line.positions) {
      const slot = grid[pos];
      if (slot === null || slot === undefined) continue;
      inPlay++;
      if (match(slot)) continue;
      if (other !== null) completes = false;
      other = pos;
    }
    if (completes && other !== null && inPlay >= 2) return other;
  }
  return null;
}

/**
 * Where `card` would complete a line (R4.1, R9.3): the one position of a line that clears under
 * the rules whose other cards in play are face-up and equal to `card`, or `null`.
 */
export function lineCompletingPosition(shape: GridShape, grid: Grid, card: number): number | null {
  return lineCompletedAt(shape, grid, (slot) => slot.up && slot.card === card);
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

/**
 * How many other face-up cards equal `card` in the clearing line through `pos` that holds the
 * most of them (R9.3; 0 when no line through `pos` clears).
 */
export function equalInLines(shape: GridShape, grid: Grid, pos: number, card: number): number {
  let most = 0;
  for (const line of shape.linesThrough[pos] ?? []) {
    let count = 0;
    for (const at of line.positions) {
      const slot = grid[at];
      if (at !== pos && slot?.up === true && slot.card === card) count++;
    }
    most = Math.max(most, count);
  }
  return most;
}

/**
 * Whether `card` at `pos` would leave a clearing line through it one card short of clearing
 * (R9.3): every other card of the line in play but one face-up and equal to `card`, at least one
 * of them (a pair in a column of three, three of four in a longer line).
 */
export function leavesLineOneShort(
  shape: GridShape,
  grid: Grid,
  pos: number,
  card: number,
): boolean {
  for (const line of shape.linesThrough[pos] ?? []) {
    let inPlay = 0;
    let equal = 0;
    for (const at of line.positions) {
      const slot = grid[at];
      if (at === pos || slot === null || slot === undefined) continue;
      inPlay++;
      if (slot.up && slot.card === card) equal++;
    }
    if (equal >= 1 && equal === inPlay - 1) return true;
  }
  return false;
}

/**
 * The value a card at `pos` needs to complete a clearing line through it: that of the line's
 * other cards in play when they are all face-up and equal (R9.3), else `null`.
 */
export function linePairValue(shape: GridShape, grid: Grid, pos: number): number | null {
  for (const line of shape.linesThrough[pos] ?? []) {
    let value: number | null = null;
    let others = 0;
    for (const at of line.positions) {
      const slot = grid[at];
      if (at === pos || slot === null || slot === undefined) continue;
      if (!slot.up || slot.card === null || (others > 0 && slot.card !== value)) {
        others = -1;
        break;
      }
      value = slot.card;
      others++;
    }
    if (others > 0) return value;
  }
  return null;
}
