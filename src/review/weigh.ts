import {
  asGood,
  comparedReasons,
  fallbackRivals,
  type HintReason,
  Judge,
  type JudgedDifference,
  type JudgeOptions,
  moveFamily,
  rivalsOfBest,
} from '../ai';
import type { Action, Rules } from '../engine';
import { type CardFact, cardFacts, withoutStated } from './card-facts';
import type { Decision, DecisionKind } from './decisions';
import { labelOf, labelSettled, type ReviewLabel } from './labels';

/** The review's default budget: the most rollouts per candidate move of one decision. */
export const REVIEW_ROLLOUTS = 1024;

/** Rollouts per candidate before the review may stop weighing a decision. */
export const REVIEW_FIRST_LOOK = 128;

/** One decision as the review weighed it. */
export interface ReviewedDecision {
  readonly round: number;
  readonly turn: number;
  /** Index of the record action within its round. */
  readonly action: number;
  readonly kind: DecisionKind;
  /** The discard top at that moment (the card a take-discard takes). */
  readonly offer: number;
  /** The grid's shape the decision was made on (R9.1, R9.5): what names its positions. */
  readonly shape: Pick<Rules, 'rows' | 'columns' | 'dualHands'>;
  /** The card the seat had drawn, for a `drawn` decision; else null. */
  readonly drawn: number | null;
  readonly played: Action;
  /** The best move the search found (the played move itself when it is the best). */
  readonly best: Action;
  /** Points per round the played move costs against the best (0 for the best). */
  readonly cost: number;
  /** Half-width of the 95% interval of `cost` (0 for the best move itself). */
  readonly interval: number;
  readonly label: ReviewLabel;
  /** Rollouts per candidate the search played. */
  readonly rollouts: number;
  /**
   * Why the played move is what it is and why the best one is (the hint's reasons), each first
   * naming what decides between them: what makes the best better, what makes the played worse.
   */
  readonly playedReasons: readonly HintReason[];
  readonly bestReasons: readonly HintReason[];
  /** The card-counting facts behind the difference that no reason of either move states already. */
  readonly facts: readonly CardFact[];
}

/** How a review weighs each decision. */
export interface WeighOptions extends Pick<JudgeOptions, 'kernel' | 'seed' | 'policy'> {
  /** The most rollouts per candidate (default `REVIEW_ROLLOUTS`). */
  readonly rollouts?: number;
}

function sameFamily(judge: Judge, a: Action, b: Action): boolean {
  return moveFamily(judge.view, a) === moveFamily(judge.view, b);
}

/**
 * Whether the judge knows enough to label `played`: when it leads, every other move still weighed
 * is clearly behind it or as good; otherwise its cost's interval lies within one label's range.
 */
function settled(judge: Judge, played: Action): boolean {
  if (judge.rollouts < REVIEW_FIRST_LOOK) return false;
  const moves = judge.moves();
  const best = moves[0]!;
  if (sameFamily(judge, best.action, played))
    return moves.slice(1).every((move) => {
      const behind = move.versusBest;
      return behind.mean - behind.interval > 0 || asGood(behind);
    });
  const mine = judge.moveOf(played)!;
  return labelSettled(mine.versusBest, false, mine.asGood);
}

/** A judge of `decision` that stops as soon as its label is settled, or at the budget. */
export function decisionJudge(decision: Decision, options: WeighOptions): Judge {
  return new Judge(decision.view, {
    kernel: options.kernel,
    seed: options.seed,
    ...(options.policy === undefined ? {} : { policy: options.policy }),
    rollouts: options.rollouts ?? REVIEW_ROLLOUTS,
    keep: decision.played,
    settled: (judge) => settled(judge, decision.played),
  });
}

/** What a finished `judge` of `decision` says about it. */
export function reviewedFrom(decision: Decision, judge: Judge): ReviewedDecision {
  const best = judge.best();
  const mine = judge.moveOf(decision.played)!;
  const isBest = sameFamily(judge, best.action, decision.played);
  const difference: JudgedDifference = isBest
    ? { mean: 0, stdError: 0, rollouts: best.rollouts, interval: 0 }
    : mine.versusBest;
  const { view, played } = decision;
  // The best move's reasons say what decides it against the move played, and the played move's
  // what makes it worse; a move played as the best is told against its own rivals. When no factor
  // decides the best against them, the next best move a factor decides against names it.
  const playedReasons = isBest
    ? comparedReasons(
        view,
        played,
        rivalsOfBest(view, judge, played),
        fallbackRivals(view, judge, played),
      )
    : comparedReasons(view, played, [{ action: best.action, difference: -difference.mean }]);
  const bestReasons = isBest
    ? []
    : comparedReasons(
        view,
        best.action,
        [{ action: played, difference: difference.mean }],
        fallbackRivals(view, judge, best.action),
      );
  return {
    round: decision.round,
    turn: decision.turn,
    action: decision.action,
    kind: decision.kind,
    offer: view.discardPile.at(-1)!,
    shape: { rows: view.rules.rows, columns: view.rules.columns, dualHands: view.rules.dualHands },
    drawn: view.drawn,
    played,
    best: isBest ? played : best.action,
    cost: Math.max(0, difference.mean),
    interval: difference.interval,
    label: labelOf(difference, isBest, mine.asGood),
    rollouts: judge.rollouts,
    playedReasons,
    bestReasons,
    facts: withoutStated(cardFacts(view, played, isBest ? null : best.action), [
      ...playedReasons,
      ...bestReasons,
    ]),
  };
}

/** Weighs one decision at once (on the calling thread). */
export function weighDecision(decision: Decision, options: WeighOptions): ReviewedDecision {
  const judge = decisionJudge(decision, options);
  while (!judge.done) judge.step();
  return reviewedFrom(decision, judge);
}
