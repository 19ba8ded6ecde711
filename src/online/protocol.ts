import * as v from 'valibot';
import { BOT_LEVELS, type BotLevel } from '../ai/bot-levels';
import { ACTION_TYPES, type ActionType, MAX_PLAYERS, type Rules } from '../engine';
import { rulesSchema } from '../engine/record/schema';
import { MOST_CARDS_PER_SEAT } from './wire-bounds';
import { nameSchema, seatPlanSchema, type RoomSettings } from './room-settings';
import { lookSchema, type SeatLook } from './looks';
import {
  NUDGE_AFTER_MS,
  type ReactionNews,
  reactionNewsSchema,
  reactionSchema,
} from './reaction-ids';
import { type WireStep, wireStepSchema } from './wire-step';
import {
  SEAT_HOLD_CLOSES,
  SEAT_HOLD_MESSAGES,
  seatHoldSchemas,
  type SeatVote,
  seatVoteSchema,
} from './seat-hold-protocol';

/** The Colyseus room type of a SKYJO table. */
export const ROOM_NAME = 'skyjo';

/** Where the game server answers on the game's own host (the dev and preview servers proxy it). */
export const ONLINE_PATH = '/online';

/**
 * Codes a room closes a connection with: the client left (Colyseus's "consented"), the seat's
 * person kept the seat this connection asked for, another window or device took the seat, the
 * client kept flooding the room, the server is restarting (the client comes back with its token
 * after the last two).
 */
export const CLOSE_CODES = {
  left: 4000,
  kept: 4403,
  replaced: 4409,
  flood: 4429,
  restarting: 4503,
  ...SEAT_HOLD_CLOSES,
} as const;

/** Seconds a person who dropped keeps their seat before a computer plays it (they may reclaim it). */
export const RECONNECT_SECONDS = 60;

/**
 * How long the room waits in the steps of a seat's handover (milliseconds): for a joining
 * device's signature (`prove`), for the seat's connection to acknowledge that another device asks
 * for the seat (`asked`; a connection that does not is taken for dead), for its person to decide,
 * and how long the token a join replaced keeps working once the new one was sent on a connection
 * that stayed up (the client confirms it at once; one that never does loses the old one anyway).
 */
export interface SeatTimes {
  readonly proveMs: number;
  readonly answerMs: number;
  readonly decideMs: number;
  readonly confirmMs: number;
}

/** The seat handover's times (see `SeatTimes`). */
export const SEAT_TIMES: SeatTimes = {
  proveMs: 5_000,
  answerMs: 5_000,
  decideMs: 30_000,
  confirmMs: 15_000,
};

// ---------------------------------------------------------------------------------------------
// Joining (matchmaking options)

/** What the host sends to open a room. */
export interface CreateOptions {
  readonly create: RoomSettings;
  readonly name: string;
  /** The device key of the host's browser (see `JoinOptions.device`). */
  readonly device?: string;
  /** The host's avatar and colour. */
  readonly look?: SeatLook;
}

/** What a friend (or a returning player, with the seat's token) sends to join a room. */
export interface JoinOptions {
  readonly code: string;
  readonly name: string;
  /** The seat's token, to take back a seat this browser held. */
  readonly token?: string;
  /** The free seat this person would like. */
  readonly seat?: number;
  /** This browser's device key (its public half), which it proves by signing the room's nonce. */
  readonly device?: string;
  /** The person's avatar and colour. */
  readonly look?: SeatLook;
}

const seatIndex = v.pipe(
  v.number('a seat is a number'),
  v.integer('a seat is an integer'),
  v.minValue(0, 'a seat is 0 or more'),
  v.maxValue(MAX_PLAYERS - 1, `a seat is below ${MAX_PLAYERS}`),
);

/** A seat token: 32 url-safe characters. */
const tokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/, 'not a seat token'));

/** A device key's public half: a P-256 point, uncompressed (65 bytes), in 87 url-safe characters. */
export const deviceSchema = v.pipe(
  v.string(),
  v.regex(/^B[A-P][A-Za-z0-9_-]{85}$/, 'not a device key'),
);

/** A device key's signature: P-256 ECDSA, r and s (64 bytes), in 86 url-safe characters. */
const signatureSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{86}$/, 'not a signature'));

/** The join options, checked by the room. */
export const joinOptionsSchema = v.object({
  code: v.pipe(v.string('code must be a string'), v.maxLength(40, 'code is too long')),
  name: nameSchema,
  token: v.optional(tokenSchema),
  seat: v.optional(seatIndex),
  device: v.optional(deviceSchema),
  look: v.optional(lookSchema),
});

// ---------------------------------------------------------------------------------------------
// Public tables and spectators (the listing and its joins: `public-tables.ts`)

/** The messages of public tables and spectators a client sends. */
const PUBLIC_TABLE_MESSAGES = ['publish'] as const;

/** Their bodies' schemas. */
const publicTableMessageSchemas = {
  /** The host lists the lobby for strangers, or no longer (lobby). */
  publish: v.strictObject({ listed: v.boolean('listed must be true or false') }),
} as const;

/** The most spectators one room takes; the next one is refused with a clear message. */
export const MAX_WATCHERS = 20;

/** What the room tells a spectator who has joined: the room it watches (it holds no seat). */
export interface Watching {
  readonly code: string;
}

const watchingSchema = v.object({ code: v.string() });

// ---------------------------------------------------------------------------------------------
// Client → server

/** The messages a client sends, by type. */
export const CLIENT_MESSAGES = [
  'act',
  'sit',
  'seat',
  'start',
  'next',
  'sync',
  'kept',
  'proof',
  'answer',
  // Reactions (reaction-ids.ts).
  'react',
  ...SEAT_HOLD_MESSAGES,
  ...PUBLIC_TABLE_MESSAGES,
] as const;
/** A message type a client sends. */
export type ClientMessageType = (typeof CLIENT_MESSAGES)[number];

/** A position of the largest seat any rules give (the room's engine checks it against its own). */
const GRID_SIZE = MOST_CARDS_PER_SEAT;

const position = v.pipe(
  v.number('pos must be a number'),
  v.integer('pos must be an integer'),
  v.minValue(0, `pos must be 0 to ${GRID_SIZE - 1}`),
  v.maxValue(GRID_SIZE - 1, `pos must be 0 to ${GRID_SIZE - 1}`),
);

/** An intent: one of the seat's actions without the seat (the room knows who sent it). */
const intentSchema = v.variant('t', [
  v.strictObject({ t: v.literal('draw') }),
  v.strictObject({ t: v.picklist(ACTION_TYPES.filter((t) => t !== 'draw')), pos: position }),
]);
/** An intent: an action of the sender's seat. */
export type Intent =
  { readonly t: 'draw' } | { readonly t: Exclude<ActionType, 'draw'>; readonly pos: number };

const empty = v.optional(v.union([v.strictObject({}), v.null()]));

/** The schema of each client message's body. */
export const clientMessageSchemas = {
  /** Play an action (the sender's seat). */
  act: intentSchema,
  /** Move to another free seat (lobby). */
  sit: v.strictObject({ seat: seatIndex }),
  /** The host makes a seat a person's or a computer's (lobby). */
  seat: v.strictObject({ seat: seatIndex, plan: seatPlanSchema }),
  /** The host starts the game; free person seats are filled by computers. */
  start: empty,
  /** Ready for the next round (between rounds). */
  next: empty,
  /** Send me the whole game again (a jump step; after a step the client could not read). */
  sync: empty,
  /** This client stored the seat token of its last welcome (the one before stops working). */
  kept: empty,
  /** The joining device's signature of the room's nonce (see `prove`). */
  proof: v.strictObject({ signature: signatureSchema }),
  /**
   * The seat's connection answers `asked`: at once without `give` (it is alive; its person is
   * asked), then with the person's choice: `give` lets the other device play the seat.
   */
  answer: v.strictObject({ give: v.optional(v.boolean()) }),
  // Reactions
  /** A reaction of the sender's seat, by id (a nudge names the seat it nudges). */
  react: reactionSchema,
  ...seatHoldSchemas,
  ...publicTableMessageSchemas,
} as const satisfies Record<ClientMessageType, v.GenericSchema>;

/** The body of client message `T`. */
export type ClientMessage<T extends ClientMessageType> = v.InferOutput<
  (typeof clientMessageSchemas)[T]
>;

// ---------------------------------------------------------------------------------------------
// Server → client

/** Where a room stands. */
export type RoomPhase = 'lobby' | 'playing' | 'over';

/** One seat as every client sees it. */
export interface SeatInfo {
  /** The player's name; `null` for a person seat nobody has taken yet. */
  readonly name: string | null;
  readonly kind: 'person' | 'computer';
  /** The computer's level (a computer seat), or the level standing in for an absent person. */
  readonly level: BotLevel | null;
  /** Whether a person holds this seat. */
  readonly taken: boolean;
  /** Whether that person is connected now. */
  readonly connected: boolean;
  /** Whether a computer plays this person's seat until they come back. */
  readonly standIn: boolean;
  /**
   * Between rounds: whether this seat is ready for the next one; once the game is over, whether
   * its person asked to play again (a computer always is).
   */
  readonly ready: boolean;
  /**
   * A person who dropped: the milliseconds (when this was sent) until a computer stands in for
   * them, unless they come back; `null` otherwise.
   */
  readonly awayMs: number | null;
  /** The person's avatar and colour, if they picked them (none for a computer seat). */
  readonly look?: SeatLook | null;
  /**
   * A person away past the reconnection window, in a game: the vote on letting a computer keep
   * the seat for the rest of the game (`null`: no vote can be held on this seat).
   */
  readonly vote?: SeatVote | null;
}

/** The room as every client sees it (sent whenever it changes). */
export interface RoomInfo {
  readonly code: string;
  readonly phase: RoomPhase;
  readonly rules: Partial<Rules>;
  readonly hints: boolean;
  readonly turnSeconds: number | null;
  /** Seconds a person who dropped keeps their seat before a computer plays it. */
  readonly awaySeconds: number;
  /** Milliseconds a seat must have been to move before another person may nudge it. */
  readonly nudgeAfterMs: number;
  /** The seat whose person may change the seats and start (the creator's, or the next present). */
  readonly host: number;
  readonly seats: readonly SeatInfo[];
  /** How many games this room has dealt (a rematch deals the next one). */
  readonly game?: number;
  /** Whether the lobby is listed for strangers (see `public-tables.ts`). */
  readonly listed: boolean;
  /** How many spectators watch the room. */
  readonly watchers: number;
}

/** A running turn timer: the seats it waits for and the milliseconds left when it was sent. */
export interface TimerInfo {
  readonly seats: readonly number[];
  readonly ms: number;
}

/** Why a client message was refused. */
const ERROR_CODES = [
  'malformed',
  'unknown-message',
  'flood',
  'not-seated',
  'not-host',
  'wrong-phase',
  'seat-taken',
  'not-your-turn',
  'illegal',
  'server',
  'spectator',
] as const;
/** Why a client message was refused. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The answer to a refused message: nothing changed. */
export interface ErrorInfo {
  readonly code: ErrorCode;
  readonly message: string;
  /** The message type that was refused, if known. */
  readonly to: string | null;
}

/** The text a device signs to prove its key to room `code`: the room's `nonce`, and what it is. */
export function proofText(code: string, nonce: string): string {
  return `skyjo seat proof ${code} ${nonce}`;
}

/** What the room tells a client who has joined: the room code, its seat, and the seat's token. */
export interface Welcome {
  readonly code: string;
  readonly seat: number;
  readonly token: string;
}

/** The room asks a joining device to sign `nonce` with its device key (see `proofText`). */
export interface ProveRequest {
  readonly nonce: string;
}

/**
 * Another window or device asks for this connection's seat (`ms`: the time its person has to
 * answer), or, with `null`, that question is over (answered, withdrawn or timed out).
 */
export interface SeatAsked {
  readonly ms: number | null;
}

/** The seat this connection asked for is played elsewhere: that window or device is asked first. */
export interface SeatWaiting {
  readonly ms: number;
}

/** The bodies of the server's messages, by type. */
export interface ServerMessages {
  welcome: Welcome;
  room: RoomInfo;
  step: WireStep;
  timer: TimerInfo;
  error: ErrorInfo;
  prove: ProveRequest;
  asked: SeatAsked;
  waiting: SeatWaiting;
  watching: Watching;
  // Reactions
  reaction: ReactionNews;
}

/** A message type the server sends. */
export type ServerMessageType = keyof ServerMessages;

// Schemas the client checks the server's messages with: a broken or hostile server cannot make
// the client throw; a message that fails is dropped and the client asks for a sync.

/** The server's messages as the client checks them. */
export const serverMessageSchemas = {
  welcome: v.object({ code: v.string(), seat: seatIndex, token: tokenSchema }),
  room: v.object({
    code: v.string(),
    phase: v.picklist(['lobby', 'playing', 'over']),
    rules: rulesSchema,
    hints: v.boolean(),
    turnSeconds: v.nullable(v.number()),
    awaySeconds: v.optional(v.pipe(v.number(), v.minValue(0)), RECONNECT_SECONDS),
    nudgeAfterMs: v.optional(v.pipe(v.number(), v.minValue(0)), NUDGE_AFTER_MS),
    host: seatIndex,
    seats: v.array(
      v.object({
        name: v.nullable(v.string()),
        kind: v.picklist(['person', 'computer']),
        level: v.nullable(v.picklist(BOT_LEVELS)),
        taken: v.boolean(),
        connected: v.boolean(),
        standIn: v.boolean(),
        ready: v.boolean(),
        awayMs: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
        look: v.optional(v.nullable(lookSchema), null),
        vote: v.optional(v.nullable(seatVoteSchema), null),
      }),
    ),
    game: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1),
    listed: v.optional(v.boolean(), false),
    watchers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  }),
  step: wireStepSchema,
  timer: v.object({ seats: v.array(seatIndex), ms: v.number() }),
  error: v.object({
    code: v.picklist(ERROR_CODES),
    message: v.string(),
    to: v.nullable(v.string()),
  }),
  prove: v.object({ nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/)) }),
  asked: v.object({ ms: v.nullable(v.pipe(v.number(), v.minValue(0))) }),
  waiting: v.object({ ms: v.pipe(v.number(), v.minValue(0)) }),
  watching: watchingSchema,
  // Reactions
  reaction: reactionNewsSchema,
} as const satisfies Record<ServerMessageType, v.GenericSchema>;
