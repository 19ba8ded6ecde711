import * as v from 'valibot';
import { BOT_LEVELS } from '../ai/bot-levels';
import { type GameState, RECORD_FORMAT, RECORD_VERSION, resumeRecord, toRecord } from '../engine';
import { rulesSchema } from '../engine/record/schema';
import { TURN_SECONDS } from '../online/room-settings';
import { withoutSeed } from './secure-deck';
import type { TableParts } from './table';

/**
 * The version of the `online` part of a stored room. Version 1 also held the 32-bit PRNG state
 * the room's shuffles came from; it is read, and ignored (see `secure-deck.ts`).
 */
const ONLINE_VERSION = 2;

const onlineSchema = v.object({
  version: v.picklist([1, ONLINE_VERSION]),
  code: v.string(),
  phase: v.picklist(['lobby', 'playing', 'over']),
  hints: v.boolean(),
  turnSeconds: v.nullable(v.picklist(TURN_SECONDS)),
  seats: v.pipe(
    v.array(
      v.object({
        kind: v.picklist(['person', 'computer']),
        name: v.nullable(v.string()),
        level: v.picklist(BOT_LEVELS),
        tokenHash: v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))),
        previousHash: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))), null),
        deviceHash: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))), null),
      }),
    ),
    v.minLength(2),
  ),
  drawPending: v.boolean(),
  creator: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  v: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

const documentSchema = v.object({
  format: v.literal(RECORD_FORMAT),
  rules: rulesSchema,
  online: onlineSchema,
});

/**
 * A stored room: a game record (GAME-RECORD.md, `seats` included, so `skyjo replay` reads it and
 * an imported copy resumes with the same computers) plus an `online` part with what restoring
 * the room needs: its code and settings, each seat's name, level, token and device hashes, and whether a
 * card is drawn and not yet placed. It holds no seed: later decks and reshuffles come from the
 * CSPRNG when they are needed, so the stored room tells nothing of them. Before the game starts there are no rounds.
 * While a card drawn from a reshuffle it made is held, the record also lists that reshuffle's
 * order (`toRecord` with `drawPending`), so a restart draws the same card again.
 */
export function roomDocument(parts: TableParts): string {
  const { game, seats, settings } = parts;
  const record =
    game === null
      ? {
          format: RECORD_FORMAT,
          version: RECORD_VERSION,
          rules: { ...settings.rules },
          players: seats.map((seat) => seat.name ?? ''),
          rounds: [],
        }
      : toRecord(game, { drawPending: game.round.drawn !== null });
  const online: v.InferOutput<typeof onlineSchema> = {
    version: ONLINE_VERSION,
    code: parts.code,
    phase: parts.phase,
    hints: settings.hints,
    turnSeconds: settings.turnSeconds as v.InferOutput<typeof onlineSchema>['turnSeconds'],
    seats: seats.map((seat) => ({
      ...seat,
      previousHash: seat.previousHash ?? null,
      deviceHash: seat.deviceHash ?? null,
    })),
    drawPending: game !== null && game.round.drawn !== null,
    v: parts.v,
    creator: parts.creator,
  };
  return JSON.stringify({
    ...record,
    seats: seats.map((seat) =>
      seat.kind === 'person' ? { kind: 'person' } : { kind: 'computer', level: seat.level },
    ),
    online,
  });
}

/** The table parts a stored room holds, or what is wrong with it. */
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
  const settings = { rules, hints: online.hints, turnSeconds: online.turnSeconds };
  const base = {
    code: online.code,
    settings,
    seats: online.seats,
    phase: online.phase,
    v: online.v,
    creator: online.creator < online.seats.length ? online.creator : 0,
  };
  if (online.phase === 'lobby') return { ...base, game: null };
  const game = resumeGame(document, online.drawPending);
  if (typeof game === 'string') return game;
  if (game.players.length !== online.seats.length)
    return 'the stored room has the wrong seat count';
  return { ...base, game };
}

/** The game a record describes, with its pending draw; its later shuffles from the CSPRNG. */
function resumeGame(record: unknown, drawPending: boolean): GameState | string {
  // The pending draw is drawn again with the order its reshuffle had, if it made one.
  const resumed = resumeRecord(record, { seed: 0, drawPending });
  if (!resumed.ok) return `the stored record does not replay: ${resumed.error.message}`;
  return withoutSeed(resumed.state);
}
