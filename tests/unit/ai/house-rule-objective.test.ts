import { describe, expect, test } from 'vitest';
import { createBot, ThresholdBot } from '../../../src/ai';
import { houseRuleRivalWeight } from '../../../src/ai/search/house-rule-objective';
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
  test('the official game and the rules that keep its objective keep the relative search', () => {
    for (const rules of OFFICIAL_OBJECTIVE) expect(houseRuleRivalWeight(rules)).toBeUndefined();
  });

  test('R9.3 with no column clears the expert weighs its own round score alone', () => {
    expect(houseRuleRivalWeight({ columnClears: false })).toBe(0);
    expect(houseRuleRivalWeight({ columnClears: false, rowClears: true })).toBe(0);
  });

  test('R9.4 under a penalty dearer than the doubling the expert weighs its own round score alone', () => {
    expect(houseRuleRivalWeight({ enderMultiplier: 3, enderFlat: 10 })).toBe(0);
    expect(houseRuleRivalWeight({ enderMultiplier: 2, enderFlat: 10 })).toBe(0);
    expect(houseRuleRivalWeight({ enderMultiplier: 3 })).toBe(0);
    expect(
      houseRuleRivalWeight({ enderMultiplier: 2, enderFlat: 10, enderPenaltyOrder: 'add-first' }),
    ).toBe(0);
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
