import { overlaps, type Rect } from '../../view/geometry';

/** Space kept between the panel, the window's edges and what it must not cover. */
const MARGIN = 10;
/** The narrowest floating panel that still reads well; narrower gaps get a bottom sheet. */
export const MIN_FLOAT_WIDTH = 240;
/** The widest floating panel. */
export const MAX_FLOAT_WIDTH = 320;
/** The widest panel above the person's cards, where a wider panel is a shorter one. */
export const MAX_ABOVE_WIDTH = 520;
/** Windows narrower than this are phones: the hint is a bottom sheet there. */
export const PHONE_WIDTH = 600;

/** What the placement needs to know. */
export interface PlacementInput {
  /** The window's size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Height taken at the top by the status bar. */
  readonly top: number;
  /** What the panel must never cover: the person's cards and the piles. */
  readonly avoid: readonly Rect[];
  /** What else it must leave in view: the other seats' plates and grids. */
  readonly keepClear?: readonly Rect[];
  /** The panel's height when it is `width` pixels wide. */
  readonly measure: (width: number) => number;
}

/** Where the hint panel goes: floating beside the person's cards, or as a sheet at the bottom. */
export type HintPlacement =
  { readonly kind: 'float'; readonly rect: Rect } | { readonly kind: 'sheet' };

/** The smallest rectangle holding every rectangle of `rects`. */
function bounds(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** How far apart the heights and offsets tried for the panel are, in CSS pixels. */
const STEP = 8;

/**
 * Places the hint panel in the wider free strip left or right of the person's cards and the piles,
 * as low down near them as it covers no other seat; failing that, above them (over no seat's
 * cards); on a phone, or when nothing holds it, as a bottom sheet (the table then makes room).
 */
export function hintPlacement(input: PlacementInput): HintPlacement {
  const box = bounds(input.avoid);
  if (box === null || input.width < PHONE_WIDTH) return { kind: 'sheet' };
  const top = input.top + MARGIN;
  const bottom = input.height - MARGIN;
  const blocked = [...input.avoid, ...(input.keepClear ?? [])];
  const free = (rect: Rect) => !blocked.some((other) => overlaps(grown(rect, MARGIN / 2), other));
  const strips = [
    { side: 'left' as const, from: MARGIN, to: box.x - MARGIN },
    { side: 'right' as const, from: box.x + box.width + MARGIN, to: input.width - MARGIN },
  ].sort((a, b) => b.to - b.from - (a.to - a.from));
  for (const strip of strips) {
    const room = strip.to - strip.from;
    if (room < MIN_FLOAT_WIDTH) continue;
    const width = Math.min(MAX_FLOAT_WIDTH, room);
    const height = input.measure(width);
    if (height > bottom - top) continue;
    const x = strip.side === 'left' ? strip.to - width : strip.from;
    for (let y = bottom - height; y >= top; y -= STEP) {
      const rect = { x, y, width, height };
      if (free(rect)) return { kind: 'float', rect };
    }
  }
  const above = box.y - MARGIN;
  const width = Math.min(MAX_ABOVE_WIDTH, input.width - 2 * MARGIN);
  const height = input.measure(width);
  if (height <= above - top)
    for (let x = input.width - MARGIN - width; x >= MARGIN; x -= STEP) {
      const rect = { x, y: above - height, width, height };
      if (free(rect)) return { kind: 'float', rect };
    }
  return { kind: 'sheet' };
}

/** `rect` grown by `by` on every side. */
function grown(rect: Rect, by: number): Rect {
  return {
    x: rect.x - by,
    y: rect.y - by,
    width: rect.width + 2 * by,
    height: rect.height + 2 * by,
  };
}
