import * as v from 'valibot';
import { BOT_LEVELS } from '../../ai/bot-levels';
import type { GameRecord } from '../../engine';
import type { SeatKind } from '../../master/seats';

/** One entry of a record's optional `seats` key (GAME-RECORD.md): who sits there. */
const seatSchema = v.variant('kind', [
  v.object({ kind: v.literal('person') }),
  v.object({ kind: v.literal('computer'), level: v.picklist(BOT_LEVELS) }),
]);

/** A record's optional `seats` key. */
const seatsSchema = v.object({ seats: v.array(seatSchema) });

/** A game record with the seats the game writes (GAME-RECORD.md, `seats`). */
export type RecordWithSeats = GameRecord & {
  readonly seats: readonly v.InferOutput<typeof seatSchema>[];
};

/** `record` with its `seats` key: who plays each seat, so an import resumes with the same opponents. */
export function withSeats(record: GameRecord, kinds: readonly SeatKind[]): RecordWithSeats {
  return {
    ...record,
    seats: kinds.map((kind) =>
      kind === 'person' ? { kind: 'person' as const } : { kind: 'computer' as const, level: kind },
    ),
  };
}

/**
 * Who plays each seat by a record's `seats` key, when it names one seat per player; `null` when
 * the key is absent or does not fit (replay ignores it, so a record without it stays complete).
 */
export function recordSeatKinds(document: unknown): SeatKind[] | null {
  const parsed = v.safeParse(seatsSchema, document);
  if (!parsed.success) return null;
  const players = (document as { players?: unknown }).players;
  if (!Array.isArray(players) || players.length !== parsed.output.seats.length) return null;
  return parsed.output.seats.map((seat) => (seat.kind === 'person' ? 'person' : seat.level));
}
