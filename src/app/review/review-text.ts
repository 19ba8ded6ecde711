import { type Action } from '../../engine';
import { moveText, type Translator } from '../../i18n';
import type { ReviewedDecision } from '../../review';

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** When a decision was made: "set-up", or "turn 7". */
export function whenText(t: Translator, decision: ReviewedDecision): string {
  return decision.turn === 0 ? t.t('reviewSetupTurn') : t.t('reviewTurn', { turn: decision.turn });
}

/** What a decision cost, in words a newcomer reads: "1.4 points, give or take 0.5". */
export function costText(t: Translator, decision: ReviewedDecision): string {
  return t.t('reviewCost', {
    count: oneDecimal(decision.cost),
    interval: oneDecimal(decision.interval),
  });
}

/** A move of a decision in words (a take-discard names the card it takes). */
export function decisionMoveText(
  t: Translator,
  decision: ReviewedDecision,
  action: Action,
): string {
  return moveText(t, action, decision.offer, decision.shape);
}
