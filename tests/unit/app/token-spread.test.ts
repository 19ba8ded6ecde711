import { describe, expect, test } from 'vitest';
import { spreadTokens, type TokenPlace } from '../../../src/app/ui/token-spread';

const SIZE = 24;

/** Whether two tokens `SIZE` wide, centred at their places (columns `SIZE` apart), overlap. */
function overlapping(a: TokenPlace, b: TokenPlace): boolean {
  return Math.hypot((a.column - b.column) * SIZE, a.y - b.y) < SIZE - 1e-9;
}

function expectApart(places: readonly TokenPlace[]): void {
  for (const [i, a] of places.entries())
    for (const b of places.slice(i + 1))
      expect(overlapping(a, b), JSON.stringify(places)).toBe(false);
}

describe('the game-end chart spreads the seats’ tokens at its lines’ ends', () => {
  test('tokens far apart stay at their lines’ ends', () => {
    expect(spreadTokens([20, 100, 160], SIZE, 12, 176)).toEqual([
      { y: 20, column: 0 },
      { y: 100, column: 0 },
      { y: 160, column: 0 },
    ]);
  });

  test('close totals are spread apart around their middle, in the lines’ order', () => {
    const places = spreadTokens([100, 98, 102], SIZE, 12, 176);
    expectApart(places);
    expect(places.map((p) => p.column)).toEqual([0, 0, 0]);
    // The lines' order top to bottom is the tokens' order: the seat at 98 on top, 102 below.
    expect(places[1]!.y).toBeLessThan(places[0]!.y);
    expect(places[0]!.y).toBeLessThan(places[2]!.y);
    expect((places[0]!.y + places[1]!.y + places[2]!.y) / 3).toBeCloseTo(100);
  });

  test('a crowd at the chart’s edge is kept inside it', () => {
    const places = spreadTokens([170, 172, 175, 176], SIZE, 12, 176);
    expectApart(places);
    for (const place of places) {
      expect(place.y).toBeGreaterThanOrEqual(12);
      expect(place.y).toBeLessThanOrEqual(176);
    }
  });

  test('eight seats on the same total take two columns, none over another', () => {
    const places = spreadTokens(
      Array.from({ length: 8 }, () => 90),
      SIZE,
      12,
      176,
    );
    expectApart(places);
    expect(new Set(places.map((p) => p.column))).toEqual(new Set([0, 1]));
  });

  test('every crowd of two to eight seats stays apart', () => {
    for (let seats = 2; seats <= 8; seats++)
      for (let spread = 0; spread <= 40; spread += 5) {
        const ends = Array.from({ length: seats }, (_, seat) => 60 + ((seat * 7) % (spread + 1)));
        expectApart(spreadTokens(ends, SIZE, 12, 176));
      }
  });
});
