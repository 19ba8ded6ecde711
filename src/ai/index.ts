/** Computer players: each decides from a player view alone (RULES.md R8.3). */
export type { Bot } from './bot';
export { BOT_LEVELS, type BotLevel, isBotLevel } from './bot-levels';
export {
  type Hint,
  type HintCandidate,
  type HintReason,
  type HintReasonCode,
  HINT_REASON_CODES,
} from './hint-types';
export { playToEnd, selfPlay, step } from './self-play';
export { ThresholdBot } from './threshold-bot';
