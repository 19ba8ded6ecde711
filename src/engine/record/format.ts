import type { Rules } from '../rules';
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

/** Where a record breaks the rules: zero-based round and action indexes, `null` where n/a. */
export interface RecordError {
  readonly round: number | null;
  readonly action: number | null;
  readonly message: string;
}
