import { miniCard } from '../ui/mini-card';
import { brand, picture, svgShape, svgText } from '../ui/svg';

/**
 * Small drawings of the house rules of RULES.md section 9 (48 × 48 units), for the table rules:
 * the grid's shape, the cards turned at set-up, a column or a row of one value leaving, the
 * ender's penalty and two grids per player.
 */

/** A grid of `rows` × `columns` little card backs, its extra rows or columns in gold. */
function gridOfBacks(rows: number, columns: number, officialRows = 3, officialColumns = 4) {
  const cell = Math.min(40 / (columns * 1.1), 40 / (rows * 1.5));
  const width = cell;
  const height = cell * 1.4;
  const left = 24 - (columns * cell * 1.1) / 2;
  const top = 24 - (rows * height * 1.07) / 2;
  const shapes: SVGElement[] = [];
  for (let column = 0; column < columns; column++)
    for (let row = 0; row < rows; row++) {
      const extra = row >= officialRows || column >= officialColumns;
      shapes.push(
        svgShape('rect', {
          x: left + column * cell * 1.1,
          y: top + row * height * 1.07,
          width,
          height,
          rx: width / 6,
          fill: extra ? brand('gold') : brand('backLight'),
          stroke: brand('rim'),
          'stroke-width': 0.8,
        }),
      );
    }
  return shapes;
}

/** A grid with a fourth row: the rows of a grid. */
export function rowsPicture(): SVGElement {
  return picture(48, 48, ...gridOfBacks(4, 4));
}

/** A grid with a fifth and sixth column: the columns of a grid. */
export function columnsPicture(): SVGElement {
  return picture(48, 48, ...gridOfBacks(3, 6));
}

/** Three cards face up among backs: the cards turned at set-up. */
export function setupRevealsPicture(): SVGElement {
  return picture(
    48,
    48,
    miniCard({ x: 3, y: 12, width: 13, value: null }),
    miniCard({ x: 17.5, y: 12, width: 13, value: 7 }),
    miniCard({ x: 32, y: 12, width: 13, value: 3 }),
  );
}

/** Three equal cards in a line lifting off towards the discard pile, with an arrow. */
function clearedLine(vertical: boolean): SVGElement[] {
  const cards = [0, 1, 2].map((i) =>
    vertical
      ? miniCard({ x: 13, y: 3 + i * 13, width: 10, value: 5, tilt: -4 + i * 4 })
      : miniCard({ x: 2 + i * 12, y: 16, width: 11, value: 5, tilt: -4 + i * 4 }),
  );
  const arrow = vertical
    ? svgShape('path', {
        d: 'M30 24 h9 v-5 l8 8 l-8 8 v-5 h-9 z',
        fill: brand('gold'),
        stroke: brand('shadow'),
        'stroke-width': 1,
      })
    : svgShape('path', {
        d: 'M19 36 v5 h-5 l10 6 l10 -6 h-5 v-5 z',
        fill: brand('gold'),
        stroke: brand('shadow'),
        'stroke-width': 1,
      });
  return [...cards, arrow];
}

/** A column of three 5s leaving the grid. */
export function columnClearPicture(): SVGElement {
  return picture(48, 48, ...clearedLine(true));
}

/** A row of three 5s leaving the grid. */
export function rowClearPicture(): SVGElement {
  return picture(48, 48, ...clearedLine(false));
}

/** A stamp saying `text` (the penalty's multiplier or its addition). */
function stamp(x: number, y: number, text: string, colour: 'coral' | 'magenta'): SVGElement {
  return svgShape(
    'g',
    { transform: `rotate(-10 ${x} ${y})` },
    svgShape('rect', {
      x: x - 12,
      y: y - 7.5,
      width: 24,
      height: 15,
      rx: 3,
      fill: brand(colour),
      stroke: brand('shadow'),
      'stroke-width': 1.5,
    }),
    svgText(x, y + 0.5, 10, brand('cream'), text),
  );
}

/** The ender's card with a "×`times`" stamp: what the ender's score is multiplied by. */
export function multiplierPicture(times: number): SVGElement {
  return picture(
    48,
    48,
    miniCard({ x: 6, y: 4, width: 20, value: 9, tilt: -6 }),
    stamp(32, 34, `×${times}`, 'coral'),
  );
}

/** The ender's card with a "+`points`" stamp: what is added to the ender's score. */
export function flatPicture(points: number): SVGElement {
  return picture(
    48,
    48,
    miniCard({ x: 6, y: 4, width: 20, value: 9, tilt: -6 }),
    stamp(32, 34, `+${points}`, 'magenta'),
  );
}

/** Multiply first: the "×" stamp over the "+" stamp. */
export function multiplyFirstPicture(): SVGElement {
  return picture(48, 48, stamp(24, 15, '×2', 'coral'), stamp(24, 34, '+10', 'magenta'));
}

/** Add first: the "+" stamp over the "×" stamp. */
export function addFirstPicture(): SVGElement {
  return picture(48, 48, stamp(24, 15, '+10', 'magenta'), stamp(24, 34, '×2', 'coral'));
}

/** Two small grids side by side: two grids per player. */
export function dualHandsPicture(): SVGElement {
  const grid = (left: number) => {
    const shapes: SVGElement[] = [];
    for (let column = 0; column < 4; column++)
      for (let row = 0; row < 3; row++)
        shapes.push(
          svgShape('rect', {
            x: left + column * 5.2,
            y: 14 + row * 7,
            width: 4.6,
            height: 6.4,
            rx: 0.8,
            fill: brand('backLight'),
            stroke: brand('rim'),
            'stroke-width': 0.6,
          }),
        );
    return shapes;
  };
  return picture(
    48,
    48,
    ...grid(2),
    ...grid(25),
    svgShape('circle', { cx: 24, cy: 42, r: 4, fill: brand('gold'), stroke: brand('shadow') }),
  );
}
