import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, gridShape, type GridShape } from '../../../src/engine';
import { contains, overlaps, type Rect } from '../../../src/view/geometry';
import { tableLayout } from '../../../src/view/layout';
import { markReach, MIN_READABLE_CARD_WIDTH, plateTextBox } from '../../../src/view/layout-parts';

/** `rect` grown by `by` on every side. */
const grown = (rect: Rect, by: number): Rect => ({
  x: rect.x - by,
  y: rect.y - by,
  width: rect.width + 2 * by,
  height: rect.height + 2 * by,
});

const TOP = 48;
const WINDOWS = [
  [1280, 800],
  [1024, 768],
  [390, 844],
] as const;

/** Every shape R9.1 allows, with the seat counts its deal allows (R9.1: players × cards + 1 ≤ 130). */
const SHAPES: { shape: GridShape; seats: number }[] = [];
for (let rows = 2; rows <= 4; rows++)
  for (let columns = 2; columns <= 6; columns++) {
    const single = gridShape({ ...DEFAULT_RULES, rows, columns });
    for (let seats = 2; seats <= 8 && seats * single.cardsPerSeat + 1 <= 130; seats++)
      SHAPES.push({ shape: single, seats });
    // R9.5: dual hands only with exactly two players.
    SHAPES.push({
      shape: gridShape({ ...DEFAULT_RULES, rows, columns, dualHands: true }),
      seats: 2,
    });
  }

const cases = WINDOWS.flatMap(([width, height]) =>
  SHAPES.map(({ shape, seats }) => ({
    width,
    height,
    seats,
    shape,
    name: `${shape.rows}×${shape.columns}${shape.grids > 1 ? ' dual' : ''}`,
  })),
);

describe('R9.1 R9.5 table layout of every grid shape', () => {
  test.each(cases)(
    '$name, $seats seats at $width×$height: nothing overlaps, nothing is cut, the hand is clear',
    ({ width, height, seats, shape }) => {
      const layout = tableLayout({ width, height, top: TOP, bottom: 0, seats, focus: 0, shape });
      const screen: Rect = { x: 0, y: TOP, width, height: height - TOP };
      const blocks = [
        ...layout.seats.map((seat) => seat.bounds),
        layout.drawPile,
        layout.discardPile,
        layout.drawn,
      ];
      expect(layout.seats).toHaveLength(seats);
      for (const seat of layout.seats) {
        expect(seat.cards).toHaveLength(shape.cardsPerSeat);
        expect(seat.cardWidth).toBeGreaterThanOrEqual(MIN_READABLE_CARD_WIDTH);
        for (const card of [...seat.cards, seat.plate])
          expect(contains(seat.bounds, card)).toBe(true);
        for (const [i, a] of seat.cards.entries())
          for (const b of seat.cards.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
        // The cards lie column by column as the positions say; a seat's grids side by side (the
        // second to the right of the first) or stacked (the second below the first), with more
        // felt between them than between cards.
        for (const pos of shape.positions) {
          const card = seat.cards[pos]!;
          const row = pos % shape.rows;
          const inGrid = pos % shape.cardsPerGrid;
          if (row > 0) expect(card.y).toBeGreaterThan(seat.cards[pos - 1]!.y);
          if (inGrid >= shape.rows) expect(card.x).toBeGreaterThan(seat.cards[pos - shape.rows]!.x);
        }
        if (shape.grids > 1) {
          const lastOfFirst = seat.cards[shape.cardsPerGrid - 1]!;
          const firstOfSecond = seat.cards[shape.cardsPerGrid]!;
          const stacked = firstOfSecond.y > lastOfFirst.y;
          const between = stacked
            ? firstOfSecond.y - (lastOfFirst.y + lastOfFirst.height)
            : firstOfSecond.x - (lastOfFirst.x + lastOfFirst.width);
          expect(between).toBeGreaterThan(
            seat.cards[shape.rows]!.x - seat.cards[0]!.x - seat.cardWidth,
          );
          // Both grids under the seat's one plate.
          expect(seat.plate.x).toBeLessThanOrEqual(seat.cards[0]!.x);
          expect(seat.plate.x + seat.plate.width).toBeGreaterThanOrEqual(
            seat.cards[shape.cardsPerSeat - 1]!.x + seat.cardWidth - 0.001,
          );
        }
      }
      for (const [i, a] of blocks.entries()) {
        expect(contains(screen, a)).toBe(true);
        for (const b of blocks.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      }
      const focusWidth = layout.seats[0]!.cardWidth;
      const clear = grown(layout.drawn, focusWidth * 0.1);
      for (const seat of layout.seats) {
        expect(overlaps(clear, seat.plate)).toBe(false);
        for (const card of seat.cards) expect(overlaps(clear, card)).toBe(false);
        expect(seat.cardWidth).toBeLessThanOrEqual(focusWidth);
      }
      const marked = layout.seats.flatMap((s) =>
        s.cards.map((card) => grown(card, markReach(s.cardWidth))),
      );
      for (const seat of layout.seats)
        for (const mark of marked) expect(overlaps(mark, plateTextBox(seat.plate))).toBe(false);
    },
  );

  test('R9.5 dual hands on a phone: the person’s grids stacked, each card larger than side by side', () => {
    for (const rows of [3, 4]) {
      const shape = gridShape({
        ...DEFAULT_RULES,
        dualHands: true,
        rows,
        columns: 4 + (rows - 3) * 2,
      });
      const layout = tableLayout({
        width: 390,
        height: 844,
        top: 92,
        bottom: 0,
        seats: 2,
        focus: 0,
        shape,
      });
      const mine = layout.seats[0]!;
      // The second grid below the first, in the same columns.
      expect(mine.cards[shape.cardsPerGrid]!.y).toBeGreaterThan(
        mine.cards[shape.cardsPerGrid - 1]!.y + mine.cardWidth,
      );
      expect(mine.cards[shape.cardsPerGrid]!.x).toBe(mine.cards[0]!.x);
      // Side by side the 3 × 4 grids' cards were 41 px wide, the 4 × 6 grids' 26 px.
      expect(mine.cardWidth).toBeGreaterThanOrEqual(rows === 3 ? 46 : 34);
    }
  });

  test('R9.5 dual hands on a wide window: the person’s grids side by side', () => {
    const shape = gridShape({ ...DEFAULT_RULES, dualHands: true });
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ] as const) {
      const layout = tableLayout({ width, height, top: TOP, bottom: 0, seats: 2, focus: 0, shape });
      const mine = layout.seats[0]!;
      // The second grid to the right of the first, on the same rows (stacked, it took the middle
      // of the table and left the opponent small in a corner beside empty felt).
      expect(mine.cards[shape.cardsPerGrid]!.y).toBe(mine.cards[0]!.y);
      expect(mine.cards[shape.cardsPerGrid]!.x).toBeGreaterThan(
        mine.cards[shape.cardsPerGrid - 1]!.x,
      );
    }
  });

  test('the official shape given or left out lays out the same table', () => {
    const input = { width: 1280, height: 800, top: TOP, bottom: 0, seats: 4, focus: 0 };
    expect(tableLayout({ ...input, shape: gridShape(DEFAULT_RULES) })).toEqual(tableLayout(input));
  });
});
