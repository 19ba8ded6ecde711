import { type Client, ServerError } from '@colyseus/core';
import { MAX_WATCHERS } from '../online/protocol';
import { JOIN_ERRORS } from './join-options';

/**
 * The spectators of a room: connections that watch without a seat. They are no seat's holder, so
 * nothing of a seat reaches them: the game master's steps for no seat (`seatStep` with an empty
 * audience: the engine's public view, no drawn card before it is placed, R8.2), the room's news
 * and its timers. They may ask for the game again (`sync`) and nothing else: no action, no seat,
 * no reaction, no hint. They count neither as seats nor as people present: the game never waits
 * for them, and a room with only spectators is idle. At most `MAX_WATCHERS` at once.
 */
export class Spectators {
  /** Each spectator's connection and what stops its watch of the game, if it watches one. */
  private readonly watching = new Map<string, { client: Client; stop: (() => void) | null }>();

  /** Spectators at most (`MAX_WATCHERS` by default). */
  constructor(private readonly cap = MAX_WATCHERS) {}

  /** `client` starts watching; refused with a clear message (a matchmaking error) past the cap. */
  join(client: Client): void {
    if (this.watching.size >= this.cap)
      throw new ServerError(
        JOIN_ERRORS.tooMany,
        `this table already has ${this.cap} spectators: try again later`,
      );
    this.watching.set(client.sessionId, { client, stop: null });
  }

  /** Whether `client` is a spectator. */
  has(client: Client): boolean {
    return this.watching.has(client.sessionId);
  }

  /** How many spectators watch. */
  get count(): number {
    return this.watching.size;
  }

  /** Every spectator's connection. */
  get clients(): Client[] {
    return [...this.watching.values()].map((entry) => entry.client);
  }

  /** `client` watches the game until `stop` (a watch before is stopped). */
  watch(client: Client, stop: () => void): void {
    const entry = this.watching.get(client.sessionId);
    if (entry === undefined) return stop();
    entry.stop?.();
    entry.stop = stop;
  }

  /** `client` is gone (or was never a spectator: `false`); its watch ends. */
  leave(client: Client): boolean {
    const entry = this.watching.get(client.sessionId);
    if (entry === undefined) return false;
    entry.stop?.();
    this.watching.delete(client.sessionId);
    return true;
  }

  /** The room closes: every watch ends. */
  clear(): void {
    for (const entry of this.watching.values()) entry.stop?.();
    this.watching.clear();
  }
}
