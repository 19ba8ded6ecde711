import { type Action, legalViewActions, type PlayerView } from '../engine';
import { ruleAnalysis } from './action-estimate';
import type { Bot, WeighedAction } from './bot';
import { decisionRandom } from './decision-random';
import { DECK_MEAN, pick, ThresholdBot } from './threshold-bot';

/** How an easy bot plays. */
export interface EasyOptions {
  /** Seeds its choices and its mistakes. */
  readonly seed: number;
  /** The chance that a decision is a random legal action (default 0.12). */
  readonly mistakeRate?: number;
  /** The chance of overlooking that a card completes a column (default 0.5). */
  readonly overlookColumns?: number;
}

/**
 * The easy level: a careless threshold player. It counts nothing, keeps cards up to 5, never
 * guards the end of the round, overlooks half of its column chances and now and then makes a
 * random move.
 */
export class EasyBot implements Bot {
  private readonly careful: ThresholdBot;

  /** An easy bot playing by `options`. */
  constructor(private readonly options: EasyOptions) {
    this.careful = new ThresholdBot({
      threshold: 5,
      guard: false,
      seed: options.seed,
      overlookColumns: options.overlookColumns ?? 0.5,
    });
  }

  decide(view: PlayerView): Action {
    const random = decisionRandom(this.options.seed ^ 0x5eed, view);
    const mistaken = random.nextUint32() < (this.options.mistakeRate ?? 0.12) * 2 ** 32;
    return mistaken ? pick(legalViewActions(view), random) : this.careful.decide(view);
  }

  weigh(view: PlayerView): WeighedAction[] {
    return ruleAnalysis(view, this.decide(view), DECK_MEAN);
  }
}
