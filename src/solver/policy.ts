import {
  MAX_PLAYERS,
  P_COVER_MARGIN,
  P_DENY_BONUS,
  P_ENDER_MARGIN,
  OBJECTIVE_PERCENT,
  P_KEEP_THRESHOLD,
  P_RIVAL_WEIGHT,
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
  /**
   * A kept card (at most the threshold) goes over the highest face-up card only when that card
   * is above the unseen mean by more than this; otherwise over a face-down card. -1000 (or any
   * very low value) always prefers the highest face-up card, as simple threshold players do.
   */
  readonly coverMargin: number;
  /**
   * Read for the searching seat only: the share, in percent, of the opponents' mean round score
   * its objective subtracts from its own (default 100, the official search: its score relative
   * to theirs; 0: its own score alone).
   */
  readonly rivalWeight?: number;
}

/** How every seat plays in a rollout: one policy for all, or one per seat (seat order). */
export type SeatPolicies = RolloutPolicy | readonly RolloutPolicy[];

/** The default rollout policy: a good "hard" level threshold player. */
export const DEFAULT_POLICY: RolloutPolicy = Object.freeze({
  keepThreshold: 4,
  swapGain: 5,
  enderMargin: 2,
  denyBonus: 3,
  coverMargin: 0,
});

/** The policy of `seat` in `policies` (a list's last entry stands for the seats after it). */
export function seatPolicy(policies: SeatPolicies, seat: number): RolloutPolicy {
  if (!Array.isArray(policies)) return policies as RolloutPolicy;
  const list = policies as readonly RolloutPolicy[];
  if (list.length === 0) throw new RangeError('the list of seat policies is empty');
  return list[Math.min(seat, list.length - 1)]!;
}

/** The policy block of the solver's memory layout: POLICY_WORDS words per seat. */
export function encodePolicy(policies: SeatPolicies = DEFAULT_POLICY): Int32Array {
  const words = new Int32Array(MAX_PLAYERS * POLICY_WORDS);
  for (let seat = 0; seat < MAX_PLAYERS; seat++) {
    const policy = seatPolicy(policies, seat);
    for (const [key, value] of Object.entries(policy)) {
      if (!Number.isInteger(value) || Math.abs(value) > 1000)
        throw new RangeError(`policy ${key} must be an integer from -1000 to 1000, not ${value}`);
    }
    const at = seat * POLICY_WORDS;
    words[at + P_KEEP_THRESHOLD] = policy.keepThreshold;
    words[at + P_SWAP_GAIN] = policy.swapGain;
    words[at + P_ENDER_MARGIN] = policy.enderMargin;
    words[at + P_DENY_BONUS] = policy.denyBonus;
    words[at + P_COVER_MARGIN] = policy.coverMargin;
    words[at + P_RIVAL_WEIGHT] = policy.rivalWeight ?? OBJECTIVE_PERCENT;
  }
  return words;
}
