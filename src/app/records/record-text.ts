import { parseRecordText, type RecordRefusal, refusalOf } from '../../engine';

/**
 * The most characters of record text the browser game reads (an import, a replay): 512 KiB, some
 * 25 times the record of a long real game, and still replayed and saved at once.
 */
export const MAX_RECORD_CHARS = 512 * 1024;

/** The longest player name kept from a record, as long as the new-game form allows. */
export const MAX_NAME_LENGTH = 16;

/** A record's text as the game reads it: the parsed document, or why it cannot be read. */
export type RecordText =
  | { readonly ok: true; readonly document: unknown }
  | { readonly ok: false; readonly tooLarge: false; readonly refusal: RecordRefusal }
  | { readonly ok: false; readonly tooLarge: true; readonly chars: number };

/**
 * Reads a record's text: at most `MAX_RECORD_CHARS` (longer text is not even parsed), JSON with
 * an optional byte-order mark, its player names cut to `MAX_NAME_LENGTH` (`withShortNames`).
 */
export function readRecordText(text: string): RecordText {
  if (text.length > MAX_RECORD_CHARS) return { ok: false, tooLarge: true, chars: text.length };
  const parsed = parseRecordText(text);
  if (!parsed.ok) return { ok: false, tooLarge: false, refusal: refusalOf(parsed) };
  return { ok: true, document: withShortNames(parsed.document) };
}

/**
 * `document` with every player name longer than `MAX_NAME_LENGTH` characters cut, ending in "…"
 * (a name of megabytes would freeze the table drawing it). Anything else is left for the replay
 * to judge.
 */
export function withShortNames(document: unknown): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  const { players } = document as { players?: unknown };
  if (!Array.isArray(players)) return document;
  return {
    ...document,
    players: players.map((name) => (typeof name === 'string' ? short(name) : name)),
  };
}

function short(name: string): string {
  const characters = Array.from(name.slice(0, 4 * MAX_NAME_LENGTH));
  if (characters.length <= MAX_NAME_LENGTH && name.length <= 4 * MAX_NAME_LENGTH) return name;
  return `${characters.slice(0, MAX_NAME_LENGTH - 1).join('')}…`;
}
