import * as v from 'valibot';
import { MAX_PLAYERS, MIN_PLAYERS, type Rules } from '../engine';
import { rulesSchema } from '../engine/record/schema';
import { deviceSchema } from './protocol';
import { MAX_NAME_LENGTH, nameSchema, roomSettingsSchema, TURN_SECONDS } from './room-settings';

/**
 * Where the game server lists its open public tables (`GET`, beside matchmaking under `/online`).
 */
export const TABLES_PATH = '/tables';

/**
 * A public table's id in the list: random, and unrelated to the room's code, so that the list
 * never tells a code (a code is the room's link, which lets anyone watch it).
 */
export const tableIdSchema = v.pipe(
  v.string('a table id is a string'),
  v.regex(/^[A-Za-z0-9_-]{16}$/, 'not a table id'),
);

/** One open public lobby as "Play with anyone" lists it: no code, no token, no device. */
export interface PublicTable {
  /** Its id in the list (see `tableIdSchema`). */
  readonly id: string;
  /** The host's name: the table is "Anna's table". */
  readonly host: string;
  /** How many seats the game has. */
  readonly seats: number;
  /** How many of them wait for a person. */
  readonly free: number;
  /** The house rules (RULES.md R9), as the host set them. */
  readonly rules: Partial<Rules>;
  readonly hints: boolean;
  readonly turnSeconds: number | null;
}

const seatCount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS));

/** A public table as the client checks it. */
const publicTableSchema = v.object({
  id: tableIdSchema,
  host: v.pipe(v.string(), v.maxLength(MAX_NAME_LENGTH * 2)),
  seats: v.pipe(seatCount, v.minValue(MIN_PLAYERS)),
  free: seatCount,
  rules: rulesSchema,
  hints: v.boolean(),
  turnSeconds: v.nullable(v.picklist(TURN_SECONDS)),
});

/** The most tables one list holds (the fullest first). */
export const MAX_LISTED_TABLES = 50;

/** The list as the server answers it. */
export const publicTablesSchema = v.object({
  tables: v.pipe(v.array(publicTableSchema), v.maxLength(MAX_LISTED_TABLES)),
});

/** Joining a public table from the list: its id in place of a code. */
export const tableJoinSchema = v.strictObject({
  table: tableIdSchema,
  name: nameSchema,
  device: v.optional(deviceSchema),
});

/** What a client sends to join a public table from the list. */
export type TableJoin = v.InferOutput<typeof tableJoinSchema>;

/**
 * A quick match: the fullest open public table, else a new public table with the settings in
 * `quick` (the person opening it hosts it).
 */
export const quickMatchSchema = v.strictObject({
  quick: roomSettingsSchema,
  name: nameSchema,
  device: v.optional(deviceSchema),
});

/** What a client sends for a quick match. */
export type QuickMatch = v.InferOutput<typeof quickMatchSchema>;

/** Watching room `code` without a seat (whoever has the room's link may); nothing else is kept. */
export const watchOptionsSchema = v.object({
  code: v.pipe(v.string('code must be a string'), v.maxLength(40, 'code is too long')),
  watch: v.literal(true),
});

/** What a spectator sends to watch a room. */
export type WatchOptions = v.InferOutput<typeof watchOptionsSchema>;
