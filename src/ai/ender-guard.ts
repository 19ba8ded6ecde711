import { enderPenaltyOf, type Grid, penalisedScore, type PlayerView } from '../engine';
import { expectedScore } from './grid-estimate';

/** The other seats' expected round scores, every face-down card counted at `faceDownMean`. */
export function opponentEstimates(view: PlayerView, faceDownMean: number): number[] {
  return view.grids.flatMap((grid, seat) =>
    seat === view.seat ? [] : [expectedScore(grid, faceDownMean)],
  );
}

/** Whether leaving `after` as the seat's grid would make it the ender (R5.1). */
export function endsRound(view: PlayerView, after: Grid): boolean {
  return view.ender === null && after.every((slot) => slot === null || slot.up);
}

/**
 * The ender guard (R5.3, R9.4): going out with an expected round score of `own` is safe when the
 * penalty cannot raise that score (≤ 0 while only positive scores are penalised, or a penalty of
 * ×1 + 0) or it is below every other seat's estimate by at least `margin`.
 */
export function safeToGoOut(
  view: PlayerView,
  own: number,
  faceDownMean: number,
  margin: number,
): boolean {
  if (own <= 0 && view.rules.doubleOnlyPositive) return true;
  if (penaltyCost(view, own) === 0) return true;
  return own + margin <= Math.min(...opponentEstimates(view, faceDownMean));
}

/**
 * What the ender's penalty (R5.3, R9.4) would add to an expected round score of `own`: nothing
 * for a score it would not raise (0 or less under the official ×2).
 */
export function penaltyCost(view: PlayerView, own: number): number {
  return Math.max(penalisedScore(own, enderPenaltyOf(view.rules)) - own, 0);
}
