import type { Client } from '@colyseus/core';
import { MessageGate } from './message-gate';

/** A person seat within its reconnection window: what ends it, and when it runs out (epoch ms). */
interface Away {
  readonly cancel: () => void;
  readonly at: number;
}

/**
 * Who is at a room, without any game or networking of its own: each connection's flood gate,
 * the seat it plays and the token it was given, the one connection playing each seat, what
 * stops a connection watching its seat's steps, and the person seats within their reconnection
 * window. A seat is played by at most one connection; a connection plays at most one seat.
 */
export class SeatRegistry {
  private readonly gates = new Map<string, MessageGate>();
  private readonly seatOfClient = new Map<string, number>();
  private readonly tokenOfClient = new Map<string, string>();
  private readonly clientAt = new Map<number, Client>();
  private readonly watching = new Map<string, () => void>();
  private readonly away = new Map<number, Away>();

  /** A connection came (`messagesPerSecond` is its flood limit; 0: none). */
  connect(client: Client, messagesPerSecond: number): void {
    this.gates.set(client.sessionId, new MessageGate(messagesPerSecond));
  }

  /** The flood gate of `client`, while it is connected. */
  gate(client: Client): MessageGate | undefined {
    return this.gates.get(client.sessionId);
  }

  /** The seat `client` plays, if any. */
  seatOf(client: Client): number | undefined {
    return this.seatOfClient.get(client.sessionId);
  }

  /** The token `client` was last given for its seat. */
  tokenOf(client: Client): string | undefined {
    return this.tokenOfClient.get(client.sessionId);
  }

  /** The connection playing `seat`, if any. */
  holder(seat: number): Client | undefined {
    return this.clientAt.get(seat);
  }

  /** The connection playing each seat that one plays. */
  get holders(): ReadonlyMap<number, Client> {
    return this.clientAt;
  }

  /** Whether a connection plays `seat`. */
  present(seat: number): boolean {
    return this.clientAt.has(seat);
  }

  /** How many seats a connection plays. */
  get seated(): number {
    return this.clientAt.size;
  }

  /**
   * `client` plays `seat` with `token` from now; the connection that played it before, if any,
   * no longer plays any seat and is returned (to be closed).
   */
  seat(client: Client, seat: number, token: string): Client | undefined {
    const previous = this.clientAt.get(seat);
    if (previous !== undefined) this.seatOfClient.delete(previous.sessionId);
    this.seatOfClient.set(client.sessionId, seat);
    this.tokenOfClient.set(client.sessionId, token);
    this.clientAt.set(seat, client);
    return previous;
  }

  /**
   * `seat`'s connection plays it no more (its person was removed; the connection is closed
   * next), and its reconnection window, if it ran, ends.
   */
  unseat(seat: number): void {
    const client = this.clientAt.get(seat);
    this.endAway(seat);
    if (client === undefined) return;
    this.clientAt.delete(seat);
    this.seatOfClient.delete(client.sessionId);
    this.tokenOfClient.delete(client.sessionId);
    this.watching.get(client.sessionId)?.();
    this.watching.delete(client.sessionId);
  }

  /** `client` was given a new `token` for its seat. */
  retoken(client: Client, token: string): void {
    this.tokenOfClient.set(client.sessionId, token);
  }

  /** In the lobby, `client` moved from `seat` to the free seat `to`. */
  move(client: Client, seat: number, to: number): void {
    this.seatOfClient.set(client.sessionId, to);
    this.clientAt.delete(seat);
    this.clientAt.set(to, client);
  }

  /** `client` watches its seat's steps until `stop` (a watch before is stopped). */
  watch(client: Client, stop: () => void): void {
    this.watching.get(client.sessionId)?.();
    this.watching.set(client.sessionId, stop);
  }

  /**
   * `client` is gone: its gate and watch end. Returns the seat it played, if it still played
   * one (a connection another one replaced plays none).
   */
  disconnect(client: Client): number | undefined {
    const id = client.sessionId;
    this.gates.delete(id);
    this.tokenOfClient.delete(id);
    this.watching.get(id)?.();
    this.watching.delete(id);
    const seat = this.seatOfClient.get(id);
    this.seatOfClient.delete(id);
    if (seat === undefined || this.clientAt.get(seat) !== client) return undefined;
    this.clientAt.delete(seat);
    return seat;
  }

  /** `seat`'s person is away until `at` (epoch ms); `cancel` ends the window early. */
  setAway(seat: number, at: number, cancel: () => void): void {
    this.endAway(seat);
    this.away.set(seat, { cancel, at });
  }

  /** `seat`'s reconnection window is over, or its person is back: its timer ends. */
  endAway(seat: number): void {
    this.away.get(seat)?.cancel();
    this.away.delete(seat);
  }

  /** When `seat`'s reconnection window runs out (epoch ms), while it runs. */
  awayUntil(seat: number): number | undefined {
    return this.away.get(seat)?.at;
  }

  /** Ends every reconnection window's timer (the room closes). */
  clear(): void {
    for (const seat of [...this.away.keys()]) this.endAway(seat);
  }
}
