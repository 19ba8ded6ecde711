import type { GameMaster } from '../master';
import type { RoomInfo, SeatInfo } from '../online/protocol';
import type { SeatHold } from './seat-hold';
import type { SeatRegistry } from './seat-registry';
import type { Table } from './table';

/** What a room's news is made of: its table, game, people, rematch and votes, and watchers. */
export interface RoomInfoParts {
  readonly table: Table;
  /** The game's master, while a game is dealt. */
  readonly master: GameMaster | null;
  /** Who is at the room (connections, who is away). */
  readonly seats: SeatRegistry;
  /** Who asked to play again, and the votes on away seats. */
  readonly hold: SeatHold;
  /** The seat whose person hosts now. */
  readonly host: number;
  /** How many spectators watch. */
  readonly watchers: number;
  /** Seconds a person who dropped keeps their seat. */
  readonly awaySeconds: number;
  /** Milliseconds a seat must have been to move before it may be nudged. */
  readonly nudgeAfterMs: number;
  /** The time now (epoch ms), for each away seat's time left. */
  readonly now: number;
}

/**
 * The room's news for everyone at it: its settings and phase, and each seat as the plates show
 * it (who sits there and how they look, connected or away and for how long, a computer standing
 * in, ready for the next round or game, the vote on it). Nothing of a seat's token or device.
 */
export function roomInfo(parts: RoomInfoParts): RoomInfo {
  const { table, master, seats: here, hold, now } = parts;
  const between = master?.state.phase === 'round-over';
  const seats = table.seats.map((seat, index): SeatInfo => {
    const person = seat.kind === 'person';
    const connected = person && here.present(index);
    const away = here.awayUntil(index);
    const standIn = person && (master?.isStandIn(index) ?? false);
    return {
      name: seat.name,
      kind: seat.kind,
      level: person && !standIn ? null : seat.level,
      taken: person && seat.tokenHash !== null,
      connected,
      standIn,
      ready:
        table.phase === 'over'
          ? !person || hold.wantsAgain(index)
          : between && (!connected || master.isReady(index)),
      awayMs: away === undefined ? null : Math.max(0, away - now),
      look: person ? (seat.look ?? null) : null,
      vote: hold.voteOn(index),
    };
  });
  const { rules, hints, turnSeconds } = table.settings;
  return {
    code: table.code,
    phase: table.phase,
    rules,
    hints,
    turnSeconds,
    awaySeconds: parts.awaySeconds,
    nudgeAfterMs: parts.nudgeAfterMs,
    host: parts.host,
    seats,
    game: table.games,
    listed: table.settings.listed === true,
    watchers: parts.watchers,
  };
}
