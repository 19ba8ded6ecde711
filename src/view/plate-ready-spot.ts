import type { Rect } from './geometry';

/** The ready mark's circle for a plate on `rect`: on the plate's right end, over its top edge. */
export function readyMarkCircle(rect: Rect): { cx: number; cy: number; r: number } {
  const r = Math.max(8, rect.height * 0.42);
  return { cx: rect.x + rect.width - r * 0.6, cy: rect.y - r * 0.15, r };
}
