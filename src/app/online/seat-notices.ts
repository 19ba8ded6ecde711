import type { RoomInfo } from '../../online/protocol';
import type { SeatCountdown } from '../../view/countdown';

/** Something the people at the table are told about another seat. */
export interface SeatNotice {
  /** `away`: a person dropped out; `stand-in`: a computer now plays for them; `back`: they are. */
  readonly kind: 'away' | 'stand-in' | 'back';
  readonly seat: number;
  /** For `away`: whole seconds until a computer stands in. */
  readonly seconds: number;
}

/**
 * What changed for the people of a room in play between two room infos, for everybody but seat
 * `me`: who dropped out (and when a computer will stand in), who is now played by a computer,
 * who is back.
 */
export function seatNotices(
  before: RoomInfo | null,
  after: RoomInfo,
  me: number | null,
): SeatNotice[] {
  if (before === null || after.phase !== 'playing' || before.phase !== 'playing') return [];
  const notices: SeatNotice[] = [];
  for (const [seat, now] of after.seats.entries()) {
    const was = before.seats[seat];
    if (seat === me || was === undefined || now.kind !== 'person') continue;
    if (was.connected && !now.connected && now.awayMs !== null)
      notices.push({ kind: 'away', seat, seconds: Math.ceil(now.awayMs / 1000) });
    else if (!was.standIn && now.standIn) notices.push({ kind: 'stand-in', seat, seconds: 0 });
    else if (!was.connected && now.connected) notices.push({ kind: 'back', seat, seconds: 0 });
  }
  return notices;
}

/** A running turn timer as the session tells it: the seats it waits for, and when it runs out. */
export interface TurnTimer {
  readonly seats: readonly number[];
  readonly at: number | null;
}

/**
 * The countdown on each seat's plate: an away person's time before a computer stands in (it
 * counts from `receivedAt`, when `info` came), else the turn timer of a seat it waits for, else
 * none.
 */
export function seatCountdowns(
  info: RoomInfo,
  receivedAt: number,
  timer: TurnTimer,
): (SeatCountdown | null)[] {
  return info.seats.map((seat, index): SeatCountdown | null => {
    if (seat.kind === 'person' && !seat.connected && seat.awayMs !== null) {
      return {
        kind: 'away',
        endsAt: receivedAt + seat.awayMs,
        totalMs: Math.max(seat.awayMs, info.awaySeconds * 1000),
      };
    }
    if (timer.at !== null && timer.seats.includes(index) && info.turnSeconds !== null) {
      return { kind: 'turn', endsAt: timer.at, totalMs: info.turnSeconds * 1000 };
    }
    return null;
  });
}
