import type { Doubling, DoublingReason, EnderPenalty, StarterRule } from './events';
import { type Grid, gridSum } from './grid';
import { DEFAULT_RULES, type Rules } from './rules';
import type { RoundResult } from './state';

/** The ender's penalty the rules give (R9.4; officially ×2, +0; a missing option its default). */
export function enderPenaltyOf(rules: Rules): EnderPenalty {
  return {
    multiplier: rules.enderMultiplier ?? DEFAULT_RULES.enderMultiplier,
    flat: rules.enderFlat ?? DEFAULT_RULES.enderFlat,
    order: rules.enderPenaltyOrder ?? DEFAULT_RULES.enderPenaltyOrder,
  };
}

/** R9.4: the ender's round score `score` once `penalty` applies to it. */
export function penalisedScore(score: number, penalty: EnderPenalty): number {
  return penalty.order === 'add-first'
    ? (score + penalty.flat) * penalty.multiplier
    : score * penalty.multiplier + penalty.flat;
}

/**
 * R5.3, R9.4: whether the ender's round score (`sums`, before the penalty) takes the penalty, and
 * why: when another seat scored less or the same — only when it is positive unless
 * `doubleOnlyPositive` is off (then a score of 0 or less takes it too).
 */
export function doublingOf(sums: readonly number[], ender: number, rules: Rules): Doubling {
  const enderScore = sums[ender]!;
  let rival = -1;
  for (const [seat, sum] of sums.entries())
    if (seat !== ender && (rival < 0 || sum < sums[rival]!)) rival = seat;
  const rivalScore = sums[rival]!;
  const reason: DoublingReason =
    rivalScore > enderScore
      ? 'strictly-lowest'
      : enderScore > 0 || !rules.doubleOnlyPositive
        ? 'not-strictly-lowest'
        : 'not-positive';
  return {
    doubled: reason === 'not-strictly-lowest',
    reason,
    enderScore,
    rival,
    rivalScore,
    penalty: enderPenaltyOf(rules),
  };
}

/** R5.3, R9.4: the round scores after the ender's penalty (see `doublingOf`), and whether it applied. */
export function applyDoubling(
  scores: readonly number[],
  ender: number,
  rules: Rules,
): { scores: number[]; doubled: boolean } {
  const { doubled, penalty } = doublingOf(scores, ender, rules);
  const out = scores.slice();
  if (doubled) out[ender] = penalisedScore(scores[ender]!, penalty);
  return { scores: out, doubled };
}

/** A seat's place in the game: 1 plus the number of seats with a strictly lower total. */
export function placeOf(totals: readonly number[], seat: number): number {
  const own = totals[seat] ?? 0;
  return 1 + totals.filter((total) => total < own).length;
}

/** The seats whose value in `values` is the lowest, in seat order. */
export function lowestSeats(values: readonly number[]): number[] {
  const lowest = Math.min(...values);
  return values.flatMap((value, seat) => (value === lowest ? [seat] : []));
}

/** The round score of each player's fully revealed grids: the sum of their remaining cards (R5.2, R9.5). */
export function roundScores(grids: readonly Grid[]): number[] {
  return grids.map(gridSum);
}

/**
 * Whether the game ends after the latest round (R7.1, R7.2): some total has reached the target in
 * this or an earlier round, and, under the extra-round option, the lowest total is unique.
 */
export function gameEnds(results: readonly RoundResult[], rules: Rules): boolean {
  const last = results[results.length - 1];
  if (last === undefined) return false;
  const reached = results.some((result) => result.totals.some((t) => t >= rules.targetScore));
  if (!reached) return false;
  return rules.tie === 'shared' || lowestSeats(last.totals).length === 1;
}

/** The seat that starts the next round under R2.5, given the finished rounds; `null` = apply R2.4. */
export function nextRoundStarter(results: readonly RoundResult[], rules: Rules): number | null {
  const last = results[results.length - 1];
  if (last === undefined || rules.nextRoundStarter === 'highest-reveal') return null;
  if (rules.nextRoundStarter === 'ender') return last.ender;
  return lowestSeats(last.scores)[0]!;
}

/**
 * R2.4: the seat whose face-up cards (in play, in every grid, R9.2, R9.5) have the highest sum;
 * ties go to the lowest seat index (so with no reveals, R9.2, the lowest seat).
 */
export function highestRevealSeat(grids: readonly Grid[]): number {
  const sums = grids.map((grid) => gridSumFaceUp(grid));
  const highest = Math.max(...sums);
  return sums.indexOf(highest);
}

/** The sum of a grid's face-up cards: what everybody sees of its score (and R2.4's sum). */
export function gridSumFaceUp(grid: Grid): number {
  let sum = 0;
  for (const slot of grid) if (slot !== null && slot.up && slot.card !== null) sum += slot.card;
  return sum;
}

/**
 * Who takes the first turn of a round once set-up is over, and by which rule: R2.5's option after
 * the first round (unless it is `highest-reveal`), else R2.4 over the dealt `grids`.
 */
export function turnsStart(
  results: readonly RoundResult[],
  rules: Rules,
  grids: readonly Grid[],
): { readonly starter: number; readonly rule: StarterRule } {
  const next = nextRoundStarter(results, rules);
  return next === null
    ? { starter: highestRevealSeat(grids), rule: 'highest-reveal' }
    : { starter: next, rule: rules.nextRoundStarter };
}
