import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, GRID_SIZE, newGame, replayRecord, toRecord } from '../../../src/engine';

describe('R9.1 no dual hands by default', () => {
  it('R9.1 a default two-player game gives each player exactly one grid', () => {
    const state = newGame({ players: ['Ada', 'Bob'], seed: 9 });
    expect(state.round.grids).toHaveLength(2);
    expect(state.round.grids.every((grid) => grid.length === GRID_SIZE)).toBe(true);
    expect(state.round.drawPile).toHaveLength(150 - 2 * GRID_SIZE - 1);
  });

  it('R9.1 dual hands are not among the default rules, and a record cannot ask for them', () => {
    expect(Object.keys(DEFAULT_RULES).some((key) => /dual/i.test(key))).toBe(false);
    const record = toRecord(newGame({ players: ['Ada', 'Bob'], seed: 9 }));
    const outcome = replayRecord({ ...record, rules: { ...record.rules, dualHands: true } });
    expect(outcome).toMatchObject({ ok: false, error: { round: null, action: null } });
  });
});
