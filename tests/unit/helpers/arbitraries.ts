import fc from 'fast-check';
import {
  ENDER_PENALTY_ORDERS,
  NEXT_ROUND_STARTERS,
  RULE_RANGES,
  type Rules,
  rulesProblem,
  TIE_RULES,
} from '../../../src/engine';
import type { RandomGame } from './random-play';

/** Any subset of the rule options of RULES.md, targets from 1 to 400 (random play scores quickly). */
export const rulesArbitrary: fc.Arbitrary<Partial<Rules>> = fc.record(
  {
    targetScore: fc.integer({ min: 1, max: 400 }),
    doubleOnlyPositive: fc.boolean(),
    nextRoundStarter: fc.constantFrom(...NEXT_ROUND_STARTERS),
    tie: fc.constantFrom(...TIE_RULES),
  },
  { requiredKeys: [] },
);

/** A random game of 2 to 8 seats under random rule options. */
export const randomGameArbitrary: fc.Arbitrary<RandomGame> = fc.record({
  seed: fc.nat({ max: 0xffffffff }),
  players: fc.integer({ min: 2, max: 8 }),
  rules: rulesArbitrary,
});

/**
 * A random game under a random valid combination of every rule option, the house rules of R9
 * included (RULES.md: `rulesProblem` accepts it): 2 to 8 seats, or 2 with dual hands, a deal that
 * leaves at least 20 cards, targets from 1 to 150.
 */
export const variantGameArbitrary: fc.Arbitrary<RandomGame> = fc
  .record({
    seed: fc.nat({ max: 0xffffffff }),
    players: fc.integer({ min: 2, max: 8 }),
    targetScore: fc.integer({ min: 1, max: 150 }),
    doubleOnlyPositive: fc.boolean(),
    nextRoundStarter: fc.constantFrom(...NEXT_ROUND_STARTERS),
    tie: fc.constantFrom(...TIE_RULES),
    rows: fc.integer(RULE_RANGES.rows),
    columns: fc.integer(RULE_RANGES.columns),
    reveals: fc.nat(),
    columnClears: fc.boolean(),
    rowClears: fc.boolean(),
    enderMultiplier: fc.integer(RULE_RANGES.enderMultiplier),
    enderFlat: fc.integer(RULE_RANGES.enderFlat),
    enderPenaltyOrder: fc.constantFrom(...ENDER_PENALTY_ORDERS),
    dualHands: fc.boolean(),
    seekLines: fc.boolean(),
    clumped: fc.boolean(),
  })
  .map(({ seed, players, reveals, seekLines, clumped, ...rules }) => ({
    seed,
    seekLines,
    clumped,
    players: rules.dualHands ? 2 : players,
    rules: { ...rules, setupReveals: reveals % (rules.rows * rules.columns) },
  }))
  .filter((game) => rulesProblem(game.rules, game.players) === null);
