import type { Rect } from './geometry';

/**
 * The ready mark's circle for a plate on `rect`: inside the plate's right end, level with its
 * texts, which move left to make room for it (see `readyMarkRoom`).
 */
export function readyMarkCircle(rect: Rect): { cx: number; cy: number; r: number } {
  const r = Math.max(8, rect.height * 0.38);
  return { cx: rect.x + rect.width - rect.height * 0.14 - r, cy: rect.y + rect.height / 2, r };
}

/** How much of a plate on `rect` the ready mark takes from its texts, at its right end. */
export function readyMarkRoom(rect: Rect): number {
  const { r } = readyMarkCircle(rect);
  return rect.height * 0.14 + 2 * r;
}
