import * as v from 'valibot';
import { readSavedGame, type SavedGame as EngineSavedGame, savedGameDocument } from '../../engine';
import { withShortNames } from './record-text';
import { type SeatKind, SEAT_KINDS } from '../../master/seats';
import { type KeyValueStore, writeQuietly } from '../../storage';

/** The localStorage key of the game in progress. */
export const SAVE_KEY = 'skyjo.save';

/** Where a save that could not be read is put aside, so nothing the player had is thrown away. */
export const DAMAGED_SAVE_KEY = 'skyjo.save.damaged';

/** A game in progress: who plays each seat and the state to resume. */
export type SavedGame = EngineSavedGame<SeatKind>;

/**
 * What reading the save found: nothing, a game, or a damaged save, either put aside (copied to
 * `DAMAGED_SAVE_KEY`) or, when the store had no room for the copy, left where it was.
 */
export type LoadedSave =
  | { readonly status: 'none' }
  | { readonly status: 'ok'; readonly game: SavedGame }
  | { readonly status: 'damaged'; readonly problem: string; readonly putAside: boolean };

/**
 * Stores the game after an action; says whether it was stored. Never throws: a full store keeps
 * the save before it.
 */
export function saveGame(store: KeyValueStore, game: SavedGame): boolean {
  return writeQuietly(store, SAVE_KEY, JSON.stringify(savedGameDocument(game)));
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

/** The saved game in `text` (the engine's saved-game document), or what is wrong with it. */
function restore(text: string): SavedGame | string {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return 'the save is not JSON';
  }
  return readSavedGame(document, { seat: v.picklist(SEAT_KINDS), record: withShortNames });
}
