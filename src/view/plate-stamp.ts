import type { Rect } from './geometry';

/** How far the penalty stamp leans, in radians (a stamp pressed on in a hurry). */
export const STAMP_TILT = -0.16;

/** The size of a text box `width` × `height`, tilted by the stamp's lean and scaled by `scale`. */
export function tiltedSize(
  width: number,
  height: number,
  scale: number,
): { width: number; height: number } {
  return {
    width: scale * (width * Math.cos(STAMP_TILT) + height * Math.sin(STAMP_TILT)),
    height: scale * (width * Math.sin(STAMP_TILT) + height * Math.cos(STAMP_TILT)),
  };
}

/** The scale that keeps a stamp of text `width` × `height` no taller than 1.1 plate heights. */
export function stampScale(width: number, height: number, plateHeight: number): number {
  return Math.min(1, (plateHeight * 1.1) / Math.max(1, tiltedSize(width, height, 1).height));
}

/** The box of a stamp centred at (`cx`, `cy`), its text `width` × `height` at `scale`, tilted. */
export function stampBox(
  cx: number,
  cy: number,
  width: number,
  height: number,
  scale: number,
): Rect {
  const box = tiltedSize(width, height, scale);
  return { x: cx - box.width / 2, y: cy - box.height / 2, width: box.width, height: box.height };
}
