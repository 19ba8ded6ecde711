import type { CardFace } from './card-sprite';
import type { Callout } from './effects/table-effect';

/** Something on the table a player can choose. */
export type TableTarget =
  | { readonly kind: 'draw' }
  | { readonly kind: 'discard' }
  | { readonly kind: 'drawn' }
  | { readonly kind: 'card'; readonly seat: number; readonly pos: number };

/** A pile on the table. */
export type PileName = 'draw' | 'discard' | 'drawn';

/** Where a card lies in its seat's grids (R9.1, R9.5), each counted from 0. */
export interface CardPlace {
  readonly grid: number;
  /** How many grids the seat has: 2 with dual hands. */
  readonly grids: number;
  readonly column: number;
  readonly row: number;
}

/** The texts the table needs, in the player's language (the view itself knows no language). */
export interface TableLabels {
  drawPile(count: number): string;
  discardPile(top: number | null): string;
  drawn(card: number | 'down'): string;
  /** A card by its place: its grid (of `grids`, R9.5), its column and row, each from 0. */
  card(seat: number, place: CardPlace, face: CardFace): string;
  seat(seat: number, total: number): string;
  /** A seat's grid in words, for seats whose cards are not listed one by one. */
  seatSummary(seat: number, total: number, faceUp: readonly number[], faceDown: number): string;
  /** Said of a seat whose person is away while a computer plays for them. */
  standIn(seat: number): string;
  /** The short text a callout shouts. */
  callout(callout: Callout): string;
}

/** What the table marks for the player to act: choosable places, the keyboard cursor. */
export interface TableMarks {
  /** The seat whose choices are marked, or `null` when nobody at this screen acts. */
  readonly seat: number | null;
  /** Grid positions of `seat` that can be chosen now. */
  readonly positions: readonly number[];
  /** Piles that can be chosen now. */
  readonly piles: readonly PileName[];
  /** The keyboard cursor's grid position, if shown. */
  readonly cursor: number | null;
  /** A pile the current choice started from (taken discard, discarding the drawn card). */
  readonly chosenPile: PileName | null;
}

/** Sound cues of the table's animations (the app plays `win` and `lose` itself). */
export type TableCue =
  | 'deal'
  | 'shuffle'
  | 'draw'
  | 'flip'
  | 'place'
  | 'discard'
  | 'column-clear'
  | 'row-clear'
  | 'final-round'
  | 'round-end'
  | 'count'
  | 'doubled';

/** No marks: nobody at this screen is choosing. */
export const NO_MARKS: TableMarks = {
  seat: null,
  positions: [],
  piles: [],
  cursor: null,
  chosenPile: null,
};
