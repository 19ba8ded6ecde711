import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gridShape, withDefaults } from '../../../src/engine';
import { dockedLayout } from '../../../src/view/layout-dock';
import { contains, overlaps, type Rect } from '../../../src/view/geometry';
import { tableLayout } from '../../../src/view/layout';
import type { LayoutInput, TableLayout } from '../../../src/view/layout-parts';

/**
 * The table's layout over windows of every size a browser may have, with the page's bars and
 * panels around it (a status bar, a replay's bar at the foot or a short window's side panel, a
 * phone's docked hint), every seat count, focus, text size and house-rule grid (R9.1, R9.5):
 * every card and pile lies on the table's own part of the window, no two seats' blocks or piles
 * overlap, and each seat's cards lie inside its block, apart.
 */

/** The house-rule grids a table may have: the official one, and R9.1's and R9.5's. */
const SHAPES = [
  gridShape(withDefaults({})),
  gridShape(withDefaults({ rows: 4, columns: 6 })),
  gridShape(withDefaults({ rows: 2, columns: 3 })),
  gridShape(withDefaults({ dualHands: true })),
];

/**
 * The smallest table the page leaves: a small phone on its side (568 × 320) under its status bar;
 * below it the seats may crowd (the layout's last resort).
 */
const MIN_TABLE = { width: 300, height: 240 };

const inputs = fc
  .record({
    width: fc.integer({ min: 320, max: 2560 }),
    height: fc.integer({ min: 320, max: 1440 }),
    top: fc.integer({ min: 36, max: 90 }),
    bottomShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.3, noNaN: true })),
    rightShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.4, noNaN: true })),
    seats: fc.integer({ min: 2, max: 8 }),
    focusPick: fc.nat(),
    textScale: fc.constantFrom(1, 1.25, 1.5),
    shape: fc.constantFrom(...SHAPES),
  })
  .map(({ bottomShare, rightShare, focusPick, ...rest }): LayoutInput => ({
    ...rest,
    bottom: Math.round(bottomShare * rest.height),
    // A side panel only in a window wider than tall, as the page docks one (short-window CSS).
    right: rest.width > rest.height ? Math.round(rightShare * rest.width) : 0,
    focus: focusPick % rest.seats,
  }))
  .filter(
    (input) =>
      input.width - (input.right ?? 0) >= MIN_TABLE.width &&
      input.height - input.top - input.bottom >= MIN_TABLE.height,
  );

/** The part of the window the table may draw on: inside the page's bars and panels. */
function tableArea(input: LayoutInput, dock = 0): Rect {
  return {
    x: 0,
    y: input.top,
    width: input.width - (input.right ?? 0),
    height: input.height - input.top - input.bottom - dock,
  };
}

/** What is wrong with `layout` in `area`: blocks or piles out of it or overlapping, cards astray. */
function problems(layout: TableLayout, area: Rect, seats: number): string[] {
  const found: string[] = [];
  if (layout.seats.length !== seats) found.push(`${layout.seats.length} seats laid`);
  const blocks: [string, Rect][] = [
    ...layout.seats.map((seat): [string, Rect] => [`seat ${seat.seat}`, seat.bounds]),
    ['draw pile', layout.drawPile],
    ['discard pile', layout.discardPile],
    ['drawn card', layout.drawn],
  ];
  for (const [i, [name, rect]] of blocks.entries()) {
    if (!contains(area, rect)) found.push(`${name} outside the table's area`);
    for (const [other, rect2] of blocks.slice(i + 1))
      if (overlaps(rect, rect2)) found.push(`${name} overlaps ${other}`);
  }
  for (const seat of layout.seats) {
    for (const [pos, card] of seat.cards.entries()) {
      if (!contains(seat.bounds, card))
        found.push(`seat ${seat.seat} card ${pos} outside its block`);
      for (const other of seat.cards.slice(pos + 1))
        if (overlaps(card, other)) found.push(`seat ${seat.seat} card ${pos} overlaps another`);
    }
    if (!contains(seat.bounds, seat.plate)) found.push(`seat ${seat.seat} plate outside its block`);
  }
  return found;
}

describe('table layout, over any window and its panels', () => {
  test('every block and pile lies on the table, apart, each card inside its seat', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(problems(tableLayout(input), tableArea(input), input.seats)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  test("a phone's docked hint moves only the focus seat and the piles, above it", () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0.1, max: 0.45, noNaN: true }), (input, share) => {
        const full = tableLayout(input);
        const dock = Math.round(share * input.height);
        const docked = dockedLayout(full, input.focus, dock);
        if (docked === null) return;
        expect(problems(docked, tableArea(input), input.seats)).toEqual([]);
        // Above the sheet: what moved (the other seats may go on under it, where they were).
        const moved = [
          docked.seats[input.focus]!.bounds,
          docked.drawPile,
          docked.discardPile,
          docked.drawn,
        ];
        for (const rect of moved) expect(contains(tableArea(input, dock), rect)).toBe(true);
        for (const seat of docked.seats)
          if (seat.seat !== input.focus) expect(seat.bounds).toEqual(full.seats[seat.seat]!.bounds);
      }),
      { numRuns: 300 },
    );
  });
});
