import { CARD_COUNTS, gridShape, type IllegalReason, MIN_CARD, type Rules } from '../engine';
import * as L from './layout';

/** What an error message may need besides the solver's details. */
export interface ErrorContext {
  /** The round index of a replay error. */
  readonly round: number;
  /** The action that was refused, as given (its seat and position are quoted as they were). */
  readonly action: { readonly p?: unknown; readonly t?: unknown; readonly pos?: unknown } | null;
  /** The schema problem of the encoded record, for ERR_SCHEMA. */
  readonly schemaProblem: string | null;
  /** The record's rules (the messages name the grid's size and the set-up's reveals). */
  readonly rules: Rules;
}

type Entry = {
  readonly reason: IllegalReason | null;
  readonly message: (detail: number, detail2: number, context: ErrorContext) => string;
};

const unknown = (what: string) => `${what} is unknown (null in the record) but is turned up`;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "two cards", "one card", "12 cards": a count of cards in words, as the engine says it. */
const cardsWord = (count: number) =>
  `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'card' : 'cards'}`;

/** A player's set-up reveals in words: "two cards", or "two cards of each grid" (R9.2, R9.5). */
const setupCards = (rules: Rules) =>
  `${cardsWord(rules.setupReveals)}${gridShape(rules).grids > 1 ? ' of each grid' : ''}`;

/**
 * Every solver error code: the engine's reason (`null` for record-level errors) and the engine's
 * message, word for word, built from the solver's details.
 */
const ERRORS: ReadonlyMap<number, Entry> = new Map<number, Entry>([
  [
    L.ERR_UNKNOWN_ACTION,
    {
      reason: 'unknown-action',
      message: (_, __, c) => `there is no action type ${JSON.stringify(c.action?.t)}`,
    },
  ],
  [L.ERR_GAME_OVER, { reason: 'game-over', message: () => 'the game is over' }],
  [L.ERR_ROUND_OVER, { reason: 'round-over', message: () => 'the round is over' }],
  [
    L.ERR_BAD_PLAYER,
    {
      reason: 'bad-player',
      message: (_, __, c) => `there is no seat ${JSON.stringify(c.action?.p)}`,
    },
  ],
  [
    L.ERR_BAD_POSITION,
    {
      reason: 'bad-position',
      message: (_, __, c) =>
        `position ${JSON.stringify(c.action?.pos)} is not a grid position (an integer 0–${gridShape(c.rules).cardsPerSeat - 1})`,
    },
  ],
  [
    L.ERR_SETUP_NOT_FINISHED,
    {
      reason: 'setup-not-finished',
      message: (_, __, c) =>
        `set-up is not finished: every player first turns ${setupCards(c.rules)} up (R2.3)`,
    },
  ],
  [
    L.ERR_ALREADY_REVEALED_TWO,
    {
      reason: 'already-revealed-two',
      message: (_, __, c) =>
        `player ${c.action?.p} has already turned up ${setupCards(c.rules)} in set-up (R2.3)`,
    },
  ],
  [
    L.ERR_ALREADY_REVEALED_IN_GRID,
    {
      reason: 'already-revealed-two',
      message: (grid, _, c) =>
        `player ${c.action?.p} has already turned up ${cardsWord(c.rules.setupReveals)} of grid ${grid} in set-up (R9.2)`,
    },
  ],
  [
    L.ERR_SETUP_FINISHED,
    { reason: 'setup-finished', message: () => 'set-up reveals are over (R2.3)' },
  ],
  [
    L.ERR_NOT_YOUR_TURN,
    {
      reason: 'not-your-turn',
      message: (toMove, _, c) => `it is player ${toMove}'s turn, not player ${c.action?.p}'s`,
    },
  ],
  [
    L.ERR_CARD_ALREADY_DRAWN,
    {
      reason: 'card-already-drawn',
      message: () => 'a card has been drawn: swap it in or discard it (R3.2)',
    },
  ],
  [
    L.ERR_POSITION_REMOVED,
    {
      reason: 'position-removed',
      message: (pos, _, c) =>
        c.rules.rowClears
          ? `position ${pos} is in a removed line (R4.4, R9.3)`
          : `position ${pos} is in a removed column (R4.4)`,
    },
  ],
  [
    L.ERR_CARD_NOT_FACE_DOWN,
    {
      reason: 'card-not-face-down',
      message: (pos) => `the card at position ${pos} is already face-up`,
    },
  ],
  [
    L.ERR_UNKNOWN_GRID_CARD,
    { reason: 'unknown-card', message: (pos) => unknown(`the card at position ${pos}`) },
  ],
  [L.ERR_UNKNOWN_DRAWN_CARD, { reason: 'unknown-card', message: () => unknown('the drawn card') }],
  [
    L.ERR_UNKNOWN_FINAL_CARD,
    {
      reason: 'unknown-card',
      message: (seat, pos) => unknown(`player ${seat}'s card at position ${pos}`),
    },
  ],
  [
    L.ERR_UNKNOWN_DISCARD_START,
    {
      reason: 'unknown-card',
      message: () => 'the first card of the discard pile is unknown (null)',
    },
  ],
  [
    L.ERR_MISSING_RESHUFFLE,
    {
      reason: 'missing-reshuffle',
      message: (used) => `the draw pile is empty and the record gives no reshuffle ${used} (R6.1)`,
    },
  ],
  [
    L.ERR_BAD_RESHUFFLE,
    {
      reason: 'bad-reshuffle',
      message: (index, under) =>
        `reshuffle ${index} does not hold exactly the ${under} cards under the discard top (R6.1)`,
    },
  ],
  [
    L.ERR_BAD_DECK,
    {
      reason: 'bad-deck',
      message: (kind, count) =>
        `the deck holds ${count} cards of value ${kind + MIN_CARD}; the game has ${CARD_COUNTS[kind]}`,
    },
  ],
  [
    L.ERR_BAD_CARD,
    {
      reason: 'bad-deck',
      message: (index) => `deck[${index}] is not a card value (−2 … 12)`,
    },
  ],
  [
    L.ERR_ROUND_NOT_OVER,
    { reason: 'round-over', message: () => 'the current round is not over yet' },
  ],
  [
    L.ERR_RECORD_GOES_ON,
    {
      reason: null,
      message: (_, __, c) => `the game ended with round ${c.round - 1}; the record goes on`,
    },
  ],
  [
    L.ERR_ROUND_ALREADY_OVER,
    { reason: null, message: (_, __, c) => `round ${c.round} is already over` },
  ],
  [
    L.ERR_ROUND_STOPS_EARLY,
    {
      reason: null,
      message: (_, __, c) => `round ${c.round} stops before it is over, but the record goes on`,
    },
  ],
  [
    L.ERR_UNUSED_RESHUFFLES,
    {
      reason: null,
      message: (unused, _, c) => `round ${c.round} never uses ${unused} of its reshuffles`,
    },
  ],
  [L.ERR_SCHEMA, { reason: null, message: (_, __, c) => c.schemaProblem ?? 'not a game record' }],
]);

function entry(code: number): Entry {
  const found = ERRORS.get(code);
  if (found === undefined) throw new Error(`the solver returned an unknown error code ${code}`);
  return found;
}

/** The engine's reason for a solver error code (`null` for a record-level error). */
export function errorReason(code: number): IllegalReason | null {
  return entry(code).reason;
}

/** The engine's message for a solver error code with its details. */
export function errorMessage(
  code: number,
  detail: number,
  detail2: number,
  context: ErrorContext,
): string {
  return entry(code).message(detail, detail2, context);
}
