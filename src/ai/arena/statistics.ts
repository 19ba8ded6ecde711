/** A sample mean with the half-width of its 95% confidence interval (normal approximation). */
export interface Estimate {
  readonly mean: number;
  readonly interval: number;
  readonly count: number;
}

/** The mean of `values` and the half-width of its 95% interval (0 for fewer than two values). */
export function estimate(values: readonly number[]): Estimate {
  const count = values.length;
  if (count === 0) return { mean: NaN, interval: NaN, count };
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / count;
  if (count < 2) return { mean, interval: 0, count };
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  const variance = squares / (count - 1);
  return { mean, interval: 1.96 * Math.sqrt(variance / count), count };
}
