import { BOT_LEVELS, type BotLevel } from '../ai/bot-levels';

/** Who plays a seat: a person at this device or a computer level (the app's seat kinds). */
export type SeatPlayer = 'person' | BotLevel;

/** How finished games are grouped: by the strongest computer level at the table, or people only. */
export const TABLE_GROUPS = ['people', ...BOT_LEVELS] as const;
/** A group of finished games. */
export type TableGroup = (typeof TABLE_GROUPS)[number];

/** The group of a table: its strongest computer level, or `people` when nobody is a computer. */
export function tableGroup(seats: readonly SeatPlayer[]): TableGroup {
  const levels = seats.flatMap((kind) => (kind === 'person' ? [] : [BOT_LEVELS.indexOf(kind)]));
  return levels.length === 0 ? 'people' : BOT_LEVELS[Math.max(...levels)]!;
}
