import { describe, expect, test } from 'vitest';
import { seatLayout } from '../../../src/app/setup/seat-places';

describe("the new game's seats around the table's picture", () => {
  test.each([2, 3, 4, 5, 6, 7, 8])('%i seats: each its own cell, inside the grid', (count) => {
    const { places, free, rows } = seatLayout(count);
    expect(places).toHaveLength(count);
    expect(new Set([...places, free].map((p) => `${p.row},${p.column}`)).size).toBe(count + 1);
    for (const place of [...places, free]) {
      expect(place.row).toBeGreaterThanOrEqual(1);
      expect(place.row).toBeLessThanOrEqual(rows);
      expect([1, 2, 3]).toContain(place.column);
    }
    // Nothing but the first seat sits in the bottom row: the person's place, as on the table.
    expect(places.filter((p) => p.row === rows)).toEqual([{ row: rows, column: 2 }]);
    expect(places[0]).toEqual({ row: rows, column: 2 });
  });

  test.each([3, 4, 5, 6, 7, 8])(
    '%i places go clockwise: up the left, along the top, down the right',
    (count) => {
      const { places, rows } = seatLayout(count);
      const middle = (rows + 1) / 2;
      // Clockwise on the screen from the bottom: the angle from the centre keeps growing.
      const angles = places.map((p) => {
        const angle = Math.atan2(p.row - middle, p.column - 2);
        return angle < Math.PI / 2 - 1e-9 ? angle + 2 * Math.PI : angle;
      });
      for (let i = 1; i < angles.length; i++) expect(angles[i]!).toBeGreaterThan(angles[i - 1]!);
    },
  );

  test('two seats face each other; four sit as a cross', () => {
    expect(seatLayout(2).places).toEqual([
      { row: 3, column: 2 },
      { row: 1, column: 2 },
    ]);
    expect(seatLayout(4).places).toEqual([
      { row: 3, column: 2 },
      { row: 2, column: 1 },
      { row: 1, column: 2 },
      { row: 2, column: 3 },
    ]);
  });

  test('refuses a count the table has no layout for', () => {
    expect(() => seatLayout(9)).toThrow(RangeError);
    expect(() => seatLayout(1)).toThrow(RangeError);
    expect(() => seatLayout(0)).toThrow(RangeError);
  });
});
