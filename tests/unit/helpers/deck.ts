import {
  type Card,
  CARD_COUNTS,
  CARD_KINDS,
  MIN_CARD,
  OFFICIAL_SHAPE,
  orderedDeck,
} from '../../../src/engine';

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;

/** What a test fixes about a deal; every other card of R1.1 follows in ascending order. */
export interface DeckLayout {
  /** Each seat's 12 cards by grid position (`pos = column * 3 + row`). */
  readonly grids: readonly (readonly Card[])[];
  /** The first card of the discard pile (R2.2). */
  readonly discard: Card;
  /** The top cards of the draw pile, the first drawn first. */
  readonly draws?: readonly Card[];
}

/**
 * A 150-card deck in dealing order (GAME-RECORD.md): `deck[12*i + k]` is seat i's card at
 * position k, `deck[12n]` the first discard, `deck[12n + 1]` the top of the draw pile. Throws if the
 * layout needs more cards of a value than R1.1 has.
 */
export function stackedDeck(layout: DeckLayout): Card[] {
  for (const [seat, grid] of layout.grids.entries()) {
    if (grid.length !== GRID_SIZE) throw new Error(`seat ${seat}'s grid has ${grid.length} cards`);
  }
  const fixed = [...layout.grids.flat(), layout.discard, ...(layout.draws ?? [])];
  return [...fixed, ...cardsLeftAfter(fixed)];
}

/** The cards of R1.1 not in `used`, in ascending order; throws if `used` is not a sub-multiset. */
export function cardsLeftAfter(used: readonly Card[]): Card[] {
  const left = CARD_COUNTS.slice();
  for (const card of used) {
    const kind = card - MIN_CARD;
    if (!(kind >= 0 && kind < CARD_KINDS) || left[kind]! === 0) {
      throw new Error(`the layout uses more cards of value ${card} than the deck holds`);
    }
    left[kind]!--;
  }
  return orderedDeck().filter((card) => left[card - MIN_CARD]!-- > 0);
}

/**
 * A grid written as it lies on the table (GAME-RECORD.md "Grid positions"): three rows of four
 * cards, returned in position order.
 */
export function gridOfRows(
  top: readonly Card[],
  middle: readonly Card[],
  bottom: readonly Card[],
): Card[] {
  const rows = [top, middle, bottom];
  return Array.from({ length: GRID_SIZE }, (_, pos) => rows[pos % 3]![Math.floor(pos / 3)]!);
}
