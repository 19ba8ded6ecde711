import type { Client } from '@colyseus/core';
import type { GameState } from '../engine';
import type { ClientMessage } from '../online/protocol';
import type { SeatRegistry } from './seat-registry';
import type { Refusal, Table } from './table';

/** A lobby message, by type. */
export type LobbyMessage =
  | { readonly type: 'sit'; readonly body: ClientMessage<'sit'> }
  | { readonly type: 'seat'; readonly body: ClientMessage<'seat'> }
  | { readonly type: 'start'; readonly body: ClientMessage<'start'> };

/** What the lobby's messages need of their room. */
export interface LobbyDesk {
  readonly table: Table;
  /** Who is at the room: each connection's seat and token. */
  readonly seats: SeatRegistry;
  /** The seat whose person hosts now. */
  host(): number;
  /** Stores the room as it is now. */
  save(): void;
  /** Tells `client` it plays `seat` now, with the token it holds. */
  welcome(client: Client, seat: number, token: string): void;
  /** The game `game` was dealt: its master starts. */
  deal(game: GameState): void;
  /** The seats or phase changed: store, then tell everyone. */
  changed(): void;
}

const refusal = (code: Refusal['code'], message: string): Refusal => ({ ok: false, code, message });

/**
 * The lobby's messages: a person moving to another free seat (their token with them), the host
 * making a seat a person's or a computer's, and the host starting the game.
 */
export class LobbyMessages {
  /** The lobby of the room `desk` serves. */
  constructor(private readonly desk: LobbyDesk) {}

  /** Handles `message` from `client`, which plays `seat`; returns why it was refused, or `null`. */
  handle(client: Client, seat: number, message: LobbyMessage): Refusal | null {
    switch (message.type) {
      case 'sit':
        return this.sit(client, seat, message.body.seat);
      case 'seat':
        return this.plan(seat, message.body);
      case 'start':
        return this.start(seat);
    }
  }

  private sit(client: Client, seat: number, to: number): Refusal | null {
    const { table, seats } = this.desk;
    const moved = table.move(seat, to);
    if (!moved.ok) return moved;
    if (seat === to) return null;
    seats.move(client, seat, to);
    this.desk.save();
    this.desk.welcome(client, to, seats.tokenOf(client)!);
    this.desk.changed();
    return null;
  }

  private plan(seat: number, { seat: target, plan }: ClientMessage<'seat'>): Refusal | null {
    const { table } = this.desk;
    if (seat !== this.desk.host()) return refusal('not-host', 'only the host changes the seats');
    if (target >= table.seats.length) return refusal('malformed', `there is no seat ${target + 1}`);
    const set = table.setPlan(target, plan);
    if (!set.ok) return set;
    this.desk.changed();
    return null;
  }

  private start(seat: number): Refusal | null {
    if (seat !== this.desk.host()) return refusal('not-host', 'only the host starts the game');
    const started = this.desk.table.start();
    if (!started.ok) return started;
    this.desk.save();
    this.desk.deal(started.game);
    this.desk.changed();
    return null;
  }
}
