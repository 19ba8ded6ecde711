import type { Rect } from './geometry';

/**
 * The ready mark's circle for a plate on `rect`: pinned over the top edge of the plate's right
 * end, mostly above it, so that it never covers the total drawn along the plate's middle.
 */
export function readyMarkCircle(rect: Rect): { cx: number; cy: number; r: number } {
  const r = Math.max(8, rect.height * 0.42);
  return { cx: rect.x + rect.width - r * 0.9, cy: rect.y - r * 0.6, r };
}
