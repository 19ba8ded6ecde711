import { Easing, Group, Tween } from '@tweenjs/tween.js';
import type { Ticker } from 'pixi.js';

/** How animations run: a speed factor, and reduced motion (fades instead of movement). */
export interface MotionSettings {
  /** Multiplies every duration: 1 normal, larger slower, 0 instant. */
  readonly durationFactor: number;
  readonly reducedMotion: boolean;
}

/**
 * Every running tween of the table, advanced by Pixi's ticker; can be finished at once.
 *
 * Tweens that follow one another keep their nominal timing whatever the frame rate: a tween
 * started after others ended, before the next frame, begins where they were due to end, not at the
 * later frame that noticed the end. A chain of a dozen short tweens at a few frames per second
 * (software GL under load) would otherwise lose most of a frame at each link.
 */
export class Motion {
  private readonly group = new Group();
  private settings: MotionSettings = { durationFactor: 1, reducedMotion: false };
  private skipping = false;
  /** The time of the update running or just run. */
  private updatedAt = 0;
  /**
   * Where the tweens that ended in the last update were due to end (never after that update),
   * until the next update; `null` when none ended.
   */
  private carry: number | null = null;
  /** The running tweens that only wait (pauses): they change nothing on the table. */
  private readonly waits = new Set<Tween<object>>();
  /** Counts tweens started and ended: what runs around a start or an end may change the table. */
  private changes = 0;

  /** Motion driven by `ticker`. */
  constructor(ticker: Ticker) {
    ticker.add(() => this.update(performance.now()));
  }

  /** Changes the speed and the reduced-motion mode for the next tweens. */
  configure(settings: MotionSettings): void {
    this.settings = settings;
  }

  /** Whether cards should fade rather than move. */
  get reduced(): boolean {
    return this.settings.reducedMotion;
  }

  /** Whether tweens end as soon as they start (instant speed, or a skip under way). */
  get instant(): boolean {
    return this.skipping || this.settings.durationFactor <= 0;
  }

  /** Whether any tween is running (pauses included). */
  get busy(): boolean {
    return this.group.getAll().length > 0;
  }

  /** Whether a tween that moves or changes something is running (not only pauses). */
  get moving(): boolean {
    return this.group.getAll().length > this.waits.size;
  }

  /**
   * A count that grows whenever a tween (or pause) starts or ends: code awaiting a tween changes
   * the table around those moments, so a frame is due when the count has grown since the last.
   */
  get changeCount(): number {
    return this.changes;
  }

  /** Tweens numeric properties of `target` to `to` over `ms` (scaled by the speed). */
  tween(
    target: object,
    to: Readonly<Record<string, number>>,
    ms: number,
    easing: (k: number) => number = Easing.Quadratic.InOut,
    onUpdate?: () => void,
  ): Promise<void> {
    return this.run(target, to, ms, easing, onUpdate, false);
  }

  /** A tween as `tween` makes it; `wait` marks a pause, which changes nothing by itself. */
  private run(
    target: object,
    to: Readonly<Record<string, number>>,
    ms: number,
    easing: (k: number) => number,
    onUpdate: (() => void) | undefined,
    wait: boolean,
  ): Promise<void> {
    const duration = this.skipping ? 0 : ms * this.settings.durationFactor;
    if (duration <= 0) {
      Object.assign(target, to);
      onUpdate?.();
      this.changes++;
      return Promise.resolve();
    }
    const start = this.carry ?? performance.now();
    return new Promise((resolve) => {
      const tween = new Tween(target)
        .to(to, duration)
        .easing(easing)
        .onUpdate(() => onUpdate?.())
        .onComplete(() => {
          this.remove(tween);
          if (!this.skipping) this.carryFrom(start + duration);
          resolve();
        })
        .onStop(() => {
          this.remove(tween);
          resolve();
        });
      this.group.add(tween);
      if (wait) this.waits.add(tween);
      this.changes++;
      tween.start(start);
      // Carried, it may be partly or wholly played already: bring it to the update's time now.
      if (this.carry !== null) tween.update(this.updatedAt);
    });
  }

  /** Waits `ms` (scaled by the speed); ended early by `skip`. A pause moves nothing by itself. */
  pause(ms: number): Promise<void> {
    return this.run({ t: 0 }, { t: 1 }, ms, Easing.Linear.None, undefined, true);
  }

  /** Jumps every running tween to its end, and makes every tween instant until `settle`. */
  skip(): void {
    this.skipping = true;
    for (const tween of this.group.getAll()) tween.end();
  }

  private remove(tween: Tween<object>): void {
    this.group.remove(tween);
    this.waits.delete(tween);
    this.changes++;
  }

  /** Advances every tween to `now`; what ended carries its due time to the tweens it starts. */
  private update(now: number): void {
    this.carry = null;
    this.updatedAt = now;
    this.group.update(now);
  }

  /**
   * Lets tweens started from now until the next update begin at `due` (a finished tween's due
   * end, at most the update's time): what follows the finished tween, whether its promise's
   * callbacks or work they hand to a later task, goes on from there.
   */
  private carryFrom(due: number): void {
    this.carry = Math.max(this.carry ?? -Infinity, Math.min(due, this.updatedAt));
  }

  /** Ends a skip: the next animation runs at normal speed again. */
  settle(): void {
    this.skipping = false;
  }
}
