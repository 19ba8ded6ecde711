import { enderPenaltyOf, gridShape, penalisedScore, type Rules } from '../engine';

/** How much lower than every other estimate a guarded bot's score must be before it goes out (official game). */
export const GUARD_MARGIN = 5;

/** The cards a player holds in the official game (R1.2): what the official thresholds were set for. */
const OFFICIAL_CARDS = 12;

/** A round score typical of going out, against which the ender's penalties are compared (R5.3, R9.4). */
const TYPICAL_ENDER_SCORE = 10;

/** A threshold player's numbers under one game's rules. */
export interface ThresholdTuning {
  /** Keep a card of at most this value. */
  readonly threshold: number;
  /** The firm guard's margin (`GUARD_MARGIN` in the official game); `null`: never guard. */
  readonly guardMargin: number | null;
}

/**
 * A threshold player's numbers under `rules` (R9.1, R9.4, R9.5), from its official threshold:
 * - the threshold rises by one for every halving of the cards a player holds (a short round
 *   leaves few turns to find low cards); with more cards it stays (measured at 4 × 4 and with
 *   dual hands: a threshold one lower played no better);
 * - the guard's margin grows with the spread of the other seats' estimates (the square root of
 *   their cards) and in proportion to what the ender's penalty adds to a typical score of 10
 *   (×2: 10 points, the official margin); a penalty that adds nothing needs no guard.
 * The official game keeps `threshold` and `GUARD_MARGIN`.
 */
export function thresholdTuning(rules: Rules, threshold: number): ThresholdTuning {
  const cards = gridShape(rules).cardsPerSeat / OFFICIAL_CARDS;
  const penalty = enderPenaltyOf(rules);
  const added = penalisedScore(TYPICAL_ENDER_SCORE, penalty) - TYPICAL_ENDER_SCORE;
  const official = TYPICAL_ENDER_SCORE * (2 - 1);
  return {
    threshold: threshold + Math.max(0, -Math.round(Math.log2(cards))),
    guardMargin:
      added <= 0 ? null : Math.round(GUARD_MARGIN * Math.sqrt(cards) * (added / official)),
  };
}
