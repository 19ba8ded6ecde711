import type { TableSeat } from './table-seat';
import { tokenMatches } from './seat-token';

/** Why a person may not come back to a room: the host removed them, or a computer has their seat. */
export type BarReason = 'removed' | 'computer';

/** The token and device hashes of a person who may not come back to a room, and why. */
export interface SeatBar {
  readonly reason: BarReason;
  readonly tokenHash: string | null;
  readonly previousHash: string | null;
  readonly deviceHash: string | null;
}

/** The bars a room keeps at most (the oldest goes first): a lobby seats eight people at once. */
export const MOST_BARS = 32;

/** The bar of the person holding `seat` now, for `reason`. */
export function barOf(seat: TableSeat, reason: BarReason): SeatBar {
  return {
    reason,
    tokenHash: seat.tokenHash,
    previousHash: seat.previousHash ?? null,
    deviceHash: seat.deviceHash ?? null,
  };
}

/** `bars` with `bar` added (the oldest dropped past `MOST_BARS`). */
export function withBar(bars: readonly SeatBar[], bar: SeatBar): SeatBar[] {
  return [...bars, bar].slice(-MOST_BARS);
}

/**
 * Why a join showing `token` (or none) from the device hashed `device` (or none) may not come
 * back, or `null`: its token or its device is one a bar names.
 */
export function barredBy(
  bars: readonly SeatBar[],
  token: string | undefined,
  device: string | null,
): BarReason | null {
  const matches = (hash: string | null) =>
    hash !== null && token !== undefined && tokenMatches(token, hash);
  const bar = bars.find(
    (b) =>
      matches(b.tokenHash) ||
      matches(b.previousHash) ||
      (device !== null && b.deviceHash === device),
  );
  return bar?.reason ?? null;
}
