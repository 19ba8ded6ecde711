import type { Bot } from './bot';
import type { BotLevel } from './bot-levels';
import { EasyBot } from './easy-bot';
import { HardBot } from './hard-bot';
import { ThresholdBot } from './threshold-bot';

/** What every level needs: a seed that makes its random choices repeatable. */
export interface BotOptions {
  readonly seed: number;
}

/**
 * A computer player of `level`: `easy` errs and forgets, `medium` plays a plain threshold, `hard`
 * counts every card and guards the end of the round.
 */
export function createBot(level: BotLevel, options: BotOptions): Bot {
  switch (level) {
    case 'easy':
      return new EasyBot({ seed: options.seed });
    case 'medium':
      return new ThresholdBot({ threshold: 4, guard: false, seed: options.seed });
    case 'hard':
      return new HardBot({ seed: options.seed });
    case 'expert':
      return new HardBot({ seed: options.seed });
  }
}
