import * as v from 'valibot';
import type { GameState } from '../state';
import type { GameRecord } from './format';
import { resumeRecord } from './resume';
import { recordText, toRecord } from './write';

/** The version of the saved-game document's `save` part. */
const SAVED_GAME_VERSION = 2;

/** A game to play on: who plays each seat (a kind the caller names) and the game's state. */
export interface SavedGame<Seat> {
  readonly seats: readonly Seat[];
  readonly state: GameState;
}

/** What playing on needs besides the record and the seats. */
const saveSchema = v.object({
  version: v.literal(SAVED_GAME_VERSION),
  /** The PRNG state: future deals and reshuffles. */
  rng: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  /** A card is drawn and not yet placed (the record holds a draw only with its decision). */
  drawPending: v.boolean(),
});

/**
 * The one saved-game document, kept by the browser for the game in progress and by the game
 * server for a room's game (beside its online part): the game record (GAME-RECORD.md) of every
 * decided action, with `seats` (who plays each seat) and a `save` part (the PRNG state, and
 * whether a card is drawn and not yet placed: it is drawn again on reading). Being a record, it
 * replays and imports as one (replay ignores `save`).
 */
export type SavedGameDocument<Seat> = GameRecord & {
  readonly seats: readonly Seat[];
  readonly save: v.InferOutput<typeof saveSchema>;
};

/** The document before version 2: the record in a `record` field beside the rest. */
const firstDocumentSchema = v.object({
  version: v.literal(1),
  seats: v.array(v.unknown()),
  rng: saveSchema.entries.rng,
  drawPending: v.boolean(),
  record: v.unknown(),
});

const documentSchema = v.object({
  seats: v.pipe(v.array(v.unknown()), v.minLength(2)),
  save: saveSchema,
});

/** The saved-game document of `game` (a JSON value; see `readSavedGame`). */
export function savedGameDocument<Seat>(game: SavedGame<Seat>): SavedGameDocument<Seat> {
  const { state } = game;
  const drawPending = state.round.drawn !== null;
  return {
    ...toRecord(state, { drawPending }),
    seats: game.seats.slice(),
    save: { version: SAVED_GAME_VERSION, rng: state.rng, drawPending },
  };
}

/**
 * `JSON.stringify(savedGameDocument(game))`, the same text, built with `recordText`: the rounds
 * out of play are written once, so a save costs about the round in play (the game server's saves).
 */
export function savedGameText<Seat>(game: SavedGame<Seat>): string {
  const { state } = game;
  const drawPending = state.round.drawn !== null;
  const save = { version: SAVED_GAME_VERSION, rng: state.rng, drawPending };
  const seats = JSON.stringify(game.seats);
  return `${recordText(state, { drawPending }).slice(0, -1)},"seats":${seats},"save":${JSON.stringify(save)}}`;
}

/** How `readSavedGame` reads a document. */
export interface ReadOptions<Seat> {
  /** What a seat must be (e.g. a picklist of the seat kinds). */
  readonly seat: v.GenericSchema<unknown, Seat>;
  /** Prepares the record before it is replayed (e.g. cuts overlong names). */
  readonly record?: (record: unknown) => unknown;
}

/** A document of version 1 in today's form; anything else as it is. */
function upgraded(document: unknown): unknown {
  const first = v.safeParse(firstDocumentSchema, document);
  if (!first.success) return document;
  const { seats, rng, drawPending, record } = first.output;
  const save = { version: SAVED_GAME_VERSION, rng, drawPending };
  return typeof record === 'object' && record !== null ? { ...record, seats, save } : record;
}

/** The game a saved-game document holds (either version), or what is wrong with it ("the save is …"). */
export function readSavedGame<Seat>(
  document: unknown,
  options: ReadOptions<Seat>,
): SavedGame<Seat> | string {
  const current = upgraded(document);
  const parsed = v.safeParse(documentSchema, current);
  if (!parsed.success) return `the save is malformed: ${v.getDotPath(parsed.issues[0]) ?? ''}`;
  const { rng, drawPending } = parsed.output.save;
  const seats = v.safeParse(v.array(options.seat), parsed.output.seats);
  if (!seats.success) return `the save is malformed: seats.${v.getDotPath(seats.issues[0]) ?? ''}`;
  const prepared = options.record?.(current) ?? current;
  const resumed = resumeRecord(prepared, { seed: rng, drawPending });
  if (!resumed.ok) return `the saved record does not replay: ${resumed.error.message}`;
  const { state } = resumed;
  if (state.players.length !== seats.output.length) return 'the save has the wrong seat count';
  return { seats: seats.output, state };
}
