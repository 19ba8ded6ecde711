import { createTsKernel, type RolloutKernel, type RolloutPolicy } from '../solver';
import type { Bot } from './bot';
import type { BotLevel } from './bot-levels';
import { EasyBot } from './easy-bot';
import { ExpertBot } from './expert-bot';
import { HardBot } from './hard-bot';
import { mediumBot } from './threshold-bot';

/** What the levels need: a seed for repeatable choices; the expert also its search settings. */
export interface BotOptions {
  readonly seed: number;
  /** The expert's rollout kernel (default: the TypeScript kernel). */
  readonly kernel?: RolloutKernel;
  /** The expert's milliseconds per decision (`Infinity`: only the rollout budget counts). */
  readonly timeMs?: number;
  /** The expert's most rollouts per candidate. */
  readonly rollouts?: number;
  /** Whether the expert counts cards (default true; false is the no-counting ablation). */
  readonly counting?: boolean;
  /** Whether the expert values a draw exactly over its card (default true; false samples it). */
  readonly exactDraw?: boolean;
  /** The expert's rollout policy of every seat (default: its own, each opponent's fitted). */
  readonly policy?: RolloutPolicy;
  /** The share, in percent, of the opponents' mean its objective weighs (default 100: relative). */
  readonly rivalWeight?: number;
  /** The expert's turns per seat after which a round counts as long (`houseRuleRivalWeight`). */
  readonly longRoundTurns?: number;
}

/**
 * A computer player of `level`: `easy` errs and forgets, `medium` plays a plain threshold, `hard`
 * counts every card and guards the end of the round, `expert` searches by Monte-Carlo rollouts.
 */
export function createBot(level: BotLevel, options: BotOptions): Bot {
  switch (level) {
    case 'easy':
      return new EasyBot({ seed: options.seed });
    case 'medium':
      return mediumBot(options.seed);
    case 'hard':
      return new HardBot({ seed: options.seed });
    case 'expert':
      return new ExpertBot({ ...options, kernel: options.kernel ?? createTsKernel() });
  }
}
