import { EMBLEM_ICONS } from '../../view/emblem-icons';
import type { EmblemKind } from '../../view/palette';
import { svgShape } from './svg';

/** How many pips each computer level shows under its robot, as on the table's plates. */
const PIPS: Readonly<Record<Exclude<EmblemKind, 'person' | 'remote' | 'stand-in'>, number>> = {
  easy: 1,
  medium: 2,
  hard: 3,
  expert: 4,
};

/** The icon `name` `size` units square centred on (`x`, `y`) of the emblem's 20 × 20 box. */
function icon(name: keyof typeof EMBLEM_ICONS, x: number, y: number, size: number): SVGElement {
  const scale = size / 512;
  return svgShape('path', {
    d: EMBLEM_ICONS[name],
    transform: `translate(${x - size / 2} ${y - size / 2}) scale(${scale})`,
    class: 'emblem-mark',
  });
}

/**
 * The emblem of who plays a seat, drawn as the table's plates draw it (src/view/seat-plate.ts):
 * a person's figure on a gold disc (a friend elsewhere: a cyan disc with a gold signal dot), or
 * a robot on a chip of the level's colour with its level in pips (style.css `.seat-emblem`).
 * Decorative: the seat's words say it.
 */
export function seatEmblem(kind: EmblemKind): SVGElement {
  const svg = svgShape('svg', {
    viewBox: '0 0 20 20',
    class: 'seat-emblem',
    'aria-hidden': 'true',
    focusable: 'false',
    'data-kind': kind,
  });
  if (kind === 'person' || kind === 'remote' || kind === 'stand-in') {
    svg.append(
      svgShape('circle', { cx: 10, cy: 10, r: 10, class: 'emblem-field' }),
      icon('person', 10, 10.4, 17),
    );
    if (kind === 'remote')
      svg.append(svgShape('circle', { cx: 17, cy: 3, r: 2.8, class: 'emblem-signal' }));
    if (kind === 'stand-in')
      svg.append(
        svgShape('rect', { x: 11, y: 11, width: 9, height: 9, rx: 2.4, class: 'emblem-signal' }),
        icon('computer', 15.5, 15.5, 7.4),
      );
    return svg;
  }
  svg.append(
    svgShape('rect', { x: 1, y: 1, width: 18, height: 18, rx: 4.3, class: 'emblem-field' }),
    icon('computer', 10, 8.2, 14),
  );
  const pips = PIPS[kind];
  for (let i = 0; i < pips; i++)
    svg.append(
      svgShape('circle', {
        cx: 10 + (i - (pips - 1) / 2) * 3.6,
        cy: 16.5,
        r: 1.26,
        class: 'emblem-mark',
      }),
    );
  return svg;
}
