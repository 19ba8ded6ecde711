import { type Action, gridShape, type PlayerView } from '../../engine';
import { chanceAtMost, countOf, nextDrawPool } from '../card-pools';
import { opponentEstimates } from '../ender-guard';
import type { HintReason } from '../hint-types';
import { linePairValue } from '../view-helpers';
import { type DecidingFactor, decidingFactor, SAFE_ENDING_CHANCE } from './deciding-factor';
import { lineValues, type LineSpot } from './line-spots';
import { gainReason } from './points-reason';
import { bestUse, type LineInReach, type MoveFacts, moveFacts, promise } from './move-facts';

/** The most reasons one move lists. */
export const MAX_REASONS = 4;

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
const percent = (chance: number): number => Math.round(100 * chance);

/** The values naming `line` (see `lineValues`); none when the line is unknown. */
const named = (line: LineSpot | null | undefined): Record<string, number> =>
  line === null || line === undefined ? {} : lineValues(line);

/** The reason that the move completes its line (`completes-column`, whatever the line's kind). */
const completesReason = (facts: MoveFacts): HintReason => ({
  code: 'completes-column',
  values: { value: facts.completes!, ...named(facts.completedLine) },
});

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
  if (facts.completes !== null) return completesReason(facts);
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
      values: { seat: facts.fed.seat, value: facts.fed.value, ...named(facts.fed.line) },
    });
  // A pair of cards worth nothing or less is no loss to break up and no gain to start.
  if (facts.breaks !== null && facts.breaks.value > 0)
    reasons.push({
      code: 'breaks-column',
      values: { value: facts.breaks.value, ...named(facts.breaks.line) },
    });
  if (facts.builds !== null && facts.builds.value > 0)
    reasons.push({
      code: 'builds-column',
      values: {
        value: facts.builds.value,
        unseen: facts.builds.unseen,
        ...named(facts.builds.line),
      },
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
  const line = lineValues(column.spot);
  if (theirs(column) !== undefined && beside !== null)
    return { code: 'clears-beside-pair', values: { value, card: beside, count: unseen, ...line } };
  if (better.builds?.value === value && worse.breaks?.value !== value)
    return { code: 'builds-column', values: { value, unseen, ...line } };
  return { code: 'keeps-pair', values: { value, count: unseen, ...line } };
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
      return factor === 'column' ? completesReason(better) : endingReason(view, better);
    case 'feed':
      return {
        code: 'denies-opponent-column',
        values: { seat: worse.fed!.seat, value: worse.fed!.value, ...named(worse.fed!.line) },
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
      // Taking no more off the grid now than the other, the move has nothing on points to tell.
      return gainReason(view, better, worse);
    case 'later':
      // All a draw brings is an unseen card: what the search finds it ahead by comes from them.
      if (better.draw !== null) return placementReason(view, better);
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
      return {
        code: 'misses-column',
        values: { value: better.completes!, ...named(better.completedLine) },
      };
    case 'feed':
      return {
        code: 'feeds-opponent-column',
        values: { seat: worse.fed!.seat, value: worse.fed!.value, ...named(worse.fed!.line) },
      };
    case 'pair': {
      if (worse.breaks !== null)
        return {
          code: 'breaks-column',
          values: { value: worse.breaks.value, ...named(worse.breaks.line) },
        };
      if (worse.coversBeside === null) return placementReason(view, worse);
      const { value, card, line } = worse.coversBeside;
      return { code: 'covers-beside-pair', values: { value, card, ...named(line) } };
    }
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

/** Reasons that say what a placed card changes now, which a `gains-more-now` reason says already. */
const PLACEMENTS = new Set<string>(['replaces-card', 'raises-card', 'replaces-face-down']);

/**
 * Whether two reasons say the same: one count of one value, the points now a placement and a
 * `gains-more-now` both state, or one code (a move's reasons hold one reason of each other code; a
 * second, against another rival, would only repeat it).
 */
function sameReason(a: HintReason, b: HintReason): boolean {
  if (COUNTS_OF_VALUE.has(a.code) && COUNTS_OF_VALUE.has(b.code))
    return a.values.value === b.values.value;
  if (a.code === 'gains-more-now' || b.code === 'gains-more-now')
    return PLACEMENTS.has(a.code) || PLACEMENTS.has(b.code) || a.code === b.code;
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

/** The reason deciding `facts`' move against `rival`, for the better of the two or the worse. */
function decidingReason(view: PlayerView, facts: MoveFacts, rival: Rival): HintReason | null {
  const other = moveFacts(view, rival.action);
  const seats = view.grids.length;
  const { difference } = rival;
  return difference >= 0
    ? betterReason(view, decidingFactor(facts, other, difference, seats), facts, other, difference)
    : worseReason(
        view,
        decidingFactor(other, facts, -difference, seats),
        other,
        facts,
        -difference,
      );
}

/** Whether `reason` names a deciding factor (not only the search's verdict over the turns to play). */
const namesFactor = (reason: HintReason | null): reason is HintReason =>
  reason !== null && !VAGUE.has(reason.code);

/**
 * The reasons of `action` told against `rivals` (the moves it is weighed against, the most telling
 * first): for each rival, the reason naming the factor that decides between them
 * (`decidingFactor`) — for a better move what makes it better, for a worse one what makes it worse
 * — those naming a factor before those naming none; when none of them names a factor, first the
 * reason naming one against the first of `fallbacks` (other moves the search weighed, the next
 * best first) where a factor decides; then the move's own reasons; no reason twice, at most
 * `MAX_REASONS`.
 */
export function comparedReasons(
  view: PlayerView,
  action: Action,
  rivals: readonly Rival[],
  fallbacks: readonly Rival[] = [],
): HintReason[] {
  const facts = moveFacts(view, action);
  const deciding = rivals.map((rival) => decidingReason(view, facts, rival));
  // A difference no factor accounts for says less than a factor named: it comes after them.
  const named = deciding.filter(namesFactor);
  const vague = deciding.filter((reason) => reason !== null && VAGUE.has(reason.code));
  if (named.length === 0)
    for (const fallback of fallbacks.filter((other) => other.difference >= 0)) {
      const reason = decidingReason(view, facts, fallback);
      if (namesFactor(reason)) {
        named.push(reason);
        break;
      }
    }
  return distinct([...named, ...vague, ...ownReasons(view, facts)]);
}
