import type { Card } from '../../../../src/engine';
import type { SeatSpec } from './table';

/**
 * A seat written as it lies on the table: three rows of four cells separated by `/`, each cell a
 * face-up card or `.` for a face-down one; `x` cells mark a removed column (its three cards
 * `value` are turned and removed during the script: write the value as `x7`). The set-up reveals
 * are the two cells marked `*` (default: the first two face-up cards by position); the other
 * face-up cards are turned in position order, a removed column's cards last. A seat in the set-up
 * (`setup`) shows at most its two reveals, in position order unless starred.
 */
export function seat(rows: string, setup = false): SeatSpec {
  const cells = rows.split('/').map((row) => row.trim().split(/\s+/));
  if (cells.length !== 3 || cells.some((row) => row.length !== 4))
    throw new Error(`"${rows}" is not three rows of four cells`);
  const grid: (Card | null)[] = new Array(12).fill(null);
  const starred: number[] = [];
  const faceUp: number[] = [];
  const removed: number[] = [];
  cells.forEach((row, r) =>
    row.forEach((cell, c) => {
      const pos = c * 3 + r;
      if (cell === '.') return;
      const match = /^(x?)(-?\d+)(\*?)$/.exec(cell);
      if (match === null) throw new Error(`"${cell}" is not a card cell`);
      grid[pos] = Number(match[2]);
      if (match[3] === '*') starred.push(pos);
      (match[1] === 'x' ? removed : faceUp).push(pos);
    }),
  );
  faceUp.sort((a, b) => a - b);
  removed.sort((a, b) => a - b);
  if (setup) {
    if (faceUp.length > 2 || removed.length > 0)
      throw new Error(`"${rows}" shows more than the two set-up reveals`);
    return { grid, up: starred.length > 0 ? starred : faceUp };
  }
  const reveals = starred.length > 0 ? starred : faceUp.slice(0, 2);
  if (reveals.length !== 2) throw new Error(`"${rows}" needs exactly two set-up reveals`);
  const rest = [...faceUp, ...removed].filter((pos) => !reveals.includes(pos));
  return { grid, up: [...reveals, ...rest] };
}
