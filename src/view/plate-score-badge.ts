import { Container, Graphics } from 'pixi.js';
import { tableNumber } from '../i18n';
import type { Rect } from './geometry';
import { NumberText } from './number-text';
import type { TableTheme } from './palette';
import type { PixelDensity } from './pixel-density';

/** The ink of the round score, and the outline of its pill. */
const BADGE_INK = 0x10131c;

/**
 * The round score on a plate while a round is scored: a number ("+12", "−3") on a pill in the
 * colour of the seat to move, as wide as the number grows while it counts.
 */
export class PlateScoreBadge extends Container {
  private readonly back = new Graphics();
  /** The number, drawn at the renderer's pixel density. */
  readonly digits: NumberText;
  /** What the back shows (size and colour), so that it is redrawn on a change only. */
  private drawn = '';
  private size = { width: 0, height: 0 };

  /** A hidden badge whose number is drawn at `density`. */
  constructor(density: PixelDensity) {
    super();
    this.digits = new NumberText('bold', density, true);
    this.digits.setFill(BADGE_INK);
    this.addChild(this.back, this.digits);
    this.visible = false;
  }

  /** Shows `score` (a gain with its "+"). */
  show(score: number): void {
    this.visible = true;
    this.digits.text = tableNumber(score, true);
  }

  /**
   * Puts the badge left of `right` on a plate `height` high centred at `cy`, in `theme`'s colour;
   * returns its left.
   */
  arrange(right: number, cy: number, height: number, theme: TableTheme): number {
    const w = Math.max(this.digits.textWidth + height * 0.6, height * 1.5);
    const h = height * 0.86;
    // Redrawn only when its size or colour changes, not at every step of a count.
    const drawn = `${w}|${h}|${theme.seatActive}`;
    if (drawn !== this.drawn) {
      this.drawn = drawn;
      this.back
        .clear()
        .roundRect(-w / 2, -h / 2, w, h, h / 2)
        .fill(theme.seatActive)
        .roundRect(-w / 2, -h / 2, w, h, h / 2)
        .stroke({ width: 2, color: BADGE_INK, alpha: 0.6 });
    }
    this.size = { width: w, height: h };
    this.position.set(right - w / 2, cy);
    return right - w;
  }

  /** The badge's box, `null` while hidden (tests). */
  get box(): Rect | null {
    if (!this.visible) return null;
    const { width, height } = this.size;
    return { x: this.x - width / 2, y: this.y - height / 2, width, height };
  }
}
