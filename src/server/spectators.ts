import { type Client, ServerError } from '@colyseus/core';
import * as v from 'valibot';
import type { GameMaster } from '../master';
import {
  type ClientMessageType,
  clientMessageSchemas,
  type ErrorCode,
  MAX_WATCHERS,
} from '../online/protocol';
import { JOIN_ERRORS } from './join-options';

/** What spectators need of their room. */
export interface SpectatorDesk {
  /** The game's master, while a game is dealt. */
  master(): GameMaster | null;
  /** Sends `client` the steps of no seat, each after its store; returns what stops it. */
  watchPublic(client: Client): () => void;
  /** Tells `client` it watches the room with `code`. */
  welcome(client: Client): void;
  /** Refuses `client`'s message `to` with `code` and `message`. */
  refuse(client: Client, to: string, code: ErrorCode, message: string): void;
  /** The count of watchers changed, or one came: everyone hears the room, the timers too. */
  changed(): void;
}

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

  /** The spectators of the room `desk` serves, `cap` at most (`MAX_WATCHERS` by default). */
  constructor(
    private readonly desk: SpectatorDesk,
    private readonly cap = MAX_WATCHERS,
  ) {}

  /**
   * `client` starts watching: told the room, then the game once there is one. Refused with a
   * clear message (a matchmaking error) past the cap.
   */
  join(client: Client): void {
    if (this.watching.size >= this.cap)
      throw new ServerError(
        JOIN_ERRORS.tooMany,
        `this table already has ${this.cap} spectators: try again later`,
      );
    this.watching.set(client.sessionId, { client, stop: null });
    this.desk.welcome(client);
    this.desk.changed();
    if (this.desk.master() !== null) this.watch(client);
  }

  /** Whether `client` is a spectator. */
  has(client: Client): boolean {
    return this.watching.has(client.sessionId);
  }

  /** How many spectators watch. */
  get count(): number {
    return this.watching.size;
  }

  /** A spectator's message: it may ask for the game again, and nothing else. */
  handle(client: Client, type: ClientMessageType, body: unknown): void {
    if (type !== 'sync' || !v.is(clientMessageSchemas.sync, body))
      return this.desk.refuse(client, type, 'spectator', 'a spectator watches: only players play');
    if (this.desk.master() === null)
      return this.desk.refuse(client, type, 'wrong-phase', 'the game has not started');
    this.watch(client);
  }

  /** A game was dealt: every spectator watches it from its first step. */
  gameStarted(): void {
    for (const { client } of this.watching.values()) this.watch(client);
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

  /** `client` watches the game from now, a jump first (a watch before is stopped). */
  private watch(client: Client): void {
    const entry = this.watching.get(client.sessionId);
    if (entry === undefined) return;
    entry.stop?.();
    entry.stop = this.desk.watchPublic(client);
  }
}
