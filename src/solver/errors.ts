import { CARD_COUNTS, type IllegalReason, MIN_CARD } from '../engine';
import * as L from './layout';

/** What an error message may need besides the solver's details. */
export interface ErrorContext {
  /** The round index of a replay error. */
  readonly round: number;
  /** The action that was refused, as given (its seat and position are quoted as they were). */
  readonly action: { readonly p?: unknown; readonly t?: unknown; readonly pos?: unknown } | null;
  /** The schema problem of the encoded record, for ERR_SCHEMA. */
  readonly schemaProblem: string | null;
}

type Entry = {
  readonly reason: IllegalReason | null;
  readonly message: (detail: number, detail2: number, context: ErrorContext) => string;
};

const unknown = (what: string) => `${what} is unknown (null in the record) but is turned up`;

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
        `position ${JSON.stringify(c.action?.pos)} is not a grid position (an integer 0–11)`,
    },
  ],
  [
    L.ERR_SETUP_NOT_FINISHED,
    {
      reason: 'setup-not-finished',
      message: () => 'set-up is not finished: every player first turns two cards up (R2.3)',
    },
  ],
  [
    L.ERR_ALREADY_REVEALED_TWO,
    {
      reason: 'already-revealed-two',
      message: (_, __, c) =>
        `player ${c.action?.p} has already turned up two cards in set-up (R2.3)`,
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
      message: (pos) => `position ${pos} is in a removed column (R4.4)`,
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
