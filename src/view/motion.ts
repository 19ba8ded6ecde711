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
 * started by what a finished tween's promise runs (in the same frame) begins where the finished
 * one was due to end, not at the later frame that noticed the end. A chain of a dozen short tweens
 * at a few frames per second (software GL under load) would otherwise lose most of a frame at each
 * link.
 */
export class Motion {
  private readonly group = new Group();
  private settings: MotionSettings = { durationFactor: 1, reducedMotion: false };
  private skipping = false;
  /** The time of the update running or just run. */
  private updatedAt = 0;
  /**
   * Where the tweens that ended in the last update were due to end (never after that update),
   * while what their promises run is still running; `null` otherwise.
   */
  private carry: number | null = null;

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

  /** Whether any tween is running. */
  get busy(): boolean {
    return this.group.getAll().length > 0;
  }

  /** Tweens numeric properties of `target` to `to` over `ms` (scaled by the speed). */
  tween(
    target: object,
    to: Readonly<Record<string, number>>,
    ms: number,
    easing: (k: number) => number = Easing.Quadratic.InOut,
    onUpdate?: () => void,
  ): Promise<void> {
    const duration = this.skipping ? 0 : ms * this.settings.durationFactor;
    if (duration <= 0) {
      Object.assign(target, to);
      onUpdate?.();
      return Promise.resolve();
    }
    const start = this.carry ?? performance.now();
    return new Promise((resolve) => {
      const tween = new Tween(target)
        .to(to, duration)
        .easing(easing)
        .onUpdate(() => onUpdate?.())
        .onComplete(() => {
          this.group.remove(tween);
          if (!this.skipping) this.carryFrom(start + duration);
          resolve();
        })
        .onStop(() => {
          this.group.remove(tween);
          resolve();
        });
      this.group.add(tween);
      tween.start(start);
      // Carried, it may be partly or wholly played already: bring it to the update's time now.
      if (this.carry !== null) tween.update(this.updatedAt);
    });
  }

  /** Waits `ms` (scaled by the speed); finished early by `finish`. */
  pause(ms: number): Promise<void> {
    return this.tween({ t: 0 }, { t: 1 }, ms, Easing.Linear.None);
  }

  /**
   * Resolves in a task of its own, after the frame in hand: what the caller does next (the table
   * settling after an animation, the next step) then runs beside the frames, not inside one. The
   * tweens it starts still begin where the tweens that just ended were due to end, as if it had
   * run in their frame (unless a frame came in between: then they begin at its time).
   */
  nextTask(): Promise<void> {
    const carried = this.carry;
    const updatedAt = this.updatedAt;
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        if (carried !== null && this.updatedAt === updatedAt) {
          this.carry = carried;
          setTimeout(() => (this.carry = null));
        }
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }

  /** Jumps every running tween to its end, and makes every tween instant until `settle`. */
  skip(): void {
    this.skipping = true;
    for (const tween of this.group.getAll()) tween.end();
  }

  /** Advances every tween to `now`; what ended carries its due time to the tweens it starts. */
  private update(now: number): void {
    this.carry = null;
    this.updatedAt = now;
    this.group.update(now);
  }

  /**
   * Lets tweens started from now until the end of this task begin at `due` (a finished tween's
   * due end, at most the update's time). Promise callbacks run before the next task, so only
   * what the finished tweens' promises start is carried; a timer or an input event is not.
   */
  private carryFrom(due: number): void {
    if (this.carry === null) setTimeout(() => (this.carry = null));
    this.carry = Math.max(this.carry ?? -Infinity, Math.min(due, this.updatedAt));
  }

  /** Ends a skip: the next animation runs at normal speed again. */
  settle(): void {
    this.skipping = false;
  }
}
