import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';

/** How many recent frames the meter keeps. */
const KEPT = 1200;

/**
 * Measures the main-thread time of each frame: from the first ticker callback (tweens) to the
 * last (after Pixi's render and the accessibility layer), in milliseconds.
 */
export class FrameMeter {
  private readonly times: number[] = [];
  private started = 0;

  /** A meter on `ticker`. */
  constructor(ticker: Ticker) {
    ticker.add(() => (this.started = performance.now()), null, UPDATE_PRIORITY.INTERACTION + 1);
    ticker.add(() => this.record(), null, UPDATE_PRIORITY.UTILITY - 1);
  }

  /** The recorded frame times, oldest first. */
  samples(): number[] {
    return this.times.slice();
  }

  private record(): void {
    this.times.push(performance.now() - this.started);
    if (this.times.length > KEPT) this.times.shift();
  }
}
