import type { RolloutKernel } from '../solver';
import type { Action } from '../engine';

/**
 * Why a hint candidate is good or bad, as stable codes the UI translates. Each code names the
 * numbers it carries in `values` (a `count` also picks the sentence's plural form):
 * - `avoids-ending` {percent, score, penalised}: the move keeps the round going, where ending it
 *   now (R5.1) would be penalised (R5.3) with a chance of `percent`: the seat's `score` would
 *   count `penalised`
 * - `going-out-risks-doubling` {percent, score, penalised}: the move ends the round with an
 *   expected `score` that is penalised with a chance of `percent` (it then counts `penalised`)
 * - `goes-out-lowest` {percent, score, nextLowest}: the move ends the round with an expected
 *   `score`, penalised with a chance of only `percent` (the lowest other seat expects `nextLowest`)
 * - `leaves-round-open` {score, nextLowest}: the move lets the round go on where ending it now
 *   would very likely have left the seat lowest (`score` against `nextLowest`)
 * - `completes-column` {value}: the card completes a column of three `value`s, which is removed (R4.1)
 * - `misses-column` {value}: the move leaves unfinished a column a `value` would have completed
 * - `feeds-opponent-column` {seat, value}: the discarded `value` lets `seat`, next to play,
 *   complete a column
 * - `denies-opponent-column` {seat, value}: the move keeps a `value` off the discard pile, where it
 *   would let `seat`, next to play, complete a column
 * - `builds-column` {value, unseen}: the card joins an equal face-up card in its column; `unseen`
 *   cards of that value are still unseen
 * - `keeps-pair` {value, count}: the move keeps a pair of `value`s in a column that another move
 *   breaks up; `count` cards of that value are still unseen
 * - `clears-beside-pair` {value, card, count}: the move leaves a face-up `card` beside a pair of
 *   `value`s, which a third `value` would clear with them (`count` are unseen), where another
 *   lowers it
 * - `covers-beside-pair` {value, card}: the move lowers the `card` beside a pair of `value`s, which
 *   a third `value` would clear anyway
 * - `breaks-column` {value}: the action takes away one of two equal face-up cards of a column
 * - `keeps-face-down` {count, expected}: the move keeps the seat's `count` face-down cards, each
 *   worth `expected` on average, where another covers or turns one
 * - `turns-unseen-card` {expected}: the move turns a face-down card (worth `expected` on average),
 *   learning its value, where another covers one unseen
 * - `covers-unseen-card` {placed, percent}: the move lays `placed` over a face-down card unseen,
 *   which is lower than it with a chance of `percent`
 * - `replaces-card` {from, to, count}: a face-up `from` is replaced by a lower `to`, `count` points less
 * - `raises-card` {from, to, count}: a face-up `from` is replaced by a higher `to`, `count` points more
 * - `gains-more-now` {way, count, ahead, rival, …}: the move takes more off the seat's grid now
 *   than the move it is weighed against, the factor that decides between them; `way` (an index of
 *   `GAIN_WAYS`) says how: it takes out a face-up `from` (`highest`: the grid's highest) or lays
 *   `placed` over a face-down card worth `expected` on average, `count` points off, `ahead` more
 *   than the other; or it raises the grid `count` points less (`least`), or discards the drawn
 *   `card` where the other would raise the grid by `count`; `rival` (an index of `RIVAL_WAYS`)
 *   names the other move: drawing, laying the card on a face-up `rivalFrom` or a face-down card,
 *   or discarding it and turning a card
 * - `keeps-grid` {value}: a `value` is laid over a face-up `value`; the grid stays as it is (a
 *   way to pass the turn)
 * - `replaces-face-down` {placed, expected}: `placed` goes over a face-down card worth `expected`
 *   on average (one decimal)
 * - `reveals-card` {expected}: a face-down card is turned up; it is worth `expected` on average
 * - `nowhere-to-keep` {card, expected}: the drawn `card` would raise the grid wherever it went:
 *   no face-up card is higher and a face-down card is worth `expected` on average
 * - `unseen-of-value` {value, count}: `count` cards of `value` are still unseen
 * - `draw-at-most-chance` {atMost, percent}: the chance that the next draw is `atMost` or less
 *   (the highest card that would lower the grid)
 * - `pays-off-later` {count}: no factor above decides: over the turns still to play the search finds
 *   the move `count` points per round ahead of the other
 * - `costs-later` {count}: likewise, `count` points per round behind
 * - `final-turn` {}: the round is ending; this is your last turn, every face-down card counts as
 *   its average
 */
export const HINT_REASON_CODES = [
  'avoids-ending',
  'going-out-risks-doubling',
  'goes-out-lowest',
  'leaves-round-open',
  'completes-column',
  'misses-column',
  'feeds-opponent-column',
  'denies-opponent-column',
  'builds-column',
  'keeps-pair',
  'clears-beside-pair',
  'covers-beside-pair',
  'breaks-column',
  'keeps-face-down',
  'turns-unseen-card',
  'covers-unseen-card',
  'replaces-card',
  'raises-card',
  'gains-more-now',
  'keeps-grid',
  'replaces-face-down',
  'reveals-card',
  'nowhere-to-keep',
  'unseen-of-value',
  'draw-at-most-chance',
  'pays-off-later',
  'costs-later',
  'final-turn',
] as const;

/**
 * What the better move of a comparison won on points does, as its sentence names it: takes out a
 * face-up card (`highest`: the grid's highest), lays a card lower than a face-down card's average
 * over one (`face-down`), raises the grid less than the other (`least`), or discards the drawn card
 * where keeping it would raise the grid (`discard`).
 */
export const GAIN_WAYS = ['face-up', 'highest', 'face-down', 'least', 'discard'] as const;

/**
 * How that sentence names the move it was weighed against: drawing from the pile, laying the card
 * on a face-up card (`rivalFrom`), over a face-down card, or discarding it and turning a card.
 */
export const RIVAL_WAYS = ['draw', 'face-up', 'face-down', 'turn'] as const;

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
  /**
   * Why, in terms a player understands: first what decides it against the move a player would
   * weigh it against (for the best move, the most tempting other move; for another, the best).
   */
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
