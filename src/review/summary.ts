import type { ReviewLabel } from './labels';
import { REVIEW_LABELS } from './labels';
import type { ReviewedDecision } from './weigh';

/** How many costliest moments a review names. */
export const COSTLIEST_MOMENTS = 3;

/** What a review says about a whole game (or the part reviewed so far). */
export interface ReviewSummary {
  /** Decisions reviewed. */
  readonly decisions: number;
  /** Rounds they came from. */
  readonly rounds: number;
  /**
   * Accuracy: the share of decisions (0 to 1) the expert rates best or good — the decisions with
   * no confident loss of half a point or more per round against the best move.
   */
  readonly accuracy: number;
  /** Points lost per round, on average, against the best moves (the costs summed, per round). */
  readonly costPerRound: number;
  /** The mean cost of a decision, in points per round. */
  readonly costPerDecision: number;
  /** How many decisions got each label. */
  readonly labels: Readonly<Record<ReviewLabel, number>>;
  /** The costliest decisions, costliest first (only those that cost something). */
  readonly costliest: readonly ReviewedDecision[];
}

/** The summary of `reviewed` (any decisions of one seat, in game order). */
export function summarize(reviewed: readonly ReviewedDecision[]): ReviewSummary {
  const labels = Object.fromEntries(REVIEW_LABELS.map((label) => [label, 0])) as Record<
    ReviewLabel,
    number
  >;
  for (const decision of reviewed) labels[decision.label]++;
  const total = reviewed.reduce((sum, decision) => sum + decision.cost, 0);
  const rounds = new Set(reviewed.map((decision) => decision.round)).size;
  const costliest = reviewed
    .filter((decision) => decision.label !== 'best' && decision.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.round - b.round || a.action - b.action)
    .slice(0, COSTLIEST_MOMENTS);
  return {
    decisions: reviewed.length,
    rounds,
    accuracy: reviewed.length === 0 ? 1 : (labels.best + labels.good) / reviewed.length,
    costPerRound: rounds === 0 ? 0 : total / rounds,
    costPerDecision: reviewed.length === 0 ? 0 : total / reviewed.length,
    labels,
    costliest,
  };
}
