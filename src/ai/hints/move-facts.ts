import {
  type Action,
  faceDownCount,
  type Grid,
  type GridShape,
  gridShape,
  MAX_CARD,
  MIN_CARD,
  type PlayerView,
} from '../../engine';
import { countOf, nextDrawPool, poolMean, poolSize } from '../card-pools';
import { discardedCard, fedSeat } from '../column-feeding';
import { expectedScore, gridAfter } from '../grid-estimate';
import { DECK_MEAN } from '../threshold-bot';
import { equalInLines, lineCompletingPosition, linePairValue } from '../view-helpers';
import { type EnderRisk, enderRisk, gridAfterMove } from './ender-risk';

/** A column the move touches: the value of its pair, and how many cards of it are unseen. */
export interface ColumnPair {
  readonly value: number;
  readonly unseen: number;
}

/**
 * A line in reach after a move (a column, or a row under R9.3): all its cards in play but one are
 * face-up and equal to `value`, and the one beside them (`beside`, its value; `null` when nobody
 * knows it) is what a further `value` would take the place of; `unseen` cards of `value` are left.
 */
export interface LineInReach {
  /** Its index in the shape's lines. */
  readonly line: number;
  readonly value: number;
  /** How many face-up cards of `value` it holds. */
  readonly count: number;
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
  /** The points of `points` the lines it completes take away (their cards), else 0. */
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
  /** The lines in reach after it: equal cards and one beside them that one more would clear. */
  readonly inReach: readonly LineInReach[];
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
  const after = gridAfter(gridShape(view.rules), grid, pos, card);
  return expectedScore(after, mean) - expectedScore(grid, mean);
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

/** The next seat fed a line by `action`, with what its round score loses by it. */
function fedColumn(view: PlayerView, action: Action, mean: number): FedColumn | null {
  const seat = fedSeat(view, action);
  const value = discardedCard(view, action);
  if (seat === null || value === null) return null;
  const shape = gridShape(view.rules);
  const grid = view.grids[seat]!;
  const pos = lineCompletingPosition(shape, grid, value)!;
  const after = gridAfter(shape, grid, pos, value);
  return { seat, value, gain: expectedScore(grid, mean) - expectedScore(after, mean) };
}

/** The lines in reach in `grid` (see `LineInReach`); a card turned up unknown counts as unknown. */
function linesInReach(view: PlayerView, shape: GridShape, grid: Grid): LineInReach[] {
  const found: LineInReach[] = [];
  shape.lines.forEach((line, index) => {
    const slots = line.positions.flatMap((pos) => (grid[pos] ? [grid[pos]!] : []));
    if (slots.length < 2) return;
    for (let odd = 0; odd < slots.length; odd++) {
      const equal = slots.filter((_, i) => i !== odd);
      const value = equal[0]!.card;
      if (value === null || !equal.every((slot) => slot.up && slot.card === value)) continue;
      const third = slots[odd]!;
      if (third.up && third.card === value) continue;
      found.push({
        line: index,
        value,
        count: equal.length,
        beside: third.up ? third.card : null,
        unseen: countOf(view.unseen, value),
      });
      return;
    }
  });
  return found;
}

/** What a line in reach promises (see `MoveFacts.reach`). */
export function promise(line: LineInReach, mean: number): number {
  return (
    (line.unseen / (line.unseen + 2)) * Math.max(0, line.count * line.value + (line.beside ?? mean))
  );
}

/** What `lines` promise together (see `MoveFacts.reach`). */
function reachOf(lines: readonly LineInReach[], mean: number): number {
  return lines.reduce((sum, line) => sum + promise(line, mean), 0);
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
  const shape = gridShape(view.rules);
  const now = linesInReach(view, shape, grid);
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
  const inReach = after === null ? now : linesInReach(view, shape, after);
  const common = {
    ...base,
    inReach,
    reach: reachOf(inReach, mean),
    faceDown,
    risk: enderRisk(view, action),
    fed: fedColumn(view, action, mean),
  };
  if (placed === null) {
    const pair = linePairValue(shape, grid, action.pos);
    return {
      ...common,
      turnsUnderPair: pair === null ? null : pairOf(view, pair),
    };
  }
  const completes = gridAfter(shape, grid, action.pos, placed)[action.pos] === null ? placed : null;
  const brokenValue =
    slot.up && slot.card !== placed && equalInLines(shape, grid, action.pos, slot.card!) > 0
      ? slot.card!
      : null;
  const besidePair = linePairValue(shape, grid, action.pos);
  const points = placementChange(view, action.pos, placed, mean);
  // What the lines it completes take away: the change had they stayed, less the change made.
  const laid = placed - (slot.up ? slot.card! : mean);
  return {
    ...common,
    points,
    coversBeside:
      besidePair !== null && completes === null && slot.up && slot.card! > placed
        ? { value: besidePair, card: slot.card! }
        : null,
    columnPoints: completes === null ? 0 : laid - points,
    placed,
    covered: slot.up ? slot.card : null,
    completes,
    builds:
      completes === null && equalInLines(shape, grid, action.pos, placed) > 0
        ? pairOf(view, placed)
        : null,
    breaks: brokenValue === null ? null : pairOf(view, brokenValue),
  };
}
