import type { HintReason } from '../ai';
import { countOf, poolMean, poolSize } from '../ai/card-pools';
import { type Action, gridShape, MIN_CARD, type PlayerView } from '../engine';
import { equalInLines, linePairValue } from '../ai/view-helpers';

/**
 * What card counting tells (R8.1), as stable codes the UI translates, each naming its values:
 * - `unseen-of-value` {value, count}: `count` cards of `value` are still unseen
 * - `unseen-mean` {mean, count}: the `count` unseen cards are worth `mean` on average
 * - `unseen-at-least` {value, count}: `count` unseen cards are `value` or higher
 * - `draw-pile-known` {size}: the draw pile was reshuffled; its `size` cards are known as a set
 */
export const CARD_FACT_CODES = [
  'unseen-of-value',
  'unseen-mean',
  'unseen-at-least',
  'draw-pile-known',
] as const;

/** A stable code of a card-counting fact (see `CARD_FACT_CODES`). */
export type CardFactCode = (typeof CARD_FACT_CODES)[number];

/** One card-counting fact, with the numbers its sentence shows. */
export interface CardFact {
  readonly code: CardFactCode;
  readonly values: Readonly<Record<string, number>>;
}

/** High cards: the facts count the unseen cards of this value or more. */
const HIGH_CARD = 10;

/** The most facts a decision lists. */
const MAX_FACTS = 4;

/** The card a move lays in the grid, if it lays one (the discard top or the drawn card). */
function placedCard(view: PlayerView, action: Action): number | null {
  if (action.t === 'take-discard') return view.discardPile.at(-1)!;
  if (action.t === 'draw-swap') return view.drawn;
  return null;
}

/** Whether a move lays a card over a face-down card or turns one. */
function touchesFaceDown(view: PlayerView, action: Action): boolean {
  if (action.t === 'draw') return false;
  return view.grids[view.seat]![action.pos]?.up === false;
}

/**
 * The value of a line the move builds on (R9.3): a pair it joins, or the cards waiting for the
 * card it turns.
 */
function columnValue(view: PlayerView, action: Action): number | null {
  if (action.t === 'draw') return null;
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const placed = placedCard(view, action);
  if (placed !== null && equalInLines(shape, grid, action.pos, placed) > 0) return placed;
  if (touchesFaceDown(view, action)) return linePairValue(shape, grid, action.pos);
  return null;
}

/**
 * The card-counting facts behind choosing between `played` and `best` (or behind `played` alone
 * when it was the best, `best` null) in `view`: how many cards are left of a value a column is
 * waiting for, what a face-down card is worth and how many high cards are out there, and whether
 * the draw pile is known after a reshuffle (a draw's chances are the hint's own reason). At most
 * `MAX_FACTS`.
 */
export function cardFacts(view: PlayerView, played: Action, best: Action | null): CardFact[] {
  const moves = best === null ? [played] : [played, best];
  const facts: CardFact[] = [];
  const values = new Set<number>();
  for (const move of moves) {
    const value = columnValue(view, move);
    if (value !== null) values.add(value);
  }
  for (const value of values)
    facts.push({ code: 'unseen-of-value', values: { value, count: countOf(view.unseen, value) } });
  if (moves.some((move) => touchesFaceDown(view, move))) {
    facts.push({
      code: 'unseen-mean',
      values: {
        mean: Math.round(poolMean(view.unseen) * 10) / 10,
        count: poolSize(view.unseen),
      },
    });
    const high = view.unseen.reduce(
      (sum, count, kind) => (kind + MIN_CARD >= HIGH_CARD ? sum + count : sum),
      0,
    );
    facts.push({ code: 'unseen-at-least', values: { value: HIGH_CARD, count: high } });
  }
  if (view.drawPileKnown !== null && moves.some((move) => move.t === 'draw'))
    facts.push({ code: 'draw-pile-known', values: { size: view.drawPileSize } });
  return facts.slice(0, MAX_FACTS);
}

/** Reasons that state how many cards of a value are still unseen (`value`). */
const COUNTING_REASONS = new Set<string>([
  'builds-column',
  'keeps-pair',
  'clears-beside-pair',
  'unseen-of-value',
]);

/** Reasons that state what a face-down card is worth on average (`expected`). */
const MEAN_REASONS = new Set<string>([
  'replaces-face-down',
  'reveals-card',
  'keeps-face-down',
  'nowhere-to-keep',
  'gains-more-now',
]);

/** Whether one of `reasons` already states `fact`. */
function stated(fact: CardFact, reasons: readonly HintReason[]): boolean {
  switch (fact.code) {
    case 'unseen-of-value':
      return reasons.some(
        (reason) => COUNTING_REASONS.has(reason.code) && reason.values.value === fact.values.value,
      );
    case 'unseen-mean':
      return reasons.some(
        (reason) => MEAN_REASONS.has(reason.code) && reason.values.expected === fact.values.mean,
      );
    default:
      return false;
  }
}

/** `facts` without those one of `reasons` states already: no fact is listed twice. */
export function withoutStated(
  facts: readonly CardFact[],
  reasons: readonly HintReason[],
): CardFact[] {
  return facts.filter((fact) => !stated(fact, reasons));
}
