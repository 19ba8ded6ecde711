/** The running sums of one candidate's rollout objectives. */
export interface CandidateTally {
  readonly code: number;
  rollouts: number;
  sum: number;
  sumOfSquares: number;
  /** Still receiving rollouts (not dropped). */
  active: boolean;
}

/** A fresh, active tally for each of the action `codes`. */
export function freshTallies(codes: Iterable<number>): CandidateTally[] {
  return Array.from(codes, (code) => ({
    code,
    rollouts: 0,
    sum: 0,
    sumOfSquares: 0,
    active: true,
  }));
}

/** Mean and standard error of `n` values from their sum and sum of squares (zeros for none). */
export function meanAndError(
  n: number,
  sum: number,
  sumOfSquares: number,
): { mean: number; stdError: number } {
  if (n === 0) return { mean: 0, stdError: 0 };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1)) : 0;
  return { mean, stdError: Math.sqrt(variance / n) };
}
