import { type Action, gridShape, type PlayerView } from '../../engine';
import { chanceAtMost, countOf, faceDownPool, nextDrawPool, poolMean } from '../card-pools';
import { discardedCard, fedSeat } from '../column-feeding';
import { endsRound, opponentEstimates, safeToGoOut } from '../ender-guard';
import { expectedScore, gridAfter } from '../grid-estimate';
import { HARD_GUARD_MARGIN } from '../hard-bot';
import type { HintReason } from '../hint-types';
import { DECK_MEAN } from '../threshold-bot';
import { equalInLines, linePairValue } from '../view-helpers';

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * The reasons a player understands for `action` in `view` (see `HINT_REASON_CODES`): what it does
 * to the grid and its columns, what it risks at the end of the round, what it hands the next
 * player, and the counts of unseen cards behind it (R8.1).
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
      if (equalInLines(shape, grid, action.pos, slot.card!) > 0 && slot.card !== card)
        reasons.push({ code: 'breaks-column', values: { value: slot.card! } });
    } else {
      reasons.push({
        code: 'replaces-face-down',
        values: { placed: card, expected: oneDecimal(mean) },
      });
    }
  }
  const fed = fedSeat(view, action);
  if (fed !== null)
    reasons.push({
      code: 'feeds-opponent-column',
      values: { seat: fed, value: discardedCard(view, action)! },
    });
  reasons.push(...endingReasons(view, action, mean));
  return reasons;
}

function placingReasons(view: PlayerView, pos: number, card: number, mean: number): HintReason[] {
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  if (gridAfter(shape, grid, pos, card)[pos] === null)
    return [{ code: 'completes-column', values: { value: card } }];
  if (equalInLines(shape, grid, pos, card) === 1 && card > mean - 2)
    return [{ code: 'builds-column', values: { value: card, unseen: countOf(view.unseen, card) } }];
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
  return [{ code: 'going-out-risks-doubling', values: { needBelow: Math.round(nextLowest) } }];
}
