/** Computer players: each decides from a player view alone (RULES.md R8.3). */
export type { Bot } from './bot';
export { playToEnd, selfPlay, step } from './self-play';
export { ThresholdBot } from './threshold-bot';
