import { type Action, gridShape, type PlayerView } from '../../engine';
import { chanceAtMost, countOf, nextDrawPool } from '../card-pools';
import { opponentEstimates } from '../ender-guard';
import type { HintReason } from '../hint-types';
import { linePairValue } from '../view-helpers';
import { type DecidingFactor, decidingFactor, SAFE_ENDING_CHANCE } from './deciding-factor';
import { bestUse, type LineInReach, type MoveFacts, moveFacts, promise } from './move-facts';

/** The most reasons one move lists. */
export const MAX_REASONS = 4;

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
const percent = (chance: number): number => Math.round(100 * chance);

/** A move the reasons are told against: another move and how far behind the first it is. */
export interface Rival {
  readonly action: Action;
  /**
   * The rival minus the move, in points per round (the judge's paired difference): positive when
   * the move is the better one.
   */
  readonly difference: number;
}

/** The chance that a card drawn from `pool` is lower than `card`. */
const chanceBelow = (pool: readonly number[], card: number): number => chanceAtMost(pool, card - 1);

/** What the grid holds right after the move, in words: the card it covers, turns or keeps. */
function placementReason(view: PlayerView, facts: MoveFacts): HintReason | null {
  const { action } = facts;
  if (action.t === 'draw') {
    const draw = facts.draw;
    return draw === null
      ? null
      : {
          code: 'draw-at-most-chance',
          values: { atMost: draw.atMost, percent: percent(draw.chance) },
        };
  }
  if (facts.completes !== null)
    return { code: 'completes-column', values: { value: facts.completes } };
  const expected = oneDecimal(facts.mean);
  if (facts.placed === null) {
    if (action.t === 'draw-discard' && bestUse(view, view.drawn!, facts.mean) >= 0)
      return { code: 'nowhere-to-keep', values: { card: view.drawn!, expected } };
    return { code: 'reveals-card', values: { expected } };
  }
  const from = facts.covered;
  if (from === null || from === undefined)
    return { code: 'replaces-face-down', values: { placed: facts.placed, expected } };
  if (from === facts.placed) return { code: 'keeps-grid', values: { value: from } };
  return from > facts.placed
    ? { code: 'replaces-card', values: { from, to: facts.placed, count: from - facts.placed } }
    : { code: 'raises-card', values: { from, to: facts.placed, count: facts.placed - from } };
}

/** What ending the round with the move means: a likely penalty, or going out lowest. */
function endingReason(view: PlayerView, facts: MoveFacts): HintReason | null {
  const risk = facts.risk;
  if (risk === null) return null;
  const values = {
    percent: percent(risk.chance),
    score: Math.round(risk.score),
  };
  if (risk.chance <= SAFE_ENDING_CHANCE)
    return {
      code: 'goes-out-lowest',
      values: {
        ...values,
        nextLowest: oneDecimal(Math.min(...opponentEstimates(view, facts.mean))),
      },
    };
  return {
    code: 'going-out-risks-doubling',
    values: { ...values, penalised: Math.round(risk.penalised) },
  };
}

/** The pairs a move keeps waiting for: the one above a card it turns, or those a draw may complete. */
function waitingPairs(view: PlayerView, facts: MoveFacts): HintReason[] {
  if (facts.turnsUnderPair !== null) {
    const { value, unseen } = facts.turnsUnderPair;
    return [{ code: 'unseen-of-value', values: { value, count: unseen } }];
  }
  if (facts.action.t !== 'draw') return [];
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const wanted = new Set<number>();
  grid.forEach((slot, pos) => {
    const pair = slot === null || slot.up ? null : linePairValue(shape, grid, pos);
    if (pair !== null) wanted.add(pair);
  });
  const pool = nextDrawPool(view);
  return [...wanted]
    .filter((value) => countOf(pool, value) > 0)
    .map((value) => ({ code: 'unseen-of-value', values: { value, count: countOf(pool, value) } }));
}

/**
 * The reasons of one move on its own, most telling first: what ending the round means, a column
 * it completes, a column it hands the next seat, a pair it breaks or starts, what the grid holds
 * right after it, the unseen cards a pair waits for, and the last turn.
 */
function ownReasons(view: PlayerView, facts: MoveFacts): HintReason[] {
  const reasons: (HintReason | null)[] = [endingReason(view, facts)];
  if (facts.fed !== null)
    reasons.push({
      code: 'feeds-opponent-column',
      values: { seat: facts.fed.seat, value: facts.fed.value },
    });
  // A pair of cards worth nothing or less is no loss to break up and no gain to start.
  if (facts.breaks !== null && facts.breaks.value > 0)
    reasons.push({ code: 'breaks-column', values: { value: facts.breaks.value } });
  if (facts.builds !== null && facts.builds.value > 0)
    reasons.push({
      code: 'builds-column',
      values: { value: facts.builds.value, unseen: facts.builds.unseen },
    });
  reasons.push(placementReason(view, facts), ...waitingPairs(view, facts));
  if (view.ender !== null) reasons.push({ code: 'final-turn', values: {} });
  return reasons.filter((reason): reason is HintReason => reason !== null);
}

/**
 * Why `better` leaves more in reach than `worse`, naming the column that makes the most of it: a
 * pair `worse` breaks up, a pair `better` starts, or a high card `better` leaves beside a pair
 * (a third equal card clears it with them) where `worse` lowers it.
 */
function reachReason(better: MoveFacts, worse: MoveFacts): HintReason {
  const theirs = (line: LineInReach): LineInReach | undefined =>
    worse.inReach.find((other) => other.line === line.line && other.value === line.value);
  const gain = (column: LineInReach): number => {
    const other = theirs(column);
    return promise(column, better.mean) - (other === undefined ? 0 : promise(other, better.mean));
  };
  const column = better.inReach.reduce((a, b) => (gain(b) > gain(a) ? b : a));
  const { value, unseen, beside } = column;
  if (theirs(column) !== undefined && beside !== null)
    return { code: 'clears-beside-pair', values: { value, card: beside, count: unseen } };
  if (better.builds?.value === value && worse.breaks?.value !== value)
    return { code: 'builds-column', values: { value, unseen } };
  return { code: 'keeps-pair', values: { value, count: unseen } };
}

/** The reason naming `factor` for the better move of two (`better`, `difference` ahead of `worse`). */
function betterReason(
  view: PlayerView,
  factor: DecidingFactor,
  better: MoveFacts,
  worse: MoveFacts,
  difference: number,
): HintReason | null {
  switch (factor) {
    case 'penalty': {
      const risk = worse.risk!;
      if (better.risk !== null) return endingReason(view, better);
      return {
        code: 'avoids-ending',
        values: {
          percent: percent(risk.chance),
          score: Math.round(risk.score),
          penalised: Math.round(risk.penalised),
        },
      };
    }
    case 'going-out':
    case 'column':
      return factor === 'column'
        ? { code: 'completes-column', values: { value: better.completes! } }
        : endingReason(view, better);
    case 'feed':
      return {
        code: 'denies-opponent-column',
        values: { seat: worse.fed!.seat, value: worse.fed!.value },
      };
    case 'pair':
      return reachReason(better, worse);
    case 'face-down':
      return {
        code: 'keeps-face-down',
        values: { count: better.faceDown, expected: oneDecimal(better.mean) },
      };
    case 'information':
      return { code: 'turns-unseen-card', values: { expected: oneDecimal(better.mean) } };
    case 'points':
      return placementReason(view, better);
    case 'later':
      return { code: 'pays-off-later', values: { count: oneDecimal(difference) } };
  }
}

/** The reason naming `factor` for the worse move of two (`worse`, `difference` behind `better`). */
function worseReason(
  view: PlayerView,
  factor: DecidingFactor,
  better: MoveFacts,
  worse: MoveFacts,
  difference: number,
): HintReason | null {
  switch (factor) {
    case 'penalty':
      return endingReason(view, worse);
    case 'going-out': {
      const risk = better.risk!;
      return {
        code: 'leaves-round-open',
        values: {
          score: Math.round(risk.score),
          nextLowest: oneDecimal(Math.min(...opponentEstimates(view, better.mean))),
        },
      };
    }
    case 'column':
      return { code: 'misses-column', values: { value: better.completes! } };
    case 'feed':
      return {
        code: 'feeds-opponent-column',
        values: { seat: worse.fed!.seat, value: worse.fed!.value },
      };
    case 'pair':
      if (worse.breaks !== null)
        return { code: 'breaks-column', values: { value: worse.breaks.value } };
      return worse.coversBeside === null
        ? placementReason(view, worse)
        : { code: 'covers-beside-pair', values: worse.coversBeside };
    case 'information':
      return {
        code: 'covers-unseen-card',
        values: {
          placed: worse.placed!,
          percent: percent(chanceBelow(view.unseen, worse.placed!)),
        },
      };
    case 'face-down':
    case 'points':
      return placementReason(view, worse);
    case 'later':
      return { code: 'costs-later', values: { count: oneDecimal(difference) } };
  }
}

/** The reasons that name no factor, only the search's difference over the turns still to play. */
const VAGUE = new Set<string>(['pays-off-later', 'costs-later']);

/** Reasons that state how many cards of a value are still unseen. */
const COUNTS_OF_VALUE = new Set<string>([
  'builds-column',
  'keeps-pair',
  'clears-beside-pair',
  'unseen-of-value',
]);

/**
 * Whether two reasons say the same: one count of one value, or one code (a move's reasons hold one
 * reason of each other code; a second, against another rival, would only repeat it).
 */
function sameReason(a: HintReason, b: HintReason): boolean {
  if (COUNTS_OF_VALUE.has(a.code) && COUNTS_OF_VALUE.has(b.code))
    return a.values.value === b.values.value;
  return a.code === b.code;
}

/** `reasons` without repeats, at most `MAX_REASONS`. */
function distinct(reasons: readonly (HintReason | null)[]): HintReason[] {
  const kept: HintReason[] = [];
  for (const reason of reasons)
    if (reason !== null && !kept.some((other) => sameReason(other, reason))) kept.push(reason);
  return kept.slice(0, MAX_REASONS);
}

/**
 * The reasons a player understands for `action` in `view` on its own (see `HINT_REASON_CODES`),
 * from the seat's player view only (R8): what ending the round risks, a column completed, broken
 * or handed to the next seat, what the grid holds right after it, the unseen cards it waits for.
 */
export function hintReasons(view: PlayerView, action: Action): HintReason[] {
  return distinct(ownReasons(view, moveFacts(view, action)));
}

/**
 * The reasons of `action` told against `rivals` (the moves it is weighed against, the most telling
 * first): for each rival, the reason naming the factor that decides between them
 * (`decidingFactor`) — for a better move what makes it better, for a worse one what makes it worse
 * — those naming a factor before those naming none; then the move's own reasons; no reason twice,
 * at most `MAX_REASONS`.
 */
export function comparedReasons(
  view: PlayerView,
  action: Action,
  rivals: readonly Rival[],
): HintReason[] {
  const facts = moveFacts(view, action);
  const seats = view.grids.length;
  const deciding = rivals.map(({ action: other, difference }) => {
    const rival = moveFacts(view, other);
    return difference >= 0
      ? betterReason(
          view,
          decidingFactor(facts, rival, difference, seats),
          facts,
          rival,
          difference,
        )
      : worseReason(
          view,
          decidingFactor(rival, facts, -difference, seats),
          rival,
          facts,
          -difference,
        );
  });
  // A difference no factor accounts for says less than a factor named: it comes after them.
  const named = deciding.filter((reason) => reason !== null && !VAGUE.has(reason.code));
  const vague = deciding.filter((reason) => reason !== null && VAGUE.has(reason.code));
  return distinct([...named, ...vague, ...ownReasons(view, facts)]);
}
