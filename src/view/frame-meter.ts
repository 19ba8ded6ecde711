import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';

/** How many recent frames the meter keeps. */
const KEPT = 1200;

/**
 * Measures the main-thread time of each animated frame: from the first ticker callback (tweens)
 * to the last (after Pixi's render and the accessibility layer), in milliseconds.
 */
export class FrameMeter {
  private readonly times: number[] = [];
  private started: number | null = null;

  /** A meter on `ticker` counting the frames during which `animating()` holds. */
  constructor(ticker: Ticker, animating: () => boolean) {
    ticker.add(
      () => (this.started = animating() ? performance.now() : null),
      null,
      UPDATE_PRIORITY.INTERACTION + 1,
    );
    ticker.add(() => this.record(), null, UPDATE_PRIORITY.UTILITY - 1);
  }

  /** The recorded frame times, oldest first. */
  samples(): number[] {
    return this.times.slice();
  }

  private record(): void {
    if (this.started === null) return;
    this.times.push(performance.now() - this.started);
    if (this.times.length > KEPT) this.times.shift();
  }
}
