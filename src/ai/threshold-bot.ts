import {
  type Action,
  type Grid,
  type GridShape,
  gridShape,
  legalViewActions,
  type PlayerView,
  type Random,
  type Rules,
} from '../engine';
import { ruleAnalysis } from './action-estimate';
import type { Bot, WeighedAction } from './bot';
import { decisionRandom } from './decision-random';
import { faceDownPool, poolMean } from './card-pools';
import { endsRound, opponentEstimates, safeToGoOut } from './ender-guard';
import { expectedScore, gridAfter } from './grid-estimate';
import { thresholdTuning, type ThresholdTuning } from './threshold-tuning';
import {
  faceDownPositions,
  highestFaceUpPosition,
  lineCompletingPosition,
  presentPositions,
} from './view-helpers';

/** The mean card of the whole deck (R1.1): what a face-down card is worth to a bot that does not count. */
export const DECK_MEAN = 760 / 150;

/** How a threshold bot plays. */
export interface ThresholdOptions {
  /** Keep a card of at most this value in the official game (see `tuning` for the others). */
  readonly threshold: number;
  /**
   * The ender guard against the penalty (R5.3, R9.4): `true` or `'firm'` goes out only when its
   * score is lower than every other seat's estimate (face-up sum plus the deck mean per face-down
   * card) by the tuning's margin (`GUARD_MARGIN` in the official game); `'lenient'` when it is merely below every other seat's face-up sum plus
   * the mean of the unseen cards per face-down card; `false` goes out whenever it can.
   */
  readonly guard: boolean | 'firm' | 'lenient';
  /** Seeds the random choices (which face-down card to turn or cover). */
  readonly seed: number;
  /** The chance of overlooking that a card completes a line (a forgetful player); default 0. */
  readonly overlookColumns?: number;
  /**
   * Keep a low card over a face-down card rather than over a face-up card no higher than the
   * deck mean (default false: over the highest face-up card whenever that is higher).
   */
  readonly coverFaceDown?: boolean;
  /** Its numbers under a game's rules (default `thresholdTuning`: derived from `threshold`). */
  readonly tuning?: (rules: Rules, threshold: number) => ThresholdTuning;
}

/**
 * The plain threshold player: keeps a card of at most `threshold` or one that completes a line
 * (a column, or a row where rows clear, R9.3), putting it over its highest face-up card when that
 * is higher, else over a face-down card. It counts nothing: every face-down card is worth the
 * deck's mean to it.
 */
export class ThresholdBot implements Bot {
  /** A threshold bot playing by `options`. */
  constructor(private readonly options: ThresholdOptions) {}

  decide(view: PlayerView): Action {
    const random = decisionRandom(this.options.seed, view);
    if (view.phase === 'setup') return openingReveal(view, random);
    const tuning = (this.options.tuning ?? thresholdTuning)(view.rules, this.options.threshold);
    const action =
      view.drawn === null
        ? this.takeOrDraw(view, tuning.threshold, random)
        : this.place(view, tuning.threshold, random);
    const { guard } = this.options;
    if (guard === false || tuning.guardMargin === null) return action;
    return guarded(view, action, guard === 'lenient' ? null : tuning.guardMargin);
  }

  weigh(view: PlayerView): WeighedAction[] {
    return ruleAnalysis(view, this.decide(view), DECK_MEAN);
  }

  private takeOrDraw(view: PlayerView, threshold: number, random: Random): Action {
    const p = view.seat;
    const shape = gridShape(view.rules);
    const top = view.discardPile.at(-1)!;
    const pos = this.placement(shape, view.grids[p]!, top, threshold, random);
    return pos === null ? { p, t: 'draw' } : { p, t: 'take-discard', pos };
  }

  private place(view: PlayerView, threshold: number, random: Random): Action {
    const p = view.seat;
    const grid = view.grids[p]!;
    const pos = this.placement(gridShape(view.rules), grid, view.drawn!, threshold, random);
    if (pos !== null) return { p, t: 'draw-swap', pos };
    const faceDown = faceDownPositions(grid);
    if (faceDown.length > 0) return { p, t: 'draw-discard', pos: pick(faceDown, random) };
    return { p, t: 'draw-swap', pos: highestFaceUpPosition(grid) ?? presentPositions(grid)[0]! };
  }

  /** Where to put `card` if it is worth keeping, else `null`. */
  private placement(
    shape: GridShape,
    grid: Grid,
    card: number,
    threshold: number,
    random: Random,
  ): number | null {
    const completing = lineCompletingPosition(shape, grid, card);
    const overlooked = random.nextUint32() < (this.options.overlookColumns ?? 0) * 2 ** 32;
    if (completing !== null && !overlooked) return completing;
    const highest = highestFaceUpPosition(grid);
    const high = highest === null ? null : grid[highest]!.card!;
    const faceDown = faceDownPositions(grid);
    const covers = this.options.coverFaceDown === true && faceDown.length > 0;
    if (
      high !== null &&
      high > card &&
      ((card <= threshold && !(covers && high <= DECK_MEAN)) || high - card >= 5)
    ) {
      return highest;
    }
    if (card > threshold) return null;
    return faceDown.length > 0 ? pick(faceDown, random) : null;
  }
}

/**
 * The ender guard: an action that would end the round without the seat being clearly lowest is
 * replaced by keeping the card over the highest face-up card (when that is an improvement, or when
 * the drawn card must be placed), or by drawing instead of taking the discard. Once the draw pile
 * has run out (R6.1) the guard is off, so that guarded players cannot stall a round for ever.
 * A firm guard counts another seat's face-down card at the deck's mean and needs `margin`; a
 * lenient one (`margin` null) counts it at the mean of the unseen cards and needs no margin.
 */
function guarded(view: PlayerView, action: Action, margin: number | null): Action {
  if (action.t === 'draw' || action.t === 'reveal' || roundOutlived(view)) return action;
  const grid = view.grids[view.seat]!;
  const card = action.t === 'take-discard' ? view.discardPile.at(-1)! : view.drawn!;
  const shape = gridShape(view.rules);
  const after = gridAfter(shape, grid, action.pos, action.t === 'draw-discard' ? null : card);
  if (!endsRound(view, after)) return action;
  const mean = margin === null ? poolMean(faceDownPool(view), DECK_MEAN) : DECK_MEAN;
  const own = expectedScore(after, mean);
  if (margin === null ? isLowest(view, own, mean) : safeToGoOut(view, own, mean, margin))
    return action;
  const highest = highestFaceUpPosition(grid);
  if (highest === null) return action;
  if (action.t !== 'take-discard') return { p: view.seat, t: 'draw-swap', pos: highest };
  return grid[highest]!.card! > card
    ? { p: view.seat, t: 'take-discard', pos: highest }
    : { p: view.seat, t: 'draw' };
}

/**
 * Whether the round has used up its draw pile once (R6.1): players who guard against going out
 * then stop guarding, or a table of careful players could stall the round for ever.
 */
export function roundOutlived(view: PlayerView): boolean {
  return view.drawPileKnown !== null;
}

/** A uniformly chosen element of a non-empty list. */
export function pick<T>(items: readonly T[], random: Random): T {
  return items[random.below(items.length)]!;
}

/**
 * The opening reveal (R2.3, R9.2): a face-down card the seat may turn in set-up (of a grid with
 * reveals left, R9.5), chosen by `random`.
 */
export function openingReveal(view: PlayerView, random: Random): Action {
  return pick(legalViewActions(view), random);
}

/** Whether `own` is below every other seat's estimate (the lenient guard: no margin). */
function isLowest(view: PlayerView, own: number, faceDownMean: number): boolean {
  if (own <= 0 && view.rules.doubleOnlyPositive) return true;
  return own < Math.min(...opponentEstimates(view, faceDownMean));
}

/** The `medium` level: a plain threshold of 4, no ender guard. */
export function mediumBot(seed: number): ThresholdBot {
  return new ThresholdBot({ threshold: 4, guard: false, seed });
}
