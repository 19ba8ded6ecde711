import { describe, expect, test } from 'vitest';
import { GRID_SIZE } from '../../../src/engine';
import { contains, overlaps, type Rect } from '../../../src/view/geometry';
import { MIN_READABLE_CARD_WIDTH, tableLayout } from '../../../src/view/layout';

const WINDOWS = [
  { name: 'portrait phone', width: 360, height: 640 },
  { name: 'small portrait phone', width: 320, height: 568 },
  { name: 'landscape phone', width: 740, height: 360 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'wide desktop', width: 1920, height: 1080 },
];
const SEAT_COUNTS = [2, 3, 4, 5, 6, 7, 8];
const TOP = 48;

const cases = WINDOWS.flatMap((window) =>
  SEAT_COUNTS.flatMap((seats) =>
    [
      { focus: 0, bottom: 0 },
      { focus: seats - 1, bottom: 56 },
    ].map((place) => ({ ...window, seats, ...place })),
  ),
);

describe('table layout', () => {
  test.each(cases)(
    '$seats seats on a $name ($width×$height), focus $focus, $bottom px below',
    ({ width, height, seats, focus, bottom }) => {
      const layout = tableLayout({ width, height, top: TOP, bottom, seats, focus });
      const screen: Rect = { x: 0, y: TOP, width, height: height - TOP - bottom };
      const blocks: Rect[] = [
        ...layout.seats.map((seat) => seat.bounds),
        layout.drawPile,
        layout.discardPile,
        layout.drawn,
      ];
      expect(layout.seats).toHaveLength(seats);
      for (const [seat, seatLayout] of layout.seats.entries()) {
        expect(seatLayout.seat).toBe(seat);
        expect(seatLayout.cards).toHaveLength(GRID_SIZE);
        expect(seatLayout.cardWidth).toBeGreaterThanOrEqual(MIN_READABLE_CARD_WIDTH);
        for (const card of [...seatLayout.cards, seatLayout.plate])
          expect(contains(seatLayout.bounds, card)).toBe(true);
        for (const [i, a] of seatLayout.cards.entries())
          for (const b of seatLayout.cards.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      }
      for (const [i, a] of blocks.entries()) {
        expect(contains(screen, a)).toBe(true);
        for (const b of blocks.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      }
      const focusWidth = layout.seats[focus]!.cardWidth;
      for (const seatLayout of layout.seats)
        expect(seatLayout.cardWidth).toBeLessThanOrEqual(focusWidth);
      expect(layout.drawPile.width).toBeGreaterThanOrEqual(MIN_READABLE_CARD_WIDTH);
    },
  );

  test('the focus seat is the largest and sits at the bottom', () => {
    const layout = tableLayout({
      width: 360,
      height: 640,
      top: TOP,
      bottom: 0,
      seats: 8,
      focus: 3,
    });
    const focus = layout.seats[3]!;
    for (const seat of layout.seats) expect(seat.bounds.y).toBeLessThanOrEqual(focus.bounds.y);
    expect(focus.cardWidth).toBeGreaterThanOrEqual(40);
  });

  test('the same input gives the same layout', () => {
    const input = { width: 1024, height: 700, top: TOP, bottom: 0, seats: 5, focus: 2 };
    expect(tableLayout(input)).toEqual(tableLayout(input));
  });
});
