import { Container, Graphics, Text } from 'pixi.js';
import { FONT_FAMILY } from './fonts';
import type { Rect } from './geometry';
import type { TableTheme } from './palette';

/** The medals of the first three places: gold, silver, bronze. */
const MEDALS: readonly number[] = [0xffc83d, 0xd5deef, 0xe0925a];

/** The ink of a medal's number, and the outline of its disc. */
const MEDAL_INK = 0x13203f;
const MEDAL_EDGE = 0x0b1020;

/** A medal's radius on a plate `height` high: about the emblem's. */
export function medalRadius(height: number): number {
  return Math.max(7, height * 0.42);
}

/**
 * A seat's place in the game after a round, on a disc beside its emblem: 1st gold, 2nd silver,
 * 3rd bronze, later places in the plate's colour.
 */
export class PlateMedal extends Container {
  private readonly back = new Graphics();
  private readonly digits: Text;
  private radius = 0;

  /** A hidden medal. */
  constructor() {
    super();
    this.digits = new Text({
      text: '',
      style: { fontFamily: FONT_FAMILY, fontWeight: '800', fontSize: 14, fill: MEDAL_INK },
    });
    this.digits.anchor.set(0.5);
    this.addChild(this.back, this.digits);
    this.visible = false;
  }

  /** Draws place `place` centred at (`cx`, `cy`) for a plate `height` high, in `theme`. */
  draw(place: number, cx: number, cy: number, height: number, theme: TableTheme): void {
    const r = medalRadius(height);
    this.radius = r;
    const colour = MEDALS[place - 1] ?? theme.plate;
    this.back
      .clear()
      .circle(0, 0, r)
      .fill(colour)
      .stroke({ width: Math.max(1.5, r * 0.16), color: MEDAL_EDGE });
    this.digits.text = String(place);
    this.digits.style.fill = place <= MEDALS.length ? MEDAL_INK : theme.text;
    this.digits.style.fontSize = Math.round(r * 1.15);
    this.position.set(cx, cy);
  }

  /** The landing: 0 not yet there, 1 at rest (it pops a little past its size between). */
  set pop(share: number) {
    this.scale.set(share);
    this.alpha = Math.min(1, share * 2);
  }

  /** The medal's circle at rest, `null` while hidden (tests). */
  get box(): Rect | null {
    if (!this.visible) return null;
    const r = this.radius;
    return { x: this.x - r, y: this.y - r, width: 2 * r, height: 2 * r };
  }
}
