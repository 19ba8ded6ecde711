import { columnOf, gridOf, type GridShape, positionAt, rowOf } from '../engine';

/** The keys that pick a card on the table, in order: 1–9, then 0, - and =. */
export const PICK_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='] as const;

/**
 * How the pick keys reach a seat's cards: `card` gives each card its own key in reading order (row
 * by row), as long as there are keys enough (the official 3×4 grid has twelve cards for twelve
 * keys); a larger seat (R9.1, R9.5) is reached by `column`: a key names a column (across both
 * grids under dual hands, at most 2 × 6 columns), a second press of it the next card down.
 */
export type PickScheme = 'card' | 'column';

/** The pick scheme of a seat of `shape` (see `PickScheme`). */
export function pickScheme(shape: GridShape): PickScheme {
  return shape.cardsPerSeat <= PICK_KEYS.length ? 'card' : 'column';
}

/** The column of `pos` across the seat's grids side by side (dual hands: the second's follow). */
export function seatColumn(shape: GridShape, pos: number): number {
  return gridOf(shape, pos) * shape.columns + columnOf(shape, pos);
}

/** The position at `index` in reading order (row by row across the grids), or `null` beyond. */
export function positionInReadingOrder(shape: GridShape, index: number): number | null {
  const across = shape.columns * shape.grids;
  const row = Math.floor(index / across);
  if (index < 0 || row >= shape.rows) return null;
  const column = index % across;
  return positionAt(shape, Math.floor(column / shape.columns), column % shape.columns, row);
}

/** The key that reaches `pos` of a seat of `shape`: its own key, or its column's. */
export function pickKeyOf(shape: GridShape, pos: number): string {
  const index =
    pickScheme(shape) === 'card'
      ? rowOf(shape, pos) * shape.columns * shape.grids + seatColumn(shape, pos)
      : seatColumn(shape, pos);
  return PICK_KEYS[index]!;
}

/**
 * Where the pick key at `index` moves the cursor (at `cursor`) among the `choosable` positions:
 * the card of that key; or, picking by column, the next choosable card down that column from the
 * cursor (its topmost when the cursor is elsewhere, round to the top after the last). `null` when
 * the key reaches no choosable card.
 */
export function pickedPosition(
  shape: GridShape,
  index: number,
  cursor: number | null,
  choosable: readonly number[],
): number | null {
  if (pickScheme(shape) === 'card') {
    const pos = positionInReadingOrder(shape, index);
    return pos !== null && choosable.includes(pos) ? pos : null;
  }
  const column = choosable
    .filter((pos) => seatColumn(shape, pos) === index)
    .sort((a, b) => rowOf(shape, a) - rowOf(shape, b));
  if (column.length === 0) return null;
  const here = cursor === null ? -1 : column.indexOf(cursor);
  return column[(here + 1) % column.length]!;
}
