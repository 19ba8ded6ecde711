import { type AuthContext, matchMaker, ServerError } from '@colyseus/core';
import { ROOM_NAME } from '../online/protocol';
import { newRoomCode, normalizeRoomCode } from '../online/room-code';
import { type Arrival, JOIN_ERRORS, parseArrival } from './join-options';
import { holdsSeat } from './room-wake';
import type { RoomStore } from './room-store';

/**
 * Seconds a seat matchmaking reserved waits for its client's websocket. Colyseus's 15 s ran out
 * during a load test's ramp-up on a busy machine: 550 rooms in, the websockets of newly
 * reserved seats came 17–18 s after their reservations (behind the server's and the clients'
 * loaded event loops) and were refused with "no seat reserved", the join lost and tried again.
 * A reservation is no seat of the game (a join takes its seat on arrival, as it may), only a
 * pass for one websocket.
 */
export const SEAT_RESERVATION_SECONDS = 60;

/** What the way into a room needs of its process. */
export interface EntryServices {
  readonly store: RoomStore;
  /** Takes one guess of a room code by `address`; `false` once it has guessed too often. */
  readonly guess: (address: string) => boolean;
}

/** Whether a room with `code` is live in some process of the server. */
export async function isLive(code: string): Promise<boolean> {
  return (await matchMaker.query({ name: ROOM_NAME, roomId: code })).length > 0;
}

/** A code no live or stored room has. */
export async function freeRoomCode(store: RoomStore): Promise<string> {
  for (;;) {
    const code = newRoomCode();
    if (!(await isLive(code)) && (await store.load(code)) === null) return code;
  }
}

/**
 * Checks the join `options` before any room is touched. A code must name a live room, or a
 * stored one the joiner holds a seat token of or names the device of a seat of (nobody else
 * wakes a stored room; a device still proves itself before it is seated); anything else counts
 * as a guess, limited per address. Refusals are matchmaking errors.
 */
export async function admit(
  options: unknown,
  context: AuthContext,
  services: EntryServices,
): Promise<Arrival> {
  const joining = parseArrival(options);
  // Opening a room names no code: with one, Colyseus would look for that room to join.
  if (joining.kind === 'create') {
    if ((options as { code?: unknown }).code !== undefined)
      throw new ServerError(JOIN_ERRORS.badRequest, 'a room is opened without a code');
    return joining;
  }
  // Matchmaking finds rooms by the code as sent: only the canonical form is accepted, so that
  // every way of typing a code meets the same room (clients normalise what people type).
  const code = normalizeRoomCode(joining.code) === joining.code ? joining.code : null;
  if (code !== null && (await isLive(code))) return { ...joining, code };
  // A spectator watches a live room only: it never wakes a stored one.
  if (
    joining.kind === 'join' &&
    code !== null &&
    (joining.token !== undefined || joining.device !== undefined)
  ) {
    const stored = await services.store.load(code);
    if (stored !== null && holdsSeat(stored, joining)) return { ...joining, code };
  }
  if (!services.guess(String(context.ip ?? 'unknown')))
    throw new ServerError(JOIN_ERRORS.tooMany, 'too many room codes tried: wait a minute');
  throw new ServerError(JOIN_ERRORS.notFound, 'there is no such room');
}
