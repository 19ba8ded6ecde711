import * as v from 'valibot';
import { type GameState, resumeRecord, toRecord } from '../../engine';
import { withShortNames } from './record-text';
import { type SeatKind, SEAT_KINDS } from '../turn/seats';
import { type KeyValueStore, writeQuietly } from '../../storage';

/** The localStorage key of the game in progress. */
export const SAVE_KEY = 'skyjo.save';

/** Where a save that could not be read is put aside, so nothing the player had is thrown away. */
export const DAMAGED_SAVE_KEY = 'skyjo.save.damaged';

/** The save format's version. */
const SAVE_VERSION = 1;

/** A game in progress: who plays each seat and the state to resume. */
export interface SavedGame {
  readonly seats: readonly SeatKind[];
  readonly state: GameState;
}

/**
 * What reading the save found: nothing, a game, or a damaged save, either put aside (copied to
 * `DAMAGED_SAVE_KEY`) or, when the store had no room for the copy, left where it was.
 */
export type LoadedSave =
  | { readonly status: 'none' }
  | { readonly status: 'ok'; readonly game: SavedGame }
  | { readonly status: 'damaged'; readonly problem: string; readonly putAside: boolean };

/**
 * The stored form: the game record (GAME-RECORD.md) replays every decided action; `rng` restores
 * future deals and reshuffles; `drawPending` re-draws a card drawn but not yet placed (the
 * record only holds a draw together with its decision).
 */
const saveSchema = v.object({
  version: v.literal(SAVE_VERSION),
  seats: v.pipe(v.array(v.picklist(SEAT_KINDS)), v.minLength(2)),
  rng: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  drawPending: v.boolean(),
  record: v.unknown(),
});

/**
 * Stores the game after an action; says whether it was stored. Never throws: a full store keeps
 * the save before it.
 */
export function saveGame(store: KeyValueStore, game: SavedGame): boolean {
  const saved: v.InferOutput<typeof saveSchema> = {
    version: SAVE_VERSION,
    seats: game.seats.slice(),
    rng: game.state.rng,
    drawPending: game.state.round.drawn !== null,
    record: toRecord(game.state, { drawPending: game.state.round.drawn !== null }),
  };
  return writeQuietly(store, SAVE_KEY, JSON.stringify(saved));
}

/** Forgets the game in progress (after it ended or a new one began). */
export function clearSave(store: KeyValueStore): void {
  store.removeItem(SAVE_KEY);
}

/**
 * Reads and checks the saved game. A damaged save is moved to `DAMAGED_SAVE_KEY`, or left where
 * it is when the store has no room for the copy, and reported; every other key is left as it was.
 */
export function loadGame(store: KeyValueStore): LoadedSave {
  const text = store.getItem(SAVE_KEY);
  if (text === null) return { status: 'none' };
  const restored = restore(text);
  if (typeof restored === 'string') {
    // Removed only once its copy is stored: nothing the player had is ever lost.
    const putAside = writeQuietly(store, DAMAGED_SAVE_KEY, text);
    if (putAside) store.removeItem(SAVE_KEY);
    return { status: 'damaged', problem: restored, putAside };
  }
  return { status: 'ok', game: restored };
}

/** The saved game in `text`, or a description of what is wrong with it. */
function restore(text: string): SavedGame | string {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return 'the save is not JSON';
  }
  const parsed = v.safeParse(saveSchema, document);
  if (!parsed.success) return `the save is malformed: ${v.getDotPath(parsed.issues[0]) ?? ''}`;
  const { seats, rng, drawPending, record } = parsed.output;
  const resumed = resumeRecord(withShortNames(record), { seed: rng, drawPending });
  if (!resumed.ok) return `the saved record does not replay: ${resumed.error.message}`;
  const { state } = resumed;
  if (state.players.length !== seats.length) return 'the save has the wrong seat count';
  return { seats, state };
}
