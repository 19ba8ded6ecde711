import { describe, expect, test } from 'vitest';
import { EXPERT_POLICY, OPPONENT_PRIOR, playerFactory, playToEnd, selfPlay } from '../../../src/ai';
import {
  fittedPolicies,
  fittedThreshold,
  seatHabits,
} from '../../../src/ai/search/opponent-habits';
import { type GameState, newGame, playerView, publicRecord } from '../../../src/engine';

describe("opponents' habits, read from the public record", () => {
  test('the threshold that explains kept and refused cards best, else the prior', () => {
    const habits = { kept: [1, 3, 4, -1], refused: [5, 7, 12], coverUp: 0, coverDown: 0 };
    expect(fittedThreshold(habits, 3)).toBe(4);
    expect(fittedThreshold({ ...habits, kept: [], refused: [] }, 3)).toBe(3);
    expect(fittedThreshold({ ...habits, kept: [1, 4, 6], refused: [5, 7, 8] }, 3)).toBe(4);
  });

  test('threshold-4 players are read as such, the own seat keeps its policy', () => {
    const field = playerFactory('t4guard')!;
    const state = selfPlay({ players: ['a', 'b', 'c'], seed: 9 }, [field(1), field(2), field(3)]);
    const habits = seatHabits(publicRecord(state));
    for (const seat of habits) expect(fittedThreshold(seat, 3)).toBe(4);
    const view = { ...playerView(state, 1), record: publicRecord(state) };
    const policies = fittedPolicies(view, EXPERT_POLICY, OPPONENT_PRIOR);
    expect(policies[1]).toBe(EXPERT_POLICY);
    expect(policies[0]).toMatchObject({ keepThreshold: 4, coverMargin: -1000 });
  });

  test('games of other seats and rules are read apart (the walks of finished rounds are kept)', () => {
    const field = playerFactory('t4guard')!;
    const four = selfPlay({ players: ['a', 'b', 'c', 'd'], seed: 3 }, [1, 2, 3, 4].map(field));
    const two = newGame({ players: ['a', 'b'], seed: 3, rules: { doubleOnlyPositive: false } });
    const early = (state: GameState) => {
      const record = publicRecord(state);
      return { ...record, rounds: record.rounds.slice(0, 1) };
    };
    const played = playToEnd(two, [field(5), field(6)]);
    for (const record of [early(four), early(played), publicRecord(four), publicRecord(played)]) {
      const habits = seatHabits(record);
      expect(habits).toHaveLength(record.players.length);
      for (const seat of habits) expect(seat.kept.length + seat.refused.length).toBeGreaterThan(0);
    }
  });
});
