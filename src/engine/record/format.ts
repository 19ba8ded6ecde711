import type { Rules } from '../rules';
import type { RecordReason } from './reasons';
import type { RoundRecord } from '../state';

/** The `format` field of every game record (GAME-RECORD.md). */
export const RECORD_FORMAT = 'skyjo-record';

/** The record version this engine reads and writes. */
export const RECORD_VERSION = 1;

/** A whole game as one JSON document: saved game, replay, bug report and test vector. */
export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly rules: Partial<Rules>;
  readonly players: readonly string[];
  readonly rounds: readonly RoundRecord[];
}

/**
 * Where a record breaks the rules: zero-based round and action indexes, `null` where n/a
 * (GAME-RECORD.md's error object: these three fields, nothing else).
 */
export interface RecordError {
  readonly round: number | null;
  readonly action: number | null;
  readonly message: string;
}

/**
 * A record the engine refuses: GAME-RECORD.md's error, and its reason as a code
 * (`RECORD_REASONS`) for the player's language.
 */
export interface RecordRefusal {
  readonly error: RecordError;
  readonly reason: RecordReason;
}

/** The refusal of a failed outcome (`{ ok: false, error, reason }`), without its `ok`. */
export function refusalOf({ error, reason }: RecordRefusal): RecordRefusal {
  return { error, reason };
}
