import { grown, overlaps, type Rect } from '../../view/geometry';

/** Felt kept between a toast and what it leaves in view, and between it and the window's edges. */
const MARGIN = 8;
/** The widths tried for a toast on the felt, widest first. */
const WIDTHS = [420, 360, 300, 240];
/** How finely places are tried, in CSS pixels. */
const STEP = 4;

/** What a toast's place depends on. */
export interface ToastInput {
  /** The window's size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** The status bar's bottom: a toast on the felt stays under it. */
  readonly top: number;
  /** What it must leave in view: every seat's plate and cards, the piles, the hand, the callouts. */
  readonly occupied: readonly Rect[];
  /** The toast's width on one line (or as wide as the window lets it be). */
  readonly natural: number;
  /** The toast's height when it is `width` pixels wide. */
  readonly measure: (width: number) => number;
}

/**
 * Where a toast goes: on free felt (`felt`), as near the top of the table and its middle as it
 * covers nothing the table shows; where no felt is free for it (a full table on a phone), in the
 * status bar's band its buttons leave (`bar`, see `barBand`), for the few seconds it shows.
 */
export type ToastPlace = { readonly kind: 'felt'; readonly rect: Rect } | { readonly kind: 'bar' };

/** The toast's place (see `ToastPlace`). */
export function toastPlace(input: ToastInput): ToastPlace {
  let best: { rect: Rect; score: number } | null = null;
  const middle = input.width / 2;
  const widest = Math.min(input.natural, WIDTHS[0]!, input.width - 2 * MARGIN);
  for (const width of [widest, ...WIDTHS.filter((narrower) => narrower < widest)]) {
    const height = input.measure(width);
    for (let y = input.top + MARGIN; y + height <= input.height - MARGIN; y += STEP)
      for (let x = MARGIN; x + width <= input.width - MARGIN; x += STEP) {
        const rect = { x, y, width, height };
        // Near the top and the middle; a wider toast (fewer lines) a little nearer.
        const score =
          y - input.top + Math.abs(x + width / 2 - middle) / 2 + (WIDTHS[0]! - width) / 4;
        if (best !== null && score >= best.score) continue;
        if (input.occupied.some((other) => overlaps(grown(rect, MARGIN), other))) continue;
        best = { rect, score };
      }
  }
  return best === null ? { kind: 'bar' } : { kind: 'felt', rect: best.rect };
}

/** The least height of a band above the bar's buttons worth a toast: one line of small type. */
const LEAST_BAND = 20;
/** Room kept between a toast in the bar and the bar's buttons. */
const BAR_GAP = 3;

/**
 * The status bar's band a toast takes where no felt is free: the status pill's own place, clear
 * of every button of the bar (`buttons`, those shown), so that Hint and Menu stay in reach. Where
 * the buttons wrap under the status (a phone), the band above them, the bar's whole width; where
 * they stand beside it, the band left of them, the bar's whole height.
 */
export function barBand(bar: Rect, buttons: readonly Rect[]): Rect {
  if (buttons.length === 0) return bar;
  const top = Math.min(...buttons.map((button) => button.y));
  if (top - bar.y >= LEAST_BAND + BAR_GAP)
    return { x: bar.x, y: bar.y, width: bar.width, height: top - BAR_GAP - bar.y };
  const left = Math.min(...buttons.map((button) => button.x));
  return { x: bar.x, y: bar.y, width: Math.max(0, left - BAR_GAP - bar.x), height: bar.height };
}
