import type { RoundResult } from '../../engine';
import { placeOf } from '../../engine';

/** One seat's line of a round's ranking: where it stood before the round and where it stands now. */
export interface RankingLine {
  readonly seat: number;
  /** Its place now (1 the lowest total; equal totals share a place). */
  readonly place: number;
  /** Its line now, from 0 at the top, and before the round. */
  readonly index: number;
  readonly indexBefore: number;
  /** Its total before the round and after it. */
  readonly totalBefore: number;
  readonly total: number;
  /** Its score of the round, and whether the round's doubling (R5.3) made it. */
  readonly roundScore: number;
  readonly doubled: boolean;
}

/** The seats in order of `totals`, lowest first; equal totals keep seat order. */
function order(totals: readonly number[]): number[] {
  return totals.map((_, seat) => seat).sort((a, b) => totals[a]! - totals[b]! || a - b);
}

/**
 * The ranking after the last of `results`, seat by seat in seat order: its place and line now,
 * its line before the round (the totals before it; in seat order before the first round), its
 * totals and the round's score.
 */
export function roundRanking(results: readonly RoundResult[]): RankingLine[] {
  const last = results[results.length - 1]!;
  const before = results[results.length - 2]?.totals ?? last.totals.map(() => 0);
  const now = order(last.totals);
  const then = order(before);
  return last.totals.map((total, seat) => ({
    seat,
    place: placeOf(last.totals, seat),
    index: now.indexOf(seat),
    indexBefore: then.indexOf(seat),
    totalBefore: before[seat]!,
    total,
    roundScore: last.scores[seat]!,
    doubled: last.doubled && last.ender === seat,
  }));
}
