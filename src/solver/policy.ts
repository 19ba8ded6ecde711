import {
  P_DENY_BONUS,
  P_ENDER_MARGIN,
  P_KEEP_THRESHOLD,
  P_SWAP_GAIN,
  POLICY_WORDS,
} from './layout';

/**
 * Parameters of the rollout policy, a fast threshold player deciding from public information only
 * (face-up cards, the discard top, its drawn card). All integers.
 */
export interface RolloutPolicy {
  /** Keep a card at most this high, or one that completes a column of non-negative cards. */
  readonly keepThreshold: number;
  /** Also swap a higher card in over the highest face-up card when that gains at least this much. */
  readonly swapGain: number;
  /**
   * The ender guard: go out only when one's score is lower than every opponent's estimate
   * (face-up sum plus the unseen mean per face-down card) by more than this; otherwise rather
   * swap the drawn card over the highest face-up card than turn the last face-down card.
   */
  readonly enderMargin: number;
  /** A drawn card that would complete the next seat's column is kept up to threshold + this. */
  readonly denyBonus: number;
}

/** The default rollout policy: a good "hard" level threshold player. */
export const DEFAULT_POLICY: RolloutPolicy = Object.freeze({
  keepThreshold: 4,
  swapGain: 5,
  enderMargin: 2,
  denyBonus: 3,
});

/** The policy block of the solver's memory layout. */
export function encodePolicy(policy: RolloutPolicy = DEFAULT_POLICY): Int32Array {
  for (const [key, value] of Object.entries(policy)) {
    if (!Number.isInteger(value) || Math.abs(value) > 1000)
      throw new RangeError(`policy ${key} must be an integer from -1000 to 1000, not ${value}`);
  }
  const words = new Int32Array(POLICY_WORDS);
  words[P_KEEP_THRESHOLD] = policy.keepThreshold;
  words[P_SWAP_GAIN] = policy.swapGain;
  words[P_ENDER_MARGIN] = policy.enderMargin;
  words[P_DENY_BONUS] = policy.denyBonus;
  return words;
}
