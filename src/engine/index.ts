/** The SKYJO rules engine (RULES.md): pure, deterministic, the source of truth for every rule. */
export * from './actions';
export * from './cards';
export { withDrawnCard } from './drawn';
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
export { legalActions, legalViewActions, seatsToAct } from './legal';
export { Random } from './random';
export * from './rules';
export { applyDoubling, lowestSeats, nextRoundStarter, removeMatchingColumns } from './scoring';
export * from './state';
export { apply } from './turn';
export { playerView, type PlayerView } from './view';
export * from './record/format';
export { publicRecord } from './record/public';
export {
  replayRecord,
  replayResult,
  replayText,
  type ReplayOutcome,
  type ReplayResult,
} from './record/replay';
export { describeIssues } from './record/schema';
export { toRecord } from './record/write';
