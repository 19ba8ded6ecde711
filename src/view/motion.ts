import { Easing, Group, Tween } from '@tweenjs/tween.js';
import type { Ticker } from 'pixi.js';

/** How animations run: a speed factor, and reduced motion (fades instead of movement). */
export interface MotionSettings {
  /** Multiplies every duration: 1 normal, larger slower, 0 instant. */
  readonly durationFactor: number;
  readonly reducedMotion: boolean;
}

/** Every running tween of the table, advanced by Pixi's ticker; can be finished at once. */
export class Motion {
  private readonly group = new Group();
  private settings: MotionSettings = { durationFactor: 1, reducedMotion: false };
  private skipping = false;

  /** Motion driven by `ticker`. */
  constructor(ticker: Ticker) {
    ticker.add(() => this.group.update(performance.now()));
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
    return new Promise((resolve) => {
      const tween = new Tween(target)
        .to(to, duration)
        .easing(easing)
        .onUpdate(() => onUpdate?.())
        .onComplete(() => {
          this.group.remove(tween);
          resolve();
        })
        .onStop(() => {
          this.group.remove(tween);
          resolve();
        });
      this.group.add(tween);
      tween.start(performance.now());
    });
  }

  /** Waits `ms` (scaled by the speed); finished early by `finish`. */
  pause(ms: number): Promise<void> {
    return this.tween({ t: 0 }, { t: 1 }, ms, Easing.Linear.None);
  }

  /** Jumps every running tween to its end, and makes every tween instant until `settle`. */
  skip(): void {
    this.skipping = true;
    for (const tween of this.group.getAll()) tween.end();
  }

  /** Ends a skip: the next animation runs at normal speed again. */
  settle(): void {
    this.skipping = false;
  }
}
