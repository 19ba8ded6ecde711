import type { Card } from './cards';
import type { Doubling, DoublingReason } from './events';
import { COLUMNS, columnPositions, type Grid, gridSum, matchingColumnValue } from './grid';
import type { Rules } from './rules';
import type { RoundResult } from './state';

/** A grid with every column of three equal face-up cards removed, and the removed cards (R4.1). */
export function removeMatchingColumns(grid: Grid): { grid: Grid; removed: Card[] } {
  let out = grid;
  const removed: Card[] = [];
  for (let column = 0; column < COLUMNS; column++) {
    const value = matchingColumnValue(out, column);
    if (value === null) continue;
    const next = out.slice();
    for (const pos of columnPositions(column)) next[pos] = null;
    out = next;
    removed.push(value, value, value);
  }
  return { grid: out, removed };
}

/**
 * R5.3: whether the ender's round score (`sums`, before doubling) is doubled, and why: when
 * another seat scored less or the same — only when it is positive unless `doubleOnlyPositive` is
 * off (then zero stays zero and a negative score doubles).
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
  return { doubled: reason === 'not-strictly-lowest', reason, enderScore, rival, rivalScore };
}

/** R5.3: the round scores after doubling the ender's (see `doublingOf`), and whether it was. */
export function applyDoubling(
  scores: readonly number[],
  ender: number,
  rules: Rules,
): { scores: number[]; doubled: boolean } {
  const { doubled } = doublingOf(scores, ender, rules);
  const out = scores.slice();
  if (doubled) out[ender] = scores[ender]! * 2;
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

/** The round score of each fully revealed grid: the sum of its remaining cards (R5.2). */
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

/** R2.4: the seat whose face-up cards have the highest sum; ties go to the lowest seat index. */
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
