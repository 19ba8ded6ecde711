import { miniCard } from '../ui/mini-card';
import { brand, picture, svgShape, svgText } from '../ui/svg';

/**
 * Small drawings of what each rule option changes, in the game's palette (48 × 48 units), for
 * the table rules beside the new game's seats: the finish line of the target total, a doubled
 * score, who starts the next round, how a tie ends.
 */

/** A chequered finish flag over a gold track: the total that ends the game. */
export function targetPicture(): SVGElement {
  const squares: SVGElement[] = [];
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 4; column++)
      squares.push(
        svgShape('rect', {
          x: 17 + column * 5,
          y: 9 + row * 5,
          width: 5,
          height: 5,
          fill: (row + column) % 2 === 0 ? brand('cream') : brand('ink'),
        }),
      );
  return picture(
    48,
    48,
    svgShape('rect', { x: 6, y: 36, width: 36, height: 5, rx: 2.5, fill: brand('ink') }),
    svgShape('rect', { x: 6, y: 36, width: 27, height: 5, rx: 2.5, fill: brand('gold') }),
    svgShape('rect', { x: 14, y: 7, width: 3, height: 31, rx: 1.5, fill: brand('goldLight') }),
    ...squares,
  );
}

/** A stamp "×2", struck through when `struck` (a score that is not doubled). */
function doubleStamp(x: number, y: number, struck: boolean): SVGElement {
  const group = svgShape(
    'g',
    { transform: `rotate(-12 ${x} ${y})` },
    svgShape('rect', {
      x: x - 11,
      y: y - 7,
      width: 22,
      height: 14,
      rx: 3,
      fill: brand('coral'),
      stroke: brand('shadow'),
      'stroke-width': 1.5,
    }),
    svgText(x, y + 0.5, 10, brand('cream'), '×2'),
  );
  if (struck)
    group.append(
      svgShape('line', {
        x1: x - 13,
        y1: y + 8,
        x2: x + 13,
        y2: y - 8,
        stroke: brand('cream'),
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    );
  return group;
}

/** A 0 and a −1 under a struck "×2": a score of zero or less is never doubled. */
export function doublingPicture(): SVGElement {
  return picture(
    48,
    48,
    miniCard({ x: 5, y: 8, width: 17, value: 0, tilt: -8 }),
    miniCard({ x: 20, y: 10, width: 17, value: -1, tilt: 6 }),
    doubleStamp(31, 34, true),
  );
}

/** A gold arrow pointing at a seat: who starts. */
function startArrow(x: number, y: number): SVGElement {
  return svgShape('path', {
    d: `M${x} ${y - 5} l8 5 l-8 5 z`,
    fill: brand('gold'),
    stroke: brand('shadow'),
    'stroke-width': 1.2,
    'stroke-linejoin': 'round',
  });
}

/** The ender: a grid turned all face up, and the start arrow. */
export function enderStartsPicture(): SVGElement {
  return picture(
    48,
    48,
    miniCard({ x: 8, y: 8, width: 12, value: 3 }),
    miniCard({ x: 21, y: 8, width: 12, value: 1 }),
    miniCard({ x: 8, y: 26, width: 12, value: 0 }),
    miniCard({ x: 21, y: 26, width: 12, value: 2 }),
    startArrow(36, 24),
  );
}

/** The round's winner: a gold medal with a 1 on it. */
export function winnerStartsPicture(): SVGElement {
  return picture(
    48,
    48,
    svgShape('path', { d: 'M17 4 L24 20 L31 4 Z', fill: brand('coral') }),
    svgShape('circle', {
      cx: 24,
      cy: 28,
      r: 13,
      fill: brand('gold'),
      stroke: brand('shadow'),
      'stroke-width': 2,
    }),
    svgShape('circle', { cx: 24, cy: 28, r: 9, fill: 'none', stroke: brand('goldLight') }),
    svgText(24, 29, 13, brand('ink'), '1'),
  );
}

/** The highest face-up cards: a 12 and a 10, lifted. */
export function highestStartsPicture(): SVGElement {
  return picture(
    48,
    48,
    miniCard({ x: 5, y: 12, width: 18, value: 10, tilt: -8 }),
    miniCard({ x: 22, y: 8, width: 18, value: 12, tilt: 6 }),
    svgShape('path', {
      d: 'M24 46 l-5 -6 h3 v-4 h4 v4 h3 z',
      fill: brand('gold'),
      stroke: brand('shadow'),
      'stroke-width': 1,
    }),
  );
}

/** A laurel-less little trophy at (`x`, `y`), for the tie pictures. */
function trophy(x: number, y: number, scale: number): SVGElement {
  return svgShape(
    'g',
    { transform: `translate(${x} ${y}) scale(${scale})` },
    svgShape('path', {
      d: 'M-8 -10 h16 v5 a8 8 0 0 1 -16 0 z',
      fill: brand('gold'),
      stroke: brand('shadow'),
      'stroke-width': 1.5,
    }),
    svgShape('rect', { x: -2, y: 2, width: 4, height: 5, fill: brand('gold') }),
    svgShape('rect', {
      x: -6,
      y: 7,
      width: 12,
      height: 4,
      rx: 1,
      fill: brand('goldLight'),
      stroke: brand('shadow'),
      'stroke-width': 1,
    }),
  );
}

/** A shared win: two trophies side by side. */
export function tieSharedPicture(): SVGElement {
  return picture(48, 48, trophy(15, 24, 1), trophy(33, 24, 1));
}

/** Playing on: a circling arrow round "+1". */
export function tieExtraRoundPicture(): SVGElement {
  return picture(
    48,
    48,
    svgShape('path', {
      d: 'M38 24 a14 14 0 1 1 -5 -10.7',
      fill: 'none',
      stroke: brand('cyan'),
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    svgShape('path', { d: 'M30 6 l7 8 l-10 2 z', fill: brand('cyan') }),
    svgText(24, 25, 12, brand('cream'), '+1'),
  );
}
