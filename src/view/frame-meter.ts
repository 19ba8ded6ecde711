import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import { FRAME_MARK } from './frame-mark';

/** How many recent frames the meter keeps. */
const KEPT = 1200;

/**
 * Measures the main-thread time of each animated frame: from the first ticker callback (tweens)
 * to the last (after Pixi's render and the accessibility layer), in milliseconds.
 */
export class FrameMeter {
  private readonly times: number[] = [];
  private started: number | null = null;
  /**
   * Whether each measured frame also leaves a `FRAME_MARK` in a Chromium performance trace
   * (`console.timeStamp`), so that a trace tells the measured frames' thread CPU time (ui-bench).
   */
  marking = false;

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
    if (this.marking) console.timeStamp(FRAME_MARK);
    if (this.times.length > KEPT) this.times.shift();
  }
}
