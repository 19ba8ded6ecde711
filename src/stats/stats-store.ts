import * as v from 'valibot';
import { type KeyValueStore, writeQuietly } from '../storage';
import type { GameOutcome } from './game-outcome';
import {
  COUNTED_MEMORY,
  type Groups,
  type GroupStatistics,
  NO_STATISTICS,
  type Statistics,
  withGame,
} from './statistics';
import { TABLE_GROUPS, type TableGroup } from './table-group';

/** The localStorage key of the lifetime statistics. */
export const STATS_KEY = 'skyjo.stats';

/** Where statistics that could not be fully read are put aside before they are repaired. */
export const DAMAGED_STATS_KEY = 'skyjo.stats.damaged';

/** The stored format's version. */
const STATS_VERSION = 1;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const points = v.pipe(v.number(), v.integer());

const groupSchema = v.pipe(
  v.strictObject({
    games: count,
    wins: count,
    rounds: count,
    roundPoints: points,
    bestGame: v.nullable(points),
    columnClears: count,
  }),
  v.check((group) => group.wins <= group.games, 'more wins than games'),
  v.check((group) => (group.games === 0) === (group.bestGame === null), 'best game without games'),
);

const documentSchema = v.object({
  version: v.literal(STATS_VERSION),
  groups: v.record(v.string(), v.unknown()),
  /** The house-rule games' groups (statistics stored before house rules have none). */
  houseGroups: v.optional(v.record(v.string(), v.unknown()), {}),
  counted: v.array(v.string()),
});

/** The sound groups of `stored`, and whether any entry had to be left out. */
function salvageGroups(stored: Record<string, unknown>): { groups: Groups; damaged: boolean } {
  const groups: Partial<Record<TableGroup, GroupStatistics>> = {};
  let damaged = false;
  for (const [name, entry] of Object.entries(stored)) {
    const group = v.safeParse(groupSchema, entry);
    if ((TABLE_GROUPS as readonly string[]).includes(name) && group.success)
      groups[name as TableGroup] = group.output;
    else damaged = true;
  }
  return { groups, damaged };
}

/** What could be read: every sound group, and whether anything had to be left out. */
interface Salvaged {
  readonly stats: Statistics;
  readonly damaged: boolean;
}

/** Reads the stored text: each group is checked on its own, so one bad entry loses only itself. */
function salvage(text: string): Salvaged {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { stats: NO_STATISTICS, damaged: true };
  }
  const parsed = v.safeParse(documentSchema, stored);
  if (!parsed.success) return { stats: NO_STATISTICS, damaged: true };
  const official = salvageGroups(parsed.output.groups);
  const house = salvageGroups(parsed.output.houseGroups);
  return {
    stats: {
      groups: official.groups,
      houseGroups: house.groups,
      counted: parsed.output.counted.slice(-COUNTED_MEMORY),
    },
    damaged: official.damaged || house.damaged,
  };
}

function store(kv: KeyValueStore, stats: Statistics): void {
  writeQuietly(kv, STATS_KEY, JSON.stringify({ version: STATS_VERSION, ...stats }));
}

/**
 * The stored statistics. Damaged data never stops the game: the stored text is put aside under
 * `DAMAGED_STATS_KEY` (or, with no room for the copy, left as it is), every sound group is kept,
 * and no other key of the store is touched.
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
