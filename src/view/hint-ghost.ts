import { grown, overlaps, type Rect } from './geometry';

/** The ghost card's size as a share of its target's. */
const GHOST_SCALE = 0.5;

/**
 * Where the hint's small ghost card goes on its target: whole, at the target's upper right
 * corner (the target's own number stays readable beside it); on a card of the top row that would
 * reach into the plate above the grid (its name, sum and round total), at the lower right corner.
 */
export function ghostRect(target: Rect, plate: Rect): Rect {
  const width = target.width * GHOST_SCALE;
  const height = target.height * GHOST_SCALE;
  const x = target.x + target.width - width * 0.55;
  const upper = { x, y: target.y - height * 0.45, width, height };
  // The ghost is drawn tilted: its corners reach a little beyond its rectangle.
  if (!overlaps(grown(upper, height * 0.1), plate)) return upper;
  return { x, y: target.y + target.height - height * 0.5, width, height };
}
