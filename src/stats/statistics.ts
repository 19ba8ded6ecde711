import type { GameOutcome } from './game-outcome';
import type { TableGroup } from './table-group';

/** The lifetime figures of one group of games. */
export interface GroupStatistics {
  readonly games: number;
  /** Games a person at this device won or shared. */
  readonly wins: number;
  /** Person rounds played, and the sum of their scores (for the average). */
  readonly rounds: number;
  readonly roundPoints: number;
  /** The lowest final total a person reached; `null` before the first game. */
  readonly bestGame: number | null;
  readonly columnClears: number;
  /** Person rounds scored 0 or less (counted since the statistics' second version). */
  readonly lowRounds: number;
  /** The lowest round score of a person; `null` before a round was counted with it. */
  readonly bestRound: number | null;
}

/**
 * Games won in a row against computers (a game of people only neither adds to it nor breaks
 * it): the run going on now and the longest.
 */
export interface WinStreak {
  readonly current: number;
  readonly best: number;
}

/** One of the latest games, as the statistics' chart of recent games shows it. */
export interface RecentGame {
  readonly group: TableGroup;
  readonly won: boolean;
  /** The persons' rounds and the sum of their scores (their average round). */
  readonly rounds: number;
  readonly roundPoints: number;
  /** The lowest final total of a person. */
  readonly total: number;
}

/** The figures of each group of games, by strongest opponent. */
export type Groups = Readonly<Partial<Record<TableGroup, GroupStatistics>>>;

/** Every group's figures, the winning streak, the latest games, and the games already counted. */
export interface Statistics {
  /** Games of the official rules. */
  readonly groups: Groups;
  /** Games with house rules (RULES.md R9), kept apart from the official ones. */
  readonly houseGroups: Groups;
  readonly streak: WinStreak;
  /** The latest games counted, oldest first (at most `RECENT_GAMES`). */
  readonly recent: readonly RecentGame[];
  /** The ids of the latest games counted, newest last (a game is never counted twice). */
  readonly counted: readonly string[];
}

/** How many game ids are remembered against counting a game twice. */
export const COUNTED_MEMORY = 50;

/** How many of the latest games the statistics keep for their chart. */
export const RECENT_GAMES = 20;

/** No streak yet. */
export const NO_STREAK: WinStreak = { current: 0, best: 0 };

/** Statistics before any game. */
export const NO_STATISTICS: Statistics = {
  groups: {},
  houseGroups: {},
  streak: NO_STREAK,
  recent: [],
  counted: [],
};

/** A group before any game. */
export const EMPTY_GROUP: GroupStatistics = {
  games: 0,
  wins: 0,
  rounds: 0,
  roundPoints: 0,
  bestGame: null,
  columnClears: 0,
  lowRounds: 0,
  bestRound: null,
};

/** The lower of two scores, either of which may be missing. */
function lower(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/** `group` with the game `outcome` added. */
function groupWithGame(group: GroupStatistics, outcome: GameOutcome): GroupStatistics {
  const scores = outcome.roundScores;
  return {
    games: group.games + 1,
    wins: group.wins + (outcome.won ? 1 : 0),
    rounds: group.rounds + scores.length,
    roundPoints: group.roundPoints + scores.reduce((a, b) => a + b, 0),
    bestGame: lower(group.bestGame, outcome.bestTotal),
    columnClears: group.columnClears + outcome.columnClears,
    lowRounds: group.lowRounds + scores.filter((score) => score <= 0).length,
    bestRound: lower(group.bestRound, scores.length === 0 ? null : Math.min(...scores)),
  };
}

/** `streak` after the game `outcome`: only games against a computer count. */
function streakWithGame(streak: WinStreak, outcome: GameOutcome): WinStreak {
  if (outcome.group === 'people') return streak;
  if (!outcome.won) return { current: 0, best: streak.best };
  const current = streak.current + 1;
  return { current, best: Math.max(streak.best, current) };
}

/**
 * `stats` with the game `outcome` added (to the house-rule groups when it had house rules; the
 * streak and the latest games count both); unchanged if that game was counted already.
 */
export function withGame(stats: Statistics, outcome: GameOutcome): Statistics {
  if (stats.counted.includes(outcome.id)) return stats;
  const recent: RecentGame = {
    group: outcome.group,
    won: outcome.won,
    rounds: outcome.roundScores.length,
    roundPoints: outcome.roundScores.reduce((a, b) => a + b, 0),
    total: outcome.bestTotal,
  };
  const key = outcome.houseRules ? 'houseGroups' : 'groups';
  const groups = stats[key];
  return {
    ...stats,
    [key]: {
      ...groups,
      [outcome.group]: groupWithGame(groups[outcome.group] ?? EMPTY_GROUP, outcome),
    },
    streak: streakWithGame(stats.streak, outcome),
    recent: [...stats.recent, recent].slice(-RECENT_GAMES),
    counted: [...stats.counted, outcome.id].slice(-COUNTED_MEMORY),
  };
}

/** The average round score of a group (or a recent game), or `null` before its first round. */
export function averageRoundScore(group: {
  readonly rounds: number;
  readonly roundPoints: number;
}): number | null {
  return group.rounds === 0 ? null : group.roundPoints / group.rounds;
}

/** Every official group's figures added up (the best game and best round the lowest of all). */
export function allGroups(stats: Statistics): GroupStatistics {
  return Object.values(stats.groups).reduce(
    (sum, group) => ({
      games: sum.games + group.games,
      wins: sum.wins + group.wins,
      rounds: sum.rounds + group.rounds,
      roundPoints: sum.roundPoints + group.roundPoints,
      bestGame: lower(sum.bestGame, group.bestGame),
      columnClears: sum.columnClears + group.columnClears,
      lowRounds: sum.lowRounds + group.lowRounds,
      bestRound: lower(sum.bestRound, group.bestRound),
    }),
    EMPTY_GROUP,
  );
}
