/** An axis-aligned rectangle in CSS pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Rounding slack for comparisons of computed coordinates. */
const EPSILON = 1e-6;

/** Whether two rectangles share any area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return (
    a.x + EPSILON < b.x + b.width &&
    b.x + EPSILON < a.x + a.width &&
    a.y + EPSILON < b.y + b.height &&
    b.y + EPSILON < a.y + a.height
  );
}

/** Whether `inner` lies inside `outer`. */
export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x + EPSILON >= outer.x &&
    inner.y + EPSILON >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width + EPSILON &&
    inner.y + inner.height <= outer.y + outer.height + EPSILON
  );
}

/** The centre of a rectangle. */
export function centre(rect: Rect): { x: number; y: number } {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** `rect` grown by `by` on every side. */
export function grown(rect: Rect, by: number): Rect {
  return {
    x: rect.x - by,
    y: rect.y - by,
    width: rect.width + 2 * by,
    height: rect.height + 2 * by,
  };
}

/** The smallest rectangle holding every one of `rects`. */
export function enclosing(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Whether two lists hold the same rectangles in the same order (a layout that did not move). */
export function sameRects(a: readonly Rect[], b: readonly Rect[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (r, i) =>
        r.x === b[i]!.x && r.y === b[i]!.y && r.width === b[i]!.width && r.height === b[i]!.height,
    )
  );
}
