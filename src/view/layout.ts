import { type GridShape, OFFICIAL_SHAPE } from '../engine';
import { overlaps, type Rect } from './geometry';
import {
  blockHeight,
  type BlockForm,
  CELL_PADDING,
  cellCard,
  gap,
  gridWidth,
  seatBlock,
} from './layout-block';
import {
  CARD_ASPECT,
  type LayoutInput,
  MIN_READABLE_CARD_WIDTH,
  type SeatLayout,
  type TableLayout,
  widestEmptyBand,
} from './layout-parts';
import { type Ring, rings } from './layout-rings';

/** Space kept around the table and between its blocks. */
const MARGIN = 8;
/** More felt below the table: the cards' sides and shadows fall below their rectangles. */
const BOTTOM_EXTRA = 10;
/** A window less tall than this (a phone on its side) may have the piles beside the focus grid. */
const SHORT_WINDOW = 500;
/** The widest card the table ever uses. */
const MAX_CARD_WIDTH = 180;
/** Opponents' cards are at most this share of the focus seat's cards. */
const OPPONENT_SHARE = 0.8;
/**
 * How much larger than the others' cards the focus seat's are worth making: beyond it the layout
 * grows the others' cards instead (at eight seats, seven grids are read too).
 */
const FOCUS_LEAD = 1.5;
/** The card in hand is this much larger than the piles: beside the grid, and above it (phones). */
const HAND_SCALE: Readonly<Record<'above' | 'beside' | 'aside', number>> = {
  beside: 1.22,
  above: 1.1,
  aside: 1.15,
};

/**
 * Where the piles and the hand go: in a row above the focus seat (centred), in a row beside it
 * (a landscape phone), or in the right-hand band with the focus seat alone in the middle (a wide
 * window with seats on the left only: two seats on a landscape screen).
 */
type PileArrangement = 'above' | 'beside' | 'aside';

interface Candidate {
  readonly focusWidth: number;
  /** Whether the focus seat's grids (dual hands) lie one above the other, and the others'. */
  readonly focusStacked: boolean;
  readonly othersStacked: boolean;
  /** The card width of every other seat (one size for all, so the table reads as one). */
  readonly opponentWidth: number;
  readonly ring: Ring;
  readonly arrangement: PileArrangement;
  /** The top band's height (0 without seats at the top). */
  readonly topHeight: number;
  readonly score: number;
}

/** The text size of the layout being computed (plates follow it). */
let textScale = 1;
/** The grid shape of the layout being computed (R9.1, R9.5). */
let shape: GridShape = OFFICIAL_SHAPE;
/** How the focus seat's block and every other seat's are measured (see `BlockForm`). */
let focusForm: BlockForm = { shape, textScale, stacked: false };
let othersForm: BlockForm = focusForm;
/** Sets the forms of the blocks: the focus seat's grids and the others' stacked or not. */
function setForms(focusStacked: boolean, othersStacked: boolean): void {
  focusForm = { shape, textScale, stacked: focusStacked };
  othersForm = { shape, textScale, stacked: othersStacked };
}
const pileWidth = (focusWidth: number) => focusWidth * 0.9;
/**
 * Felt kept around the held card so that it never touches a grid or a plate: a fifth of a card
 * (the hand is held up, tilted and lit, so it reaches a little beyond its rectangle).
 */
const handClearance = (focusWidth: number) => Math.max(MARGIN, focusWidth * 0.2);
/** Draw pile, discard pile, then the larger hand set apart by a wider gap. */
const pilesWidth = (focusWidth: number, arrangement: PileArrangement) =>
  arrangement === 'aside'
    ? Math.max(2 * pileWidth(focusWidth) + MARGIN, pileWidth(focusWidth) * HAND_SCALE.aside)
    : (2 + HAND_SCALE[arrangement]) * pileWidth(focusWidth) + 4 * MARGIN;
/**
 * Above the focus seat the two piles are centred over its grid and the hand lies to their right:
 * the row reaches this far each side of the grid's centre (the hand's side).
 */
const pilesHalfWidth = (focusWidth: number) =>
  pilesWidth(focusWidth, 'above') - pileWidth(focusWidth) - MARGIN / 2;
/** The piles' height: one row, or (aside) the hand above the two piles. */
const pileHeight = (focusWidth: number, arrangement: PileArrangement) => {
  const card = pileWidth(focusWidth) * CARD_ASPECT;
  return arrangement === 'aside'
    ? card * HAND_SCALE.aside + handClearance(focusWidth) + card
    : card * HAND_SCALE[arrangement];
};
/** The middle column: the focus seat's block and (above or beside it) the piles and the hand. */
const middleWidth = (f: number, arrangement: PileArrangement) =>
  arrangement === 'above'
    ? Math.max(gridWidth(focusForm, f), 2 * pilesHalfWidth(f))
    : arrangement === 'beside'
      ? gridWidth(focusForm, f) + handClearance(f) + pilesWidth(f, arrangement)
      : gridWidth(focusForm, f);
const middleHeight = (f: number, arrangement: PileArrangement) =>
  arrangement === 'above'
    ? blockHeight(focusForm, f) + handClearance(f) + pileHeight(f, arrangement)
    : arrangement === 'beside'
      ? Math.max(blockHeight(focusForm, f), pileHeight(f, arrangement))
      : blockHeight(focusForm, f);

/**
 * The widest opponent card for `count` grids in an area, and how many grids go in a row (at most
 * `most`: the side bands hold one grid a row, the seats sit up and down the table's sides).
 */
function opponentGrid(count: number, width: number, height: number, most = count) {
  let best = { cardWidth: 0, columns: 1 };
  if (width <= 0 || height <= 0) return best;
  for (let columns = 1; columns <= most; columns++) {
    const rows = Math.ceil(count / columns);
    const cardWidth = cellCard(othersForm, width / columns, height / rows);
    if (cardWidth > best.cardWidth) best = { cardWidth, columns };
  }
  return best;
}

/** The bands of the table around the middle column for the focus card width `f`. */
interface Bands {
  readonly top: Rect;
  readonly left: Rect;
  readonly right: Rect;
}

function bandsFor(area: Rect, ring: Ring, arrangement: PileArrangement, f: number): Bands {
  const middle = middleWidth(f, arrangement);
  const sideWidth = Math.max(0, (area.width - middle) / 2 - MARGIN);
  // The hand, held up and tilted, keeps its clearance from the grids above it too.
  const topHeight =
    ring.top > 0
      ? Math.max(0, area.height - middleHeight(f, arrangement) - MARGIN - handClearance(f))
      : 0;
  const sideTop = ring.top > 0 && ring.topSpan === 'wide' ? area.y + topHeight + MARGIN : area.y;
  const sideHeight = area.y + area.height - sideTop;
  const top =
    ring.topSpan === 'wide'
      ? { x: area.x, y: area.y, width: area.width, height: topHeight }
      : { x: area.x + sideWidth + MARGIN, y: area.y, width: middle, height: topHeight };
  return {
    top,
    left: { x: area.x, y: sideTop, width: sideWidth, height: sideHeight },
    right: { x: area.x + area.width - sideWidth, y: sideTop, width: sideWidth, height: sideHeight },
  };
}

/** The best sizes for one ring and pile arrangement, or `null` if nothing fits. */
function bestCandidate(area: Rect, ring: Ring, arrangement: PileArrangement): Candidate | null {
  let best: Candidate | null = null;
  for (let f = 8; f <= MAX_CARD_WIDTH; f++) {
    if (middleWidth(f, arrangement) > area.width || middleHeight(f, arrangement) > area.height)
      break;
    const bands = bandsFor(area, ring, arrangement, f);
    if (arrangement === 'aside') {
      // The piles take the right band: it must hold them.
      if (bands.right.width < pilesWidth(f, arrangement)) break;
      if (bands.right.height < pileHeight(f, arrangement)) continue;
    }
    const groups: [number, Rect, number][] = [
      [ring.left, bands.left, 1],
      [ring.right, bands.right, 1],
      [ring.top, bands.top, ring.top],
    ];
    let opponentWidth = Math.floor(f * OPPONENT_SHARE);
    for (const [count, band, most] of groups)
      if (count > 0)
        opponentWidth = Math.min(
          opponentWidth,
          opponentGrid(count, band.width, band.height, most).cardWidth,
        );
    if (opponentWidth < 4) continue;
    // The focus seat's cards count fully up to half as large again as the others' (beyond, the
    // others' growing is worth more), and a tenth beyond (when the others cannot grow).
    const lead = opponentWidth * FOCUS_LEAD;
    const score = Math.min(f, lead) + 0.1 * Math.max(0, f - lead);
    const readable = opponentWidth >= MIN_READABLE_CARD_WIDTH;
    const bestReadable = best !== null && best.opponentWidth >= MIN_READABLE_CARD_WIDTH;
    if (
      best === null ||
      (readable && !bestReadable) ||
      (readable === bestReadable && score >= best.score)
    )
      best = {
        focusWidth: f,
        focusStacked: focusForm.stacked,
        othersStacked: othersForm.stacked,
        opponentWidth,
        ring,
        arrangement,
        topHeight: bands.top.height,
        score,
      };
  }
  return best;
}

/** A focus card column: one card and the gap beside it. */
const column = (layout: TableLayout, focus: number) => {
  const w = layout.seats[focus]?.cardWidth ?? 0;
  return w + gap(w);
};

/**
 * Which laid-out candidate wins: readable opponents first; then a table that uses its window (no
 * empty band wider than a card column); then the larger cards, the piles above the focus seat
 * (centred) unless beside or aside the cards are clearly larger, and seats at the sides when the
 * cards are as large (the table is used around, not only along the top).
 */
function better(a: Laid, b: Laid): Laid {
  const readable = (c: Laid) => c.candidate.opponentWidth >= MIN_READABLE_CARD_WIDTH;
  if (readable(a) !== readable(b)) return readable(a) ? a : b;
  if (a.usesWindow !== b.usesWindow) return a.usesWindow ? a : b;
  // Neither fills its window (the cards have reached their largest): the one closer to it.
  if (
    !a.usesWindow &&
    Math.abs(a.emptyBand - b.emptyBand) > 0.25 * Math.min(a.emptyBand, b.emptyBand)
  )
    return a.emptyBand < b.emptyBand ? a : b;
  const factor: Readonly<Record<PileArrangement, number>> = { above: 1, beside: 0.8, aside: 0.92 };
  // A lopsided ring (one seat more on the left) only when its cards are clearly larger.
  const weight = ({ candidate: c }: Laid) =>
    c.score *
    factor[c.arrangement] *
    (c.ring.left + c.ring.right > 0 ? 1.04 : 1) *
    (c.ring.left !== c.ring.right && c.arrangement !== 'aside' ? 0.96 : 1);
  return weight(b) > weight(a) ? b : a;
}

interface Laid {
  readonly candidate: Candidate;
  readonly layout: TableLayout;
  /** The widest empty band in focus card columns, and whether it is at most one. */
  readonly emptyBand: number;
  readonly usesWindow: boolean;
}

/**
 * The table for a window: the focus seat large at the bottom, centred, with the piles and the
 * hand above it in the middle of the table (or in the right band when the seats sit on the left
 * only); the other seats around it, clockwise from its left: up the left band, along the top,
 * down the right band; every other seat's cards of one size. Pure: the same input, the same layout.
 */
export function tableLayout(input: LayoutInput): TableLayout {
  textScale = input.textScale ?? 1;
  shape = input.shape ?? OFFICIAL_SHAPE;
  setForms(false, false);
  const area: Rect = {
    x: MARGIN,
    y: input.top + MARGIN,
    width: Math.max(0, input.width - (input.right ?? 0) - 2 * MARGIN),
    // The cards' sides and shadows fall below them: a little more felt at the bottom.
    height: Math.max(0, input.height - input.top - input.bottom - 2 * MARGIN - BOTTOM_EXTRA),
  };
  const opponents = input.seats - 1;
  // A seat's two grids (dual hands, R9.5) side by side or, on a window taller than wide, one
  // above the other when that lets the cards be larger. On a wide window the stacked grids took
  // the middle of the table and pushed the opponent into a corner, smaller, beside empty felt.
  const tall = area.height > area.width;
  const stackings = shape.grids > 1 && tall ? STACKINGS : STACKINGS.slice(0, 1);
  const candidates = stackings.flatMap(([focusStacked, othersStacked]) => {
    setForms(focusStacked, othersStacked);
    return candidatesFor(area, input, opponents);
  });
  const fallback: Candidate = {
    focusWidth: 8,
    focusStacked: false,
    othersStacked: false,
    opponentWidth: 4,
    ring: { left: 0, right: 0, top: opponents, topSpan: 'wide' },
    arrangement: 'above',
    topHeight: area.height / 2,
    score: 0,
  };
  const laid = (candidates.length > 0 ? candidates : [fallback]).map((candidate): Laid => {
    const layout = place(input, area, candidate);
    const emptyBand = widestEmptyBand(layout) / column(layout, input.focus);
    return { candidate, layout, emptyBand, usesWindow: emptyBand <= 1.005 };
  });
  // The held card keeps its felt from every grid: small house-rule grids (R9.1) grow so large
  // beside it that some tables would crowd it; those go when another table keeps it clear.
  const clear = laid.filter(({ layout }) => handIsClear(layout, input.focus));
  return (clear.length > 0 ? clear : laid).reduce(better).layout;
}

/** Every ring's best candidate for the blocks' forms set now, in each pile arrangement it allows. */
function candidatesFor(area: Rect, input: LayoutInput, opponents: number): Candidate[] {
  return rings(opponents).flatMap((ring) =>
    (['above', 'beside', 'aside'] as const)
      .filter(
        (arrangement) =>
          arrangement === 'above' ||
          // Beside the focus grid (pushing it off the centre) only on a phone on its side.
          (arrangement === 'beside' && area.width > area.height && input.height < SHORT_WINDOW) ||
          (arrangement === 'aside' && ring.right === 0 && ring.top === 0 && ring.left > 0),
      )
      .map((arrangement) => bestCandidate(area, ring, arrangement))
      .filter((c): c is Candidate => c !== null),
  );
}

/**
 * The ways a seat's two grids may lie (dual hands): the focus seat's, then the others'. The
 * others' stay side by side: stacked at the side of a wide window they left the top of the
 * table empty.
 */
const STACKINGS: readonly (readonly [boolean, boolean])[] = [
  [false, false],
  [true, false],
];

/** Whether the held card keeps a tenth of a focus card of felt from every plate and card. */
function handIsClear(layout: TableLayout, focus: number): boolean {
  const by = (layout.seats[focus]?.cardWidth ?? 0) * 0.1;
  const { x, y, width, height } = layout.drawn;
  const zone = { x: x - by, y: y - by, width: width + 2 * by, height: height + 2 * by };
  return layout.seats.every(
    (seat) => !overlaps(zone, seat.plate) && seat.cards.every((card) => !overlaps(zone, card)),
  );
}

/** Lays the table out for one candidate. */
function place(input: LayoutInput, area: Rect, chosen: Candidate): TableLayout {
  setForms(chosen.focusStacked, chosen.othersStacked);
  const f = chosen.focusWidth;
  const { arrangement } = chosen;
  const bottom = area.y + area.height;
  const pw = pileWidth(f);
  const ph = pw * CARD_ASPECT;
  const rowHeight = pileHeight(f, arrangement);
  const centreX = area.x + area.width / 2;
  const middleTop = bottom - middleHeight(f, arrangement);
  const seats: SeatLayout[] = [];
  let drawPile: Rect;
  let discardPile: Rect;
  let hand: Rect;
  // The piles lie on the table; the hand is held up above their line, larger, set apart.
  const row = (x: number, y: number) => {
    const pile = (index: number): Rect => ({
      x: x + index * (pw + MARGIN),
      y: y + rowHeight - ph,
      width: pw,
      height: ph,
    });
    drawPile = pile(0);
    discardPile = pile(1);
    hand = {
      x: x + 2 * pw + 4 * MARGIN,
      y,
      width: pw * HAND_SCALE[arrangement],
      height: rowHeight,
    };
  };
  if (arrangement === 'above') {
    seats[input.focus] = seatBlock(
      focusForm,
      input.focus,
      centreX - gridWidth(focusForm, f) / 2,
      bottom - blockHeight(focusForm, f),
      f,
    );
    // The piles centred over the grid (the hand, to their right, is empty most of the time).
    row(centreX - pileWidth(f) - MARGIN / 2, middleTop);
    // The hand a little into its clearance below: tilted, its corner touched the status bar.
    hand = { ...hand!, y: hand!.y + Math.min(MARGIN, f * 0.05) };
  } else if (arrangement === 'beside') {
    const left = centreX - middleWidth(f, arrangement) / 2;
    const height = middleHeight(f, arrangement);
    seats[input.focus] = seatBlock(
      focusForm,
      input.focus,
      left + pilesWidth(f, arrangement) + handClearance(f),
      middleTop + (height - blockHeight(focusForm, f)) / 2,
      f,
    );
    row(left, middleTop + (height - rowHeight) / 2);
  } else {
    const block = seatBlock(
      focusForm,
      input.focus,
      centreX - gridWidth(focusForm, f) / 2,
      bottom - blockHeight(focusForm, f),
      f,
    );
    seats[input.focus] = block;
    // In the right band, level with the focus grid's middle: in a row when the band is wide
    // enough for one (the band then holds no wide strip of felt), else the hand above the piles.
    const band = bandsFor(area, chosen.ring, arrangement, f).right;
    const bandCentre = band.x + band.width / 2;
    const grid = block.cards;
    const gridMiddle = (grid[0]!.y + grid[shape.cardsPerSeat - 1]!.y + grid[0]!.height) / 2;
    const handWidth = pw * HAND_SCALE.aside;
    const handHeight = ph * HAND_SCALE.aside;
    const rowWidth = 2 * pw + handWidth + 4 * MARGIN;
    if (band.width >= rowWidth + 2 * MARGIN) {
      const top = Math.min(Math.max(area.y, gridMiddle - handHeight / 2), bottom - handHeight);
      const left = bandCentre - rowWidth / 2;
      drawPile = { x: left, y: top + handHeight - ph, width: pw, height: ph };
      discardPile = { ...drawPile, x: left + pw + MARGIN };
      hand = { x: left + 2 * pw + 4 * MARGIN, y: top, width: handWidth, height: handHeight };
    } else {
      const top = Math.min(Math.max(area.y, gridMiddle - rowHeight / 2), bottom - rowHeight);
      hand = { x: bandCentre - handWidth / 2, y: top, width: handWidth, height: handHeight };
      const pilesY = top + rowHeight - ph;
      drawPile = { x: bandCentre - pw - MARGIN / 2, y: pilesY, width: pw, height: ph };
      discardPile = { x: bandCentre + MARGIN / 2, y: pilesY, width: pw, height: ph };
    }
  }
  placeOpponents(seats, input, area, chosen);
  return { seats, drawPile: drawPile!, discardPile: discardPile!, drawn: hand!, area };
}

/**
 * The other seats, clockwise from the focus seat's left: up the left band (from the bottom),
 * along the top band (in rows), down the right band; each grid centred in its cell.
 */
function placeOpponents(
  seats: SeatLayout[],
  input: LayoutInput,
  area: Rect,
  chosen: Candidate,
): void {
  if (input.seats < 2) return;
  const { ring, opponentWidth: w } = chosen;
  const bands = bandsFor(area, ring, chosen.arrangement, chosen.focusWidth);
  let next = 0;
  const seatAt = () => (input.focus + 1 + next++) % input.seats;
  // A band's grids in rows; the rows spread from the band's top to its bottom (a single row at
  // the top), so that no strip of felt is left across the table.
  const cells = (count: number, band: Rect, spread: boolean, facing = 0): Rect[] => {
    if (count === 0) return [];
    const columns = band === bands.top ? opponentGrid(count, band.width, band.height).columns : 1;
    const rows = Math.ceil(count / columns);
    // A single row facing more rows across the table sits level with their middle.
    if (rows === 1 && facing > 1) spread = false;
    const rowHeight = blockHeight(othersForm, w) + 2 * CELL_PADDING;
    const step = rows > 1 ? (band.height - rowHeight) / (rows - 1) : 0;
    // The seats shared evenly between the rows (3, 2, 2 rather than 3, 3, 1): no seat alone.
    const inRows = Array.from(
      { length: rows },
      (_, r) => Math.floor(count / rows) + (r < count % rows ? 1 : 0),
    );
    return Array.from({ length: count }, (_, j) => {
      let r = 0;
      let first = 0;
      while (j >= first + inRows[r]!) first += inRows[r++]!;
      const width = band.width / inRows[r]!;
      return {
        x: band.x + (j - first) * width,
        y: spread ? band.y + r * step : band.y + r * (band.height / rows),
        width,
        height: spread ? rowHeight : band.height / rows,
      };
    });
  };
  const put = (cell: Rect) => {
    const seat = seatAt();
    seats[seat] = seatBlock(
      othersForm,
      seat,
      cell.x + (cell.width - gridWidth(othersForm, w)) / 2,
      cell.y + (cell.height - blockHeight(othersForm, w)) / 2,
      w,
    );
  };
  // Up the left band (from the bottom), along the top, down the right band.
  // Below a top band across the whole width, the sides' seats sit level with the middle.
  const spread = ring.top === 0 || ring.topSpan === 'centre';
  for (const cell of cells(ring.left, bands.left, spread, ring.right).reverse()) put(cell);
  for (const cell of cells(ring.top, bands.top, false)) put(cell);
  for (const cell of cells(ring.right, bands.right, spread, ring.left)) put(cell);
}
