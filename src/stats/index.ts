/**
 * Lifetime statistics of the people at this device, grouped by the strongest computer level.
 * The medals (./medals) are the statistics screen's alone and not exported here: a module the
 * first screen never uses, re-exported through an index the first screen imports, splits the
 * first screen's code into many small files.
 */
export { clearedColumns, gameOutcome, type GameOutcome } from './game-outcome';
export {
  allGroups,
  averageRoundScore,
  type Groups,
  EMPTY_GROUP,
  type GroupStatistics,
  NO_STATISTICS,
  RECENT_GAMES,
  type RecentGame,
  type Statistics,
  type WinStreak,
  withGame,
} from './statistics';
export {
  DAMAGED_STATS_KEY,
  loadStatistics,
  recordGame,
  resetStatistics,
  STATS_KEY,
  STATS_VERSION,
} from './stats-store';
export { type SeatPlayer, TABLE_GROUPS, type TableGroup, tableGroup } from './table-group';
export {
  KEPT_REVIEWS,
  loadReviews,
  recordReview,
  resetReviews,
  type ReviewEntry,
  reviewedGame,
  REVIEWS_KEY,
} from './review-store';
