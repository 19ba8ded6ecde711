/** Computer players: each decides from a player view alone (RULES.md R8.3). */
export { playToEnd, selfPlay, step } from './arena/self-play';
export {
  pairedResult,
  playDeal,
  type PlayerFactory,
  runTournament,
  type SeatedGame,
  type TournamentResult,
} from './arena/tournament';
export { type PlayedGame, playDealtGame, type RoundEnding, roundSeed } from './arena/dealt-game';
export { playerFactory, PLAYER_NAMES_HELP } from './arena/players';
export type { Estimate } from './arena/statistics';
export type { Bot, WeighedAction } from './bot';
export { type Answer, answerLine, answerQuery, type ProtocolAction } from './protocol/answer-query';
export { queryPosition, type QueryPosition } from './protocol/query-position';
export { BOT_LEVELS, type BotLevel, isBotLevel } from './bot-levels';
export { type BotOptions, createBot } from './create-bot';
export {
  EXPERT_DRAWN_ROLLOUTS,
  EXPERT_POLICY,
  OPPONENT_PRIOR,
  EXPERT_ROLLOUTS,
  ExpertBot,
  type ExpertOptions,
  expertCandidates,
  expertSearch,
  STALL_RESHUFFLES,
} from './expert-bot';
export {
  computeHint,
  HINT_CANDIDATES,
  hintFrom,
  type HintOptions,
  hintOrder,
  hintBudget,
  hintSearch,
  hintSeed,
  naturalMove,
} from './hints/hint';
export { comparedReasons, hintReasons, MAX_REASONS, type Rival } from './hints/hint-reasons';
export { fallbackRivals, rivalsOfBest } from './hints/rivals';
export { EXPERT_TIME_MS, HINT_ROLLOUTS, HINT_TIME_MS } from './search-budgets';
export {
  AS_GOOD_HALF_WIDTH,
  asGood,
  INTERVAL_Z,
  Judge,
  type JudgedDifference,
  type JudgedMove,
  JUDGE_RESPONSE_ROLLOUTS,
  JUDGE_ROLLOUTS,
  type JudgeOptions,
} from './judge/judge';
export { moveFamily } from './search/distinct-moves';
export {
  type RankedCandidate,
  RolloutSearch,
  type SearchOptions,
  type SteppedSearch,
} from './search/rollout-search';
export {
  type Hint,
  type HintCandidate,
  type HintReason,
  type HintReasonCode,
  GAIN_WAYS,
  HINT_REASON_CODES,
  RIVAL_WAYS,
} from './hint-types';
export { EasyBot } from './easy-bot';
export { ThresholdBot } from './threshold-bot';
