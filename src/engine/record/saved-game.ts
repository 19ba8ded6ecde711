import * as v from 'valibot';
import type { GameState } from '../state';
import { resumeRecord } from './resume';
import { toRecord } from './write';

/** The version of the saved-game document. */
const SAVED_GAME_VERSION = 1;

/** A game to play on: who plays each seat (a kind the caller names) and the game's state. */
export interface SavedGame<Seat> {
  readonly seats: readonly Seat[];
  readonly state: GameState;
}

/**
 * The one saved-game document, kept by the browser for the game in progress and by the game
 * server for a room's game: who plays each seat, the PRNG state (future deals and reshuffles),
 * whether a card is drawn and not yet placed (the record holds a draw only with its decision, so
 * it is drawn again on reading), and the game record (GAME-RECORD.md) of every decided action.
 */
const documentSchema = v.object({
  version: v.literal(SAVED_GAME_VERSION),
  seats: v.pipe(v.array(v.unknown()), v.minLength(2)),
  rng: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  drawPending: v.boolean(),
  record: v.unknown(),
});

/** The saved-game document of `game` (a JSON value; see `readSavedGame`). */
export function savedGameDocument<Seat>(
  game: SavedGame<Seat>,
): v.InferOutput<typeof documentSchema> {
  const { state } = game;
  const drawPending = state.round.drawn !== null;
  return {
    version: SAVED_GAME_VERSION,
    seats: game.seats.slice(),
    rng: state.rng,
    drawPending,
    record: toRecord(state, { drawPending }),
  };
}

/** How `readSavedGame` reads a document. */
export interface ReadOptions<Seat> {
  /** What a seat must be (e.g. a picklist of the seat kinds). */
  readonly seat: v.GenericSchema<unknown, Seat>;
  /** Prepares the record before it is replayed (e.g. cuts overlong names). */
  readonly record?: (record: unknown) => unknown;
}

/** The game a saved-game document holds, or what is wrong with it ("the save is …"). */
export function readSavedGame<Seat>(
  document: unknown,
  options: ReadOptions<Seat>,
): SavedGame<Seat> | string {
  const parsed = v.safeParse(documentSchema, document);
  if (!parsed.success) return `the save is malformed: ${v.getDotPath(parsed.issues[0]) ?? ''}`;
  const { rng, drawPending, record } = parsed.output;
  const seats = v.safeParse(v.array(options.seat), parsed.output.seats);
  if (!seats.success) return `the save is malformed: seats.${v.getDotPath(seats.issues[0]) ?? ''}`;
  const prepared = options.record?.(record) ?? record;
  const resumed = resumeRecord(prepared, { seed: rng, drawPending });
  if (!resumed.ok) return `the saved record does not replay: ${resumed.error.message}`;
  const { state } = resumed;
  if (state.players.length !== seats.output.length) return 'the save has the wrong seat count';
  return { seats: seats.output, state };
}
