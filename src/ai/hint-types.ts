import type { RolloutKernel } from '../solver';
import type { Action } from '../engine';

/**
 * Why a hint candidate is good or bad, as stable codes the UI translates. Each code names the
 * numbers it carries in `values`:
 * - `completes-column` {value}: the card completes a column of `value`s, which is removed (R4.1,
 *   R9.3)
 * - `completes-row` {value}: the same for a row, where rows clear (R9.3)
 * - `builds-column` {value, unseen}: the card joins an equal face-up card in its column; `unseen`
 *   cards of that value are still unseen
 * - `builds-row` {value, unseen}: the same in its row, where rows clear
 * - `breaks-column` {value}: the action takes away one of two equal face-up cards of a column
 * - `breaks-row` {value}: the same of a row, where rows clear
 * - `replaces-card` {from, to}: a face-up `from` is replaced by a `to`
 * - `keeps-grid` {value}: a `value` is laid over a face-up `value`; the grid stays as it is (a
 *   way to pass the turn)
 * - `replaces-face-down` {placed, expected}: `placed` goes over a face-down card worth `expected`
 *   on average (one decimal)
 * - `reveals-card` {expected}: a face-down card is turned up; it is worth `expected` on average
 * - `unseen-of-value` {value, count}: `count` cards of `value` are still unseen
 * - `draw-at-most-chance` {atMost, percent}: the chance that the next draw is `atMost` or less
 * - `feeds-opponent-column` {seat, value}: the discarded `value` lets `seat`, next to play,
 *   complete a column
 * - `feeds-opponent-row` {seat, value}: the same for a row, where rows clear
 * - `going-out-risks-doubling` {needBelow}: the action ends the round (R5.1) without being clearly
 *   lowest; every other player would need less than `needBelow` to double your score (R5.3)
 * - `going-out-risks-penalty` {needBelow}: the same under a house-rule penalty other than ×2
 *   (R9.4): anybody below `needBelow` brings it on
 * - `goes-out-lowest` {score, nextLowest}: the action ends the round with an expected `score`
 *   below every other player's (the lowest expects `nextLowest`)
 * - `final-turn` {}: the round is ending; this is your last turn, every face-down card counts as
 *   its average
 */
export const HINT_REASON_CODES = [
  'completes-column',
  'completes-row',
  'builds-column',
  'builds-row',
  'breaks-column',
  'breaks-row',
  'replaces-card',
  'keeps-grid',
  'replaces-face-down',
  'reveals-card',
  'unseen-of-value',
  'draw-at-most-chance',
  'feeds-opponent-column',
  'feeds-opponent-row',
  'going-out-risks-doubling',
  'going-out-risks-penalty',
  'goes-out-lowest',
  'final-turn',
] as const;

/** A stable code for one reason of a hint (see `HINT_REASON_CODES`). */
export type HintReasonCode = (typeof HINT_REASON_CODES)[number];

/** One reason, with the numbers its translated sentence shows. */
export interface HintReason {
  readonly code: HintReasonCode;
  readonly values: Readonly<Record<string, number>>;
}

/** One candidate move of a hint. */
export interface HintCandidate {
  /** The move, for the seat to act. */
  readonly action: Action;
  /**
   * Expected points per round this move costs compared with the first candidate, measured on the
   * same rollouts (a paired comparison); 0 when `equal`.
   */
  readonly cost: number;
  /** Half-width of the 95% interval of that difference (0 for the first candidate). */
  readonly interval: number;
  /**
   * As good as the first candidate: the 95% interval of their difference includes 0 and is
   * narrower than ±0.5 points (its `cost` is then 0). Among equals the first is the natural
   * move, the one the hard level's rules make, when it is one of them.
   */
  readonly equal: boolean;
  /** Why, in terms a player understands. */
  readonly reasons: readonly HintReason[];
}

/** A hint for the seat to act: the best candidates, best first. */
export interface Hint {
  /** Up to three candidates, best first (the natural move first among equals). */
  readonly candidates: readonly HintCandidate[];
  /** Whether the first two candidates are equal (too close to tell apart). */
  readonly close: boolean;
  /** How much was searched: the legal moves weighed, the rollouts played in all, and by what. */
  readonly searched: {
    readonly moves: number;
    readonly rollouts: number;
    readonly kernel: RolloutKernel['name'];
  };
}
