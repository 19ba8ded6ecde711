import { describe, expect, test } from 'vitest';
import { seatCountdowns, seatNotices } from '../../../src/app/online/seat-notices';
import type { SeatInfo } from '../../../src/online/protocol';
import { roomInfo, seatInfo } from '../helpers/room-info';

const seat = seatInfo;

const room = roomInfo;

const ada = seat({ name: 'Ada' });

describe('what the table is told about the other seats', () => {
  test('a friend drops (with the seconds until a computer stands in), is stood in for, comes back', () => {
    const playing = room([ada, seat()]);
    const dropped = room([ada, seat({ connected: false, awayMs: 41_200 })]);
    const stood = room([ada, seat({ connected: false, standIn: true, level: 'hard' })]);
    expect(seatNotices(playing, dropped, 0)).toEqual([{ kind: 'away', seat: 1, seconds: 42 }]);
    expect(seatNotices(dropped, stood, 0)).toEqual([{ kind: 'stand-in', seat: 1, seconds: 0 }]);
    expect(seatNotices(stood, playing, 0)).toEqual([{ kind: 'back', seat: 1, seconds: 0 }]);
    // Back within the window: told as well.
    expect(seatNotices(dropped, playing, 0)).toEqual([{ kind: 'back', seat: 1, seconds: 0 }]);
  });

  test('nothing about one’s own seat, computers, the lobby, or the first info', () => {
    const dropped = room([ada, seat({ connected: false, awayMs: 1000 })]);
    expect(seatNotices(room([ada, seat()]), dropped, 1)).toEqual([]);
    expect(seatNotices(null, dropped, 0)).toEqual([]);
    const lobby = (s: SeatInfo) => room([ada, s], { phase: 'lobby' });
    expect(seatNotices(lobby(seat()), lobby(seat({ connected: false, awayMs: 1 })), 0)).toEqual([]);
    const bot = seat({ kind: 'computer', connected: false, level: 'easy' });
    expect(seatNotices(room([ada, bot]), room([ada, bot]), 0)).toEqual([]);
  });

  test('plate countdowns: away first, else the turn timer of a timed seat, else none', () => {
    const info = room([ada, seat({ connected: false, awayMs: 20_000 }), seat({ name: 'Cy' })]);
    const timer = { seats: [1, 2], at: 5_000 };
    expect(seatCountdowns(info, 1_000, timer)).toEqual([
      null,
      { kind: 'away', endsAt: 21_000, totalMs: 60_000 },
      { kind: 'turn', endsAt: 5_000, totalMs: 30_000 },
    ]);
    expect(seatCountdowns(info, 1_000, { seats: [], at: null })[2]).toBeNull();
    expect(seatCountdowns(room([ada], { turnSeconds: null }), 0, { seats: [0], at: 9 })).toEqual([
      null,
    ]);
  });
});
