import {
  type Action,
  enderPenaltyOf,
  gridShape,
  type LineKind,
  type PlayerView,
} from '../../engine';
import { chanceAtMost, countOf, faceDownPool, nextDrawPool, poolMean } from '../card-pools';
import { discardedCard, fedLine } from '../column-feeding';
import { endsRound, opponentEstimates, safeToGoOut } from '../ender-guard';
import { expectedScore, gridAfter } from '../grid-estimate';
import { HARD_GUARD_MARGIN } from '../hard-bot';
import type { HintReason, HintReasonCode } from '../hint-types';
import { DECK_MEAN } from '../threshold-bot';
import { linePairValue, mostEqualLine } from '../view-helpers';

/** The reason codes of a line of each kind (R4.1, R9.3). */
type ByKind = Readonly<Record<LineKind, HintReasonCode>>;
const COMPLETES: ByKind = { column: 'completes-column', row: 'completes-row' };
const BUILDS: ByKind = { column: 'builds-column', row: 'builds-row' };
const BREAKS: ByKind = { column: 'breaks-column', row: 'breaks-row' };
const FEEDS: ByKind = { column: 'feeds-opponent-column', row: 'feeds-opponent-row' };

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * The reasons a player understands for `action` in `view` (see `HINT_REASON_CODES`): what it does
 * to the grid and its lines (columns, and rows where they clear: R9.3), what it risks at the end
 * of the round, what it hands the next player, and the counts of unseen cards behind it (R8.1).
 */
export function hintReasons(view: PlayerView, action: Action): HintReason[] {
  const mean = poolMean(faceDownPool(view), DECK_MEAN);
  const reasons: HintReason[] = [];
  if (view.ender !== null) reasons.push({ code: 'final-turn', values: {} });
  if (action.t === 'draw') {
    reasons.push(...drawReasons(view, mean));
    return reasons;
  }
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const slot = grid[action.pos]!;
  if (action.t === 'reveal' || action.t === 'draw-discard') {
    reasons.push({ code: 'reveals-card', values: { expected: oneDecimal(mean) } });
    const pair = linePairValue(shape, grid, action.pos);
    if (pair !== null)
      reasons.push({
        code: 'unseen-of-value',
        values: { value: pair, count: countOf(view.unseen, pair) },
      });
  } else {
    const card = action.t === 'take-discard' ? view.discardPile.at(-1)! : view.drawn!;
    reasons.push(...placingReasons(view, action.pos, card, mean));
    if (slot.up && slot.card === card) {
      reasons.push({ code: 'keeps-grid', values: { value: card } });
    } else if (slot.up) {
      reasons.push({ code: 'replaces-card', values: { from: slot.card!, to: card } });
      const pair = mostEqualLine(shape, grid, action.pos, slot.card!);
      if (pair !== null && slot.card !== card)
        reasons.push({ code: BREAKS[pair.line.kind], values: { value: slot.card! } });
    } else {
      reasons.push({
        code: 'replaces-face-down',
        values: { placed: card, expected: oneDecimal(mean) },
      });
    }
  }
  const fed = fedLine(view, action);
  if (fed !== null)
    reasons.push({
      code: FEEDS[fed.kind],
      values: { seat: fed.seat, value: discardedCard(view, action)! },
    });
  reasons.push(...endingReasons(view, action, mean));
  return reasons;
}

function placingReasons(view: PlayerView, pos: number, card: number, mean: number): HintReason[] {
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const after = gridAfter(shape, grid, pos, card);
  if (after[pos] === null) {
    const removed = shape.linesThrough[pos]!.find((line) =>
      line.positions.every((at) => after[at] === null),
    )!;
    return [{ code: COMPLETES[removed.kind], values: { value: card } }];
  }
  const joined = mostEqualLine(shape, grid, pos, card);
  if (joined?.count === 1 && card > mean - 2)
    return [
      {
        code: BUILDS[joined.line.kind],
        values: { value: card, unseen: countOf(view.unseen, card) },
      },
    ];
  return [];
}

function drawReasons(view: PlayerView, mean: number): HintReason[] {
  const pool = nextDrawPool(view);
  const top = view.discardPile.at(-1)!;
  const reasons: HintReason[] = [];
  const atMost = Math.min(top - 1, Math.floor(mean - 2));
  if (atMost >= -2)
    reasons.push({
      code: 'draw-at-most-chance',
      values: { atMost, percent: Math.round(100 * chanceAtMost(pool, atMost)) },
    });
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const wanted = new Set<number>();
  grid.forEach((slot, pos) => {
    const pair = slot === null || slot.up ? null : linePairValue(shape, grid, pos);
    if (pair !== null) wanted.add(pair);
  });
  for (const value of wanted)
    reasons.push({ code: 'unseen-of-value', values: { value, count: countOf(pool, value) } });
  return reasons;
}

function endingReasons(view: PlayerView, action: Action, mean: number): HintReason[] {
  if (action.t === 'draw' || action.t === 'reveal') return [];
  const grid = view.grids[view.seat]!;
  const card =
    action.t === 'draw-discard'
      ? null
      : action.t === 'take-discard'
        ? view.discardPile.at(-1)!
        : view.drawn;
  const after = gridAfter(gridShape(view.rules), grid, action.pos, card);
  if (!endsRound(view, after)) return [];
  const score = expectedScore(after, mean);
  const nextLowest = Math.min(...opponentEstimates(view, mean));
  if (safeToGoOut(view, score, mean, HARD_GUARD_MARGIN))
    return [
      {
        code: 'goes-out-lowest',
        values: { score: oneDecimal(score), nextLowest: oneDecimal(nextLowest) },
      },
    ];
  const { multiplier, flat } = enderPenaltyOf(view.rules);
  const code =
    multiplier === 2 && flat === 0 ? 'going-out-risks-doubling' : 'going-out-risks-penalty';
  return [{ code, values: { needBelow: Math.round(nextLowest) } }];
}
