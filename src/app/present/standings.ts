import type { RoundResult } from '../../engine';

/**
 * A seat's best round: its lowest round score and that round's zero-based index (the first on a
 * tie); `null` before two rounds are played, when there is no other round to be best against.
 */
export function bestRound(
  results: readonly RoundResult[],
  seat: number,
): { readonly round: number; readonly score: number } | null {
  if (results.length < 2) return null;
  let best: { round: number; score: number } | null = null;
  for (const [round, result] of results.entries()) {
    const score = result.scores[seat];
    if (score !== undefined && (best === null || score < best.score)) best = { round, score };
  }
  return best;
}
