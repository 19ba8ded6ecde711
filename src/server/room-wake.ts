import { ServerError } from '@colyseus/core';
import { normalizeRoomCode } from '../online/room-code';
import { deviceHash } from './device-proof';
import { JOIN_ERRORS, parseJoining } from './join-options';
import { parseRoomDocument } from './room-document';
import type { RoomStore } from './room-store';
import { holdsToken, Table } from './table';

/**
 * Whether the stored room `text` has a seat whose (current or previous) token the join holds, or
 * whose device it names (that device proves itself before it is seated): only such a join wakes
 * a stored room.
 */
export function holdsSeat(text: string, joining: { token?: string; device?: string }): boolean {
  const parts = parseRoomDocument(text);
  if (typeof parts === 'string') return false;
  const { token, device } = joining;
  const named = device === undefined ? null : deviceHash(device);
  return parts.seats.some(
    (seat) =>
      (token !== undefined && holdsToken(seat, token)) ||
      (named !== null && seat.tokenHash !== null && seat.deviceHash === named),
  );
}

/**
 * The table of the stored room that the join `options` wakes, as it was stored (any version:
 * `room-document.ts`). Refused (a matchmaking error) unless the join holds one of its seats, when
 * another process already has it live (`isLive`), or when it cannot be read.
 */
export async function wakeTable(
  store: RoomStore,
  options: unknown,
  isLive: (code: string) => Promise<boolean>,
): Promise<Table> {
  const joining = parseJoining(options);
  const code = joining.kind === 'join' ? normalizeRoomCode(joining.code) : null;
  const text = code === null ? null : await store.load(code);
  if (code === null || text === null || joining.kind !== 'join' || !holdsSeat(text, joining))
    throw new ServerError(JOIN_ERRORS.notFound, 'there is no such room');
  // Two processes may both have been asked to restore it: the second finds it live.
  if (await isLive(code))
    throw new ServerError(JOIN_ERRORS.taken, 'the room is being restored: try again');
  const parts = parseRoomDocument(text);
  if (typeof parts === 'string' || parts.code !== code) {
    const why = typeof parts === 'string' ? parts : 'it holds another room';
    throw new ServerError(JOIN_ERRORS.notFound, `the room cannot be restored: ${why}`);
  }
  return Table.restore(parts);
}
