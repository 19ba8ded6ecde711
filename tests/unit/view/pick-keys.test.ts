// The number keys reach every card of every grid (issue 28): each card its own key while a seat
// has no more cards than keys (the official 3×4 grid, R9.1's smaller ones), else a key a column
// (across both grids under dual hands), pressed again for the next card down.
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, gridShape, OFFICIAL_SHAPE, type Rules } from '../../../src/engine';
import {
  PICK_KEYS,
  pickedPosition,
  pickKeyOf,
  pickScheme,
  positionInReadingOrder,
} from '../../../src/view/pick-keys';

const shapeOf = (rules: Partial<Rules>) => gridShape({ ...DEFAULT_RULES, ...rules });

/** Every position the pick keys reach from the cursor at `start`, pressing each key until it repeats. */
function reached(rules: Partial<Rules>): Set<number> {
  const shape = shapeOf(rules);
  const found = new Set<number>();
  for (let index = 0; index < PICK_KEYS.length; index++) {
    let cursor: number | null = null;
    for (let press = 0; press < shape.rows + 1; press++) {
      cursor = pickedPosition(shape, index, cursor, shape.positions);
      if (cursor !== null) found.add(cursor);
    }
  }
  return found;
}

describe('R9.1 R9.5 the number keys reach every card of every shape', () => {
  test.each([
    ['3×4 (official)', {}],
    ['2×3', { rows: 2, columns: 3 }],
    ['4×4', { rows: 4, columns: 4 }],
    ['3×5', { columns: 5 }],
    ['4×6', { rows: 4, columns: 6 }],
    ['dual hands 3×4', { dualHands: true }],
    ['dual hands 4×6', { dualHands: true, rows: 4, columns: 6 }],
  ] as const)('%s: every position is reached', (_, rules) => {
    expect([...reached(rules)].sort((a, b) => a - b)).toEqual(shapeOf(rules).positions);
  });

  test('a seat of twelve cards or fewer gives each card its own key, in reading order', () => {
    expect(pickScheme(OFFICIAL_SHAPE)).toBe('card');
    expect(pickScheme(shapeOf({ rows: 2, columns: 6 }))).toBe('card');
    expect(pickedPosition(OFFICIAL_SHAPE, 4, null, OFFICIAL_SHAPE.positions)).toBe(1);
    expect(pickKeyOf(OFFICIAL_SHAPE, 1)).toBe('5');
    expect(pickKeyOf(OFFICIAL_SHAPE, 11)).toBe('=');
    for (const pos of OFFICIAL_SHAPE.positions)
      expect(
        positionInReadingOrder(
          OFFICIAL_SHAPE,
          PICK_KEYS.indexOf(pickKeyOf(OFFICIAL_SHAPE, pos) as never),
        ),
      ).toBe(pos);
    // A card that may not be chosen is not picked.
    expect(pickedPosition(OFFICIAL_SHAPE, 4, null, [0, 3])).toBeNull();
  });

  test('4×4: a key goes to its column’s top choosable card, again to the next one down, round to the top', () => {
    const shape = shapeOf({ rows: 4, columns: 4 });
    expect(pickScheme(shape)).toBe('column');
    // Column 2 holds positions 4–7; 5 is not choosable.
    const choosable = [0, 4, 6, 7, 9];
    expect(pickedPosition(shape, 1, null, choosable)).toBe(4);
    expect(pickedPosition(shape, 1, 4, choosable)).toBe(6);
    expect(pickedPosition(shape, 1, 6, choosable)).toBe(7);
    expect(pickedPosition(shape, 1, 7, choosable)).toBe(4);
    // From another column the key starts at the top again.
    expect(pickedPosition(shape, 1, 9, choosable)).toBe(4);
    expect(pickedPosition(shape, 3, 0, choosable)).toBeNull();
    expect(pickKeyOf(shape, 6)).toBe('2');
  });

  test('dual hands: the second grid’s columns follow the first’s (keys 5–8 for two 3×4 grids)', () => {
    const shape = shapeOf({ dualHands: true });
    expect(pickScheme(shape)).toBe('column');
    // The second grid's first column is positions 12–14.
    expect(pickedPosition(shape, 4, null, shape.positions)).toBe(12);
    expect(pickedPosition(shape, 4, 12, shape.positions)).toBe(13);
    expect(pickKeyOf(shape, 14)).toBe('5');
    expect(pickKeyOf(shape, 23)).toBe('8');
    // Two 4×6 grids: twelve columns, all twelve keys.
    const widest = shapeOf({ dualHands: true, rows: 4, columns: 6 });
    expect(pickKeyOf(widest, widest.cardsPerSeat - 1)).toBe('=');
  });
});
