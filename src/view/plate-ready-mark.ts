import { Easing } from '@tweenjs/tween.js';
import { Graphics } from 'pixi.js';
import type { Rect } from './geometry';
import { BRAND, type TableTheme } from './palette';
import { readyMarkCircle } from './plate-ready-spot';

/** How long the mark takes to pop in (ms), growing past its size and settling back. */
export const READY_POP_MS = 300;

/**
 * The mark of a person who asked to play again (after the game, online): a tick in a gold disc
 * with a dark outline, pinned on the right end of their plate, where it reads at a glance on a
 * phone as on a desktop. It pops in (on the table's ambient clock, timed from the first frame that
 * draws it); it is drawn round its centre, so the pop only scales it and redraws no shape.
 */
export class PlateReadyMark extends Graphics {
  private spot = { cx: 0, cy: 0, r: 0 };
  /** When the running pop began (ms on the ticking clock); `null`: not drawn yet. */
  private popBegan: number | null = null;
  private popPending = false;

  /** A hidden mark. */
  constructor() {
    super();
    this.visible = false;
  }

  /** Draws the mark for a plate on `rect` in `theme`. */
  draw(rect: Rect, theme: TableTheme): void {
    const { cx, cy, r } = readyMarkCircle(rect);
    this.spot = { cx, cy, r };
    this.position.set(cx, cy);
    const ink = Math.max(2, r * 0.26);
    this.clear()
      .circle(0, r * 0.12, r)
      .fill({ color: BRAND.shadow, alpha: 0.55 })
      .circle(0, 0, r)
      .fill(theme.seatActive)
      .stroke({ width: Math.max(1.5, r * 0.16), color: BRAND.shadow })
      .moveTo(-r * 0.45, r * 0.02)
      .lineTo(-r * 0.12, r * 0.36)
      .lineTo(r * 0.48, -r * 0.34)
      .stroke({ width: ink, color: BRAND.ink, cap: 'round', join: 'round' });
  }

  /** Pops the mark in from nothing (again, if it is popping). */
  pop(): void {
    this.popPending = true;
    this.popBegan = null;
    this.scale.set(0);
  }

  /** Whether the mark is popping in (or about to). */
  get popping(): boolean {
    return this.popPending || this.popBegan !== null;
  }

  /** Advances the pop to `time` (ms): a back-out growth to full size. */
  tick(time: number): void {
    if (this.popPending) {
      this.popPending = false;
      this.popBegan = time;
    }
    if (this.popBegan === null) return;
    const share = Math.min(1, (time - this.popBegan) / READY_POP_MS);
    this.scale.set(Easing.Back.Out(share));
    if (share >= 1) this.popBegan = null;
  }

  /** The mark's circle as a box, `null` while hidden (tests). */
  get box(): Rect | null {
    if (!this.visible) return null;
    const { cx, cy, r } = this.spot;
    return { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
  }
}
