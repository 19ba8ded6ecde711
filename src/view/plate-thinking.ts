import { Graphics } from 'pixi.js';
import type { TableTheme } from './palette';

/**
 * A computer's thinking, as a ring around its plate's emblem: its progress (0–1) fills the ring,
 * an unknown progress (0) spins a part of it. Spinning only turns it, without a redraw.
 */
export class PlateThinking extends Graphics {
  private progress: number | null = null;
  private spin = 0;
  private centre = { cx: 0, cy: 0, r: 0 };

  /** A hidden ring. */
  constructor() {
    super();
    // Its progress redraws it often: unbatched, a redraw does not rebuild the scene's instructions.
    this.context.batchMode = 'no-batch';
    this.visible = false;
  }

  /** The thinking shown: progress 0–1, or `null`. */
  get shown(): number | null {
    return this.progress;
  }

  /** Whether the ring spins (an unknown progress): it turns on every frame. */
  get spinning(): boolean {
    return this.progress !== null && this.progress <= 0;
  }

  /** Shows `progress` (0–1; `null` hides the ring); returns whether it changed. */
  set(progress: number | null, theme: TableTheme): boolean {
    if (progress === this.progress) return false;
    this.progress = progress;
    this.draw(theme);
    return true;
  }

  /** Puts the ring around the emblem circle at (`cx`, `cy`) of radius `r`, in `theme`. */
  place(cx: number, cy: number, r: number, theme: TableTheme): void {
    this.centre = { cx, cy, r };
    this.draw(theme);
  }

  /** Turns an unknown progress's ring to `time` (ms). */
  tick(time: number): void {
    if (this.progress === null) return;
    this.spin = time / 300;
    if (this.progress <= 0) this.rotation = this.spin;
  }

  private draw(theme: TableTheme): void {
    const g = this.clear();
    // Hidden when empty: the scene's instructions are rebuilt without it.
    g.visible = this.progress !== null;
    if (this.progress === null) return;
    const { cx, cy, r } = this.centre;
    const ring = r * 1.22;
    const width = Math.max(2, r * 0.22);
    g.position.set(cx, cy);
    g.rotation = this.progress > 0 ? 0 : this.spin;
    g.circle(0, 0, ring).stroke({ width, color: theme.plateEdge, alpha: 0.8 });
    const sweep = this.progress > 0 ? Math.PI * 2 * Math.min(1, this.progress) : Math.PI * 0.6;
    g.arc(0, 0, ring, -Math.PI / 2, -Math.PI / 2 + sweep).stroke({
      width,
      color: theme.seatActive,
      cap: 'round',
    });
  }
}
