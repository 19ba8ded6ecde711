import type { FeltColours } from './canvas-art';

/** The card palettes a player can choose: the usual colours, or colours told apart by everyone. */
export const CARD_PALETTES = ['classic', 'colour-blind'] as const;
/** A card palette's name. */
export type CardPaletteName = (typeof CARD_PALETTES)[number];

/** The usual bands of card values: negatives, zero, low (1–4), middle (5–8), high (9–12). */
export type CardBand = 'negative' | 'zero' | 'low' | 'middle' | 'high';

/** The colours of one band of card faces. */
export interface BandColours {
  /** The card's face (drawn as a gradient around it: lighter at the top, deeper below). */
  readonly face: number;
  /** The small corner numbers, printed on the face. */
  readonly corner: number;
  /** The big number's fill. */
  readonly numeral: number;
  /** The big number's outline, which keeps it readable on its face at any size. */
  readonly outline: number;
}

/**
 * The named colours of the art direction (ART-DIRECTION.md): the table's themes are made of
 * them, and `src/app/page/style.css` repeats them as CSS variables (a unit test keeps them equal).
 */
export const BRAND = {
  night: 0x101a33,
  navy: 0x1b2950,
  navyEdge: 0x34508f,
  ink: 0x13203f,
  shadow: 0x0b1020,
  cream: 0xf3f6ff,
  dim: 0x9fb0d9,
  gold: 0xffc83d,
  goldLight: 0xfff1b8,
  cyan: 0x35e0ff,
  coral: 0xff6b6b,
  magenta: 0xff5ce1,
  feltCentre: 0x26707a,
  feltMiddle: 0x134550,
  feltEdge: 0x061c24,
  backDeep: 0x17236b,
  backLight: 0x2f49c4,
  backGold: 0xf2c14e,
  rim: 0xf7f1e3,
} as const;

/** A colour as CSS writes it (`#rrggbb`). */
export function cssColour(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
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
  /** The card back's field, deep and light, and its gold frame and emblem. */
  readonly backLight: number;
  readonly backGold: number;
  /** The rim around every card. */
  readonly rim: number;
  readonly bands: Readonly<Record<CardBand, BandColours>>;
}

/** Who sits at a seat, as its emblem shows: a person, a player elsewhere, or a computer level. */
export const EMBLEM_KINDS = [
  'person',
  'remote',
  'stand-in',
  'easy',
  'medium',
  'hard',
  'expert',
] as const;
/** Who sits at a seat, as its emblem shows. */
export type EmblemKind = (typeof EMBLEM_KINDS)[number];

/** The band of a card value. */
export function cardBand(value: number): CardBand {
  if (value < 0) return 'negative';
  if (value === 0) return 'zero';
  if (value <= 4) return 'low';
  return value <= 8 ? 'middle' : 'high';
}

const INK = BRAND.ink;
const BLACK = 0x000000;
const WHITE = 0xffffff;

/** The face colours of each palette; the inks are checked for contrast by the unit tests. */
const BANDS: Readonly<Record<CardPaletteName, Readonly<Record<CardBand, BandColours>>>> = {
  classic: {
    negative: { face: 0x4b4fd8, corner: WHITE, numeral: WHITE, outline: 0x161a6e },
    zero: { face: 0x4fc3f7, corner: INK, numeral: WHITE, outline: 0x0b4a73 },
    low: { face: 0x5fcf6a, corner: INK, numeral: WHITE, outline: 0x135c22 },
    middle: { face: 0xf6d33c, corner: INK, numeral: WHITE, outline: 0x6b4a00 },
    high: { face: 0xf0584f, corner: INK, numeral: WHITE, outline: 0x6e0d0d },
  },
  // Okabe & Ito's colours, chosen to stay distinct under every common colour-vision deficiency.
  'colour-blind': {
    negative: { face: 0x0072b2, corner: WHITE, numeral: WHITE, outline: 0x002a45 },
    zero: { face: 0x56b4e9, corner: INK, numeral: WHITE, outline: 0x0b3f63 },
    low: { face: 0x009e73, corner: BLACK, numeral: WHITE, outline: 0x003324 },
    middle: { face: 0xf0e442, corner: INK, numeral: WHITE, outline: 0x5c5200 },
    high: { face: 0xd55e00, corner: BLACK, numeral: WHITE, outline: 0x4a1c00 },
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

/**
 * In high contrast every big number is white in a black outline and every corner black, but the
 * corners of the dark negative faces white.
 */
function highContrastBands(palette: CardPaletteName): Readonly<Record<CardBand, BandColours>> {
  const faces = HIGH_CONTRAST_FACES[palette];
  const inked = (band: CardBand): BandColours => ({
    face: faces[band],
    corner: band === 'negative' ? WHITE : BLACK,
    numeral: WHITE,
    outline: BLACK,
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
        'stand-in': 0xffffff,
        easy: 0x3ddc97,
        medium: 0x56b4e9,
        hard: 0xffa53d,
        expert: 0xff4dff,
      },
      stamp: 0xffff00,
      handGlow: 0xffffff,
      cardEdgeWidth: 4,
      back: 0x1a1a1a,
      backStripe: 0x8c8c8c,
      backLight: 0x3a3a3a,
      backGold: 0xffff00,
      rim: WHITE,
      bands: highContrastBands(palette),
    };
  const colourBlind = palette === 'colour-blind';
  return {
    key,
    table: BRAND.night,
    seatPanel: BRAND.navy,
    seatActive: BRAND.gold,
    text: BRAND.cream,
    textOutline: BRAND.shadow,
    // Outlines told apart without red–green: a white cursor, sky blue choices, an orange hint.
    cursor: colourBlind ? WHITE : BRAND.cyan,
    selectable: colourBlind ? 0x56b4e9 : 0x7dffb0,
    hint: colourBlind ? 0xe69f00 : BRAND.magenta,
    cardEdge: BRAND.shadow,
    cardSide: 0xb9bfd3,
    sheen: 0.13,
    felt: {
      centre: cssColour(BRAND.feltCentre),
      middle: cssColour(BRAND.feltMiddle),
      edge: cssColour(BRAND.feltEdge),
      grain: 1,
    },
    plate: 0x0b1620,
    plateEdge: 0x3d5a66,
    textDim: 0xb8c7d9,
    emblems: {
      person: BRAND.gold,
      remote: BRAND.cyan,
      'stand-in': 0x8fa3b8,
      easy: 0x5fcf6a,
      medium: 0x4fa8f7,
      hard: 0xff9640,
      expert: 0xe0457b,
    },
    stamp: 0xff3d5a,
    handGlow: BRAND.goldLight,
    cardEdgeWidth: 3,
    back: BRAND.backDeep,
    backStripe: 0x5b7bff,
    backLight: BRAND.backLight,
    backGold: BRAND.backGold,
    rim: BRAND.rim,
    bands: BANDS[palette],
  };
}

/** The theme of a first visit: the classic palette, not in high contrast. */
export const DEFAULT_THEME = tableTheme('classic', false);

/** `from` moved a `share` (0–1) of the way to `to`, channel by channel. */
export function mixColour(from: number, to: number, share: number): number {
  const channel = (shift: number) => {
    const a = (from >> shift) & 0xff;
    const b = (to >> shift) & 0xff;
    return Math.round(a + (b - a) * share) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}
