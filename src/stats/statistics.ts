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
}

/** The figures of each group of games, by strongest opponent. */
export type Groups = Readonly<Partial<Record<TableGroup, GroupStatistics>>>;

/** Every group's figures and the games already counted. */
export interface Statistics {
  /** Games of the official rules. */
  readonly groups: Groups;
  /** Games with house rules (RULES.md R9), kept apart from the official ones. */
  readonly houseGroups: Groups;
  /** The ids of the latest games counted, newest last (a game is never counted twice). */
  readonly counted: readonly string[];
}

/** How many game ids are remembered against counting a game twice. */
export const COUNTED_MEMORY = 50;

/** Statistics before any game. */
export const NO_STATISTICS: Statistics = { groups: {}, houseGroups: {}, counted: [] };

/** A group before any game. */
const EMPTY_GROUP: GroupStatistics = {
  games: 0,
  wins: 0,
  rounds: 0,
  roundPoints: 0,
  bestGame: null,
  columnClears: 0,
};

/**
 * `stats` with the game `outcome` added (to the house-rule groups when it had house rules);
 * unchanged if that game was counted already.
 */
export function withGame(stats: Statistics, outcome: GameOutcome): Statistics {
  if (stats.counted.includes(outcome.id)) return stats;
  const groups = outcome.houseRules ? stats.houseGroups : stats.groups;
  const group = groups[outcome.group] ?? EMPTY_GROUP;
  const best =
    group.bestGame === null ? outcome.bestTotal : Math.min(group.bestGame, outcome.bestTotal);
  return {
    ...stats,
    [outcome.houseRules ? 'houseGroups' : 'groups']: {
      ...groups,
      [outcome.group]: {
        games: group.games + 1,
        wins: group.wins + (outcome.won ? 1 : 0),
        rounds: group.rounds + outcome.roundScores.length,
        roundPoints: group.roundPoints + outcome.roundScores.reduce((a, b) => a + b, 0),
        bestGame: best,
        columnClears: group.columnClears + outcome.columnClears,
      },
    },
    counted: [...stats.counted, outcome.id].slice(-COUNTED_MEMORY),
  };
}

/** The average round score of a group, or `null` before its first round. */
export function averageRoundScore(group: GroupStatistics): number | null {
  return group.rounds === 0 ? null : group.roundPoints / group.rounds;
}
