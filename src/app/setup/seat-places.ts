/**
 * Where the seats of a new game sit around the table's picture: cells of a grid three columns
 * wide (left, middle, right) and a row at the top, one or two at the sides and one at the
 * bottom. The first seat (the person, as on the table) sits at the bottom in the middle; the
 * others follow clockwise, up the left, along the top and down the right, as the table seats
 * them (ART-DIRECTION.md "Table composition"); the free place for one more seat is the empty
 * chair at the person's right. DOM-free.
 */

/** A seat's cell: its row (1 at the top) and column (1 left, 2 middle, 3 right). */
export interface SeatPlace {
  readonly row: number;
  readonly column: 1 | 2 | 3;
}

/** The cells of `count` seats (2 to 8), the free place for one more, and how many rows. */
export interface SeatLayout {
  readonly places: readonly SeatPlace[];
  readonly free: SeatPlace;
  readonly rows: number;
}

type Cell = 'B' | 'L2' | 'L1' | 'TL' | 'T' | 'TR' | 'R1' | 'R2';

/** Clockwise from the bottom: which cells `count` seats take (see `seatLayout`). */
const CELLS: Readonly<Record<number, readonly Cell[]>> = {
  2: ['B', 'T'],
  3: ['B', 'TL', 'TR'],
  4: ['B', 'L1', 'T', 'R1'],
  5: ['B', 'L1', 'TL', 'TR', 'R1'],
  6: ['B', 'L1', 'TL', 'T', 'TR', 'R1'],
  7: ['B', 'L2', 'L1', 'TL', 'TR', 'R1', 'R2'],
  8: ['B', 'L2', 'L1', 'TL', 'T', 'TR', 'R1', 'R2'],
};

/** The cells of `count` seats (2 to 8) around the table, clockwise from the bottom middle. */
export function seatLayout(count: number): SeatLayout {
  const cells = CELLS[count];
  if (cells === undefined) throw new RangeError(`no layout for ${count} seats`);
  const sides = cells.includes('L2') || cells.includes('R2') ? 2 : 1;
  const bottom = sides + 2;
  const place = (cell: Cell): SeatPlace => {
    switch (cell) {
      case 'B':
        return { row: bottom, column: 2 };
      case 'T':
        return { row: 1, column: 2 };
      case 'TL':
        return { row: 1, column: 1 };
      case 'TR':
        return { row: 1, column: 3 };
      case 'L1':
        return { row: 2, column: 1 };
      case 'R1':
        return { row: 2, column: 3 };
      case 'L2':
        return { row: 3, column: 1 };
      case 'R2':
        return { row: 3, column: 3 };
    }
  };
  return { places: cells.map(place), free: { row: bottom, column: 3 }, rows: bottom };
}
