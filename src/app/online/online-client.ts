import type { SeatKind } from '../../master';
import type { OnlineSession } from '../../online/online-session';
import type { SeatCountdown } from '../../view/countdown';
import type { Clock } from '../client/clock';
import { GameClient } from '../client/game-client';
import { seatCountdowns, type TurnTimer } from './seat-notices';

/**
 * Who plays each seat, as this seat's screen sees it: this seat is the person's; every other seat
 * is played elsewhere (its computer's level, or the level that stands in for an absent person).
 */
export function onlineSeats(session: OnlineSession): readonly SeatKind[] {
  const me = session.seat;
  const seats = session.roomInfo?.seats ?? [];
  return seats.map((seat, index): SeatKind => (index === me ? 'person' : (seat.level ?? 'hard')));
}

/**
 * The plates' emblems: this seat the person's, a friend elsewhere a person (a person with a
 * computer standing in while they are away), a computer seat its level's robot.
 */
function onlineEmblems(session: OnlineSession): readonly (SeatKind | 'remote' | 'stand-in')[] {
  const me = session.seat;
  const seats = session.roomInfo?.seats ?? [];
  return seats.map((seat, index) =>
    index === me
      ? 'person'
      : seat.kind !== 'person'
        ? (seat.level ?? 'hard')
        : seat.standIn
          ? 'stand-in'
          : 'remote',
  );
}

/**
 * Each seat's countdown from the room's news (an away person's time, the turn timer), handed to
 * `show` whenever the news comes; returns what stops it.
 */
function roomCountdowns(
  session: OnlineSession,
  show: (countdowns: readonly (SeatCountdown | null)[]) => void,
): () => void {
  let timer: TurnTimer = { seats: [], at: null };
  let roomAt = Date.now();
  const update = () => {
    const info = session.roomInfo;
    if (info !== null) show(seatCountdowns(info, roomAt, timer));
  };
  update();
  return session.subscribe({
    room: () => {
      roomAt = Date.now();
      update();
    },
    timer: (seats, at) => {
      timer = { seats, at };
      update();
    },
  });
}

/**
 * The room's game for the presenter: the one client over the session's link to the room's game
 * master, as a game on this device is over its local link, with the room's countdowns on the
 * plates. The room paces its computers: no pause of the client's own before their moves.
 */
export function onlineClient(session: OnlineSession, clock: Clock): GameClient {
  return new GameClient(session.link(), {
    seats: () => onlineSeats(session),
    emblems: () => onlineEmblems(session),
    looks: () => (session.roomInfo?.seats ?? []).map((seat) => seat.look ?? null),
    countdowns: (show) => roomCountdowns(session, show),
    clock,
    computerPauseMs: 0,
  });
}
