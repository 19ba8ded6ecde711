import { BOT_LEVELS, type BotLevel } from '../ai/bot-levels';

/** Who plays a seat: a person (at this device, or online at theirs) or a computer level. */
export const SEAT_KINDS = ['person', ...BOT_LEVELS] as const;
/** Who plays a seat. */
export type SeatKind = (typeof SEAT_KINDS)[number];

/** One seat of a new game: a display name and who plays it. */
export interface SeatConfig {
  readonly name: string;
  readonly kind: SeatKind;
}

/** Whether a seat is played by the computer. */
export function isComputer(kind: SeatKind): kind is BotLevel {
  return kind !== 'person';
}

/** The level of the computer that plays for a person who is away (online, after the reconnection window). */
export const STAND_IN_LEVEL: BotLevel = 'hard';
