import { describe, expect, test } from 'vitest';
import { createBot, EXPERT_POLICY, OPPONENT_PRIOR, ThresholdBot } from '../../../src/ai';
import { expertPolicies } from '../../../src/ai/expert-bot';
import { fittedPolicies } from '../../../src/ai/search/opponent-habits';
import {
  houseRuleRivalWeight,
  penaltyGuardedPolicy,
} from '../../../src/ai/search/house-rule-objective';
import { apply, newGame, playerView, type Rules, seatsToAct } from '../../../src/engine';
import { createTsKernel } from '../../../src/solver';
import { unwrap } from '../helpers/game';

/** Rules that keep the official search: every R9 option but no column clears and a dearer penalty. */
const OFFICIAL_OBJECTIVE: Partial<Rules>[] = [
  {},
  { rowClears: true },
  { rows: 4, columns: 4 },
  { rows: 3, columns: 5 },
  { setupReveals: 0 },
  { setupReveals: 4 },
  { dualHands: true },
  { enderMultiplier: 1 },
  { enderMultiplier: 1, enderFlat: 5 },
  { enderMultiplier: 2, enderFlat: 0, enderPenaltyOrder: 'add-first' },
];

/**
 * The view of the seat to play the third turn of a game under `rules` (2 seats with dual hands,
 * else 4), threshold players having played the set-up and the turns before.
 */
const thirdTurnView = (rules: Partial<Rules>, seed = 3) => {
  const players = rules.dualHands === true ? ['a', 'b'] : ['a', 'b', 'c', 'd'];
  const bot = new ThresholdBot({ threshold: 3, guard: 'firm', seed });
  let state = newGame({ players, rules, seed });
  for (let turns = 0; state.phase !== 'turns' || turns < 2;) {
    if (state.phase === 'turns') turns++;
    state = unwrap(apply(state, bot.decide(playerView(state, seatsToAct(state)[0]!))));
  }
  return playerView(state, seatsToAct(state)[0]!);
};

describe("R9.6 the expert's objective under house rules", () => {
  test('the official game and the rules that keep its objective change nothing', () => {
    for (const rules of OFFICIAL_OBJECTIVE) {
      expect(houseRuleRivalWeight(rules)).toBeUndefined();
      expect(penaltyGuardedPolicy(EXPERT_POLICY, rules)).toBe(EXPERT_POLICY);
      expect(penaltyGuardedPolicy(OPPONENT_PRIOR, rules)).toBe(OPPONENT_PRIOR);
    }
  });

  test('R9.3 with no column clears the expert weighs its own round score alone', () => {
    expect(houseRuleRivalWeight({ columnClears: false })).toBe(0);
    expect(houseRuleRivalWeight({ columnClears: false, rowClears: true })).toBe(0);
    expect(penaltyGuardedPolicy(EXPERT_POLICY, { columnClears: false })).toBe(EXPERT_POLICY);
  });

  test('R9.4 a penalty dearer than the doubling: its own score alone, every guard wider', () => {
    const dear: Partial<Rules> = { enderMultiplier: 3, enderFlat: 10 };
    expect(houseRuleRivalWeight(dear)).toBe(0);
    expect(houseRuleRivalWeight({ enderMultiplier: 2, enderFlat: 10 })).toBe(0);
    // ×3 + 10 adds 30 to a score of 10, the doubling 10: three times the margin.
    expect(penaltyGuardedPolicy(OPPONENT_PRIOR, dear)).toEqual({
      ...OPPONENT_PRIOR,
      enderMargin: 3 * OPPONENT_PRIOR.enderMargin,
    });
    // (10 + 10) × 2 adds 30 as well.
    expect(
      penaltyGuardedPolicy(EXPERT_POLICY, {
        enderMultiplier: 2,
        enderFlat: 10,
        enderPenaltyOrder: 'add-first',
      }).enderMargin,
    ).toBe(3 * EXPERT_POLICY.enderMargin);
    const policies = expertPolicies(thirdTurnView(dear));
    expect(policies.map((policy) => policy.enderMargin)).toEqual([15, 15, 15, 15]);
  });

  test("the official game's rollout policies are the fitted ones of before", () => {
    const view = thirdTurnView({});
    expect(expertPolicies(view)).toEqual(fittedPolicies(view, EXPERT_POLICY, OPPONENT_PRIOR));
  });

  test("the expert's weighing equals an explicit rival weight: 100 officially, 0 where the rules ask", () => {
    const kernel = createTsKernel();
    const options = { kernel, rollouts: 24, timeMs: Infinity, exactDraw: false } as const;
    for (const [rules, rivalWeight] of [
      [{}, 100],
      [{ columnClears: false }, 0],
      [{ enderMultiplier: 3, enderFlat: 10 }, 0],
    ] as const) {
      const view = thirdTurnView(rules, 11);
      const weighed = createBot('expert', { ...options, seed: 5 }).weigh!(view);
      const explicit = createBot('expert', { ...options, seed: 5, rivalWeight }).weigh!(view);
      expect(weighed).toEqual(explicit);
    }
  });
});
