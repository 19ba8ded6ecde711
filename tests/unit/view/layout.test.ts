import { describe, expect, test } from 'vitest';
import { OFFICIAL_SHAPE } from '../../../src/engine';
import { contains, overlaps, type Rect } from '../../../src/view/geometry';
import { tableLayout } from '../../../src/view/layout';
import {
  markReach,
  MIN_READABLE_CARD_WIDTH,
  plateTextBox,
  widestEmptyBand,
} from '../../../src/view/layout-parts';

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;

/** `rect` grown by `by` on every side. */
const grown = (rect: Rect, by: number): Rect => ({
  x: rect.x - by,
  y: rect.y - by,
  width: rect.width + 2 * by,
  height: rect.height + 2 * by,
});

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

/** A phone turned sideways with a replay's or a coach's panel at its right (short-window CSS). */
const SIDE_PANEL = { width: 844, height: 390, right: 308 };

const cases = [
  ...WINDOWS.flatMap((window) =>
    SEAT_COUNTS.flatMap((seats) =>
      [
        { focus: 0, bottom: 0, right: 0 },
        { focus: seats - 1, bottom: 56, right: 0 },
      ].map((place) => ({ ...window, seats, ...place })),
    ),
  ),
  ...SEAT_COUNTS.map((seats) => ({
    name: 'landscape phone, panel at the right',
    ...SIDE_PANEL,
    seats,
    focus: 0,
    bottom: 0,
  })),
];

describe('table layout', () => {
  test.each(cases)(
    '$seats seats on a $name ($width×$height), focus $focus, $bottom px below, $right px right',
    ({ width, height, seats, focus, bottom, right }) => {
      const layout = tableLayout({ width, height, top: TOP, bottom, right, seats, focus });
      const screen: Rect = { x: 0, y: TOP, width: width - right, height: height - TOP - bottom };
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
      // No mark (outline, lifted chosen pile) ever covers a plate's text.
      const marked = [
        ...layout.seats.flatMap((s) => s.cards.map((card) => grown(card, markReach(s.cardWidth)))),
        ...[layout.drawPile, layout.discardPile, layout.drawn].map((pile) =>
          grown(pile, markReach(pile.width, true)),
        ),
      ];
      for (const seatLayout of layout.seats) {
        const text = plateTextBox(seatLayout.plate);
        for (const mark of marked) expect(overlaps(mark, text)).toBe(false);
      }
    },
  );

  test('the focus seat is the largest, sits at the bottom, centred', () => {
    const layout = tableLayout({
      width: 360,
      height: 640,
      top: TOP,
      bottom: 0,
      seats: 8,
      focus: 3,
    });
    const focus = layout.seats[3]!;
    for (const seat of layout.seats)
      expect(seat.bounds.y + seat.bounds.height).toBeLessThanOrEqual(
        focus.bounds.y + focus.bounds.height,
      );
    expect(focus.cardWidth).toBeGreaterThanOrEqual(32);
    expect(focus.bounds.x + focus.bounds.width / 2).toBeCloseTo(180, 0);
  });

  test.each([
    [1280, 800],
    [1024, 768],
    [1920, 1080],
    [390, 844],
    [768, 1024],
  ])(
    'at %i×%i with 3 to 8 seats the focus grid is centred, the piles centred above it, the hand to their right',
    (width, height) => {
      for (const seats of SEAT_COUNTS.filter((n) => n > 2)) {
        const layout = tableLayout({ width, height, top: TOP, bottom: 0, seats, focus: 0 });
        const focus = layout.seats[0]!;
        expect(focus.bounds.x + focus.bounds.width / 2).toBeCloseTo(width / 2, 0);
        const piles = [layout.drawPile, layout.discardPile, layout.drawn];
        const pilesCentre =
          (layout.drawPile.x + layout.discardPile.x + layout.discardPile.width) / 2;
        expect(pilesCentre).toBeCloseTo(width / 2, 0);
        expect(layout.drawn.x).toBeGreaterThan(layout.discardPile.x + layout.discardPile.width);
        for (const pile of piles) expect(pile.y + pile.height).toBeLessThan(focus.bounds.y);
      }
    },
  );

  test.each([
    [1280, 800],
    [1024, 768],
    [1920, 1080],
  ])(
    'at %i×%i two seats sit across the corner: the focus grid centred, the piles in the band beside it',
    (width, height) => {
      const layout = tableLayout({ width, height, top: TOP, bottom: 0, seats: 2, focus: 0 });
      const [focus, other] = layout.seats;
      expect(focus!.bounds.x + focus!.bounds.width / 2).toBeCloseTo(width / 2, 0);
      expect(other!.bounds.x + other!.bounds.width).toBeLessThan(focus!.bounds.x);
      for (const pile of [layout.drawPile, layout.discardPile, layout.drawn])
        expect(pile.x).toBeGreaterThan(focus!.bounds.x + focus!.bounds.width);
    },
  );

  /** The windows the table is checked at: the issue's, and phones, tablets and desktops around them. */
  const COMPOSED = [
    [1280, 800],
    [1024, 768],
    [1440, 900],
    [1920, 1080],
    [390, 844],
    [844, 390],
    [360, 640],
    [768, 1024],
    [320, 568],
    [740, 360],
    [412, 915],
    [915, 412],
    [1366, 768],
    [1024, 600],
    [800, 600],
    [2560, 1440],
  ] as const;
  const composedCases = COMPOSED.flatMap(([width, height]) =>
    SEAT_COUNTS.map((seats) => ({ width, height, seats })),
  );

  test.each(composedCases)(
    'at $width×$height with $seats seats the table uses its window and the hand is clear of every grid',
    ({ width, height, seats }) => {
      const layout = tableLayout({ width, height, top: TOP, bottom: 0, seats, focus: 0 });
      const focus = layout.seats[0]!;
      const focusWidth = focus.cardWidth;
      // No strip of felt across the table wider than one card column of the person's grid (a
      // tenth of slack: six seats at 1366×768 leave 1.08, the person's grid kept in the middle);
      // but two seats on a portrait window leave strips down the sides (the grids are as large
      // as the height allows, and the person's stays in the middle).
      if (seats > 2 || width > height)
        expect(widestEmptyBand(layout)).toBeLessThanOrEqual(focusWidth * 1.1 * 1.1);
      // The person's grid in the middle, but on a landscape phone (the piles beside it).
      const focusCentre = focus.bounds.x + focus.bounds.width / 2;
      if (height >= 500) expect(Math.abs(focusCentre - width / 2)).toBeLessThanOrEqual(1);
      // Piles above the grid are centred over it (the hand, to their right, is mostly empty).
      const piles = [layout.drawPile, layout.discardPile];
      if (layout.discardPile.y + layout.discardPile.height < focus.bounds.y) {
        const pilesCentre =
          (layout.drawPile.x + layout.discardPile.x + layout.discardPile.width) / 2;
        expect(Math.abs(pilesCentre - focusCentre)).toBeLessThanOrEqual(1);
        // The hand, held up and tilted, keeps felt between it and the status bar.
        expect(layout.drawn.y).toBeGreaterThanOrEqual(TOP + 8 + Math.min(8, focusWidth * 0.05));
      }
      // The rows of seats above the piles hold as many seats each, or one fewer: no seat alone
      // in the last row when the rows could share them.
      const pilesTop = Math.min(...[...piles, layout.drawn].map((p) => p.y));
      const rows = new Map<number, number>();
      for (const seat of layout.seats.slice(1))
        if (seat.bounds.y + seat.bounds.height <= pilesTop) {
          const y = Math.round(seat.bounds.y);
          rows.set(y, (rows.get(y) ?? 0) + 1);
        }
      if (rows.size > 1)
        expect(Math.max(...rows.values()) - Math.min(...rows.values())).toBeLessThanOrEqual(1);
      // The hand keeps at least a tenth of a card of felt from every grid and plate.
      const clear = grown(layout.drawn, focusWidth * 0.1);
      for (const seat of layout.seats) {
        expect(overlaps(clear, seat.plate)).toBe(false);
        for (const card of seat.cards) expect(overlaps(clear, card)).toBe(false);
      }
      // The piles keep clear of the grids too; nothing reaches the window's edges.
      for (const pile of piles)
        for (const seat of layout.seats) expect(overlaps(pile, seat.bounds)).toBe(false);
      for (const block of [...layout.seats.map((s) => s.bounds), ...piles, layout.drawn]) {
        expect(block.x).toBeGreaterThanOrEqual(8);
        expect(block.x + block.width).toBeLessThanOrEqual(width - 8);
        expect(block.y).toBeGreaterThanOrEqual(TOP + 8);
        // More felt below: the cards' sides and shadows fall under them.
        expect(block.y + block.height).toBeLessThanOrEqual(height - 16);
      }
    },
  );

  test('the same input gives the same layout', () => {
    const input = { width: 1024, height: 700, top: TOP, bottom: 0, seats: 5, focus: 2 };
    expect(tableLayout(input)).toEqual(tableLayout(input));
  });
});
