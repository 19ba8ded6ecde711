/** The table's colours: a dark arcade felt with bright cards. */
export const PALETTE = {
  table: 0x101a33,
  seatPanel: 0x1b2950,
  seatActive: 0xffc83d,
  text: 0xf3f6ff,
  dimText: 0x9fb0d9,
  cursor: 0x35e0ff,
  selectable: 0x7dffb0,
  hint: 0xff5ce1,
  cardEdge: 0x0b1020,
  back: 0x5b2aa8,
  backStripe: 0x7c4ddb,
  emptySlot: 0x24345f,
} as const;

/** The face colour of a card value, by the usual bands: negatives, zero, low, middle, high. */
export function cardColour(value: number): number {
  if (value < 0) return 0x4b4fd8;
  if (value === 0) return 0x4fc3f7;
  if (value <= 4) return 0x5fcf6a;
  if (value <= 8) return 0xf6d33c;
  return 0xf0584f;
}

/** The font stack of every text on the table. */
export const FONT_FAMILY = 'DejaVu Sans, Verdana, Arial, sans-serif';
