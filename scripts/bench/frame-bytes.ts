import { Room } from 'colyseus.js';

/** Bytes the load's clients received: every frame, and the game's `step` messages apart. */
export interface FrameBytes {
  frames: number;
  bytes: number;
  steps: number;
  stepBytes: number;
}

/** A `step` message's frame begins so: Colyseus's ROOM_DATA code, then the type as a short string. */
const STEP_PREFIX = [13, 0xa0 | 4, ...new TextEncoder().encode('step')];

/**
 * Counts every frame the colyseus.js rooms of this process receive into the returned figures
 * (which the caller may reset). It wraps the rooms' message callback, which colyseus.js binds
 * when a room connects: call it before any room is joined.
 */
export function countFrameBytes(): FrameBytes {
  const counted: FrameBytes = { frames: 0, bytes: 0, steps: 0, stepBytes: 0 };
  const prototype = Room.prototype as unknown as {
    onMessageCallback(event: { data: ArrayBuffer }): void;
  };
  const receive = prototype.onMessageCallback;
  prototype.onMessageCallback = function (this: Room, event: { data: ArrayBuffer }) {
    const bytes = new Uint8Array(event.data);
    counted.frames++;
    counted.bytes += bytes.byteLength;
    if (STEP_PREFIX.every((byte, i) => bytes[i] === byte)) {
      counted.steps++;
      counted.stepBytes += bytes.byteLength;
    }
    receive.call(this, event);
  };
  return counted;
}
