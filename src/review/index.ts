/**
 * Game review (issue 20): every decision of one seat weighed with the expert's search against the
 * best move, from that seat's player view at that moment; costs with intervals, labels, accuracy
 * and the costliest moments with their reasons and card-counting facts. DOM-free.
 */
export { type CardFact, type CardFactCode, CARD_FACT_CODES, cardFacts } from './card-facts';
export {
  type Decision,
  type DecisionKind,
  DECISION_KINDS,
  decisionCount,
  decisionsOf,
  decisionState,
  ReviewRecordError,
} from './decisions';
export { GameReview, reviewDecisions } from './game-review';
export { LABEL_THRESHOLDS, labelOf, REVIEW_LABELS, type ReviewLabel } from './labels';
export { COSTLIEST_MOMENTS, type ReviewSummary, summarize } from './summary';
export {
  REVIEW_FIRST_LOOK,
  REVIEW_ROLLOUTS,
  type ReviewedDecision,
  weighDecision,
  type WeighOptions,
} from './weigh';
