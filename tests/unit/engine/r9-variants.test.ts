import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, newGame } from '../../../src/engine';

describe('R9 house rules', () => {
  it('R9.1 a default two-player game gives each player one grid of 4 columns × 3 rows', () => {
    const state = newGame({ players: ['Ada', 'Bob'], seed: 9 });
    expect(DEFAULT_RULES).toMatchObject({ rows: 3, columns: 4, dualHands: false });
    expect(state.round.grids.map((grid) => grid.length)).toEqual([12, 12]);
    expect(state.round.drawPile).toHaveLength(150 - 2 * 12 - 1);
  });
});
