import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';

/** How many recent frames the meter keeps. */
const KEPT = 1200;

/** One measured frame: when its first ticker callback ran and how long until its last, in ms. */
export interface MeasuredFrame {
  /** `performance.now()` at the frame's first ticker callback. */
  readonly start: number;
  readonly ms: number;
}

/**
 * Measures the main-thread time of each animated frame: from the first ticker callback (tweens)
 * to the last (after Pixi's render and the accessibility layer), in milliseconds. A frame in which
 * nothing was drawn (only a pause running) is not an animated frame and is not counted.
 */
export class FrameMeter {
  private readonly frames: MeasuredFrame[] = [];
  private started: number | null = null;

  /** A meter on `ticker` counting the frames during which `animating()` holds and `drawn()` says a render ran. */
  constructor(ticker: Ticker, animating: () => boolean, drawn: () => boolean) {
    ticker.add(
      () => (this.started = animating() ? performance.now() : null),
      null,
      UPDATE_PRIORITY.INTERACTION + 1,
    );
    ticker.add(() => drawn() && this.record(), null, UPDATE_PRIORITY.UTILITY - 1);
  }

  /** The recorded frame times, oldest first. */
  samples(): number[] {
    return this.frames.map((frame) => frame.ms);
  }

  /** The recorded frames with their start times, oldest first. */
  measured(): MeasuredFrame[] {
    return this.frames.slice();
  }

  private record(): void {
    if (this.started === null) return;
    this.frames.push({ start: this.started, ms: performance.now() - this.started });
    if (this.frames.length > KEPT) this.frames.shift();
  }
}
