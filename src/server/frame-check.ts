import { Protocol } from '@colyseus/core';

/** The longest message type a frame may name (the game's own are short words). */
const MAX_TYPE_LENGTH = 31;

/** A msgpack fixstr holding 1 to 31 bytes: the only form a message type takes here. */
const FIXSTR = 0xa0;

/** Letters, digits and `-`: every message type the game knows is a word (no `_`, see below). */
function isTypeByte(byte: number): boolean {
  return (
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d
  );
}

/**
 * Whether a websocket frame from a client has the shape of a message this game reads, checked on
 * its first bytes before Colyseus decodes it: the join acknowledgement, a leave, or room data
 * whose type is a short word of letters, digits and hyphens. Anything else (binary "bytes"
 * messages, numeric types, types such as Colyseus's internal `__no_message_handler` (which would
 * skip the room's handler of unknown types and close the connection), types that are not valid
 * UTF-8, which Colyseus would log once per frame, unknown protocol codes) is refused unread.
 */
export function wellFormedFrame(frame: Uint8Array): boolean {
  const code = frame[0];
  if (code === Protocol.JOIN_ROOM || code === Protocol.LEAVE_ROOM) return frame.length === 1;
  if (code !== Protocol.ROOM_DATA || frame.length < 2) return false;
  const length = frame[1]! - FIXSTR;
  if (length < 1 || length > MAX_TYPE_LENGTH || frame.length < 2 + length) return false;
  for (let i = 2; i < 2 + length; i++) if (!isTypeByte(frame[i]!)) return false;
  return true;
}
