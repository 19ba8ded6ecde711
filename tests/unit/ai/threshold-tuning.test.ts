import { describe, expect, test } from 'vitest';
import { playDeal, playerFactory, type PlayerFactory } from '../../../src/ai';
import { GUARD_MARGIN, thresholdTuning } from '../../../src/ai/threshold-tuning';
import { withDefaults } from '../../../src/engine';

const tuned = (rules: Parameters<typeof withDefaults>[0], threshold = 3) =>
  thresholdTuning(withDefaults(rules), threshold);

describe('R9.6 threshold baselines read the rules', () => {
  test('the official game keeps the threshold and the guard margin', () => {
    expect(tuned({})).toEqual({ threshold: 3, guardMargin: GUARD_MARGIN });
    // Rules that change neither the cards held nor the penalty keep them too.
    for (const rules of [{ rowClears: true }, { columnClears: false }, { setupReveals: 0 }])
      expect(tuned(rules)).toEqual({ threshold: 3, guardMargin: GUARD_MARGIN });
  });

  test('R9.1 R9.5 more cards held: a wider margin; fewer: a higher threshold', () => {
    expect(tuned({ dualHands: true })).toEqual({ threshold: 3, guardMargin: 7 });
    expect(tuned({ rows: 4, columns: 6 })).toEqual({ threshold: 3, guardMargin: 7 });
    expect(tuned({ rows: 4, columns: 4 })).toEqual({ threshold: 3, guardMargin: 6 });
    expect(tuned({ rows: 2, columns: 3 })).toEqual({ threshold: 4, guardMargin: 4 });
    expect(tuned({ rows: 2, columns: 2 }).threshold).toBe(5);
  });

  test('R9.4 the margin follows what the penalty adds; a penalty adding nothing needs no guard', () => {
    expect(tuned({ enderMultiplier: 3, enderFlat: 10 }).guardMargin).toBe(15);
    expect(
      tuned({ enderMultiplier: 2, enderFlat: 10, enderPenaltyOrder: 'add-first' }).guardMargin,
    ).toBe(15);
    expect(tuned({ enderMultiplier: 1, enderFlat: 5 }).guardMargin).toBe(3);
    expect(tuned({ enderMultiplier: 1 }).guardMargin).toBeNull();
  });

  test('a tournament deal is played under its rules: every view shows them', () => {
    const seen = new Set<string>();
    const watching: PlayerFactory = (seed) => {
      const bot = playerFactory('t3guard')!(seed);
      return {
        decide(view) {
          seen.add(`${view.rules.dualHands} ${view.grids[view.seat]!.length}`);
          return bot.decide(view);
        },
        weigh: (view) => bot.weigh(view),
      };
    };
    const rules = { dualHands: true, rowClears: true };
    const { game } = playDeal({ field: watching, players: 2, seed: 3, rules }, 0, watching);
    expect(game.rounds.length).toBeGreaterThan(0);
    expect([...seen]).toEqual(['true 24']);
  });
});
