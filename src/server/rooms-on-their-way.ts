import type { Presence } from '@colyseus/core';

/**
 * Rooms let open and not yet counted among the live ones (their code is still looked up in the
 * store, the room still created): counted against the cap on rooms with the live ones, so that no
 * open slips in under the cap while another is on its way.
 */
export interface RoomsOnTheirWay {
  /** Counts one more on its way; resolves to how many are on their way, that one included. */
  reserve(): Promise<number>;
  /** Counts one fewer (it opened and is live, or it failed). */
  release(): Promise<void>;
}

/** The rooms on their way in this process alone (one process, rooms on disk). */
export function localRoomsOnTheirWay(): RoomsOnTheirWay {
  let count = 0;
  return {
    reserve: () => Promise.resolve(++count),
    release: () => {
      count--;
      return Promise.resolve();
    },
  };
}

/** The Redis key of the rooms on their way in every process together. */
export const ON_THEIR_WAY_KEY = 'skyjo:rooms-on-their-way';

/**
 * How long the shared count outlives the last room reserved, in seconds: a process that dies with
 * rooms on their way leaves them counted until then (an open takes seconds at most).
 */
export const ON_THEIR_WAY_SECONDS = 120;

/**
 * The rooms on their way in every process sharing `presence` (Redis): one count that each
 * reservation increments atomically, so two processes letting opens through at the same moment
 * see each other's (each process counting only its own let both through under the cap).
 */
export function sharedRoomsOnTheirWay(presence: Presence): RoomsOnTheirWay {
  return {
    async reserve() {
      const count = await presence.incr(ON_THEIR_WAY_KEY);
      await presence.expire(ON_THEIR_WAY_KEY, ON_THEIR_WAY_SECONDS);
      return count;
    },
    async release() {
      // Below zero only if the count expired while a room was on its way: start again from none.
      if ((await presence.decr(ON_THEIR_WAY_KEY)) < 0) await presence.del(ON_THEIR_WAY_KEY);
    },
  };
}
