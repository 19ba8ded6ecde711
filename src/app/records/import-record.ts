import { type RecordRefusal, refusalOf, resumeRecord } from '../../engine';
import { readRecordText } from './record-text';
import { recordSeatKinds } from '../game/record-seats';
import { saveGame, type SavedGame } from './saves';
import type { SeatKind } from '../../master/seats';
import type { KeyValueStore } from '../../storage';

/**
 * Why an imported record is not played: its own fault (the engine's words, an invalid set of
 * house rules included), its size, or no room to save it.
 */
export type ImportProblem =
  | { readonly kind: 'record'; readonly refusal: RecordRefusal }
  | { readonly kind: 'too-large'; readonly chars: number }
  | { readonly kind: 'not-saved' };

/** The game to play on from an imported record, or why there is none. */
export type ImportedGame =
  | { readonly ok: true; readonly game: SavedGame }
  | { readonly ok: false; readonly problem: ImportProblem };

/**
 * The game to play on from a record's text (`readRecordText`: size, byte-order mark, names),
 * seats chosen by `chosen`, else by the record's own `seats`, else a person then medium
 * computers; the game keeps the record's rules, house rules (RULES.md R9) included. A public record has its unseen cards dealt anew by `seed`. The game is saved in
 * `store` at once, so a reload resumes it; when the store has no room for it, it is not played
 * and the game saved before stays.
 */
export function importGame(
  text: string,
  chosen: readonly SeatKind[],
  seed: number,
  store: KeyValueStore,
): ImportedGame {
  const refuse = (problem: ImportProblem): ImportedGame => ({ ok: false, problem });
  const read = readRecordText(text);
  if (!read.ok)
    return refuse(
      read.tooLarge
        ? { kind: 'too-large', chars: read.chars }
        : { kind: 'record', refusal: read.refusal },
    );
  const { document } = read;
  const resumed = resumeRecord(document, { seed, dealUnseen: true });
  if (!resumed.ok)
    return refuse({
      kind: 'record',
      refusal: refusalOf(resumed),
    });
  const { state } = resumed;
  const own = recordSeatKinds(document);
  const seats = state.players.map(
    (_, seat): SeatKind => chosen[seat] ?? own?.[seat] ?? (seat === 0 ? 'person' : 'medium'),
  );
  const game = { seats, state };
  if (!saveGame(store, game)) return refuse({ kind: 'not-saved' });
  return { ok: true, game };
}
