import * as v from 'valibot';
import { type KeyValueStore, writeQuietly } from '../storage';
import type { GameOutcome } from './game-outcome';
import {
  COUNTED_MEMORY,
  type GroupStatistics,
  NO_STATISTICS,
  NO_STREAK,
  RECENT_GAMES,
  type RecentGame,
  type Statistics,
  type WinStreak,
  withGame,
} from './statistics';
import { TABLE_GROUPS, type TableGroup } from './table-group';

/** The localStorage key of the lifetime statistics. */
export const STATS_KEY = 'skyjo.stats';

/** Where statistics that could not be fully read are put aside before they are repaired. */
export const DAMAGED_STATS_KEY = 'skyjo.stats.damaged';

/**
 * The stored format's version: 2 added each group's rounds of 0 or less and best round, the
 * winning streak and the latest games. Version 1 is read as it was, those left at their start.
 */
export const STATS_VERSION = 2;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const points = v.pipe(v.number(), v.integer());

/** A group as version 1 stored it. */
const groupV1 = {
  games: count,
  wins: count,
  rounds: count,
  roundPoints: points,
  bestGame: v.nullable(points),
  columnClears: count,
};

const groupSchema = (version: number) =>
  v.pipe(
    version === 1
      ? v.pipe(
          v.strictObject(groupV1),
          v.transform((group): GroupStatistics => ({ ...group, lowRounds: 0, bestRound: null })),
        )
      : v.strictObject({ ...groupV1, lowRounds: count, bestRound: v.nullable(points) }),
    v.check((group) => group.wins <= group.games, 'more wins than games'),
    v.check(
      (group) => (group.games === 0) === (group.bestGame === null),
      'best game without games',
    ),
    v.check((group) => group.lowRounds <= group.rounds, 'more low rounds than rounds'),
    v.check((group) => group.games > 0 || group.bestRound === null, 'best round without games'),
  );

const streakSchema = v.pipe(
  v.strictObject({ current: count, best: count }),
  v.check((streak) => streak.current <= streak.best, 'a streak longer than the best'),
);

const recentSchema = v.pipe(
  v.strictObject({
    group: v.picklist(TABLE_GROUPS),
    won: v.boolean(),
    rounds: count,
    roundPoints: points,
    total: points,
  }),
  v.check((game) => game.rounds > 0, 'a game without rounds'),
);

const documentSchema = v.variant('version', [
  v.object({
    version: v.literal(1),
    groups: v.record(v.string(), v.unknown()),
    counted: v.array(v.string()),
  }),
  v.object({
    version: v.literal(STATS_VERSION),
    groups: v.record(v.string(), v.unknown()),
    /** The house-rule games' groups (statistics stored before house rules have none). */
    houseGroups: v.optional(v.record(v.string(), v.unknown()), {}),
    streak: v.unknown(),
    recent: v.array(v.unknown()),
    counted: v.array(v.string()),
  }),
]);

/** What could be read: every sound part, and whether anything had to be left out. */
interface Salvaged {
  readonly stats: Statistics;
  readonly damaged: boolean;
}

/**
 * The streak of a version 1 document, which kept none: a won game against a computer is a
 * streak of at least one; the run going on now is not known and starts again.
 */
function streakOfVersion1(groups: Partial<Record<TableGroup, GroupStatistics>>): WinStreak {
  const won = Object.entries(groups).some(
    ([group, figures]) => group !== 'people' && figures.wins > 0,
  );
  return { current: 0, best: won ? 1 : 0 };
}

/** The sound groups of `stored` (of the document's `version`), and whether any was left out. */
function salvageGroups(
  stored: Record<string, unknown>,
  version: 1 | typeof STATS_VERSION,
): { groups: Partial<Record<TableGroup, GroupStatistics>>; damaged: boolean } {
  const groups: Partial<Record<TableGroup, GroupStatistics>> = {};
  let damaged = false;
  for (const [name, entry] of Object.entries(stored)) {
    const group = v.safeParse(groupSchema(version), entry);
    if ((TABLE_GROUPS as readonly string[]).includes(name) && group.success)
      groups[name as TableGroup] = group.output;
    else damaged = true;
  }
  return { groups, damaged };
}

/** Reads the stored text: each part is checked on its own, so one bad entry loses only itself. */
function salvage(text: string): Salvaged {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { stats: NO_STATISTICS, damaged: true };
  }
  const parsed = v.safeParse(documentSchema, stored);
  if (!parsed.success) return { stats: NO_STATISTICS, damaged: true };
  const document = parsed.output;
  const official = salvageGroups(document.groups, document.version);
  const groups = official.groups;
  let damaged = official.damaged;
  const counted = document.counted.slice(-COUNTED_MEMORY);
  if (document.version === 1) {
    const stats = {
      groups,
      houseGroups: {},
      streak: streakOfVersion1(groups),
      recent: [],
      counted,
    };
    return { stats, damaged };
  }
  const house = salvageGroups(document.houseGroups, document.version);
  damaged ||= house.damaged;
  const streak = v.safeParse(streakSchema, document.streak);
  const recent: RecentGame[] = document.recent.flatMap((entry) => {
    const game = v.safeParse(recentSchema, entry);
    return game.success ? [game.output] : [];
  });
  damaged ||= !streak.success || recent.length !== document.recent.length;
  return {
    stats: {
      groups,
      houseGroups: house.groups,
      streak: streak.success ? streak.output : NO_STREAK,
      recent: recent.slice(-RECENT_GAMES),
      counted,
    },
    damaged,
  };
}

function store(kv: KeyValueStore, stats: Statistics): void {
  writeQuietly(kv, STATS_KEY, JSON.stringify({ version: STATS_VERSION, ...stats }));
}

/**
 * The stored statistics (a version 1 text read as version 2, nothing of it lost). Damaged data
 * never stops the game: the stored text is put aside under `DAMAGED_STATS_KEY` (or, with no room
 * for the copy, left as it is), every sound part is kept, and no other key of the store is
 * touched.
 */
export function loadStatistics(kv: KeyValueStore): Statistics {
  const text = kv.getItem(STATS_KEY);
  if (text === null) return NO_STATISTICS;
  const { stats, damaged } = salvage(text);
  if (damaged) {
    console.warn('statistics partly unreadable: put aside and repaired');
    // Repaired in the store only once the damaged text is copied aside: never lost.
    if (writeQuietly(kv, DAMAGED_STATS_KEY, text)) store(kv, stats);
  }
  return stats;
}

/** Counts a finished game once; returns whether it was new. */
export function recordGame(kv: KeyValueStore, outcome: GameOutcome): boolean {
  const before = loadStatistics(kv);
  const after = withGame(before, outcome);
  if (after !== before) store(kv, after);
  return after !== before;
}

/** Forgets every statistic (the other saved data stays). */
export function resetStatistics(kv: KeyValueStore): void {
  kv.removeItem(STATS_KEY);
}
