import { type Bot, ThresholdBot } from '../../../src/ai';

/** A playing policy of the engine rollouts: a name and the bot of each seat for one rollout. */
export interface RolloutPolicy {
  readonly name: string;
  /** What the policy is, in one line. */
  readonly about: string;
  /** The bot playing seat `seat` in rollout `seed` (its random choices follow the seed). */
  readonly bot: (seed: number, seat: number) => Bot;
}

/**
 * The two policies a case must be verified under; they differ in what they keep, where they put
 * it and when they go out, and neither is a level under test.
 */
export const ROLLOUT_POLICIES: readonly RolloutPolicy[] = [
  {
    name: 't3-firm',
    about:
      'threshold 3, a kept card over a face-down card unless the highest face-up card is above the deck mean, firm ender guard',
    bot: (seed) => new ThresholdBot({ threshold: 3, guard: 'firm', coverFaceDown: true, seed }),
  },
  {
    name: 't5-lenient',
    about:
      'threshold 5, a kept card over the highest face-up card whenever that is higher, lenient ender guard',
    bot: (seed) => new ThresholdBot({ threshold: 5, guard: 'lenient', seed }),
  },
];
