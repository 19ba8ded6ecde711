/**
 * How the other seats sit around the focus seat: `left` up the left band, `right` down the right
 * band, `top` along the top; the top band spans the whole width (the side bands below it) or
 * only the middle column (the side bands reach the top).
 */
export interface Ring {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly topSpan: 'wide' | 'centre';
}

/**
 * The ways to seat `opponents` around the focus seat: as many on the left as on the right (or one
 * more), the rest along the top, over the whole width or over the middle column only.
 */
export function rings(opponents: number): Ring[] {
  const all: Ring[] = [];
  for (let right = 0; 2 * right <= opponents; right++)
    for (const left of [right, right + 1]) {
      const top = opponents - left - right;
      if (top < 0) continue;
      all.push({ left, right, top, topSpan: 'wide' });
      if (top > 0 && left > 0) all.push({ left, right, top, topSpan: 'centre' });
    }
  return all;
}
