import { describe, expect, test } from 'vitest';
import {
  hintPlacement,
  openedDock,
  openedRect,
  MAX_FLOAT_WIDTH,
  MIN_FLOAT_WIDTH,
  SHORT_DOCK_SHARE,
} from '../../../src/app/present/hint-placement';
import { overlaps, type Rect } from '../../../src/view/geometry';
import { tableLayout } from '../../../src/view/layout';
import { dockedLayout } from '../../../src/view/layout-dock';
import { MIN_READABLE_CARD_WIDTH } from '../../../src/view/layout-parts';
import { DEFAULT_RULES, gridShape, type GridShape } from '../../../src/engine';

/** What the panel must leave free in a table layout: the focus seat's cards and the piles. */
function guarded(width: number, height: number, seats: number): Rect[] {
  const layout = tableLayout({ width, height, top: 44, bottom: 0, seats, focus: 0 });
  return [...layout.seats[0]!.cards, layout.drawPile, layout.discardPile, layout.drawn];
}

/** What the panel must leave in view too: the other seats' blocks. */
function others(width: number, height: number, seats: number): Rect[] {
  const layout = tableLayout({ width, height, top: 44, bottom: 0, seats, focus: 0 });
  return layout.seats.slice(1).map((seat) => seat.bounds);
}

/** The hint's question on a desktop table of `seats` laid out in `width` × `height`. */
function deskInput(
  width: number,
  height: number,
  seats: number,
  measure: (width: number) => number,
) {
  return {
    width,
    height,
    top: 44,
    avoid: guarded(width, height, seats),
    keepClear: others(width, height, seats),
    measure,
  };
}

/** How far apart two rectangles are (0 when they touch or overlap). */
function gapBetween(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

describe('the hint card’s place', () => {
  // A desktop never gets a full-width sheet (issue 27): the compact card (about 140 px high)
  // finds felt near the person's cards that covers no seat, or on a full table docks under the
  // person's cards, which move up for it (the others stay).
  test.each([
    [1280, 800, 2],
    [1280, 800, 4],
    [1280, 800, 8],
    [1024, 768, 2],
    [1024, 768, 4],
    [1024, 768, 8],
    [1920, 1080, 2],
    [1920, 1080, 8],
  ])('at %i × %i with %i seats it is a card covering no card and no seat', (w, h, seats) => {
    const avoid = guarded(w, h, seats);
    const keepClear = others(w, h, seats);
    const placement = hintPlacement({
      width: w,
      height: h,
      top: 44,
      avoid,
      keepClear,
      measure: (width) => (width >= MAX_FLOAT_WIDTH ? 130 : 150),
    });
    expect(placement.kind).not.toBe('sheet');
    if (placement.kind === 'sheet') return;
    const { rect } = placement;
    for (const box of keepClear) expect(overlaps(rect, box)).toBe(false);
    if (placement.kind === 'float')
      for (const box of avoid) expect(overlaps(rect, box)).toBe(false);
    else {
      // Docked: the person's cards and the piles move up clear of it, the others stay.
      const full = tableLayout({ width: w, height: h, top: 44, bottom: 0, seats, focus: 0 });
      const docked = dockedLayout(full, 0, h - rect.y)!;
      expect(docked).not.toBeNull();
      expect(docked.seats.slice(1)).toEqual(full.seats.slice(1));
      for (const box of [...docked.seats[0]!.cards, docked.drawPile, docked.discardPile])
        expect(overlaps(rect, box)).toBe(false);
    }
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(w);
    expect(rect.y).toBeGreaterThanOrEqual(44);
    expect(rect.y + rect.height).toBeLessThanOrEqual(h);
    expect(rect.width).toBeGreaterThanOrEqual(MIN_FLOAT_WIDTH);
    expect(rect.width).toBeLessThanOrEqual(placement.kind === 'dock' ? 520 : MAX_FLOAT_WIDTH);
  });

  test.each([
    [1280, 800, 4],
    [1024, 768, 8],
  ])(
    'at %i × %i with %i seats its opened details may cover other seats, never the person’s cards',
    (w, h, seats) => {
      const avoid = guarded(w, h, seats);
      const placement = hintPlacement({
        width: w,
        height: h,
        top: 44,
        avoid,
        keepClear: others(w, h, seats),
        measure: () => 420,
      });
      expect(placement.kind).toBe('float');
      if (placement.kind !== 'float') return;
      for (const box of avoid) expect(overlaps(placement.rect, box)).toBe(false);
    },
  );

  test.each([
    [390, 844],
    [360, 640],
  ])('on a %i × %i phone it is a bottom sheet', (w, h) => {
    const placement = hintPlacement({
      width: w,
      height: h,
      top: 60,
      avoid: guarded(w, h, 4),
      measure: () => 200,
    });
    expect(placement).toEqual({ kind: 'sheet' });
  });

  test('a phone turned sideways (844 × 390, 4 seats): a taller card docks between the side seats', () => {
    const input = deskInput(844, 390, 4, (width) => (width >= 440 ? 140 : 170));
    // 140 px is more than 0.3 of the height: no dock then, a card over the cards or the sheet.
    expect(hintPlacement(input).kind).not.toBe('dock');
    const placement = hintPlacement({ ...input, dockShare: SHORT_DOCK_SHARE });
    expect(placement.kind).toBe('dock');
    if (placement.kind !== 'dock') return;
    expect(placement.rect.y + placement.rect.height).toBeLessThanOrEqual(390);
    for (const seat of input.keepClear) expect(overlaps(placement.rect, seat)).toBe(false);
  });

  test('a card taller than the window floats cut to it, beside the person’s cards', () => {
    const avoid = guarded(1280, 800, 4);
    const placement = hintPlacement({
      width: 1280,
      height: 800,
      top: 44,
      avoid,
      measure: () => 2000,
    });
    expect(placement.kind).toBe('float');
    if (placement.kind !== 'float') return;
    expect(placement.rect.y).toBeGreaterThanOrEqual(44);
    expect(placement.rect.y + placement.rect.height).toBeLessThanOrEqual(800);
    for (const box of avoid) expect(overlaps(placement.rect, box)).toBe(false);
  });

  test('it sits next to the cards, as wide as it reads best', () => {
    const avoid: Rect[] = [{ x: 300, y: 500, width: 400, height: 250 }];
    const placement = hintPlacement({
      width: 1280,
      height: 800,
      top: 40,
      avoid,
      measure: (width) => (width >= 300 ? 200 : 260),
    });
    expect(placement.kind).toBe('float');
    if (placement.kind !== 'float') return;
    expect(placement.rect.width).toBe(MAX_FLOAT_WIDTH);
    expect(gapBetween(placement.rect, avoid[0]!)).toBeLessThanOrEqual(16);
    expect(overlaps(placement.rect, avoid[0]!)).toBe(false);
  });
});

describe('issue 27 defect 1: a sheet docked on a phone moves no other seat', () => {
  test.each([
    [390, 844, 8, 160],
    [390, 844, 4, 160],
    [360, 640, 8, 120],
  ])('%i × %i, %i seats, a %i px sheet', (w, h, seats, sheet) => {
    const full = tableLayout({ width: w, height: h, top: 84, bottom: 0, seats, focus: 0 });
    const docked = dockedLayout(full, 0, sheet);
    expect(docked).not.toBeNull();
    expect(docked!.seats.slice(1)).toEqual(full.seats.slice(1));
    const moved = [...docked!.seats[0]!.cards, docked!.drawPile, docked!.discardPile];
    for (const box of moved) {
      expect(box.y + box.height).toBeLessThanOrEqual(h - sheet);
      for (const other of docked!.seats.slice(1)) expect(overlaps(box, other.bounds)).toBe(false);
    }
    // Smaller while the sheet is open, and still readable.
    expect(docked!.seats[0]!.cardWidth).toBeGreaterThanOrEqual(MIN_READABLE_CARD_WIDTH);
  });
});

describe('issue 27: the hint’s details, opened on a full desktop table, cover no other seat', () => {
  // 8 seats at 1280×800 and 1024×768: the closed card (140 px) docks under the person's cards;
  // opened (340 px: the best three and the numbers) it rises over the person's own cards, never
  // over another seat's plate or cards (it floated over two seats at the top before).
  test.each([
    [1280, 800],
    [1024, 768],
  ])('%i × %i', (width, height) => {
    const input = deskInput(width, height, 8, () => 140);
    const closed = hintPlacement(input);
    expect(closed.kind).not.toBe('sheet');
    if (closed.kind === 'sheet') return;
    const opened = openedRect(closed.rect, () => 340, input);
    expect(opened.height).toBe(340);
    expect(opened.y).toBeGreaterThanOrEqual(54);
    expect(opened.y + opened.height).toBeLessThanOrEqual(height - 10);
    for (const seat of input.keepClear) expect(overlaps(opened, seat)).toBe(false);
  });

  test('on free felt it simply grows where it lies', () => {
    const input = deskInput(1280, 800, 2, () => 140);
    const closed = hintPlacement(input);
    if (closed.kind === 'sheet') throw new Error('a sheet on a desktop');
    const opened = openedRect(closed.rect, () => 260, input);
    expect(opened.x).toBe(closed.rect.x);
    for (const rect of [...input.avoid, ...input.keepClear])
      expect(overlaps(opened, rect)).toBe(false);
  });
});

describe('issue 27: the hint’s details pass between two seats narrower rather than cover one', () => {
  // 4 seats at 1024×768 with a drawn card in hand (the piles above the person's cards): the
  // closed card (440 px) lies under the person's cards between the left and right seats with
  // 447 px between them; opened, it is too tall for free felt and too wide to rise between them,
  // and it lay over the top-left seat (its list cut short). Narrower, it passes between them
  // over the person's own cards.
  test('1024 × 768, 4 seats, a card in hand', () => {
    const input = {
      width: 1024,
      height: 768,
      top: 44,
      avoid: [
        { x: 335, y: 180, width: 355, height: 400 },
        { x: 435, y: 60, width: 260, height: 115 },
      ],
      keepClear: [
        { x: 10, y: 60, width: 280, height: 315 },
        { x: 10, y: 435, width: 280, height: 315 },
        { x: 737, y: 250, width: 275, height: 310 },
      ],
      measure: () => 130,
    };
    const closed = { x: 295, y: 620, width: 440, height: 130 };
    const opened = openedRect(closed, (width) => Math.ceil(130_000 / width), input);
    expect(opened.width).toBeLessThan(440);
    expect(opened.height).toBe(Math.ceil(130_000 / opened.width));
    expect(opened.y).toBeGreaterThanOrEqual(54);
    expect(opened.y + opened.height).toBeLessThanOrEqual(758);
    for (const seat of input.keepClear) expect(overlaps(opened, seat)).toBe(false);
  });
});

describe('issue 27: the hint’s details, opened on a full desktop table, dock under the person’s cards', () => {
  // 8 seats: the details (the best three and the numbers) fit nowhere on free felt; docked at
  // the foot, as wide as the other seats let them be, they cover none of them, and the person's
  // cards and the piles move up over them (the docked layout) rather than hide under them.
  test.each([
    [1280, 800],
    [1024, 768],
  ])('%i × %i', (width, height) => {
    // A wider card wraps less: 130 000 square pixels of text and buttons.
    const input = deskInput(width, height, 8, (cardWidth: number) =>
      Math.ceil(130_000 / cardWidth),
    );
    const docked = openedDock(input);
    expect(docked).not.toBeNull();
    expect(docked!.y + docked!.height).toBe(height - 10);
    for (const seat of input.keepClear) expect(overlaps(docked!, seat)).toBe(false);
    const layout = tableLayout({ width, height, top: 44, bottom: 0, seats: 8, focus: 0 });
    const moved = dockedLayout(layout, 0, height - docked!.y);
    expect(moved).not.toBeNull();
    for (const card of moved!.seats[0]!.cards) expect(overlaps(docked!, card)).toBe(false);
    for (const pile of [moved!.drawPile, moved!.discardPile])
      expect(overlaps(docked!, pile)).toBe(false);
  });
});

describe('issue 27: the hint’s details dock under the person’s cards wherever no felt holds them', () => {
  // 2 and 4 seats on the official grid, 5 on a 4 × 6 grid (R9.1): the piles lie far above the
  // person's cards, so moving them up by the docked card's height leaves the table at scale 1;
  // smaller, they fit (the docked layout gave up there, and the details covered the person's
  // cards and the piles).
  const wide = gridShape({ ...DEFAULT_RULES, rows: 4, columns: 6 });
  test.each([
    [1280, 800, 2, undefined],
    [1280, 800, 4, undefined],
    [1280, 800, 5, wide],
    [1024, 768, 2, undefined],
    [1024, 768, 4, undefined],
    [1024, 768, 5, wide],
  ])('%i × %i, %i seats', (width, height, seats, shape?: GridShape) => {
    const layout = tableLayout({ width, height, top: 44, bottom: 0, seats, focus: 0, shape });
    const input = {
      width,
      height,
      top: 44,
      avoid: [...layout.seats[0]!.cards, layout.drawPile, layout.discardPile, layout.drawn],
      keepClear: layout.seats.slice(1).map((seat) => seat.bounds),
      measure: (cardWidth: number) => Math.ceil(110_000 / cardWidth),
    };
    const docked = openedDock(input);
    expect(docked).not.toBeNull();
    for (const seat of input.keepClear) expect(overlaps(docked!, seat)).toBe(false);
    const moved = dockedLayout(layout, 0, height - docked!.y);
    expect(moved).not.toBeNull();
    expect(moved!.seats.slice(1)).toEqual(layout.seats.slice(1));
    for (const part of [...moved!.seats[0]!.cards, moved!.drawPile, moved!.discardPile])
      expect(overlaps(docked!, part)).toBe(false);
    expect(moved!.seats[0]!.cardWidth).toBeGreaterThanOrEqual(MIN_READABLE_CARD_WIDTH);
  });
});
