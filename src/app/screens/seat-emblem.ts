import type { SeatKind } from '../../master/seats';

const NS = 'http://www.w3.org/2000/svg';

/** How many pips each computer level shows under its eyes, as on the table's plates. */
const PIPS: Readonly<Record<Exclude<SeatKind, 'person'>, number>> = {
  easy: 1,
  medium: 2,
  hard: 3,
  expert: 4,
};

function shape(tag: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/**
 * The emblem of who plays a seat, drawn as the table's plates draw it (src/view/seat-plate.ts):
 * a person's head and shoulders in a gold disc, or a computer's chip with two eyes and its level
 * in pips, in the level's colour (style.css `.seat-emblem`). Decorative: the seat's select says it.
 */
export function seatEmblem(kind: SeatKind): SVGElement {
  const svg = shape('svg', { viewBox: '0 0 20 20', class: 'seat-emblem', 'aria-hidden': 'true' });
  svg.dataset.kind = kind;
  if (kind === 'person') {
    svg.append(
      shape('circle', { cx: 10, cy: 10, r: 10, class: 'emblem-field' }),
      shape('circle', { cx: 10, cy: 7.8, r: 3.2, class: 'emblem-mark' }),
      shape('ellipse', { cx: 10, cy: 15.5, rx: 5.6, ry: 3.6, class: 'emblem-mark' }),
    );
    return svg;
  }
  svg.append(
    shape('rect', { x: 1, y: 1, width: 18, height: 18, rx: 5, class: 'emblem-field' }),
    shape('circle', { cx: 6.4, cy: 7.8, r: 1.8, class: 'emblem-mark' }),
    shape('circle', { cx: 13.6, cy: 7.8, r: 1.8, class: 'emblem-mark' }),
  );
  const pips = PIPS[kind];
  for (let i = 0; i < pips; i++)
    svg.append(
      shape('circle', {
        cx: 10 + (i - (pips - 1) / 2) * 3.6,
        cy: 14.3,
        r: 1.2,
        class: 'emblem-mark',
      }),
    );
  return svg;
}
