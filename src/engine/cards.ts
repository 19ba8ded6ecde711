/** A card's value: an integer from −2 to 12 (R1.1). */
export type Card = number;

/** A card that may be unknown: `null` stands for a card nobody has seen (public records, R8). */
export type MaybeCard = Card | null;

/** The lowest card value in the deck. */
export const MIN_CARD = -2;

/** The highest card value in the deck. */
export const MAX_CARD = 12;

/** How many distinct card values there are (−2 … 12). */
export const CARD_KINDS = MAX_CARD - MIN_CARD + 1;

/** How many cards of each value the deck holds, indexed by `value - MIN_CARD` (R1.1). */
export const CARD_COUNTS: readonly number[] = Object.freeze([
  5, 10, 15, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
]);

/** The number of cards in the deck (R1.1). */
export const DECK_SIZE = 150;

/** Whether a value is a card of the deck: an integer from −2 to 12 (not `true`, not `"3"`). */
export function isCard(value: unknown): value is Card {
  return Number.isInteger(value) && (value as number) >= MIN_CARD && (value as number) <= MAX_CARD;
}

/** The 150 cards of R1.1 in ascending order. */
export function orderedDeck(): Card[] {
  const deck: Card[] = [];
  CARD_COUNTS.forEach((count, kind) => {
    for (let i = 0; i < count; i++) deck.push(kind + MIN_CARD);
  });
  return deck;
}

/** Counts per value (indexed by `value - MIN_CARD`) of the known cards among `cards`. */
export function countCards(cards: Iterable<MaybeCard>): number[] {
  const counts = new Array<number>(CARD_KINDS).fill(0);
  for (const card of cards) if (card !== null) counts[card - MIN_CARD]!++;
  return counts;
}

/** Whether every count in `part` is at most the matching count in `whole`. */
export function isSubMultiset(part: readonly number[], whole: readonly number[]): boolean {
  return part.every((count, kind) => count <= (whole[kind] ?? 0));
}
