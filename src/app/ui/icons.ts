import { svgShape } from './svg';

/** The shapes of each icon on a 20 × 20 box: filled paths, then stroked paths. */
const SHAPES = {
  play: { fill: ['M6 3.5v13l11-6.5z'], stroke: [] },
  pause: { fill: ['M4.5 3.5h4v13h-4z', 'M11.5 3.5h4v13h-4z'], stroke: [] },
  back: { fill: [], stroke: ['M10 4.5 4.5 10l5.5 5.5', 'M16 4.5 10.5 10l5.5 5.5'] },
  forward: { fill: [], stroke: ['M4 4.5 9.5 10 4 15.5', 'M10 4.5 15.5 10 10 15.5'] },
  'round-back': { fill: ['M16.5 3.5v13L7 10z', 'M3.5 3.5h3v13h-3z'], stroke: [] },
  'round-forward': { fill: ['M3.5 3.5v13L13 10z', 'M13.5 3.5h3v13h-3z'], stroke: [] },
  close: { fill: [], stroke: ['M5 5l10 10', 'M15 5 5 15'] },
  check: { fill: [], stroke: ['M4 10.5l4 4 8-9'] },
  ring: { fill: [], stroke: ['M10 4.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 1 1 0-11z'] },
  star: {
    fill: ['M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z'],
    stroke: [],
  },
  cycle: { fill: ['M15.8 2.6v5.6h-5.6z'], stroke: ['M15.2 7.4A6 6 0 1 0 16 11.5'] },
  left: { fill: [], stroke: ['M16 10H4.5', 'M9 5 4 10l5 5'] },
  up: { fill: [], stroke: ['M10 16V4.5', 'M5 9l5-5 5 5'] },
  right: { fill: [], stroke: ['M4 10h11.5', 'M11 5l5 5-5 5'] },
  down: { fill: [], stroke: ['M10 4v11.5', 'M5 11l5 5 5-5'] },
} as const;

/** The name of one of the game's icons. */
export type IconName = keyof typeof SHAPES;

/**
 * A small icon drawn in the button's own colour (`currentColor`), for the buttons that say what
 * they do with a symbol: drawn, not a character, so it never depends on a font having the sign.
 * Decorative: the button's label names it.
 */
export function icon(name: IconName): SVGElement {
  const shape = SHAPES[name];
  return svgShape(
    'svg',
    {
      viewBox: '0 0 20 20',
      class: 'icon',
      'data-icon': name,
      'aria-hidden': 'true',
      focusable: 'false',
    },
    ...shape.fill.map((d) => svgShape('path', { d, fill: 'currentColor' })),
    ...shape.stroke.map((d) =>
      svgShape('path', {
        d,
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': 2.6,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    ),
  );
}
