import type { RoomInfo, SeatInfo } from '../../../src/online/protocol';

/** A seat as the room's news describes it: Bea, a connected person, unless `over` says otherwise. */
export const seatInfo = (over: Partial<SeatInfo> = {}): SeatInfo => ({
  name: 'Bea',
  kind: 'person',
  level: null,
  taken: true,
  connected: true,
  standIn: false,
  ready: false,
  awayMs: null,
  ...over,
});

/** A room's news with `seats`: a private room playing with hints and a 30 s turn timer, unless `over` says otherwise. */
export const roomInfo = (seats: SeatInfo[], over: Partial<RoomInfo> = {}): RoomInfo => ({
  code: 'ABCD2345',
  phase: 'playing',
  rules: {},
  hints: true,
  turnSeconds: 30,
  awaySeconds: 60,
  nudgeAfterMs: 15_000,
  host: 0,
  seats,
  listed: false,
  watchers: 0,
  ...over,
});
