import { Container, Graphics, Text } from 'pixi.js';
import { FONT_FAMILY } from './fonts';
import { type CountdownShown, type SeatCountdown, secondsLeft } from './countdown';
import type { TableTheme } from './palette';

/**
 * The countdown drawn on a plate: a ring around the emblem that drains as time runs out (gold
 * for a turn, the stamp's colour for an away person) and the seconds left in a disc over the
 * emblem, in the ring's colour. Redrawn only when the ring's sweep or the seconds change.
 */
export class PlateCountdown extends Container {
  private readonly ring = new Graphics();
  private readonly disc = new Graphics();
  private readonly digits: Text;
  private countdown: SeatCountdown | null = null;
  private centre = { cx: 0, cy: 0, r: 0 };
  private theme: TableTheme;
  private drawn = '';

  /** A hidden countdown in `theme`. */
  constructor(theme: TableTheme) {
    super();
    this.theme = theme;
    this.digits = new Text({
      text: '',
      style: { fontFamily: FONT_FAMILY, fontWeight: 'bold', fontSize: 12 },
    });
    this.digits.anchor.set(0.5);
    this.ring.context.batchMode = 'no-batch';
    this.addChild(this.ring, this.disc, this.digits);
    this.visible = false;
  }

  /** Puts the ring around the emblem circle at (`cx`, `cy`) of radius `r`. */
  place(cx: number, cy: number, r: number): void {
    this.centre = { cx, cy, r };
    this.redraw(Date.now(), true);
  }

  /** Draws in `theme`. */
  setTheme(theme: TableTheme): void {
    this.theme = theme;
    this.redraw(Date.now(), true);
  }

  /** Shows `countdown`, or hides it (`null`). */
  set(countdown: SeatCountdown | null): void {
    this.countdown = countdown;
    this.visible = countdown !== null;
    this.redraw(Date.now(), true);
  }

  /** Whether one is shown. */
  get running(): boolean {
    return this.countdown !== null;
  }

  /** What is shown now, or `null`. */
  get shown(): CountdownShown | null {
    const countdown = this.countdown;
    if (countdown === null) return null;
    return { kind: countdown.kind, seconds: secondsLeft(countdown, Date.now()) };
  }

  /** Advances to the epoch time `now`. */
  tick(now: number): void {
    this.redraw(now, false);
  }

  private redraw(now: number, force: boolean): void {
    const countdown = this.countdown;
    if (countdown === null) return;
    const { cx, cy, r } = this.centre;
    const left = Math.max(0, countdown.endsAt - now);
    const share = countdown.totalMs > 0 ? Math.min(1, left / countdown.totalMs) : 0;
    const seconds = secondsLeft(countdown, now);
    // The sweep in 1/100ths of a turn: enough to look smooth at the ambient frame rate.
    const key = `${Math.round(share * 100)}|${seconds}|${countdown.kind}`;
    if (!force && key === this.drawn) return;
    this.drawn = key;
    const colour = countdown.kind === 'turn' ? this.theme.seatActive : this.theme.stamp;
    const ring = r * 1.22;
    const width = Math.max(2, r * 0.22);
    this.ring
      .clear()
      .circle(cx, cy, ring)
      .stroke({ width, color: this.theme.plateEdge, alpha: 0.7 });
    if (share > 0) {
      // From the top, clockwise (moved there first: an arc alone starts with a line from 0, 0).
      this.ring
        .moveTo(cx, cy - ring)
        .arc(cx, cy, ring, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * share)
        .stroke({ width, color: colour, cap: 'round' });
    }
    // The seconds in a disc over the emblem, inside the ring: on the plate, over nothing else.
    this.digits.text = String(seconds);
    this.digits.style.fill = colour;
    const font = Math.max(9, Math.round(r * (seconds >= 100 ? 0.85 : 1.1)));
    this.digits.style.fontSize = font;
    this.disc
      .clear()
      .circle(cx, cy, r * 1.05)
      .fill({ color: this.theme.plate, alpha: 0.94 });
    this.digits.position.set(cx, cy);
  }
}
