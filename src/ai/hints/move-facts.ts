import {
  type Action,
  columnPositions,
  COLUMNS,
  faceDownCount,
  type Grid,
  MAX_CARD,
  MIN_CARD,
  type PlayerView,
} from '../../engine';
import { countOf, nextDrawPool, poolMean, poolSize } from '../card-pools';
import { discardedCard, fedSeat } from '../column-feeding';
import { expectedScore, gridAfter } from '../grid-estimate';
import { DECK_MEAN } from '../threshold-bot';
import { columnCompletingPosition, columnPairValue, equalInColumn } from '../view-helpers';
import { type EnderRisk, enderRisk, gridAfterMove } from './ender-risk';

/** A column the move touches: the value of its pair, and how many cards of it are unseen. */
export interface ColumnPair {
  readonly value: number;
  readonly unseen: number;
}

/**
 * A column in reach after a move: two equal face-up cards of `value` and a third card in play
 * beside them (`beside`, its value; `null` when nobody knows it), `unseen` cards of `value` left.
 */
export interface ColumnInReach {
  readonly column: number;
  readonly value: number;
  readonly beside: number | null;
  readonly unseen: number;
}

/** The next seat a move hands the card completing one of its columns (R4.1, R3.1). */
export interface FedColumn {
  readonly seat: number;
  readonly value: number;
  /** What that seat's round score loses by it: the column's two cards and the card it replaces. */
  readonly gain: number;
}

/**
 * What one move does, measured from the seat's player view only (R8): the numbers the reasons of
 * a hint or a review show and weigh.
 */
export interface MoveFacts {
  readonly action: Action;
  /** The mean of the cards the seat has not seen: what a face-down card is worth on average. */
  readonly mean: number;
  /**
   * The expected change of the seat's grid sum now, a face-down card at `mean`, a completed
   * column's cards removed; for a draw, the mean over the next card of its best such change
   * (discarding it and turning a card changes nothing).
   */
  readonly points: number;
  /** The points of `points` a completed column takes away (its three cards), else 0. */
  readonly columnPoints: number;
  /** The card laid in the grid (the discard top or the drawn card), if any. */
  readonly placed: number | null;
  /** The card it covers: a face-up value, `null` for a face-down card; `undefined` when none. */
  readonly covered: number | null | undefined;
  /** The value of a column of three it completes (R4.1). */
  readonly completes: number | null;
  /** A pair it starts: the placed card joins one equal face-up card of its column. */
  readonly builds: ColumnPair | null;
  /** A pair of face-up cards of a column it breaks up. */
  readonly breaks: ColumnPair | null;
  /** A pair of its column whose third card it lowers: the card a third equal card would clear. */
  readonly coversBeside: { readonly value: number; readonly card: number } | null;
  /** A pair above (or beside) the face-down card it turns: the turned card may complete it. */
  readonly turnsUnderPair: ColumnPair | null;
  /** The columns in reach after it: a pair and a third card that a third equal card would clear. */
  readonly inReach: readonly ColumnInReach[];
  /**
   * What those columns promise, to compare two moves by: for each, the points its clearing takes
   * away (the pair and the card beside it, a face-down card at `mean`; nothing when that is no
   * gain), weighed by
   * `unseen / (unseen + 2)`: more cards that could clear it, more likely it clears; none, never.
   */
  readonly reach: number;
  /** What ending the round with it risks (R5.3), when it ends the round (R5.1). */
  readonly risk: EnderRisk | null;
  /** The next seat it hands a column, if any. */
  readonly fed: FedColumn | null;
  /** The seat's face-down cards after it. */
  readonly faceDown: number;
  /** For a draw: the highest card worth keeping and the chance the next card is at most that. */
  readonly draw: { readonly atMost: number; readonly chance: number } | null;
}

/** The card `action` lays in the seat's grid, if any. */
function placedCard(view: PlayerView, action: Action): number | null {
  if (action.t === 'take-discard') return view.discardPile.at(-1)!;
  if (action.t === 'draw-swap') return view.drawn;
  return null;
}

/** The expected change of the grid sum when `card` goes to `pos` (null: the card there is turned). */
function placementChange(view: PlayerView, pos: number, card: number | null, mean: number): number {
  const grid = view.grids[view.seat]!;
  return expectedScore(gridAfter(grid, pos, card), mean) - expectedScore(grid, mean);
}

/** The best immediate change `card` allows the seat: kept where it lowers its grid most, or discarded (0). */
export function bestUse(view: PlayerView, card: number, mean: number): number {
  const grid = view.grids[view.seat]!;
  let best = 0;
  grid.forEach((slot, pos) => {
    if (slot !== null) best = Math.min(best, placementChange(view, pos, card, mean));
  });
  return best;
}

/** The draw's facts: the mean of its best immediate use over the next card, and a low card's chance. */
function drawFacts(view: PlayerView, mean: number): Pick<MoveFacts, 'points' | 'draw'> {
  const pool = nextDrawPool(view);
  const size = poolSize(pool);
  if (size === 0) return { points: 0, draw: null };
  let points = 0;
  let atMost = MIN_CARD - 1;
  for (let card = MIN_CARD; card <= MAX_CARD; card++) {
    const count = countOf(pool, card);
    const use = bestUse(view, card, mean);
    if (use < 0) atMost = card;
    points += (count / size) * use;
  }
  let below = 0;
  for (let card = MIN_CARD; card <= atMost; card++) below += countOf(pool, card);
  return { points, draw: atMost < MIN_CARD ? null : { atMost, chance: below / size } };
}

/** A pair of `value`s, with how many cards of that value the seat has not seen. */
function pairOf(view: PlayerView, value: number): ColumnPair {
  return { value, unseen: countOf(view.unseen, value) };
}

/** The next seat fed a column by `action`, with what it gains. */
function fedColumn(view: PlayerView, action: Action, mean: number): FedColumn | null {
  const seat = fedSeat(view, action);
  const value = discardedCard(view, action);
  if (seat === null || value === null) return null;
  const grid = view.grids[seat]!;
  const pos = columnCompletingPosition(grid, value)!;
  const third = grid[pos]!;
  return { seat, value, gain: 2 * value + (third.up ? third.card! : mean) };
}

/** The columns in reach in `grid` (see `ColumnInReach`); a card turned up unknown counts as unknown. */
function columnsInReach(view: PlayerView, grid: Grid): ColumnInReach[] {
  const columns: ColumnInReach[] = [];
  for (let column = 0; column < COLUMNS; column++) {
    const slots = columnPositions(column).map((pos) => grid[pos]);
    if (slots.some((slot) => slot === null || slot === undefined)) continue;
    for (let odd = 0; odd < slots.length; odd++) {
      const pair = slots.filter((_, i) => i !== odd);
      const value = pair[0]!.card;
      const third = slots[odd]!;
      if (!pair.every((slot) => slot!.up && slot!.card !== null && slot!.card === value)) continue;
      if (third.card === value) continue;
      columns.push({
        column,
        value: value!,
        beside: third.up ? third.card : null,
        unseen: countOf(view.unseen, value!),
      });
      break;
    }
  }
  return columns;
}

/** What `columns` promise (see `MoveFacts.reach`). */
function reachOf(columns: readonly ColumnInReach[], mean: number): number {
  return columns.reduce(
    (sum, { value, beside, unseen }) =>
      sum + (unseen / (unseen + 2)) * Math.max(0, 2 * value + (beside ?? mean)),
    0,
  );
}

/** The facts already measured in each view (a view is never changed: a new position is a new view). */
const measured = new WeakMap<PlayerView, Map<string, MoveFacts>>();

/** The facts of `action` for `view.seat` (see `MoveFacts`), measured once per view and move. */
export function moveFacts(view: PlayerView, action: Action): MoveFacts {
  let known = measured.get(view);
  if (known === undefined) measured.set(view, (known = new Map()));
  const key = JSON.stringify(action);
  const facts = known.get(key) ?? measureMove(view, action);
  known.set(key, facts);
  return facts;
}

/** The facts of `action` for `view.seat`, measured (see `MoveFacts`). */
function measureMove(view: PlayerView, action: Action): MoveFacts {
  const mean = poolMean(view.unseen, DECK_MEAN);
  const grid = view.grids[view.seat]!;
  const now = columnsInReach(view, grid);
  const base = {
    action,
    mean,
    points: 0,
    columnPoints: 0,
    placed: null,
    covered: undefined,
    completes: null,
    builds: null,
    breaks: null,
    turnsUnderPair: null,
    coversBeside: null,
    inReach: now,
    reach: reachOf(now, mean),
    risk: null,
    fed: null,
    faceDown: faceDownCount(grid),
    draw: null,
  } satisfies MoveFacts;
  if (action.t === 'draw') return { ...base, ...drawFacts(view, mean) };
  const slot = grid[action.pos]!;
  const placed = placedCard(view, action);
  const after = gridAfterMove(view, action);
  const faceDown = after === null ? base.faceDown - (slot.up ? 0 : 1) : faceDownCount(after);
  const inReach = after === null ? now : columnsInReach(view, after);
  const common = {
    ...base,
    inReach,
    reach: reachOf(inReach, mean),
    faceDown,
    risk: enderRisk(view, action),
    fed: fedColumn(view, action, mean),
  };
  if (placed === null) {
    const pair = columnPairValue(grid, action.pos);
    return {
      ...common,
      turnsUnderPair: pair === null ? null : pairOf(view, pair),
    };
  }
  const completes = gridAfter(grid, action.pos, placed)[action.pos] === null ? placed : null;
  const brokenValue =
    slot.up && slot.card !== placed && equalInColumn(grid, action.pos, slot.card!) > 0
      ? slot.card!
      : null;
  const besidePair = columnPairValue(grid, action.pos);
  return {
    ...common,
    points: placementChange(view, action.pos, placed, mean),
    coversBeside:
      besidePair !== null && completes === null && slot.up && slot.card! > placed
        ? { value: besidePair, card: slot.card! }
        : null,
    columnPoints: completes === null ? 0 : 3 * completes,
    placed,
    covered: slot.up ? slot.card : null,
    completes,
    builds:
      completes === null && equalInColumn(grid, action.pos, placed) === 1
        ? pairOf(view, placed)
        : null,
    breaks: brokenValue === null ? null : pairOf(view, brokenValue),
  };
}
