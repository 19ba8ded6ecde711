import type { CardPaletteName } from '../../view/palette';
import { miniCard } from '../ui/mini-card';
import { brand, picture, svgShape, svgText } from '../ui/svg';

/**
 * The settings' small drawings in the game's palette: an emblem for each group, the card
 * colours as a fan of cards, the text sizes, high contrast and each language's tile.
 */

/** A stroked icon on a 24 × 24 box, for a group's heading. */
function icon(...paths: string[]): SVGElement {
  return picture(
    24,
    24,
    ...paths.map((d) =>
      svgShape('path', {
        d,
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': 2.2,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    ),
  );
}

/** A group's emblem: what its settings are about. */
export const GROUP_ICONS = {
  sound: () => icon('M4 9h4l5-4v14l-5-4H4z', 'M16.5 8.5a5 5 0 0 1 0 7', 'M19 6a8.5 8.5 0 0 1 0 12'),
  motion: () => icon('M3 7h9', 'M5 12h10', 'M3 17h9', 'M15 6l6 6-6 6'),
  display: () =>
    icon(
      'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z',
      'M12 9a3 3 0 1 0 0 6a3 3 0 0 0 0-6z',
    ),
  language: () =>
    icon(
      'M4 5h11a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
      'M19 9h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v3l-4-3h-3',
    ),
  accessibility: () =>
    icon(
      'M12 3.5a1.6 1.6 0 1 0 0 .1',
      'M5 8l7 1.5L19 8',
      'M12 9.5V14',
      'M12 14l-3.5 6.5',
      'M12 14l3.5 6.5',
    ),
} as const;

/** The five value bands as a fan of cards in `palette`'s colours. */
export function paletteFan(palette: CardPaletteName): SVGElement {
  const values = [-2, 0, 3, 7, 11];
  return picture(
    96,
    48,
    ...values.map((value, i) =>
      miniCard({
        x: 6 + i * 14,
        y: 6 + Math.abs(i - 2) * 3,
        width: 24,
        value,
        tilt: (i - 2) * 9,
        palette,
      }),
    ),
  );
}

/** "Aa" at a text size's scale (1, 1.25 or 1.5). */
export function textSizePicture(scale: number): SVGElement {
  return picture(48, 40, svgText(24, 21, 14 * scale, brand('cream'), 'Aa'));
}

/** A card and its plate in black and white, with heavy outlines: high contrast. */
export function highContrastPicture(): SVGElement {
  return picture(
    48,
    48,
    svgShape('rect', { x: 0, y: 0, width: 48, height: 48, fill: '#000' }),
    svgShape('rect', { x: 12, y: 6, width: 24, height: 34, rx: 3, fill: '#fff' }),
    svgShape('rect', { x: 15, y: 9, width: 18, height: 28, rx: 2, fill: '#ff7a70' }),
    svgText(24, 23, 15, '#fff', '9', {
      stroke: '#000',
      'stroke-width': 3,
      'paint-order': 'stroke',
    }),
    svgShape('rect', { x: 8, y: 41, width: 32, height: 4, rx: 2, fill: '#ffff00' }),
  );
}

/** A language's tile: a speech bubble with its code ("DE"), no flag (a language is no country). */
export function languagePicture(code: string): SVGElement {
  return picture(
    56,
    44,
    svgShape('path', {
      d: 'M8 4h40a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6H24l-9 8v-8H8a6 6 0 0 1-6-6V10a6 6 0 0 1 6-6z',
      fill: brand('navy'),
      stroke: 'currentColor',
      'stroke-width': 2.5,
    }),
    svgText(28, 19.5, 15, 'currentColor', code.toUpperCase()),
  );
}
