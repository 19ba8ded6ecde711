import type { Message } from '../catalog';

/** English texts of public tables and spectators (spread into the English catalogue). */
export const publicTablesEn = {
  playWithAnyone: 'Play with anyone',
  publicTablesTitle: 'Play with anyone',
  publicTablesIntro:
    'Sit down at a table strangers opened, or let the quick match pick the fullest one for you.',
  quickMatch: 'Quick match',
  quickMatchNote: 'Joins the fullest open table, or opens a new one for others to find.',
  publicTablesEmpty: 'No open table right now. A quick match opens one for the next players.',
  publicTablesLoading: 'Looking for open tables…',
  publicTablesFailed: 'The tables could not be listed: {reason}',
  publicTableHost: '{name}’s table',
  publicTableFree: { one: '{count} seat free', other: '{count} seats free' },
  publicTableOf: { one: 'of {count} seat', other: 'of {count} seats' },
  publicTableSit: 'Sit down',
  publicTableSitAt: 'Sit down at {name}’s table',
  publicTableTimer: { one: '{count} s a turn', other: '{count} s a turn' },
  publicTableNoHints: 'no hints',
  refreshTables: 'Refresh',
  publicTable: 'Public table',
  publicTableNote: 'Strangers can find it in “Play with anyone”; its code stays private.',
  nobodyCame: 'Nobody has sat down yet.',
  fillAndStart: 'Fill with computers and start',
  watch: 'Watch',
  watchers: { one: '{count} watching', other: '{count} watching' },
  watchersLabel: { one: '{count} spectator is watching', other: '{count} spectators are watching' },
  watchersFull: 'This table already has {count} spectators: try again later.',
  watchEnded: 'The table you were watching has closed.',
} satisfies Record<string, Message>;
