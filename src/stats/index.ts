/** Lifetime statistics of the people at this device, grouped by the strongest computer level. */
export { clearedColumns, gameOutcome, type GameOutcome } from './game-outcome';
export { type Medal, MEDAL_IDS, type MedalId, type MedalTier, medals } from './medals';
export {
  allGroups,
  averageRoundScore,
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
