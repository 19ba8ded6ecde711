// What a test vector is, and how one is made from a game state.
import { type GameState, publicRecord, toRecord } from '../../../src/engine';

/** A test vector: a record file's text, named, with the rules or edge cases it covers. */
export interface Vector {
  /** File name without extension (`tests/vectors/<name>.json`). */
  readonly name: string;
  /** What it covers, by rule number where there is one. */
  readonly covers: string;
  /** The record file's text (usually one JSON line). */
  readonly text: string;
  /** For a bad record: a piece of the error message the engine must give (checked on making). */
  readonly error?: string;
}

/** The full record of `state` as a vector. */
export function recordVector(name: string, covers: string, state: GameState): Vector {
  return { name, covers, text: JSON.stringify(toRecord(state)) };
}

/** The public record of `state` (unseen cards `null`) as a vector. */
export function publicVector(name: string, covers: string, state: GameState): Vector {
  return { name, covers, text: JSON.stringify(publicRecord(state)) };
}
