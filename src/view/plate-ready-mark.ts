import { Graphics } from 'pixi.js';
import type { Rect } from './geometry';
import { BRAND, type TableTheme } from './palette';
import { readyMarkCircle } from './plate-ready-spot';

/**
 * The mark of a person who asked to play again (after the game, online): a tick in a gold disc
 * with a dark outline, pinned on the right end of their plate, where it reads at a glance on a
 * phone as on a desktop.
 */
export class PlateReadyMark extends Graphics {
  private spot = { cx: 0, cy: 0, r: 0 };

  /** A hidden mark. */
  constructor() {
    super();
    this.visible = false;
  }

  /** Draws the mark for a plate on `rect` in `theme`. */
  draw(rect: Rect, theme: TableTheme): void {
    const { cx, cy, r } = readyMarkCircle(rect);
    this.spot = { cx, cy, r };
    const ink = Math.max(2, r * 0.26);
    this.clear()
      .circle(cx, cy + r * 0.12, r)
      .fill({ color: BRAND.shadow, alpha: 0.55 })
      .circle(cx, cy, r)
      .fill(theme.seatActive)
      .stroke({ width: Math.max(1.5, r * 0.16), color: BRAND.shadow })
      .moveTo(cx - r * 0.45, cy + r * 0.02)
      .lineTo(cx - r * 0.12, cy + r * 0.36)
      .lineTo(cx + r * 0.48, cy - r * 0.34)
      .stroke({ width: ink, color: BRAND.ink, cap: 'round', join: 'round' });
  }

  /** The mark's circle as a box, `null` while hidden (tests). */
  get box(): Rect | null {
    if (!this.visible) return null;
    const { cx, cy, r } = this.spot;
    return { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
  }
}
