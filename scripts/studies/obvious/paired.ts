/** Running sums of paired differences: their mean, standard error and interval. */
export class Paired {
  private n = 0;
  private sum = 0;
  private sumOfSquares = 0;

  /** Adds one difference. */
  add(difference: number): void {
    this.n++;
    this.sum += difference;
    this.sumOfSquares += difference * difference;
  }

  /** How many differences it holds. */
  get count(): number {
    return this.n;
  }

  get mean(): number {
    return this.n === 0 ? 0 : this.sum / this.n;
  }

  /** The standard error of the mean (0 with fewer than two differences). */
  get stdError(): number {
    if (this.n < 2) return 0;
    const variance = Math.max(0, (this.sumOfSquares - this.n * this.mean ** 2) / (this.n - 1));
    return Math.sqrt(variance / this.n);
  }

  /** The interval mean ± z standard errors. */
  interval(z: number): [number, number] {
    return [this.mean - z * this.stdError, this.mean + z * this.stdError];
  }
}
