import type { Clock } from '../client/clock';

/** The game's clock in the browser: timer waits scaled by the animation speed, ended by a skip. */
export class TimerClock implements Clock {
  private factor = 1;
  private readonly waiting = new Set<() => void>();

  /** Scales every later wait by `factor` (1 normal, 0 instant). */
  setSpeed(factor: number): void {
    this.factor = factor;
  }

  wait(ms: number): Promise<void> {
    const duration = ms * this.factor;
    if (duration <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, duration);
      this.waiting.add(done);
    });
  }

  /** Whether a wait is running. */
  get busy(): boolean {
    return this.waiting.size > 0;
  }

  /** Ends every running wait now. */
  skip(): void {
    for (const done of [...this.waiting]) done();
  }
}
