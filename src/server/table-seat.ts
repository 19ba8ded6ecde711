import type { BotLevel } from '../ai/bot-levels';
import type { SeatLook } from '../online/looks';

/** One seat of a table. */
export interface TableSeat {
  readonly kind: 'person' | 'computer';
  /** The player's name; `null` for a person seat nobody has taken. */
  readonly name: string | null;
  /** A computer seat's level; for a person seat, the level that stands in while they are away. */
  readonly level: BotLevel;
  /** The SHA-256 of the seat's token, once a person has taken it. */
  readonly tokenHash: string | null;
  /**
   * The SHA-256 of the token the last join replaced, still taken until the seat's holder says it
   * kept the new one or its connection has stayed up for a while after it was sent (so that a
   * welcome lost with its connection locks nobody out); else `null`.
   */
  readonly previousHash?: string | null;
  /**
   * The SHA-256 of the device key of the browser that first took the seat (`device-key.ts`), or
   * `null` (a client without one): that device always takes its seat back, whoever holds it.
   */
  readonly deviceHash?: string | null;
  /** The avatar and colour its person shows (absent: none picked, or nobody holds the seat). */
  readonly look?: SeatLook;
}
