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

/** The `q`-quantile (0 to 1) of `values` by the nearest-rank method; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
