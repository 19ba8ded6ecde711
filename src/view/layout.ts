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
/**
 * The share of the focus seat's card width the smallest opponent card is worth: the layout grows
 * the focus seat until its opponents' cards would fall below this share of it.
 */
const OPPONENT_BALANCE = 0.55;
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

/** How the other seats sit around the focus seat: `side` on each side, `top` along the top. */
interface Ring {
  readonly side: number;
  readonly top: number;
}

interface Candidate {
  readonly focusWidth: number;
  /** The smaller of the top band's and the sides' card widths. */
  readonly opponentWidth: number;
  /** The card widths of the seats along the top and at the sides. */
  readonly topWidth: number;
  readonly sideWidth: number;
  /** Grids per row of the top band. */
  readonly topColumns: number;
  readonly ring: Ring;
  readonly arrangement: PileArrangement;
  /** The top band's height (0 without seats at the top). */
  readonly topHeight: number;
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
/** Felt kept around the held card so that it never touches a grid. */
const handClearance = (focusWidth: number) => Math.max(MARGIN, focusWidth * 0.1);
/** Draw pile, discard pile, then the larger hand set apart by a wider gap. */
const pilesWidth = (focusWidth: number, arrangement: PileArrangement) =>
  (2 + HAND_SCALE[arrangement]) * pileWidth(focusWidth) + 4 * MARGIN;
const pileHeight = (focusWidth: number, arrangement: PileArrangement) =>
  pileWidth(focusWidth) * CARD_ASPECT * HAND_SCALE[arrangement];
/** The middle of the table: the piles and the hand, and below them the focus seat's block. */
const middleWidth = (f: number, arrangement: PileArrangement) =>
  arrangement === 'above'
    ? Math.max(gridWidth(f), pilesWidth(f, arrangement))
    : gridWidth(f) + MARGIN + pilesWidth(f, arrangement);
const middleHeight = (f: number, arrangement: PileArrangement) =>
  arrangement === 'above'
    ? blockHeight(f) + handClearance(f) + pileHeight(f, arrangement)
    : Math.max(blockHeight(f), pileHeight(f, arrangement));

/** The widest card of a grid in a cell of `width` × `height` (its padding and plate included). */
function cellCard(width: number, height: number): number {
  const cellWidth = width - 2 * CELL_PADDING;
  const cellHeight = height - 2 * CELL_PADDING;
  const byWidth = cellWidth / (COLUMNS + (COLUMNS - 1) * GAP_SHARE);
  const perHeight = ROWS * CARD_ASPECT + (ROWS - 1) * GAP_SHARE;
  const byHeight = Math.min(
    (cellHeight - 14 * textScale - 2) / perHeight,
    cellHeight / (perHeight + 0.46 * Math.min(textScale, 1.5)),
  );
  return Math.floor(Math.min(byWidth, byHeight));
}

/** The widest opponent card for `count` grids in an area, and how many grids go in a row. */
function opponentGrid(count: number, width: number, height: number) {
  let best = { cardWidth: 0, columns: 1 };
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const cardWidth = cellCard(width / columns, height / rows);
    if (cardWidth > best.cardWidth) best = { cardWidth, columns };
  }
  return best;
}

/** The ways to seat `opponents` around the focus seat: some at each side, the rest at the top. */
function rings(opponents: number): Ring[] {
  return Array.from({ length: Math.floor(opponents / 2) + 1 }, (_, side) => ({
    side,
    top: opponents - 2 * side,
  }));
}

/** The best sizes for one ring and pile arrangement, or `null` if nothing fits. */
function bestCandidate(area: Rect, ring: Ring, arrangement: PileArrangement): Candidate | null {
  let best: Candidate | null = null;
  for (let f = 8; f <= MAX_CARD_WIDTH; f++) {
    const middle = middleWidth(f, arrangement);
    const needed = middleHeight(f, arrangement);
    if (middle > area.width || needed > area.height) break;
    // The hand, held up and tilted, keeps its clearance from the grids above it too.
    const topHeight =
      ring.top > 0
        ? area.height - needed - MARGIN - handClearance(f) - pileHeight(f, arrangement) * 0.06
        : 0;
    const room = (area.width - middle) / 2 - MARGIN;
    const largest = Math.floor(f * OPPONENT_SHARE);
    let topWidth = largest;
    let sideWidth = largest;
    let topColumns = 1;
    if (ring.top > 0) {
      const grid = opponentGrid(ring.top, area.width, topHeight);
      topWidth = Math.min(largest, grid.cardWidth);
      topColumns = grid.columns;
    }
    if (ring.side > 0) {
      const sideHeight = area.height - (ring.top > 0 ? topHeight + MARGIN : 0);
      sideWidth = Math.min(largest, cellCard(room, sideHeight / ring.side));
    }
    const opponentWidth = Math.min(
      ring.top > 0 ? topWidth : largest,
      ring.side > 0 ? sideWidth : largest,
    );
    if (opponentWidth < 4) continue;
    const score = Math.min(f, opponentWidth / OPPONENT_BALANCE);
    const readable = opponentWidth >= MIN_READABLE_CARD_WIDTH;
    const bestReadable = best !== null && best.opponentWidth >= MIN_READABLE_CARD_WIDTH;
    if (
      best === null ||
      (readable && !bestReadable) ||
      (readable === bestReadable && score >= best.score)
    )
      best = {
        focusWidth: f,
        opponentWidth,
        topWidth,
        sideWidth,
        topColumns,
        ring,
        arrangement,
        topHeight,
        score,
      };
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
 * Which candidate wins: the larger cards; piles above the focus seat (the focus seat centred) unless
 * beside it the cards are clearly larger (a landscape phone); a ring with seats at the sides when
 * its cards are as large and the sides' no smaller than the top's (the table is used around, not
 * only along the top).
 */
function better(a: Candidate, b: Candidate): Candidate {
  const readable = (c: Candidate) => c.opponentWidth >= MIN_READABLE_CARD_WIDTH;
  if (readable(a) !== readable(b)) return readable(a) ? a : b;
  const roomy = (c: Candidate) => c.ring.side > 0 && c.sideWidth >= c.topWidth;
  const weight = (c: Candidate) =>
    c.score * (c.arrangement === 'beside' ? 0.8 : 1) * (roomy(c) ? 1.04 : 1);
  return weight(b) > weight(a) ? b : a;
}

/**
 * The table for a window: the focus seat large at the bottom, centred, with the piles and the
 * hand above it in the middle of the table; the other seats around it, clockwise from its left:
 * up the left side, along the top, down the right side. Pure: the same input, the same layout.
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
  const candidates = rings(opponents).flatMap((ring) =>
    (['above', 'beside'] as const)
      .map((arrangement) => bestCandidate(area, ring, arrangement))
      .filter((c): c is Candidate => c !== null),
  );
  const chosen = candidates.reduce<Candidate>(
    better,
    candidates[0] ?? {
      focusWidth: 8,
      opponentWidth: 4,
      topWidth: 4,
      sideWidth: 4,
      topColumns: opponents,
      ring: { side: 0, top: opponents },
      arrangement: 'above',
      topHeight: area.height / 2,
      score: 0,
    },
  );
  const f = chosen.focusWidth;
  const { arrangement } = chosen;
  const bottom = area.y + area.height;
  const pw = pileWidth(f);
  const ph = pw * CARD_ASPECT;
  const rowHeight = pileHeight(f, arrangement);
  const centreX = area.x + area.width / 2;
  const middleTop = bottom - middleHeight(f, arrangement);
  const seats: SeatLayout[] = [];
  let pilesX: number;
  let pilesY: number;
  if (arrangement === 'above') {
    seats[input.focus] = seatBlock(
      input.focus,
      centreX - gridWidth(f) / 2,
      bottom - blockHeight(f),
      f,
    );
    pilesX = centreX - pilesWidth(f, arrangement) / 2;
    pilesY = middleTop;
  } else {
    const left = centreX - middleWidth(f, arrangement) / 2;
    const height = middleHeight(f, arrangement);
    seats[input.focus] = seatBlock(
      input.focus,
      left + pilesWidth(f, arrangement) + MARGIN,
      middleTop + (height - blockHeight(f)) / 2,
      f,
    );
    pilesX = left;
    pilesY = middleTop + (height - rowHeight) / 2;
  }
  placeOpponents(seats, input, area, chosen);
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

/**
 * The other seats, clockwise from the focus seat's left: up the left side, along the top band
 * (in rows), down the right side; each grid centred in its cell.
 */
function placeOpponents(
  seats: SeatLayout[],
  input: LayoutInput,
  area: Rect,
  chosen: Candidate,
): void {
  const count = input.seats - 1;
  if (count === 0) return;
  const { side, top } = chosen.ring;
  const seatAt = (i: number) => (input.focus + 1 + i) % input.seats;
  const place = (i: number, cell: Rect, w: number) => {
    const seat = seatAt(i);
    seats[seat] = seatBlock(
      seat,
      cell.x + (cell.width - gridWidth(w)) / 2,
      cell.y + (cell.height - blockHeight(w)) / 2,
      w,
    );
  };
  const sideTop = top > 0 ? area.y + chosen.topHeight + MARGIN : area.y;
  const sideHeight = area.y + area.height - sideTop;
  const sideWidth = (area.width - middleWidth(chosen.focusWidth, chosen.arrangement)) / 2 - MARGIN;
  const sideCell = (left: boolean, index: number): Rect => ({
    x: left ? area.x : area.x + area.width - sideWidth,
    y: sideTop + index * (sideHeight / side),
    width: sideWidth,
    height: sideHeight / side,
  });
  // Up the left side (from the bottom), along the top, down the right side.
  for (let i = 0; i < side; i++) place(i, sideCell(true, side - 1 - i), chosen.sideWidth);
  const columns = Math.min(chosen.topColumns, top);
  const rows = Math.ceil(top / columns);
  const rowHeight = chosen.topHeight / rows;
  for (let j = 0; j < top; j++) {
    const row = Math.floor(j / columns);
    const inRow = Math.min(columns, top - row * columns);
    const cellWidth = area.width / inRow;
    const column = j - row * columns;
    place(
      side + j,
      {
        x: area.x + column * cellWidth,
        y: area.y + row * rowHeight,
        width: cellWidth,
        height: rowHeight,
      },
      chosen.topWidth,
    );
  }
  for (let i = 0; i < side; i++) place(side + top + i, sideCell(false, i), chosen.sideWidth);
}
