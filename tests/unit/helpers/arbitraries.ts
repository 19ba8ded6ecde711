import fc from 'fast-check';
import { NEXT_ROUND_STARTERS, type Rules, TIE_RULES } from '../../../src/engine';
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
