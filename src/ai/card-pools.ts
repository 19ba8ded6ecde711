import { CARD_KINDS, MIN_CARD, type PlayerView } from '../engine';

/** Counts per card value (index `value + 2`) of a multiset of cards. */
export type CardCounts = readonly number[];

/** How many cards a multiset holds. */
export function poolSize(counts: CardCounts): number {
  let size = 0;
  for (const count of counts) size += count;
  return size;
}

/** The mean value of a multiset of cards; `fallback` when it is empty. */
export function poolMean(counts: CardCounts, fallback = 0): number {
  let size = 0;
  let sum = 0;
  for (let kind = 0; kind < CARD_KINDS; kind++) {
    size += counts[kind]!;
    sum += counts[kind]! * (kind + MIN_CARD);
  }
  return size === 0 ? fallback : sum / size;
}

/** The chance that a card drawn uniformly from `counts` is at most `value` (0 when empty). */
export function chanceAtMost(counts: CardCounts, value: number): number {
  const size = poolSize(counts);
  if (size === 0) return 0;
  let below = 0;
  for (let kind = 0; kind < CARD_KINDS && kind + MIN_CARD <= value; kind++) below += counts[kind]!;
  return below / size;
}

/** How many cards of `value` a multiset holds. */
export function countOf(counts: CardCounts, value: number): number {
  return counts[value - MIN_CARD] ?? 0;
}

/** The cards every face-down card may be (R8.1): the seat's unseen cards, counted exactly. */
export function faceDownPool(view: PlayerView): CardCounts {
  return view.unseen;
}

/**
 * The cards the next draw may be (R8.1, R6.1): after a reshuffle the known draw pile; when the
 * draw pile is empty, the discard pile under its top (it is about to be reshuffled); else every
 * unseen card.
 */
export function nextDrawPool(view: PlayerView): CardCounts {
  if (view.drawPileSize === 0) {
    const counts = new Array<number>(CARD_KINDS).fill(0);
    for (const card of view.discardPile.slice(0, -1)) counts[card - MIN_CARD]!++;
    return counts;
  }
  return view.drawPileKnown ?? view.unseen;
}
