import {
  type Action,
  applyDoubling,
  CARD_KINDS,
  checkLines,
  enderPenaltyOf,
  type Grid,
  type GridShape,
  gridShape,
  MIN_CARD,
  penalisedScore,
  type PlayerView,
  Random,
} from '../../engine';
import { poolMean } from '../card-pools';
import { discardedCard } from '../column-feeding';
import { viewFingerprint } from '../decision-random';
import { endsRound } from '../ender-guard';
import { gridAfter } from '../grid-estimate';
import { DECK_MEAN } from '../threshold-bot';
import { lineCompletedAt } from '../view-helpers';

/** How many ways the unseen cards may lie an ender's risk is estimated over. */
const ENDER_RISK_SAMPLES = 256;

/** What ending the round with a move risks (R5.1, R5.3): estimated from public cards alone. */
export interface EnderRisk {
  /** The share (0 to 1) of the sampled deals in which the ender's score is penalised. */
  readonly chance: number;
  /** The ender's expected round score before any penalty. */
  readonly score: number;
  /** What the ender's expected score, rounded, counts when it is penalised (R5.3, R9.4). */
  readonly penalised: number;
  /** The points the penalty adds on average over every sample (chance × what it adds). */
  readonly expectedPenalty: number;
}

/** A card of a sampled grid: its value and whether its owner has seen it. */
interface SampledSlot {
  card: number;
  known: boolean;
}

/** The grid the seat leaves with `action` (a card turned up by it is of unknown value). */
export function gridAfterMove(view: PlayerView, action: Action): Grid | null {
  if (action.t === 'draw' || view.phase !== 'turns') return null;
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  if (action.t === 'reveal' || action.t === 'draw-discard')
    return gridAfter(shape, grid, action.pos, null);
  const card = action.t === 'take-discard' ? view.discardPile.at(-1)! : view.drawn!;
  return gridAfter(shape, grid, action.pos, card);
}

/** Takes one card of `pool` (counts per kind) at random; the pool loses it. */
function takeFrom(pool: number[], random: Random): number {
  const size = pool.reduce((sum, count) => sum + count, 0);
  let index = size === 0 ? 0 : random.below(size);
  for (let kind = 0; kind < CARD_KINDS; kind++) {
    if (index < pool[kind]!) {
      pool[kind]!--;
      return kind + MIN_CARD;
    }
    index -= pool[kind]!;
  }
  // An empty pool (cannot happen with 150 cards in play): an average card.
  return Math.round(DECK_MEAN);
}

/** The position of `grid` whose card its owner expects highest (a face-down card at `mean`). */
function costliest(grid: (SampledSlot | null)[], mean: number): number | null {
  let best: number | null = null;
  let bestValue = -Infinity;
  grid.forEach((slot, pos) => {
    if (slot === null) return;
    const value = slot.known ? slot.card : mean;
    if (value > bestValue) {
      best = pos;
      bestValue = value;
    }
  });
  return best;
}

/**
 * Where `card` completes a line of `grid` (R9.3): the one card in play of a clearing line that is
 * not a known `card`, when at least two of its positions are in play; or null.
 */
function completing(shape: GridShape, grid: (SampledSlot | null)[], card: number): number | null {
  return lineCompletedAt(shape, grid, (slot) => slot.known && slot.card === card);
}

/**
 * One other seat's last turn (R5.1), as a careful player makes it from what it sees: the discard
 * top when it completes a column or is low (at most the unseen mean) and below its costliest card,
 * else a draw, kept where it completes a column or over its costliest card when lower. Returns the
 * card it leaves on the discard pile.
 */
function lastTurn(
  shape: GridShape,
  grid: (SampledSlot | null)[],
  top: number,
  draw: () => number,
  mean: number,
): number {
  const target = costliest(grid, mean);
  if (target === null) return top;
  const worth = (pos: number): number => (grid[pos]!.known ? grid[pos]!.card : mean);
  const place = (card: number, pos: number): number => {
    const replaced = grid[pos]!.card;
    grid[pos] = { card, known: true };
    return replaced;
  };
  const takeAt = completing(shape, grid, top);
  if (takeAt !== null) return place(top, takeAt);
  if (top <= mean && top < worth(target)) return place(top, target);
  const drawn = draw();
  const drawnAt = completing(shape, grid, drawn);
  if (drawnAt !== null) return place(drawn, drawnAt);
  if (drawn < worth(target)) return place(drawn, target);
  return drawn;
}

/** A grid of sampled cards as the engine's grid, every card face-up. */
function revealed(grid: readonly (SampledSlot | null)[]): Grid {
  return grid.map((slot) => (slot === null ? null : { card: slot.card, up: true }));
}

/**
 * What ending the round with `action` risks for `view.seat` (R5.1–R5.3), or `null` when the move
 * does not end it: over `samples` ways the unseen cards may lie (R8.1: the seat's unseen multiset,
 * and after a reshuffle the known draw pile), each other seat plays its last turn as a careful
 * player would, every grid is turned up and its columns of three removed (R4.5), and the engine
 * says whether the ender's score is penalised. Deterministic: seeded by the position and the move.
 */
export function enderRisk(
  view: PlayerView,
  action: Action,
  samples = ENDER_RISK_SAMPLES,
): EnderRisk | null {
  const after = gridAfterMove(view, action);
  if (after === null || !endsRound(view, after)) return null;
  const move = action.t.length * 64 + ('pos' in action ? action.pos : 0) + 1;
  const random = new Random((viewFingerprint(view) ^ Math.imul(move, 0x9e3779b1)) >>> 0);
  const mean = poolMean(view.unseen, DECK_MEAN);
  const shape = gridShape(view.rules);
  const seats = view.grids.length;
  let penalised = 0;
  let scoreSum = 0;
  let addedSum = 0;
  for (let sample = 0; sample < samples; sample++) {
    const hidden = view.unseen.slice();
    const draws = view.drawPileKnown === null ? hidden : view.drawPileKnown.slice();
    const grids = view.grids.map((grid, seat) =>
      (seat === view.seat ? after : grid).map((slot): SampledSlot | null =>
        slot === null
          ? null
          : slot.card === null
            ? { card: takeFrom(hidden, random), known: slot.up }
            : { card: slot.card, known: true },
      ),
    );
    // The card the move leaves on the discard pile: the drawn card discarded, a replaced card (a
    // face-down one drawn from the unseen cards), or the value of a removed column (R4.3).
    let top = discardedCard(view, action) ?? takeFrom(hidden, random);
    for (let turn = 1; turn < seats; turn++) {
      const seat = (view.seat + turn) % seats;
      top = lastTurn(shape, grids[seat]!, top, () => takeFrom(draws, random), mean);
    }
    // R4.5, R9.3: every card turned up, the lines that then match removed, the rest counted.
    const sums = grids.map((grid) =>
      checkLines(revealed(grid), shape, shape.positions).grid.reduce(
        (sum, slot) => sum + (slot?.card ?? 0),
        0,
      ),
    );
    const { scores, doubled } = applyDoubling(sums, view.seat, view.rules);
    scoreSum += sums[view.seat]!;
    if (doubled) {
      penalised++;
      addedSum += scores[view.seat]! - sums[view.seat]!;
    }
  }
  const score = scoreSum / samples;
  return {
    chance: penalised / samples,
    score,
    penalised: penalisedScore(Math.round(score), enderPenaltyOf(view.rules)),
    expectedPenalty: addedSum / samples,
  };
}
