import * as v from 'valibot';
import { BOT_LEVELS } from '../ai/bot-levels';
import {
  type GameRecord,
  readSavedGame,
  RECORD_FORMAT,
  RECORD_VERSION,
  savedGameText,
} from '../engine';
import { rulesSchema } from '../engine/record/schema';
import { lookSchema } from '../online/looks';
import { TURN_SECONDS } from '../online/room-settings';
import { MOST_BARS } from './seat-bars';
import { withoutSeed } from './secure-deck';
import type { TableParts } from './table';
import type { TableSeat } from './table-seat';

/**
 * The version of the `online` part of a stored room. Version 1 also held the 32-bit PRNG state
 * the room's shuffles came from (read, and ignored: see `secure-deck.ts`); versions 1 and 2 held
 * whether a card is drawn and not yet placed, which the saved-game document's `save` part holds
 * since version 3.
 */
const ONLINE_VERSION = 3;

const hash = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

const onlineSchema = v.object({
  version: v.picklist([1, 2, ONLINE_VERSION]),
  code: v.string(),
  phase: v.picklist(['lobby', 'playing', 'over']),
  hints: v.boolean(),
  turnSeconds: v.nullable(v.picklist(TURN_SECONDS)),
  /** Whether the lobby is listed for strangers (absent before public tables: not listed). */
  listed: v.optional(v.boolean(), false),
  seats: v.pipe(
    v.array(
      v.object({
        kind: v.picklist(['person', 'computer']),
        name: v.nullable(v.string()),
        level: v.picklist(BOT_LEVELS),
        tokenHash: v.nullable(hash),
        previousHash: v.optional(v.nullable(hash), null),
        deviceHash: v.optional(v.nullable(hash), null),
        /**
         * The avatar and colour its person shows (absent before looks were stored, or none; one
         * the game no longer has is dropped rather than losing the room).
         */
        look: v.optional(v.fallback(v.optional(lookSchema), undefined)),
      }),
    ),
    v.minLength(2),
  ),
  /** Versions 1 and 2 only. */
  drawPending: v.optional(v.boolean()),
  creator: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  v: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Who may not come back (absent before rematches and removals: nobody). */
  bars: v.optional(
    v.pipe(
      v.array(
        v.object({
          reason: v.picklist(['removed', 'computer']),
          tokenHash: v.nullable(hash),
          previousHash: v.nullable(hash),
          deviceHash: v.nullable(hash),
        }),
      ),
      v.maxLength(MOST_BARS),
    ),
  ),
  /** How many games the room has dealt (absent before rematches: one once a game started). */
  games: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** What the room reads before its game: the online part, and the rules of the record. */
const documentSchema = v.object({ rules: rulesSchema, online: onlineSchema });

/** Who plays a seat, as the saved game (and an imported copy of it) names it. */
const seatSchema = v.variant('kind', [
  v.object({ kind: v.literal('person') }),
  v.object({ kind: v.literal('computer'), level: v.picklist(BOT_LEVELS) }),
]);

type Seat = v.InferOutput<typeof seatSchema>;

const seatOf = (seat: TableSeat): Seat =>
  seat.kind === 'person' ? { kind: 'person' } : { kind: 'computer', level: seat.level };

/**
 * A stored room: the engine's saved-game document of its game (`saved-game.ts`: a game record,
 * GAME-RECORD.md, that `skyjo replay` reads and an import resumes with the same computers, with
 * the pending draw) plus an `online` part with what restoring the room needs: its code and
 * settings, each seat's name, level, token and device hashes and look, the host and the step number. It
 * holds no seed: later decks and reshuffles come from the CSPRNG when they are needed, so the
 * stored room tells nothing of them. A lobby has no game yet: a record of no round.
 */
export function roomDocument(parts: TableParts): string {
  const { game, seats, settings } = parts;
  // The saved game's text, its closing brace left off for the online part.
  const saved =
    game === null
      ? JSON.stringify(lobbyRecord(parts)).slice(0, -1)
      : savedGameText({ seats: seats.map(seatOf), state: game }).slice(0, -1);
  const online: v.InferOutput<typeof onlineSchema> = {
    version: ONLINE_VERSION,
    code: parts.code,
    phase: parts.phase,
    hints: settings.hints,
    turnSeconds: settings.turnSeconds as v.InferOutput<typeof onlineSchema>['turnSeconds'],
    listed: settings.listed === true,
    seats: seats.map(({ look, ...seat }) => ({
      ...seat,
      previousHash: seat.previousHash ?? null,
      deviceHash: seat.deviceHash ?? null,
      ...(look === undefined ? {} : { look }),
    })),
    v: parts.v,
    creator: parts.creator,
    ...((parts.bars ?? []).length === 0 ? {} : { bars: [...parts.bars!] }),
    ...(parts.games === undefined ? {} : { games: parts.games }),
  };
  return `${saved},"online":${JSON.stringify(online)}}`;
}

/** The record of a lobby: its rules as the host set them, its seats, no round. */
function lobbyRecord(parts: TableParts): GameRecord & { readonly seats: readonly Seat[] } {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    rules: { ...parts.settings.rules },
    players: parts.seats.map((seat) => seat.name ?? ''),
    rounds: [],
    seats: parts.seats.map(seatOf),
  };
}

/**
 * The saved-game document of a room stored before version 3: a game record with its `seats`,
 * the pending draw in the online part; the PRNG state of version 1 is not used (`withoutSeed`).
 */
function upgraded(document: object, online: v.InferOutput<typeof onlineSchema>): object {
  if ('save' in document) return document;
  const save = { version: 2, rng: 0, drawPending: online.drawPending ?? false };
  return { ...document, save };
}

/** The table parts a stored room (of any version) holds, or what is wrong with it. */
export function parseRoomDocument(text: string): TableParts | string {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return 'the stored room is not JSON';
  }
  const parsed = v.safeParse(documentSchema, document);
  if (!parsed.success)
    return `the stored room is malformed at ${v.getDotPath(parsed.issues[0]) ?? 'its top'}`;
  const { online, rules } = parsed.output;
  const settings = {
    rules,
    hints: online.hints,
    turnSeconds: online.turnSeconds,
    ...(online.listed ? { listed: true } : {}),
  };
  const base = {
    code: online.code,
    settings,
    seats: online.seats.map(({ look, ...seat }) => (look === undefined ? seat : { ...seat, look })),
    phase: online.phase,
    v: online.v,
    creator: online.creator < online.seats.length ? online.creator : 0,
    ...(online.bars === undefined ? {} : { bars: online.bars }),
    ...(online.games === undefined ? {} : { games: online.games }),
  };
  if (online.phase === 'lobby') return { ...base, game: null };
  // The pending draw is drawn again with the order its reshuffle had, if it made one.
  const saved = readSavedGame(upgraded(document as object, online), { seat: seatSchema });
  if (typeof saved === 'string') return `the stored room cannot be read: ${saved}`;
  if (saved.state.players.length !== online.seats.length)
    return 'the stored room has the wrong seat count';
  return { ...base, game: withoutSeed(saved.state) };
}
