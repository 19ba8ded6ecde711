/** The SKYJO rules engine (RULES.md): pure, deterministic, the source of truth for every rule. */
export * from './actions';
export * from './cards';
export { dealtEvents } from './deal';
export { withDrawnCard, withPendingReshuffle } from './drawn';
export * from './events';
export {
  type EngineResult,
  newGame,
  type NewGameOptions,
  recordedGame,
  startNextRound,
  startRecordedRound,
  withRandomReshuffles,
} from './game';
export * from './grid';
export * from './illegal';
export {
  legalActions,
  legalViewActions,
  mayRevealInGrid,
  seatsToAct,
  setupRevealsPerSeat,
} from './legal';
export { checkLines, type ClearedLine, clearedCards, type LineCheck } from './lines';
export { Random } from './random';
export * from './rules';
export {
  applyDoubling,
  doublingOf,
  enderPenaltyOf,
  gridSumFaceUp,
  lowestSeats,
  nextRoundStarter,
  penalisedScore,
  placeOf,
  turnsStart,
} from './scoring';
export * from './state';
export { apply } from './turn';
export { playerView, type PlayerView, publicView } from './view';
export * from './record/format';
export {
  RECORD_PROBLEMS,
  RECORD_REASONS,
  type RecordProblem,
  type RecordReason,
} from './record/reasons';
export { publicRecord } from './record/public';
export {
  parseRecordText,
  replayRecord,
  replayResult,
  replayText,
  type ReplayResult,
} from './record/replay';
export { resumeRecord, type ResumeOptions } from './record/resume';
export {
  type RecordedTurn,
  type RecordWalk,
  recordWalk,
  type ReplayOutcome,
  type WalkedStep,
  type WalkOptions,
  walkRounds,
} from './record/walk';
export { badPositionLast, describeIssues, readRules } from './record/schema';
export { recordRules, recordText, toRecord, type WriteOptions } from './record/write';
export { jsonLine } from './record/json-line';
export {
  readSavedGame,
  type ReadOptions,
  type SavedGame,
  type SavedGameDocument,
  savedGameDocument,
  savedGameText,
} from './record/saved-game';
