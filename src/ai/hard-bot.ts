import {
  type Action,
  type Grid,
  type GridShape,
  gridShape,
  legalViewActions,
  type PlayerView,
  type Random,
} from '../engine';
import { actionEstimate, ruleAnalysis } from './action-estimate';
import type { Bot, WeighedAction } from './bot';
import { faceDownPool, poolMean } from './card-pools';
import { fedSeat } from './column-feeding';
import { decisionRandom } from './decision-random';
import { endsRound, penaltyCost, safeToGoOut } from './ender-guard';
import { expectedScore, gridAfter } from './grid-estimate';
import { DECK_MEAN, openingReveal, pick, roundOutlived } from './threshold-bot';
import {
  faceDownPositions,
  highestFaceUpPosition,
  leavesLineOneShort,
  lineCompletingPosition,
  linePairValue,
  presentPositions,
} from './view-helpers';

/** How a hard bot plays. */
export interface HardOptions {
  /** Seeds its choices between equally good positions. */
  readonly seed: number;
}

/** What the hard bot knows about the position: the mean hidden card and the round's pressure. */
interface Reading {
  readonly view: PlayerView;
  /** The shape of the seat's grids and the lines that clear (R9.1, R9.3). */
  readonly shape: GridShape;
  readonly grid: Grid;
  /** The expected value of a face-down card, from the exact count of unseen cards (R8.1). */
  readonly mean: number;
  /** Keep a card of at most this value over a face-down card. */
  readonly threshold: number;
  /** Whether an opponent may go out on their next turn (one face-down card left or none). */
  readonly pressed: boolean;
}

/** Replace a face-up card by one lower by at least this much, even above the threshold. */
const REPLACE_GAP = 4;

/** How much lower than every other estimate the hard bot's score must be to go out without fear of doubling. */
const HARD_GUARD_MARGIN = 12;

/** What a few more turns are worth: going out must gain at least this much over staying in. */
const LATER_TURNS_GAIN = 2;

/**
 * The hard level: a threshold player that counts every card. A face-down card is worth the mean of
 * the unseen cards and the threshold follows that mean; a card no worse than that mean is kept
 * where it leaves a line one card short of clearing (a pair in a column of three, three of four
 * in a longer line: R4.1, R9.3). When an opponent may go out next, and on its last turn, it plays
 * for the lowest expected score now. Until the draw pile has run out it goes out only when that
 * gains more than staying in, counting doubling (R5.3) unless it is clearly lowest, and it does not
 * hand the next player the card that completes one of their columns when it can avoid it.
 */
export class HardBot implements Bot {
  /** A hard bot playing by `options`. */
  constructor(private readonly options: HardOptions) {}

  decide(view: PlayerView): Action {
    const random = decisionRandom(this.options.seed, view);
    if (view.phase === 'setup') return openingReveal(view, random);
    const reading = read(view);
    if (view.ender !== null) return lowestExpected(reading);
    // When the round may end before our next turn, the lowest expected score now is what counts.
    const planned = reading.pressed
      ? lowestExpected(reading)
      : view.drawn === null
        ? takeOrDraw(reading, random)
        : place(reading, random);
    return outWhenItPays(reading, notFeeding(reading, guarded(reading, planned)));
  }

  weigh(view: PlayerView): WeighedAction[] {
    return ruleAnalysis(view, this.decide(view), poolMean(faceDownPool(view), DECK_MEAN));
  }
}

function read(view: PlayerView): Reading {
  const mean = poolMean(faceDownPool(view), DECK_MEAN);
  const fewestFaceDown = Math.min(
    ...view.grids.flatMap((grid, seat) =>
      seat === view.seat ? [] : [faceDownPositions(grid).length],
    ),
  );
  return {
    view,
    shape: gridShape(view.rules),
    grid: view.grids[view.seat]!,
    mean,
    threshold: mean - 2,
    pressed: fewestFaceDown <= 1,
  };
}

function takeOrDraw(reading: Reading, random: Random): Action {
  const p = reading.view.seat;
  const top = reading.view.discardPile.at(-1)!;
  const pos = placement(reading, top, random);
  return pos === null ? { p, t: 'draw' } : { p, t: 'take-discard', pos };
}

function place(reading: Reading, random: Random): Action {
  const { view, grid } = reading;
  const p = view.seat;
  const drawn = view.drawn!;
  const pos = placement(reading, drawn, random);
  if (pos !== null) return { p, t: 'draw-swap', pos };
  const faceDown = faceDownPositions(grid);
  if (faceDown.length > 0) return { p, t: 'draw-discard', pos: revealChoice(reading, random) };
  return { p, t: 'draw-swap', pos: highestFaceUpPosition(grid) ?? presentPositions(grid)[0]! };
}

/**
 * Where to keep `card`, or `null` to leave it: where it completes a line (R4.1, R9.3). A line of
 * negative cards counts in the score's favour, so removing it must leave a lower expected score
 * than the place the other rules choose.
 */
function placement(reading: Reading, card: number, random: Random): number | null {
  const { shape, grid, mean } = reading;
  const completing = lineCompletingPosition(shape, grid, card);
  const kept = keptPosition(reading, card, random);
  if (completing === null || kept === null || card >= 0) return completing ?? kept;
  const scoreAt = (pos: number): number => expectedScore(gridAfter(shape, grid, pos, card), mean);
  return scoreAt(kept) < scoreAt(completing) ? kept : completing;
}

/** Where to keep `card` when it completes no line, or `null` to leave it. */
function keptPosition(reading: Reading, card: number, random: Random): number | null {
  const { shape, grid, threshold, mean } = reading;
  const highest = highestFaceUpPosition(grid);
  const highestCard = highest === null ? null : grid[highest]!.card!;
  if (card <= threshold) {
    // Over the highest face-up card when that is worse than an unseen card, else over a
    // face-down card: swapping a 0 for a 1 gains a point, covering an unseen card its mean.
    if (highestCard !== null && highestCard > card && highestCard > mean) return highest;
    const faceDown = faceDownPositions(grid);
    if (faceDown.length > 0) {
      const pairing = faceDown.filter((pos) => leavesLineOneShort(shape, grid, pos, card));
      return pick(pairing.length > 0 ? pairing : faceDown, random);
    }
    return highestCard !== null && highestCard > card ? highest : null;
  }
  if (highestCard !== null && highestCard - card >= REPLACE_GAP) return highest;
  return card <= mean ? linePairing(shape, grid, card, random) : null;
}

/**
 * Where `card` leaves a line one card short of clearing (R4.1, R9.3): over the highest
 * face-up card of such a line that is higher than `card`, else over one of their face-down cards,
 * else `null`. Costs nothing for a card no worse than an unseen one, and the line may later go.
 */
function linePairing(shape: GridShape, grid: Grid, card: number, random: Random): number | null {
  const beside = presentPositions(grid).filter((pos) => leavesLineOneShort(shape, grid, pos, card));
  const higher = beside.filter((pos) => grid[pos]!.up && grid[pos]!.card! > card);
  if (higher.length > 0)
    return higher.reduce((best, pos) => (grid[pos]!.card! > grid[best]!.card! ? pos : best));
  const faceDown = beside.filter((pos) => !grid[pos]!.up);
  return faceDown.length > 0 ? pick(faceDown, random) : null;
}

/** Which face-down card to turn up: one that may complete a face-up pair, else any. */
function revealChoice(reading: Reading, random: Random): number {
  const { shape, grid } = reading;
  const faceDown = faceDownPositions(grid);
  const chances = faceDown.filter((pos) => linePairValue(shape, grid, pos) !== null);
  return pick(chances.length > 0 ? chances : faceDown, random);
}

/**
 * The ender guard, priced in the bot's own points: an action that ends the round gives way to the
 * best action that does not, unless that costs more than the next turns would bring
 * (`LATER_TURNS_GAIN`) plus, when it is not clearly lowest, its score once more (doubling, R5.3).
 */
function guarded(reading: Reading, planned: Action): Action {
  const { view, mean } = reading;
  if (planned.t === 'draw' || planned.t === 'reveal' || roundOutlived(view)) return planned;
  const after = afterAction(reading, planned);
  if (!endsRound(view, after)) return planned;
  const own = expectedScore(after, mean);
  const doubling = safeToGoOut(view, own, mean, HARD_GUARD_MARGIN) ? 0 : penaltyCost(view, own);
  const alternatives = legalViewActions(view).filter(
    (action) => action.t === 'draw' || !endsRound(view, afterAction(reading, action)),
  );
  return cheaperWithin(reading, planned, alternatives, LATER_TURNS_GAIN + doubling);
}

/**
 * The guard's mirror: an action that ends the round safely (its score cannot be doubled, or it is
 * clearly lowest, R5.3) replaces the planned one when it beats it by more than the next turns
 * would bring (`LATER_TURNS_GAIN`), unless it hands the next player a column.
 */
function outWhenItPays(reading: Reading, planned: Action): Action {
  const { view, mean } = reading;
  if (view.ender !== null) return planned;
  const endings = legalViewActions(view).filter((action) => {
    if (action.t === 'draw' || fedSeat(view, action) !== null) return false;
    const after = afterAction(reading, action);
    return (
      endsRound(view, after) &&
      safeToGoOut(view, expectedScore(after, mean), mean, HARD_GUARD_MARGIN)
    );
  });
  if (endings.length === 0) return planned;
  const best = lowestOf(reading, endings);
  const gain = actionEstimate(view, planned, mean) - actionEstimate(view, best, mean);
  return gain > LATER_TURNS_GAIN ? best : planned;
}

/** Avoids putting on the discard pile the card that completes the next player's column. */
function notFeeding(reading: Reading, planned: Action): Action {
  const { view } = reading;
  if (fedSeat(view, planned) === null) return planned;
  const alternatives = legalViewActions(view).filter(
    (action) =>
      fedSeat(view, action) === null &&
      (action.t === 'draw' ||
        view.ender !== null ||
        !endsRound(view, afterAction(reading, action))),
  );
  return cheaperWithin(reading, planned, alternatives, feedingPrice(reading));
}

/** What feeding a line costs on average: a column's cards leave an opponent's grid. */
function feedingPrice(reading: Reading): number {
  const opponents = reading.view.grids.length - 1;
  return (reading.shape.rows * reading.mean) / opponents + 1;
}

/** The alternative with the best one-ply estimate if it is worse than `planned` by less than `price`. */
function cheaperWithin(
  reading: Reading,
  planned: Action,
  alternatives: readonly Action[],
  price: number,
): Action {
  if (alternatives.length === 0) return planned;
  const { view, mean } = reading;
  const best = lowestOf(reading, alternatives);
  return actionEstimate(view, best, mean) - actionEstimate(view, planned, mean) < price
    ? best
    : planned;
}

/** The action with the lowest one-ply estimate: right for a last turn, after someone went out. */
function lowestExpected(reading: Reading): Action {
  return lowestOf(reading, legalViewActions(reading.view));
}

/** The first of `actions` (not empty) with the lowest one-ply estimate. */
function lowestOf(reading: Reading, actions: readonly Action[]): Action {
  const { view, mean } = reading;
  let best = actions[0]!;
  let bestScore = Infinity;
  for (const action of actions) {
    const score = actionEstimate(view, action, mean);
    if (score < bestScore) {
      best = action;
      bestScore = score;
    }
  }
  return best;
}

function afterAction(reading: Reading, action: Action): Grid {
  const { view, shape, grid } = reading;
  if (action.t === 'draw') return grid;
  if (action.t === 'reveal' || action.t === 'draw-discard')
    return gridAfter(shape, grid, action.pos, null);
  const card = action.t === 'take-discard' ? view.discardPile.at(-1)! : view.drawn!;
  return gridAfter(shape, grid, action.pos, card);
}
