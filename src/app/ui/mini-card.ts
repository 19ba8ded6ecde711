import { tableNumber } from '../../i18n';
import { cardBand, type CardPaletteName, cssColour, tableTheme } from '../../view/palette';
import { brand, svgShape, svgText } from './svg';

/** Where and how a small card is drawn. */
export interface MiniCard {
  /** The card's top-left corner and width (its height is 1.4 times its width). */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** Its value face up, or `null` for its back. */
  readonly value: number | null;
  /** Turned by this many degrees round its centre. */
  readonly tilt?: number;
  readonly palette?: CardPaletteName;
  /** Faded (a card that is gone or not chosen). */
  readonly faint?: boolean;
}

/**
 * A card as the table draws it, in a few shapes: the cream rim, the band's face (or the royal
 * blue back with its gold frame), the numeral in white with the band's dark outline.
 */
export function miniCard(card: MiniCard): SVGElement {
  const { x, y, width } = card;
  const height = width * 1.4;
  const radius = width / 10;
  const rim = Math.max(1, width / 14);
  const centre = `${x + width / 2} ${y + height / 2}`;
  const group = svgShape('g', {
    ...(card.tilt ? { transform: `rotate(${card.tilt} ${centre})` } : {}),
    ...(card.faint ? { opacity: 0.35 } : {}),
  });
  group.append(
    svgShape('rect', {
      x,
      y: y + rim * 0.8,
      width,
      height,
      rx: radius,
      fill: brand('shadow'),
      opacity: 0.55,
    }),
    svgShape('rect', { x, y, width, height, rx: radius, fill: brand('rim') }),
  );
  const inner = { x: x + rim, y: y + rim, width: width - 2 * rim, height: height - 2 * rim };
  if (card.value === null) {
    group.append(
      svgShape('rect', { ...inner, rx: radius * 0.7, fill: brand('backLight') }),
      svgShape('rect', {
        x: inner.x + rim,
        y: inner.y + rim,
        width: inner.width - 2 * rim,
        height: inner.height - 2 * rim,
        rx: radius * 0.5,
        fill: 'none',
        stroke: brand('backGold'),
        'stroke-width': Math.max(0.6, rim * 0.6),
      }),
      svgShape('circle', {
        cx: x + width / 2,
        cy: y + height / 2,
        r: width / 7,
        fill: brand('backGold'),
      }),
    );
    return group;
  }
  const band = tableTheme(card.palette ?? 'classic', false).bands[cardBand(card.value)];
  group.append(
    svgShape('rect', { ...inner, rx: radius * 0.7, fill: cssColour(band.face) }),
    svgText(
      x + width / 2,
      y + height / 2,
      width * (Math.abs(card.value) >= 10 || card.value < 0 ? 0.46 : 0.58),
      cssColour(band.numeral),
      tableNumber(card.value),
      {
        stroke: cssColour(band.outline),
        'stroke-width': width / 11,
        'paint-order': 'stroke',
        'stroke-linejoin': 'round',
      },
    ),
  );
  return group;
}
