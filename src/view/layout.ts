import { COLUMNS, GRID_SIZE, ROWS } from '../engine';
import type { Rect } from './geometry';

/** Card height over card width. */
export const CARD_ASPECT = 1.4;

/** The narrowest card any grid is drawn with on a window of at least 320 × 480. */
export const MIN_READABLE_CARD_WIDTH = 16;

/** Space kept around the table and between its blocks. */
const MARGIN = 8;
/** Padding inside an opponent's cell. */
const CELL_PADDING = 4;
/** Gap between cards as a share of the card width. */
const GAP_SHARE = 0.1;
/** The widest card the table ever uses. */
const MAX_CARD_WIDTH = 120;
/** Opponents' cards are at most this share of the focus seat's cards. */
const OPPONENT_SHARE = 0.8;
/** The card in hand is this much larger than the piles: beside the grid, and above it (phones). */
export const HAND_SCALE: Readonly<Record<'above' | 'beside', number>> = {
  beside: 1.22,
  above: 1.1,
};

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
  /** How many seats play (2–8). */
  readonly seats: number;
  /** The seat shown large at the bottom (the person to play, or the first person). */
  readonly focus: number;
  /** The text size chosen in the settings, 1 normal (plates grow with it); default 1. */
  readonly textScale?: number;
}

/** Where one seat's plate and cards go. */
export interface SeatLayout {
  readonly seat: number;
  /** The name plate above the grid: emblem, name, face-up sum and total. */
  readonly plate: Rect;
  /** The 12 card rectangles, indexed by grid position (`column * 3 + row`). */
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

type PileArrangement = 'above' | 'beside';

interface Candidate {
  readonly focusWidth: number;
  readonly opponentWidth: number;
  readonly opponentColumns: number;
  readonly arrangement: PileArrangement;
  readonly score: number;
}

/** The text size of the layout being computed (plates follow it). */
let textScale = 1;

const gap = (cardWidth: number) => cardWidth * GAP_SHARE;
/** A plate's height: a larger share of larger cards (small grids keep their room for cards). */
const plateHeight = (cardWidth: number) => {
  const share = 0.3 + 0.16 * Math.min(1, Math.max(0, (cardWidth - 30) / 40));
  return Math.max(14 * textScale, Math.min(40, cardWidth * share) * Math.min(textScale, 1.5));
};
/** Space between a plate and its grid (the cards' shadows fall below them). */
const plateGap = (cardWidth: number) => Math.max(1, cardWidth * 0.05);
const gridWidth = (w: number) => COLUMNS * w + (COLUMNS - 1) * gap(w);
const gridHeight = (w: number) => ROWS * w * CARD_ASPECT + (ROWS - 1) * gap(w);
const blockHeight = (w: number) => plateHeight(w) + plateGap(w) + gridHeight(w);
const pileWidth = (focusWidth: number) => focusWidth * 0.9;
/** Draw pile, discard pile, then the larger hand set apart by a wider gap. */
const pilesWidth = (focusWidth: number, arrangement: PileArrangement) =>
  (2 + HAND_SCALE[arrangement]) * pileWidth(focusWidth) + 4 * MARGIN;
const pileHeight = (focusWidth: number, arrangement: PileArrangement) =>
  pileWidth(focusWidth) * CARD_ASPECT * HAND_SCALE[arrangement];

/** The widest opponent card for `count` grids in an area, and how many grids go in a row. */
function opponentGrid(count: number, width: number, height: number) {
  let best = { cardWidth: 0, columns: 1 };
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const cellWidth = width / columns - 2 * CELL_PADDING;
    const cellHeight = height / rows - 2 * CELL_PADDING;
    const byWidth = cellWidth / (COLUMNS + (COLUMNS - 1) * GAP_SHARE);
    const perHeight = ROWS * CARD_ASPECT + (ROWS - 1) * GAP_SHARE;
    const byHeight = Math.min(
      (cellHeight - 14 * textScale - 2) / perHeight,
      cellHeight / (perHeight + 0.46 * Math.min(textScale, 1.5)),
    );
    const cardWidth = Math.floor(Math.min(byWidth, byHeight));
    if (cardWidth > best.cardWidth) best = { cardWidth, columns };
  }
  return best;
}

/** The best sizes for one pile arrangement, or `null` if nothing fits. */
function bestCandidate(
  area: Rect,
  opponents: number,
  arrangement: PileArrangement,
): Candidate | null {
  let best: Candidate | null = null;
  for (let f = 8; f <= MAX_CARD_WIDTH; f++) {
    const focusHeight = blockHeight(f);
    const bottomWidth =
      arrangement === 'above'
        ? Math.max(gridWidth(f), pilesWidth(f, arrangement))
        : gridWidth(f) + MARGIN + pilesWidth(f, arrangement);
    const bottomHeight =
      arrangement === 'above'
        ? focusHeight + MARGIN + pileHeight(f, arrangement)
        : Math.max(focusHeight, pileHeight(f, arrangement));
    if (bottomWidth > area.width || bottomHeight > area.height) break;
    const topHeight = area.height - bottomHeight - MARGIN;
    const grid = opponentGrid(opponents, area.width, topHeight);
    const opponentWidth = Math.min(grid.cardWidth, Math.floor(f * OPPONENT_SHARE));
    if (opponentWidth < 4) continue;
    const score = Math.min(f, opponentWidth / 0.6);
    if (best === null || score >= best.score) {
      best = { focusWidth: f, opponentWidth, opponentColumns: grid.columns, arrangement, score };
    }
  }
  return best;
}

function gridRects(x: number, y: number, w: number): Rect[] {
  const h = w * CARD_ASPECT;
  return Array.from({ length: GRID_SIZE }, (_, pos) => {
    const column = Math.floor(pos / ROWS);
    const row = pos % ROWS;
    return { x: x + column * (w + gap(w)), y: y + row * (h + gap(w)), width: w, height: h };
  });
}

function seatBlock(seat: number, x: number, y: number, w: number): SeatLayout {
  const plate = { x, y, width: gridWidth(w), height: plateHeight(w) };
  return {
    seat,
    plate,
    cards: gridRects(x, y + plate.height + plateGap(w), w),
    bounds: { x, y, width: gridWidth(w), height: blockHeight(w) },
    cardWidth: w,
  };
}

/**
 * The table for a window: the focus seat large at the bottom with the piles above or beside it,
 * the other seats (clockwise from the focus) in rows above. Pure: the same input, the same layout.
 */
export function tableLayout(input: LayoutInput): TableLayout {
  textScale = input.textScale ?? 1;
  const area: Rect = {
    x: MARGIN,
    y: input.top + MARGIN,
    width: Math.max(0, input.width - 2 * MARGIN),
    height: Math.max(0, input.height - input.top - input.bottom - 2 * MARGIN),
  };
  const opponents = input.seats - 1;
  const candidates = (['above', 'beside'] as const)
    .map((arrangement) => bestCandidate(area, opponents, arrangement))
    .filter((c): c is Candidate => c !== null);
  const chosen = candidates.reduce<Candidate>(
    (best, c) => (c.score > best.score ? c : best),
    candidates[0] ?? {
      focusWidth: 8,
      opponentWidth: 4,
      opponentColumns: opponents,
      arrangement: 'above',
      score: 0,
    },
  );
  const f = chosen.focusWidth;
  const bottom = area.y + area.height;
  const pw = pileWidth(f);
  const ph = pw * CARD_ASPECT;
  const arrangement = chosen.arrangement;
  const rowHeight = pileHeight(f, arrangement);
  const seats: SeatLayout[] = [];
  let pilesX: number;
  let pilesY: number;
  if (chosen.arrangement === 'above') {
    const focusY = bottom - blockHeight(f);
    seats[input.focus] = seatBlock(
      input.focus,
      area.x + (area.width - gridWidth(f)) / 2,
      focusY,
      f,
    );
    pilesX = area.x + (area.width - pilesWidth(f, arrangement)) / 2;
    pilesY = focusY - MARGIN - rowHeight;
  } else {
    const total = gridWidth(f) + MARGIN + pilesWidth(f, arrangement);
    const left = area.x + (area.width - total) / 2;
    const bottomHeight = Math.max(blockHeight(f), rowHeight);
    seats[input.focus] = seatBlock(
      input.focus,
      left + pilesWidth(f, arrangement) + MARGIN,
      bottom - bottomHeight + (bottomHeight - blockHeight(f)) / 2,
      f,
    );
    pilesX = left;
    pilesY = bottom - bottomHeight + (bottomHeight - rowHeight) / 2;
  }
  const topHeight = Math.min(pilesY, seats[input.focus]!.bounds.y) - MARGIN - area.y;
  placeOpponents(seats, input, area, topHeight, chosen);
  // The piles lie on the table; the hand is held up above their line, larger, set apart.
  const pile = (index: number): Rect => ({
    x: pilesX + index * (pw + MARGIN),
    y: pilesY + rowHeight - ph,
    width: pw,
    height: ph,
  });
  const hand: Rect = {
    x: pilesX + 2 * pw + 4 * MARGIN,
    y: pilesY,
    width: pw * HAND_SCALE[arrangement],
    height: rowHeight,
  };
  return { seats, drawPile: pile(0), discardPile: pile(1), drawn: hand, area };
}

function placeOpponents(
  seats: SeatLayout[],
  input: LayoutInput,
  area: Rect,
  topHeight: number,
  chosen: Candidate,
): void {
  const count = input.seats - 1;
  if (count === 0) return;
  const columns = Math.min(chosen.opponentColumns, count);
  const rows = Math.ceil(count / columns);
  const w = chosen.opponentWidth;
  const rowHeight = topHeight / rows;
  for (let i = 0; i < count; i++) {
    const seat = (input.focus + 1 + i) % input.seats;
    const row = Math.floor(i / columns);
    const inRow = Math.min(columns, count - row * columns);
    const cellWidth = area.width / inRow;
    const column = i - row * columns;
    const x = area.x + column * cellWidth + (cellWidth - gridWidth(w)) / 2;
    const y = area.y + row * rowHeight + (rowHeight - blockHeight(w)) / 2;
    seats[seat] = seatBlock(seat, x, y, w);
  }
}
