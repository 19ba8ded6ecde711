import { describe, expect, test } from 'vitest';
import {
  hintPlacement,
  MAX_ABOVE_WIDTH,
  MAX_FLOAT_WIDTH,
  MIN_FLOAT_WIDTH,
} from '../../../src/app/present/hint-placement';
import { overlaps, type Rect } from '../../../src/view/geometry';
import { tableLayout } from '../../../src/view/layout';

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

describe('the hint panel’s place', () => {
  test.each([
    [1280, 800, 2, 'float'],
    // From three seats on the table uses its whole window: no free felt beside the cards.
    [1280, 800, 4, 'sheet'],
    [1280, 800, 8, 'sheet'],
    [1024, 768, 2, 'float'],
    [1024, 768, 4, 'sheet'],
    [1024, 768, 8, 'sheet'],
    [1920, 1080, 2, 'float'],
    [1920, 1080, 8, 'sheet'],
  ])('at %i × %i with %i seats it is a %s covering no card and no seat', (w, h, seats, kind) => {
    const avoid = guarded(w, h, seats);
    const keepClear = others(w, h, seats);
    const placement = hintPlacement({
      width: w,
      height: h,
      top: 44,
      avoid,
      keepClear,
      measure: () => 240,
    });
    expect(placement.kind).toBe(kind);
    if (placement.kind !== 'float') return;
    const { rect } = placement;
    for (const box of [...avoid, ...keepClear]) expect(overlaps(rect, box)).toBe(false);
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(w);
    expect(rect.y).toBeGreaterThanOrEqual(44);
    expect(rect.y + rect.height).toBeLessThanOrEqual(h);
    expect(rect.width).toBeGreaterThanOrEqual(MIN_FLOAT_WIDTH);
    expect(rect.width).toBeLessThanOrEqual(MAX_ABOVE_WIDTH);
  });

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

  test('without room beside the cards it goes above them, at the right', () => {
    const avoid: Rect[] = [{ x: 180, y: 330, width: 660, height: 420 }];
    const placement = hintPlacement({
      width: 1024,
      height: 768,
      top: 44,
      avoid,
      measure: () => 250,
    });
    expect(placement).toEqual({
      kind: 'float',
      rect: { x: 1024 - 10 - MAX_ABOVE_WIDTH, y: 320 - 250, width: MAX_ABOVE_WIDTH, height: 250 },
    });
  });

  test('a panel too tall for any free strip becomes a sheet', () => {
    const avoid = guarded(1280, 800, 4);
    expect(
      hintPlacement({ width: 1280, height: 800, top: 44, avoid, measure: () => 2000 }).kind,
    ).toBe('sheet');
  });

  test('it sits low, next to the cards, in the wider strip', () => {
    const avoid: Rect[] = [{ x: 300, y: 500, width: 400, height: 250 }];
    const placement = hintPlacement({
      width: 1280,
      height: 800,
      top: 40,
      avoid,
      measure: (width) => (width >= 300 ? 200 : 260),
    });
    expect(placement).toEqual({
      kind: 'float',
      rect: { x: 710, y: 590, width: MAX_FLOAT_WIDTH, height: 200 },
    });
  });
});
