import { grown, overlaps, type Rect } from '../../view/geometry';

/** Space kept between the panel, the window's edges and what it must not cover. */
const MARGIN = 10;
/** The narrowest card that still reads well. */
export const MIN_FLOAT_WIDTH = 240;
/** The widest card. */
export const MAX_FLOAT_WIDTH = 320;
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
  /**
   * The tallest card docked under the person's cards, as a share of the window's height (default
   * `DOCK_SHARE`; a short window's is `SHORT_DOCK_SHARE`, where the table keeps its other seats).
   */
  readonly dockShare?: number;
}

/**
 * Where the hint goes: a card on free felt (`float`); a card at the bottom under the person's
 * cards, which move up to make room (`dock`: a full table on a desktop); a sheet (a phone).
 */
export type HintPlacement =
  | { readonly kind: 'float'; readonly rect: Rect }
  | { readonly kind: 'dock'; readonly rect: Rect }
  | { readonly kind: 'sheet' };

/** The widths tried for a card docked under the person's cards, widest first. */
const DOCK_WIDTHS = [520, 440, 360, MAX_FLOAT_WIDTH, MIN_FLOAT_WIDTH];
/** The tallest docked card, as a share of the window's height. */
const DOCK_SHARE = 0.3;
/**
 * The same in a short window (a phone turned sideways, at most `SHORT_WINDOW` high), where a card
 * of a few lines passes 0.3 of the height: docked between the side seats, it covers none of them
 * (the sheet across the whole width covered their lowest rows).
 */
export const SHORT_DOCK_SHARE = 0.45;
/** The tallest window that is short (short-window.css). */
export const SHORT_WINDOW = 480;

/** The smallest rectangle holding every rectangle of `rects`. */
function bounds(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** How far apart the places tried for the card are, in CSS pixels. */
const STEP = 8;
/** The widths tried for the card, widest first. */
const WIDTHS = [MAX_FLOAT_WIDTH, 280, MIN_FLOAT_WIDTH];

/** How far apart two rectangles are (0 when they touch or overlap). */
function distance(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

/**
 * Places the hint as a card on the felt, as close to the person's cards and the piles as it
 * covers neither them nor another seat; where every such place is taken (a full table), docked
 * under the person's cards between the other seats (the person's cards and the piles move up);
 * failing that, as close as it covers only other seats, never the person's cards or the piles,
 * its height cut to the window (it scrolls). A window narrower than a tablet (a phone) gets a
 * bottom sheet; so does a window whose every place the person's cards take.
 */
export function hintPlacement(input: PlacementInput): HintPlacement {
  const box = bounds(input.avoid);
  if (box === null || input.width < PHONE_WIDTH) return { kind: 'sheet' };
  const top = input.top + MARGIN;
  const bottom = input.height - MARGIN;
  const heights = new Map(WIDTHS.map((width) => [width, input.measure(width)]));
  const pass = (blocked: readonly Rect[], cut: boolean): Rect | null => {
    let best: { rect: Rect; score: number } | null = null;
    for (const width of WIDTHS) {
      const measured = heights.get(width)!;
      if (!cut && measured > bottom - top) continue;
      const height = Math.min(measured, bottom - top);
      for (let y = top; y + height <= bottom; y += STEP)
        for (let x = MARGIN; x + width <= input.width - MARGIN; x += STEP) {
          const rect = { x, y, width, height };
          if (blocked.some((other) => overlaps(grown(rect, MARGIN / 2), other))) continue;
          // Near the cards, a wider card a little nearer: its lines wrap less.
          const score = distance(rect, box) + (MAX_FLOAT_WIDTH - width) / 2;
          if (best === null || score < best.score) best = { rect, score };
        }
    }
    return best?.rect ?? null;
  };
  const keepClear = input.keepClear ?? [];
  const free = pass([...input.avoid, ...keepClear], false);
  if (free !== null) return { kind: 'float', rect: free };
  // A full table: under the person's cards (they move up), between the other seats.
  const centreX = box.x + box.width / 2;
  for (const width of DOCK_WIDTHS) {
    const height = input.measure(width);
    if (height > input.height * (input.dockShare ?? DOCK_SHARE)) continue;
    const x = Math.min(Math.max(MARGIN, centreX - width / 2), input.width - MARGIN - width);
    const rect = { x, y: input.height - MARGIN - height, width, height };
    if (!keepClear.some((other) => overlaps(grown(rect, MARGIN / 2), other)))
      return { kind: 'dock', rect };
  }
  const covering = pass(input.avoid, true);
  return covering === null ? { kind: 'sheet' } : { kind: 'float', rect: covering };
}
/** The widths tried for a card docked with its details open, widest first. */
const OPENED_DOCK_WIDTHS = [640, 560, ...DOCK_WIDTHS];
/** The tallest card docked with its details open, as a share of the window's height. */
const OPENED_DOCK_SHARE = 0.4;

/**
 * Where the card docks with its details open (`input.measure` measuring it so) where it would
 * otherwise lie over the person's own cards: at the window's foot under the person's cards, as
 * wide as it can be between the other seats (fewer lines, less height), so that the person's
 * cards and the piles move up over it rather than hide under it; null where no width clears
 * every other seat.
 */
export function openedDock(input: PlacementInput): Rect | null {
  const box = bounds(input.avoid);
  if (box === null) return null;
  const centreX = box.x + box.width / 2;
  const keepClear = input.keepClear ?? [];
  for (const width of OPENED_DOCK_WIDTHS) {
    if (width > input.width - 2 * MARGIN) continue;
    const height = input.measure(width);
    if (height > input.height * OPENED_DOCK_SHARE) continue;
    const x = Math.min(Math.max(MARGIN, centreX - width / 2), input.width - MARGIN - width);
    const rect = { x, y: input.height - MARGIN - height, width, height };
    if (!keepClear.some((other) => overlaps(grown(rect, MARGIN / 2), other))) return rect;
  }
  return null;
}

/** The narrower widths tried for the opened details over the person's own cards. */
const NARROWER_WIDTHS = [400, 360, MAX_FLOAT_WIDTH, 280, MIN_FLOAT_WIDTH];

/**
 * Where the card lies with its details open (`heightAt` its height at a width), when closed it
 * lies at `closed`: grown from there (upward first, as a docked card rises from the window's
 * foot) onto free felt; else on free felt elsewhere; else grown over the person's own cards for
 * as long as the details stay open (as the phone's sheet does), narrower if it must be to pass
 * between the other seats, so that it never covers another seat; only where even that cannot
 * be, where `hintPlacement` puts a card of that height.
 */
export function openedRect(
  closed: Rect,
  heightAt: (width: number) => number,
  input: PlacementInput,
): Rect {
  const height = heightAt(closed.width);
  const top = input.top + MARGIN;
  const bottom = input.height - MARGIN;
  const tall = Math.min(height, bottom - top);
  const up = { ...closed, y: Math.max(top, closed.y + closed.height - tall), height: tall };
  const down = { ...closed, y: Math.min(closed.y, bottom - tall), height: tall };
  const keepClear = input.keepClear ?? [];
  const clearOf = (rect: Rect, blocked: readonly Rect[]) =>
    !blocked.some((other) => overlaps(grown(rect, MARGIN / 2), other));
  const grownFree = [up, down].find((rect) => clearOf(rect, [...input.avoid, ...keepClear]));
  if (grownFree !== undefined) return grownFree;
  const elsewhere = hintPlacement({ ...input, measure: () => height });
  if (elsewhere.kind === 'float' && clearOf(elsewhere.rect, [...input.avoid, ...keepClear]))
    return elsewhere.rect;
  const overOwn = [up, down].find((rect) => clearOf(rect, keepClear));
  if (overOwn !== undefined) return overOwn;
  const nearest = nearestPlace(closed, tall, input, (rect) => clearOf(rect, keepClear));
  if (nearest !== null) return nearest;
  for (const width of NARROWER_WIDTHS.filter((narrower) => narrower < closed.width)) {
    const narrow = { ...closed, x: closed.x + (closed.width - width) / 2, width };
    const narrowTall = Math.min(heightAt(width), bottom - top);
    const between = nearestPlace(narrow, narrowTall, input, (rect) => clearOf(rect, keepClear));
    if (between !== null) return between;
  }
  return elsewhere.kind === 'sheet' ? up : elsewhere.rect;
}

/** The step, in CSS pixels, of the search for a place the opened details may take. */
const SEARCH_STEP = 8;

/**
 * The place of `closed`'s width and `tall` pixels nearest to `closed` inside the window where
 * `free` holds (over the person's own cards or the piles, never over another seat), or null.
 */
function nearestPlace(
  closed: Rect,
  tall: number,
  input: PlacementInput,
  free: (rect: Rect) => boolean,
): Rect | null {
  let best: Rect | null = null;
  let bestDistance = Infinity;
  const top = input.top + MARGIN;
  for (let y = top; y + tall <= input.height - MARGIN; y += SEARCH_STEP)
    for (let x = MARGIN; x + closed.width <= input.width - MARGIN; x += SEARCH_STEP) {
      const distance = Math.hypot(x - closed.x, y - closed.y);
      if (distance >= bestDistance) continue;
      const rect = { x, y, width: closed.width, height: tall };
      if (!free(rect)) continue;
      best = rect;
      bestDistance = distance;
    }
  return best;
}
