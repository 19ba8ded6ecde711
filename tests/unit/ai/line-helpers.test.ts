import { describe, expect, test } from 'vitest';
import { leavesLineOneShort } from '../../../src/ai/view-helpers';
import { type Grid, gridShape, type Slot, withDefaults } from '../../../src/engine';

/** A grid of `cards` positions, face-down 9s except `up` (position → face-up value). */
function grid(cards: number, up: Record<number, number>): Grid {
  return Array.from({ length: cards }, (_, pos): Slot =>
    pos in up ? { card: up[pos]!, up: true } : { card: null, up: false },
  );
}

describe('R9.3 a card that leaves a line one card short of clearing', () => {
  test('R4.1 official columns of three: a pair', () => {
    const shape = gridShape(withDefaults({}));
    expect(leavesLineOneShort(shape, grid(12, { 0: 5 }), 1, 5)).toBe(true);
    expect(leavesLineOneShort(shape, grid(12, { 0: 5 }), 1, 6)).toBe(false);
    expect(leavesLineOneShort(shape, grid(12, { 0: 5 }), 3, 5)).toBe(false);
  });

  test('R9.1 columns of four: three of four, not a pair', () => {
    const shape = gridShape(withDefaults({ rows: 4, columns: 4 }));
    expect(leavesLineOneShort(shape, grid(16, { 0: 5 }), 1, 5)).toBe(false);
    expect(leavesLineOneShort(shape, grid(16, { 0: 5, 1: 5 }), 2, 5)).toBe(true);
  });

  test('R9.3 rows clear too: a row of four counts like a column', () => {
    const shape = gridShape(withDefaults({ rowClears: true }));
    // Row 0 is positions 0, 3, 6 and 9.
    expect(leavesLineOneShort(shape, grid(12, { 0: 5, 3: 5 }), 6, 5)).toBe(true);
    expect(leavesLineOneShort(shape, grid(12, { 0: 5 }), 6, 5)).toBe(false);
  });
});
