import type { GameMaster } from '../master';
import type { RoomClock } from './room-clock';
import type { SeatRegistry } from './seat-registry';
import type { Table } from './table';

/** What presence needs of its room. */
export interface PresenceDesk {
  readonly table: Table;
  /** Who is at the room: connections and away windows. */
  readonly seats: SeatRegistry;
  /** The room's timers. */
  readonly time: RoomClock;
  /** Seconds a person who dropped keeps their seat (and the host's role). */
  readonly reconnectSeconds: number;
  /** Seconds a room with nobody connected waits before it closes. */
  readonly idleSeconds: number;
  /** The game's master, while a game is dealt. */
  master(): GameMaster | null;
  /** The seats or phase changed: store, then tell everyone. */
  changed(): void;
  /** Who is at the table changed (for the votes on away seats). */
  presenceChanged(): void;
  /** Nobody came back within the idle time: the room closes. */
  closeIdle(): void;
}

/**
 * Who is at a room's table, over time: a person who drops keeps their seat, and the host their
 * role, for the reconnection window; past it a computer stands in (in the lobby the seat is free
 * again) and the role passes on. A room where nobody is connected closes after the idle time.
 */
export class SeatPresence {
  private idleTimer: NodeJS.Timeout | null = null;

  /** The presence of the room `desk` serves. */
  constructor(private readonly desk: PresenceDesk) {}

  /** The person seats. */
  personSeats(): number[] {
    return this.desk.table.seats.flatMap((s, seat) => (s.kind === 'person' ? [seat] : []));
  }

  /**
   * The seat whose person may change the seats and start: the creator's (the role moves with
   * its person in the lobby) while they are connected or within their reconnection window, else
   * the first person present (the role passes to them for good, see `leave`).
   */
  host(): number {
    const { table, seats } = this.desk;
    const { creator } = table;
    if (seats.present(creator) || seats.awayUntil(creator) !== undefined) return creator;
    return this.personSeats().find((seat) => seats.present(seat)) ?? creator;
  }

  /**
   * A person left: they keep their seat, and the host their role, for the reconnection window
   * (not if they chose to go); past it, a computer plays the seat (in the lobby it is free again)
   * and the host's role passes to the first person present.
   */
  leave(seat: number, consented: boolean): void {
    const { table, seats, time } = this.desk;
    seats.endAway(seat);
    this.desk.master()?.setPresent(seat, false);
    const expire = () => {
      seats.endAway(seat);
      if (seats.present(seat)) return;
      if (seat === table.creator) {
        const next = this.personSeats().find((other) => seats.present(other));
        if (next !== undefined) table.handHost(next);
      }
      if (table.phase === 'lobby') table.release(seat);
      else this.desk.master()?.setStandIn(seat, true);
      this.desk.changed();
    };
    if (consented) expire();
    else {
      const ms = this.desk.reconnectSeconds * 1000;
      seats.setAway(seat, Date.now() + ms, time.after(ms, expire));
    }
    if (seats.seated === 0) this.idle();
  }

  /** A person is back at their seat: no stand-in any more, and the room is not idle. */
  comeBack(seat: number): void {
    this.desk.seats.endAway(seat);
    this.stopIdle();
    this.desk.master()?.setStandIn(seat, false);
    this.desk.master()?.setPresent(seat, true);
    this.desk.presenceChanged();
  }

  /** No person is connected: the computers pause, and the room closes after the idle time. */
  idle(): void {
    const { seats, time } = this.desk;
    if (this.idleTimer !== null || time.isStopped) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (seats.seated > 0 || time.isStopped) return;
      this.desk.closeIdle();
    }, this.desk.idleSeconds * 1000);
  }

  /** The room is used again, or closes: no idle timer. */
  stopIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
