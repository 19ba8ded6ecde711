import type { FeltColours } from './canvas-art';

/** The card palettes a player can choose: the usual colours, or colours told apart by everyone. */
export const CARD_PALETTES = ['classic', 'colour-blind'] as const;
/** A card palette's name. */
export type CardPaletteName = (typeof CARD_PALETTES)[number];

/** The usual bands of card values: negatives, zero, low (1–4), middle (5–8), high (9–12). */
export type CardBand = 'negative' | 'zero' | 'low' | 'middle' | 'high';

/** The colours of one band of card faces. */
export interface BandColours {
  /** The card's face. */
  readonly face: number;
  /** The small corner numbers, printed on the face. */
  readonly corner: number;
  /** The big number, printed on the light oval in the middle. */
  readonly numeral: number;
}

/** Every colour the table is drawn with. */
export interface TableTheme {
  /** Identifies the theme (palette and contrast), e.g. to cache what is drawn with it. */
  readonly key: string;
  readonly table: number;
  readonly seatPanel: number;
  readonly seatActive: number;
  readonly text: number;
  /** The dark outline that keeps light text readable on anything. */
  readonly textOutline: number;
  /** The ring of the keyboard cursor. */
  readonly cursor: number;
  /** The ring of what may be chosen. */
  readonly selectable: number;
  /** The ring of the hinted move. */
  readonly hint: number;
  readonly cardEdge: number;
  /** The side of a card, showing its thickness. */
  readonly cardSide: number;
  /** How bright the sheen on the top of a card is (0 for none). */
  readonly sheen: number;
  /** The table surface. */
  readonly felt: FeltColours;
  /** A seat plate and its edge. */
  readonly plate: number;
  readonly plateEdge: number;
  /** The secondary text on plates (sums, totals). */
  readonly textDim: number;
  /** The colour of each kind of player's emblem (people, and each computer level). */
  readonly emblems: Readonly<Record<EmblemKind, number>>;
  /** The ×2 stamp of a doubled ender. */
  readonly stamp: number;
  /** The glow of the card in hand. */
  readonly handGlow: number;
  /** How thick the edge of a card is, in texture pixels. */
  readonly cardEdgeWidth: number;
  readonly back: number;
  readonly backStripe: number;
  /** The oval behind a card's big number. */
  readonly numeralBackground: number;
  readonly bands: Readonly<Record<CardBand, BandColours>>;
}

/** Who sits at a seat, as its emblem shows: a person, a player elsewhere, or a computer level. */
export const EMBLEM_KINDS = ['person', 'remote', 'easy', 'medium', 'hard', 'expert'] as const;
/** Who sits at a seat, as its emblem shows. */
export type EmblemKind = (typeof EMBLEM_KINDS)[number];

/** The band of a card value. */
export function cardBand(value: number): CardBand {
  if (value < 0) return 'negative';
  if (value === 0) return 'zero';
  if (value <= 4) return 'low';
  return value <= 8 ? 'middle' : 'high';
}

const INK = 0x13203f;
const BLACK = 0x000000;
const WHITE = 0xffffff;

/** The face colours of each palette; the inks are checked for contrast by the unit tests. */
const BANDS: Readonly<Record<CardPaletteName, Readonly<Record<CardBand, BandColours>>>> = {
  classic: {
    negative: { face: 0x4b4fd8, corner: WHITE, numeral: 0x4b4fd8 },
    zero: { face: 0x4fc3f7, corner: INK, numeral: INK },
    low: { face: 0x5fcf6a, corner: INK, numeral: INK },
    middle: { face: 0xf6d33c, corner: INK, numeral: INK },
    high: { face: 0xf0584f, corner: INK, numeral: 0xd42f25 },
  },
  // Okabe & Ito's colours, chosen to stay distinct under every common colour-vision deficiency.
  'colour-blind': {
    negative: { face: 0x0072b2, corner: WHITE, numeral: 0x0072b2 },
    zero: { face: 0x56b4e9, corner: INK, numeral: INK },
    low: { face: 0x009e73, corner: BLACK, numeral: INK },
    middle: { face: 0xf0e442, corner: INK, numeral: INK },
    high: { face: 0xd55e00, corner: BLACK, numeral: 0xb34f00 },
  },
};

/** The faces in high contrast: each band made darker or lighter so black or white reads on it. */
const HIGH_CONTRAST_FACES: Readonly<Record<CardPaletteName, Readonly<Record<CardBand, number>>>> = {
  classic: { negative: 0x2a36c9, zero: 0x4fc3f7, low: 0x5fcf6a, middle: 0xf6d33c, high: 0xff7a70 },
  'colour-blind': {
    negative: 0x005a9c,
    zero: 0x56b4e9,
    low: 0x3ddc97,
    middle: 0xf0e442,
    high: 0xff8a3d,
  },
};

/** In high contrast every number is black, but the corners of the dark negative faces white. */
function highContrastBands(palette: CardPaletteName): Readonly<Record<CardBand, BandColours>> {
  const faces = HIGH_CONTRAST_FACES[palette];
  const inked = (band: CardBand): BandColours => ({
    face: faces[band],
    corner: band === 'negative' ? WHITE : BLACK,
    numeral: BLACK,
  });
  return {
    negative: inked('negative'),
    zero: inked('zero'),
    low: inked('low'),
    middle: inked('middle'),
    high: inked('high'),
  };
}

/** The table's colours for a card palette, in the usual dark arcade look or in high contrast. */
export function tableTheme(palette: CardPaletteName, highContrast: boolean): TableTheme {
  const key = `${palette}${highContrast ? '+contrast' : ''}`;
  if (highContrast)
    return {
      key,
      table: BLACK,
      seatPanel: 0x141414,
      seatActive: 0xffff00,
      text: WHITE,
      textOutline: BLACK,
      cursor: WHITE,
      selectable: 0x00e5ff,
      hint: 0xff4dff,
      cardEdge: WHITE,
      cardSide: 0x8c8c8c,
      sheen: 0,
      felt: { centre: '#000000', middle: '#000000', edge: '#000000', grain: 0 },
      plate: 0x000000,
      plateEdge: WHITE,
      textDim: WHITE,
      emblems: {
        person: 0xffff00,
        remote: 0x00e5ff,
        easy: 0x3ddc97,
        medium: 0x56b4e9,
        hard: 0xffa53d,
        expert: 0xff4dff,
      },
      stamp: 0xffff00,
      handGlow: 0xffffff,
      cardEdgeWidth: 4,
      back: 0x262626,
      backStripe: 0x8c8c8c,
      numeralBackground: WHITE,
      bands: highContrastBands(palette),
    };
  const colourBlind = palette === 'colour-blind';
  return {
    key,
    table: 0x101a33,
    seatPanel: 0x1b2950,
    seatActive: 0xffc83d,
    text: 0xf3f6ff,
    textOutline: 0x0b1020,
    // Outlines told apart without red–green: a white cursor, sky blue choices, an orange hint.
    cursor: colourBlind ? WHITE : 0x35e0ff,
    selectable: colourBlind ? 0x56b4e9 : 0x7dffb0,
    hint: colourBlind ? 0xe69f00 : 0xff5ce1,
    cardEdge: 0x0b1020,
    cardSide: 0xb9bfd3,
    sheen: 0.13,
    felt: { centre: '#2b7566', middle: '#17493f', edge: '#08201d', grain: 1 },
    plate: 0x0b1620,
    plateEdge: 0x3d5a66,
    textDim: 0xb8c7d9,
    emblems: {
      person: 0xffc83d,
      remote: 0x35e0ff,
      easy: 0x5fcf6a,
      medium: 0x4fa8f7,
      hard: 0xff9640,
      expert: 0xe0457b,
    },
    stamp: 0xff3d5a,
    handGlow: 0xfff1b0,
    cardEdgeWidth: 3,
    back: 0x5b2aa8,
    backStripe: 0x7c4ddb,
    numeralBackground: 0xf7f7f7,
    bands: BANDS[palette],
  };
}

/** The theme of a first visit: the classic palette, not in high contrast. */
export const DEFAULT_THEME = tableTheme('classic', false);

/** The font stack of every text on the table. */
export const FONT_FAMILY = 'DejaVu Sans, Verdana, Arial, sans-serif';
