import './public-tables.css';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';
import { brand, picture, svgShape } from '../ui/svg';

/** An eye (decorative: the chip's words say who watches). */
function eyePicture(): SVGElement {
  return picture(
    20,
    14,
    svgShape('path', {
      d: 'M1 7 C4.5 1.5 15.5 1.5 19 7 C15.5 12.5 4.5 12.5 1 7 Z',
      fill: 'none',
      stroke: brand('cyan'),
      'stroke-width': 1.8,
    }),
    svgShape('circle', { cx: 10, cy: 7, r: 2.8, fill: brand('cyan') }),
  );
}

/** How many spectators watch the room, for its players: an eye and the count; nothing for none. */
export function watchersChip(t: Translator, count: number): HTMLElement | null {
  if (count <= 0) return null;
  return h(
    'span',
    {
      class: 'watchers-chip',
      'data-watchers': count,
      title: t.t('watchersLabel', { count }),
      'aria-label': t.t('watchersLabel', { count }),
    },
    eyePicture(),
    h('span', { 'aria-hidden': 'true' }, t.t('watchers', { count })),
  );
}
