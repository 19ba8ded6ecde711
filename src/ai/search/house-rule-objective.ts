import {
  enderPenaltyOf,
  penalisedScore,
  type PlayerView,
  type Rules,
  withDefaults,
} from '../../engine';
import type { RolloutPolicy } from '../../solver';

/** A round score typical of going out, against which the ender's penalties are compared (R5.3, R9.4). */
const TYPICAL_ENDER_SCORE = 10;

/** What the official doubling adds to `TYPICAL_ENDER_SCORE`. */
const OFFICIAL_PENALTY_ADDS = TYPICAL_ENDER_SCORE;

/**
 * The turns per seat after which a round counts as long where columns never clear (R9.3): about
 * the 95th percentile of a mixed table's rounds (T3+guard and three T4+guard at 4 seats: median
 * 78 turns a round, 95th percentile 105, 400 rounds), so that the relative search takes over only
 * in rounds that run longer than mixed tables' rounds do.
 */
export const LONG_ROUND_TURNS = 26;

/**
 * The same where the ender's penalty costs more than the official doubling (R9.4): rounds run
 * longer there (×3 + 10, the same tables: median 108 turns, 95th percentile 142).
 */
export const LONG_PENALTY_ROUND_TURNS = 36;

/**
 * The turns per seat beyond a long round after which the expert weighs only moves that bring the
 * round closer to its end under the rules of `ownScoreRules`: a grid's worth of turns. Two experts
 * could otherwise pass for ever, each taking the discard over an equal face-up card, and the
 * draw pile, whose running out (`STALL_RESHUFFLES`) would stop it, never runs out.
 */
export const STALL_EXTRA_TURNS = 12;

/**
 * The ender guard's margin of the expert's own seat in its rollouts while it weighs its own round
 * score alone (rival weight 0): its rollout self goes out only 15 points clear of every rival's
 * estimate, as a threshold player guards under the ×3 + 10 penalty (`thresholdTuning`). With the
 * official margin of 5 its rollout self went out too soon and was penalised so often that the
 * search rated laying a high card over its own low face-up card (which keeps that self from
 * going out) about as good as a sound move, and played such moves twice a round.
 */
export const OWN_SCORE_ENDER_MARGIN = 15;

/** `policy` of a searching seat that weighs its own round score alone: rival weight 0, a firmer guard. */
export function ownScorePolicy(policy: RolloutPolicy): RolloutPolicy {
  return {
    ...policy,
    rivalWeight: 0,
    enderMargin: Math.max(policy.enderMargin, OWN_SCORE_ENDER_MARGIN),
  };
}

/** What the ender's penalty of `rules` adds to a typical score of going out (R9.4). */
function penaltyAdds(rules: Rules): number {
  return penalisedScore(TYPICAL_ENDER_SCORE, enderPenaltyOf(rules)) - TYPICAL_ENDER_SCORE;
}

/**
 * Whether `rules` make chasing the opponents' scores give the expert's own points away: columns
 * never clear (R9.3) or the ender's penalty costs more than the official doubling (R9.4).
 */
export function ownScoreRules(rules: Partial<Rules>): boolean {
  const full = withDefaults(rules);
  return !full.columnClears || penaltyAdds(full) > OFFICIAL_PENALTY_ADDS;
}

/**
 * The turns per seat played so far this round, from the public record (R8): every recorded action
 * but the set-up reveals is a turn. A view without its history (a test, a protocol client) counts
 * a round whose draw pile has run out (R6.1) as long and any other as just begun.
 */
export function turnsPerSeat(view: PlayerView): number {
  const record = (view as Partial<PlayerView>).record;
  if (record === undefined) return view.drawPileKnown === null ? 0 : Infinity;
  const actions = record.rounds.at(-1)?.actions ?? [];
  const turns = actions.reduce((count, action) => count + (action.t === 'reveal' ? 0 : 1), 0);
  return turns / view.grids.length;
}

/** The turns per seat after which a round under `rules` counts as long (`houseRuleRivalWeight`). */
export function longRoundTurns(rules: Partial<Rules>): number {
  return penaltyAdds(withDefaults(rules)) > OFFICIAL_PENALTY_ADDS
    ? LONG_PENALTY_ROUND_TURNS
    : LONG_ROUND_TURNS;
}

/**
 * The rival weight the expert's search uses in `view` when none is asked for, or `undefined` for
 * the policy's own (100, the official search): 0 (its own round score alone) under the rules of
 * `ownScoreRules` while the round is younger than `longRound` turns per seat (by default
 * `longRoundTurns`). Under those rules chasing the opponents' scores gave its own points away;
 * but a table of experts weighing only their own scores never ends a round (nobody risks the
 * penalty of going out), so once the round runs longer than mixed tables' rounds do, the relative
 * objective, which ends rounds, takes over.
 */
export function houseRuleRivalWeight(
  view: PlayerView,
  longRound = longRoundTurns(view.rules),
): number | undefined {
  if (!ownScoreRules(view.rules)) return undefined;
  return turnsPerSeat(view) >= longRound ? undefined : 0;
}

/**
 * Whether the round in `view` has run so long under the rules of `ownScoreRules` that the expert
 * weighs only moves that bring its end closer: `STALL_EXTRA_TURNS` turns per seat after it
 * counted as long (`longRoundTurns`). Never under the other rules, the official game's included.
 */
export function houseRuleStalled(view: PlayerView): boolean {
  return (
    ownScoreRules(view.rules) &&
    turnsPerSeat(view) >= longRoundTurns(view.rules) + STALL_EXTRA_TURNS
  );
}
