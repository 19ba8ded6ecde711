import type { JudgedDifference } from '../ai';

/** The labels of a reviewed decision, from best to worst. */
export const REVIEW_LABELS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;

/** A reviewed decision's label. */
export type ReviewLabel = (typeof REVIEW_LABELS)[number];

/**
 * The smallest cost, in points per round against the best move, of each label worse than "good".
 * A decision gets the worst label whose threshold the lower end of its cost's 95% interval
 * reaches: a label is given only when the search is confident the cost is at least that large.
 */
export const LABEL_THRESHOLDS = { inaccuracy: 0.5, mistake: 1, blunder: 3 } as const;

/** The labels with a threshold, worst first. */
const GRADED = ['blunder', 'mistake', 'inaccuracy'] as const;

/** The label whose cost range holds `cost` (a cost below every threshold is "good"). */
function bucketOf(cost: number): ReviewLabel {
  return GRADED.find((label) => cost >= LABEL_THRESHOLDS[label]) ?? 'good';
}

/**
 * The label of a decision whose move minus the best move is `difference`: "best" for the best
 * move and any move as good as it (the interval includes 0 and is narrower than ±0.5); else the
 * worst label the lower end of the interval reaches, "good" when it reaches none.
 */
export function labelOf(
  difference: JudgedDifference,
  isBest: boolean,
  asGood: boolean,
): ReviewLabel {
  if (isBest || asGood) return 'best';
  return bucketOf(difference.mean - difference.interval);
}

/**
 * Whether more rollouts could still change the label: the interval straddles a threshold, or the
 * move is neither the best nor as good as it while 0 is within reach.
 */
export function labelSettled(
  difference: JudgedDifference,
  isBest: boolean,
  asGood: boolean,
): boolean {
  if (isBest || asGood) return true;
  const low = difference.mean - difference.interval;
  const high = difference.mean + difference.interval;
  if (low >= LABEL_THRESHOLDS.blunder) return true;
  return bucketOf(low) === bucketOf(high) && low > 0;
}
