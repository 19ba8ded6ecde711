import './label-mark.css';
import type { ReviewLabel } from '../../review/labels';

const NS = 'http://www.w3.org/2000/svg';

/** Each label's shape (in a 20 × 20 box) and the sign inside it: told apart without colour. */
const SHAPES: Readonly<Record<ReviewLabel, { readonly shape: string; readonly sign: string }>> = {
  best: {
    shape:
      'M10 0.8 L12.6 7 L19.3 7.4 L14.1 11.7 L15.8 18.4 L10 14.7 L4.2 18.4 L5.9 11.7 L0.7 7.4 L7.4 7 Z',
    sign: '',
  },
  good: { shape: 'M10 1.2 A8.8 8.8 0 1 1 9.99 1.2 Z', sign: '' },
  inaccuracy: { shape: 'M10 1 L19.4 18.2 L0.6 18.2 Z', sign: '?!' },
  mistake: { shape: 'M10 0.6 L19.4 10 L10 19.4 L0.6 10 Z', sign: '?' },
  blunder: {
    shape: 'M6.2 0.8 H13.8 L19.2 6.2 V13.8 L13.8 19.2 H6.2 L0.8 13.8 V6.2 Z',
    sign: '??',
  },
};

/** The tick inside the "good" mark. */
const TICK = 'M5.6 10.4 L8.6 13.4 L14.6 7.2';

function element(tag: string, attributes: Record<string, string | number>): SVGElement {
  const made = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, String(value));
  return made;
}

/**
 * A review label's mark: a star (best), a ticked disc (good), a triangle with "?!" (inaccuracy), a
 * diamond with "?" (mistake), an octagon with "??" (blunder), each in its colour (label-mark.css),
 * so the shape tells what the colour does. Decorative: the text beside it names the label.
 */
export function labelMark(label: ReviewLabel): SVGElement {
  const { shape, sign } = SHAPES[label];
  const svg = element('svg', {
    viewBox: '0 0 20 20',
    class: 'label-mark',
    'data-label': label,
    'aria-hidden': 'true',
  });
  svg.append(element('path', { d: shape, class: 'label-mark-shape' }));
  if (label === 'good') svg.append(element('path', { d: TICK, class: 'label-mark-tick' }));
  if (sign !== '') {
    const text = element('text', {
      x: 10,
      y: label === 'inaccuracy' ? 15.6 : 13.9,
      'text-anchor': 'middle',
      class: 'label-mark-sign',
      'data-length': sign.length,
    });
    text.textContent = sign;
    svg.append(text);
  }
  return svg;
}
