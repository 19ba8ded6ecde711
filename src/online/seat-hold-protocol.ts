import * as v from 'valibot';
import { MAX_PLAYERS } from '../engine';

/**
 * The messages of a table that holds together (one block beside `protocol.ts`, which spreads them
 * into its lists): playing again after the game, the host removing a person from the lobby, and
 * the vote on letting a computer keep the seat of a person who stayed away.
 */
export const SEAT_HOLD_MESSAGES = ['again', 'rematch', 'remove', 'vote'] as const;

/**
 * Codes a room closes a connection with, or refuses a join with: the host removed this person
 * from the lobby; the others let a computer keep this person's seat for the rest of the game.
 * Both are final: the client does not come back with its token.
 */
export const SEAT_HOLD_CLOSES = { removed: 4410, givenToComputer: 4412 } as const;

const seatIndex = v.pipe(
  v.number('a seat is a number'),
  v.integer('a seat is an integer'),
  v.minValue(0, 'a seat is 0 or more'),
  v.maxValue(MAX_PLAYERS - 1, `a seat is below ${MAX_PLAYERS}`),
);

/** The schema of each of these messages' bodies (the room checks every one with it). */
export const seatHoldSchemas = {
  /** Game over: this person would (`ready`) or would not play another game at this table. */
  again: v.strictObject({ ready: v.boolean() }),
  /** Game over, the host: a new game with those here; the seats of the others are freed. */
  rematch: v.optional(v.union([v.strictObject({}), v.null()])),
  /** Lobby, the host: the person at `seat` is removed (their token and device may not return). */
  remove: v.strictObject({ seat: seatIndex }),
  /** In a game: whether a computer should keep the seat of the person at `seat`, who is away. */
  vote: v.strictObject({ seat: seatIndex, keep: v.boolean() }),
} as const;

/**
 * The vote on a seat whose person stayed away past the reconnection window: the seats that
 * voted to let a computer keep it, and how many such votes it takes (a majority of the people
 * present).
 */
export interface SeatVote {
  readonly yes: readonly number[];
  readonly needed: number;
}

/** A seat's vote as the client checks it. */
export const seatVoteSchema = v.object({
  yes: v.pipe(v.array(seatIndex), v.maxLength(MAX_PLAYERS)),
  needed: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PLAYERS)),
});
