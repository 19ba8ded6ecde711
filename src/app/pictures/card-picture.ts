import './pictures.css';
import { tableNumber } from '../../i18n';
import { cardBand } from '../../view/palette';
import { h } from '../page/dom';

const NS = 'http://www.w3.org/2000/svg';

/** A card as a picture shows it: a value face-up, a face-down back, or the place of a removed card. */
export type PictureCard = number | 'back' | 'gone';

/** How a card in a picture stands out: ringed, lifted as the card in hand, or faded. */
export interface CardLook {
  /** A ring around it: the move played (coral), the best move (cyan), what the rule is about (gold). */
  readonly ring?: 'played' | 'best' | 'gold';
  /** Held in the hand: lifted and glowing. */
  readonly held?: boolean;
  /** Faded: a card on its way out, or one the picture is not about. */
  readonly faded?: boolean;
}

function svgShape(tag: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/**
 * The back's gold medallion (ART-DIRECTION.md "Cards"): a mountain peak under a four-pointed star,
 * the star alone on the plain back of a small card.
 */
function medallion(): SVGElement {
  const svg = svgShape('svg', { viewBox: '0 0 20 20', class: 'pic-medallion' });
  svg.append(
    svgShape('circle', { cx: 10, cy: 10, r: 7.2, class: 'pic-medallion-disc' }),
    svgShape('path', {
      d: 'M10 3.6 L10.9 6.1 L13.4 7 L10.9 7.9 L10 10.4 L9.1 7.9 L6.6 7 L9.1 6.1 Z',
      class: 'pic-medallion-star',
    }),
    svgShape('path', {
      d: 'M5.2 14.6 L8.4 10.2 L9.9 11.9 L11.7 9.4 L14.8 14.6 Z',
      class: 'pic-medallion-peak',
    }),
  );
  return svg;
}

/**
 * One card drawn in the table's look: a face in its value band's colours (a gradient, a bevel, the
 * big outlined numeral and two corner indices, the cream rim), or the royal-blue back with its
 * lattice, gold frame and medallion, or the dashed place of a removed card. Decorative: the
 * picture it stands in names what it shows.
 */
function cardPicture(card: PictureCard, look: CardLook = {}): HTMLElement {
  const attributes = {
    class: 'pic-card',
    'data-ring': look.ring,
    'data-held': look.held,
    'data-faded': look.faded,
  };
  if (card === 'gone') return h('span', { ...attributes, class: 'pic-card pic-gone' });
  if (card === 'back') return h('span', { ...attributes, class: 'pic-card pic-back' }, medallion());
  const text = tableNumber(card);
  return h(
    'span',
    { ...attributes, 'data-band': cardBand(card), 'data-value': card },
    h('span', { class: 'pic-index' }, text),
    h('span', { class: 'pic-numeral' }, text),
    h('span', { class: 'pic-index pic-index-end' }, text),
  );
}

/** A column of a grid picture: its cards top to bottom, or `null` for a removed column. */
export type PictureColumn = readonly PictureCard[] | null;

/** Looks of some cards of a grid picture, by column and row. */
export type GridLooks = ReadonlyMap<string, CardLook>;

/** The key of a card in `GridLooks`. */
export function gridKey(column: number, row: number): string {
  return `${column}:${row}`;
}

/**
 * A player's grid: `columns` left to right, each top to bottom (a removed column keeps its place
 * as dashed outlines); `looks` marks single cards.
 */
export function gridPicture(
  columns: readonly PictureColumn[],
  rows: number,
  looks: GridLooks = new Map(),
): HTMLElement {
  const grid = h('span', { class: 'pic-grid' });
  grid.style.setProperty('--rows', String(rows));
  columns.forEach((column, c) => {
    for (let row = 0; row < rows; row++)
      grid.append(cardPicture(column === null ? 'gone' : column[row]!, looks.get(gridKey(c, row))));
  });
  return grid;
}

/** A pile: its top card over the edges of two more; `caption` under it. */
export function pilePicture(
  top: PictureCard,
  caption: string | null,
  look: CardLook = {},
): HTMLElement {
  const under = top === 'gone' ? null : h('span', { class: 'pic-pile-under' });
  return h(
    'span',
    { class: 'pic-stack' },
    h(
      'span',
      { class: 'pic-pile', 'data-kind': top === 'back' ? 'draw' : 'discard' },
      under,
      cardPicture(top, look),
    ),
    caption === null ? null : h('span', { class: 'pic-caption' }, caption),
  );
}

/** A card with a caption under it (the card in hand, a single card of a rule). */
export function labelledCard(card: PictureCard, caption: string, look: CardLook = {}): HTMLElement {
  return h(
    'span',
    { class: 'pic-stack' },
    cardPicture(card, look),
    h('span', { class: 'pic-caption' }, caption),
  );
}

/** A gold arrow from one step of a picture to the next, with a word over it if given. */
export function arrowPicture(word: string | null = null, kind: 'to' | 'swap' = 'to'): HTMLElement {
  const svg = svgShape('svg', { viewBox: '0 0 36 16', class: 'pic-arrow-line' });
  svg.append(
    svgShape('path', {
      d:
        kind === 'swap'
          ? 'M4 5 H30 M25 1 L31 5 L25 9 M32 11 H6 M11 7 L5 11 L11 15'
          : 'M3 8 H31 M25 3 L32 8 L25 13',
    }),
  );
  return h(
    'span',
    { class: 'pic-arrow', 'data-kind': kind },
    word === null ? null : h('span', { class: 'pic-arrow-word' }, word),
    svg,
  );
}

/** The ×2 (or any) stamp of a penalised ender, in the table's stamp red. */
export function stampPicture(text: string): HTMLElement {
  return h('span', { class: 'pic-stamp' }, text);
}

/** A row of cards side by side (a hand of cards a rule shows), with a caption under it. */
export function cardRow(
  cards: readonly PictureCard[],
  caption: string | null = null,
  looks: readonly CardLook[] = [],
): HTMLElement {
  return h(
    'span',
    { class: 'pic-stack' },
    h('span', { class: 'pic-row' }, ...cards.map((card, i) => cardPicture(card, looks[i]))),
    caption === null ? null : h('span', { class: 'pic-caption' }, caption),
  );
}

/**
 * A small scene on the felt: its parts side by side (wrapping on a narrow window), named as one
 * picture by `label` for a screen reader.
 */
export function scenePicture(label: string, ...parts: HTMLElement[]): HTMLElement {
  return h('div', { class: 'pic-scene', role: 'img', 'aria-label': label }, ...parts);
}

/** A group of parts of a scene kept together on one line (a step of a rule). */
export function sceneStep(...parts: (HTMLElement | null)[]): HTMLElement {
  return h('span', { class: 'pic-step' }, ...parts);
}
