/** Lifetime statistics of the people at this device, grouped by the strongest computer level. */
export { clearedColumns, gameOutcome, type GameOutcome } from './game-outcome';
export {
  averageRoundScore,
  type Groups,
  type GroupStatistics,
  NO_STATISTICS,
  type Statistics,
  withGame,
} from './statistics';
export {
  DAMAGED_STATS_KEY,
  loadStatistics,
  recordGame,
  resetStatistics,
  STATS_KEY,
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
