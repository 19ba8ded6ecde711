import { BRAND, cssColour } from '../../view/palette';

const NS = 'http://www.w3.org/2000/svg';

/** An SVG element with `attributes` and `children`. */
export function svgShape(
  tag: string,
  attributes: Readonly<Record<string, string | number>> = {},
  ...children: (SVGElement | string)[]
): SVGElement {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

/**
 * A small drawing `width` × `height` units (a control's or a screen's picture), drawn with the
 * game's palette; decorative: the words beside it say what it shows.
 */
export function picture(width: number, height: number, ...children: SVGElement[]): SVGElement {
  return svgShape(
    'svg',
    {
      viewBox: `0 0 ${width} ${height}`,
      class: 'picture',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    ...children,
  );
}

/** Words or a number at (`x`, `y`), centred there, in Rubik 800 (as every number of the game). */
export function svgText(
  x: number,
  y: number,
  size: number,
  fill: string,
  text: string,
  attributes: Readonly<Record<string, string | number>> = {},
): SVGElement {
  return svgShape(
    'text',
    {
      x,
      y,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'font-family': 'Rubik Variable, sans-serif',
      'font-weight': 800,
      'font-size': size,
      fill,
      ...attributes,
    },
    text,
  );
}

/** The art direction's colour `name` as CSS writes it. */
export const brand = (name: keyof typeof BRAND): string => cssColour(BRAND[name]);
