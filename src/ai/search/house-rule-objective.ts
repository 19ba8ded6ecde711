import { enderPenaltyOf, penalisedScore, type Rules, withDefaults } from '../../engine';

/** A round score typical of going out, against which the ender's penalties are compared (R5.3, R9.4). */
const TYPICAL_ENDER_SCORE = 10;

/** What the official doubling adds to `TYPICAL_ENDER_SCORE`. */
const OFFICIAL_PENALTY_ADDS = TYPICAL_ENDER_SCORE;

/** What the ender's penalty of `rules` adds to a typical score of going out (R9.4). */
function penaltyAdds(rules: Rules): number {
  return penalisedScore(TYPICAL_ENDER_SCORE, enderPenaltyOf(rules)) - TYPICAL_ENDER_SCORE;
}

/**
 * The rival weight the expert's search uses under `rules` when none is asked for, or `undefined`
 * for the policy's own (100, the official search): 0 (its own round score alone) where columns
 * never clear (R9.3) or the ender's penalty costs more than the official doubling (R9.4). Under
 * those rules chasing the opponents' scores gave its own points away: on paired deals in T4+guard
 * fields the expert weighing only its own score scored 1.89 ± 1.51 points a round less with no
 * column clears (210 rounds) and 3.34 ± 1.99 less under ×3 + 10 (90 rounds), and beat T3+guard by
 * 5.02 ± 1.85 (221 rounds) and 4.48 ± 1.57 (153 rounds) instead of 2.88 and 2.94.
 */
export function houseRuleRivalWeight(rules: Partial<Rules>): number | undefined {
  const full = withDefaults(rules);
  return !full.columnClears || penaltyAdds(full) > OFFICIAL_PENALTY_ADDS ? 0 : undefined;
}
