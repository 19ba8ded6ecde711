/**
 * What a table layout is made of (each seat's plate and cards, the piles, the hand, the area) and
 * the measures its drawing shares with it: the card's shape, the marks' reach, the plates' texts.
 */
import type { GridShape } from '../engine';
import type { Rect } from './geometry';

/** Card height over card width. */
export const CARD_ASPECT = 1.4;

/** The narrowest card any grid is drawn with on a window of at least 320 × 480. */
export const MIN_READABLE_CARD_WIDTH = 16;

/** How thick a card's outline is: thin when it can be chosen, thick on the chosen pile. */
export function outlineWidth(cardWidth: number, chosen: boolean): number {
  return chosen ? Math.max(3, cardWidth * 0.06) : Math.max(1.5, cardWidth * 0.03);
}

/**
 * How far outside its card a mark reaches: its outline (the cursor's brackets sit on the card's
 * own corners). The layout keeps every plate's text out of that reach.
 */
export function markReach(cardWidth: number, chosen = false): number {
  return outlineWidth(cardWidth, chosen) + 1;
}

/** Where a plate's texts lie: its middle band (emblem, name, sum, total). */
export function plateTextBox(plate: Rect): Rect {
  return {
    x: plate.x,
    y: plate.y + plate.height * 0.15,
    width: plate.width,
    height: plate.height * 0.7,
  };
}

/** What the layout needs to know. */
export interface LayoutInput {
  /** The window's size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Height taken at the top by the status bar. */
  readonly top: number;
  /** Height taken at the bottom (the replay controls); 0 when nothing is there. */
  readonly bottom: number;
  /** Width taken at the right (a short window's side panel); default 0. */
  readonly right?: number;
  /** How many seats play (2–8). */
  readonly seats: number;
  /** The seat shown large at the bottom (the person to play, or the first person). */
  readonly focus: number;
  /** The text size chosen in the settings, 1 normal (plates grow with it); default 1. */
  readonly textScale?: number;
  /** Every seat's grid shape (R9.1, R9.5); default the official 3 × 4 grid. */
  readonly shape?: GridShape;
}

/** Where one seat's plate and cards go. */
export interface SeatLayout {
  readonly seat: number;
  /** The name plate above the grid: emblem, name, face-up sum and total. */
  readonly plate: Rect;
  /** The card rectangles, indexed by position (`grid × cardsPerGrid + column × rows + row`). */
  readonly cards: readonly Rect[];
  /** The whole block: plate and grid. */
  readonly bounds: Rect;
  readonly cardWidth: number;
}

/** Where everything on the table goes for one window size. */
export interface TableLayout {
  /** Per seat, indexed by seat. */
  readonly seats: readonly SeatLayout[];
  readonly drawPile: Rect;
  readonly discardPile: Rect;
  /** The hand: where a drawn card is held up, larger, while its player decides. */
  readonly drawn: Rect;
  /** The area the table may use (the window less the status bar and margins). */
  readonly area: Rect;
}

/**
 * The widest strip of felt, across the whole table (top to bottom or side to side), that holds
 * nothing: the table should use its window, leaving no band wider than a card column.
 */
export function widestEmptyBand(layout: TableLayout): number {
  const blocks = [
    ...layout.seats.map((seat) => seat.bounds),
    layout.drawPile,
    layout.discardPile,
    layout.drawn,
  ];
  const widest = (from: number, to: number, spans: [number, number][]) => {
    let edge = from;
    let most = 0;
    for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
      most = Math.max(most, start - edge);
      edge = Math.max(edge, end);
    }
    return Math.max(most, to - edge);
  };
  const { area } = layout;
  return Math.max(
    widest(
      area.x,
      area.x + area.width,
      blocks.map((b) => [b.x, b.x + b.width]),
    ),
    widest(
      area.y,
      area.y + area.height,
      blocks.map((b) => [b.y, b.y + b.height]),
    ),
  );
}
