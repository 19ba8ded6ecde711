import type { GridShape } from '../engine';
import type { Rect } from './geometry';
import { CARD_ASPECT, type SeatLayout } from './layout-parts';

/**
 * How a seat's block (its plate over its grids) is measured: the grid shape (R9.1, R9.5), the
 * text size, and whether a seat's two grids (dual hands) lie side by side or one above the other
 * (`stacked`: a tall window's choice, each card then larger).
 */
export interface BlockForm {
  readonly shape: GridShape;
  readonly textScale: number;
  readonly stacked: boolean;
}

/** Gap between cards as a share of the card width. */
const GAP_SHARE = 0.1;
/** With dual hands, the felt between a seat's two grids, in card widths (R9.5). */
const GRID_SEPARATION = 0.45;
/** Padding inside an opponent's cell. */
export const CELL_PADDING = 4;

/** The gap between two cards of width `cardWidth`. */
export const gap = (cardWidth: number) => cardWidth * GAP_SHARE;

/** A plate's height: a larger share of larger cards (small grids keep their room for cards). */
export function plateHeight(form: BlockForm, cardWidth: number): number {
  const share = 0.3 + 0.16 * Math.min(1, Math.max(0, (cardWidth - 30) / 40));
  const text = form.textScale;
  return Math.max(14 * text, Math.min(40, cardWidth * share) * Math.min(text, 1.5));
}

/** Space between a plate and its grid (the cards' shadows fall below them). */
const plateGap = (cardWidth: number) => Math.max(1, cardWidth * 0.05);

/** One grid's width and height in card widths (the official grid: 4 cards and 3 gaps across). */
const oneGrid = ({ shape }: BlockForm) => ({
  width: shape.columns + (shape.columns - 1) * GAP_SHARE,
  height: shape.rows * CARD_ASPECT + (shape.rows - 1) * GAP_SHARE,
});

/** The seat's grids, side by side or stacked, in card widths, with felt between them (R9.5). */
function gridsShare(form: BlockForm): { width: number; height: number } {
  const one = oneGrid(form);
  const more = form.shape.grids - 1;
  return form.stacked
    ? { width: one.width, height: form.shape.grids * one.height + more * GRID_SEPARATION }
    : { width: form.shape.grids * one.width + more * GRID_SEPARATION, height: one.height };
}

/** The width of a seat's grids (and its plate) for cards `w` wide. */
export const gridWidth = (form: BlockForm, w: number) => gridsShare(form).width * w;

/** The height of a seat's block, its plate and grids, for cards `w` wide. */
export const blockHeight = (form: BlockForm, w: number) =>
  plateHeight(form, w) + plateGap(w) + gridsShare(form).height * w;

/** The widest card of a seat's block in a cell of `width` × `height` (padding and plate included). */
export function cellCard(form: BlockForm, width: number, height: number): number {
  const cellWidth = width - 2 * CELL_PADDING;
  const cellHeight = height - 2 * CELL_PADDING;
  const share = gridsShare(form);
  const text = form.textScale;
  const byHeight = Math.min(
    (cellHeight - 14 * text - 2) / share.height,
    cellHeight / (share.height + 0.46 * Math.min(text, 1.5)),
  );
  return Math.floor(Math.min(cellWidth / share.width, byHeight));
}

/** The card rectangles of a seat's grids whose top left is (`x`, `y`), cards `w` wide. */
function gridRects(form: BlockForm, x: number, y: number, w: number): Rect[] {
  const h = w * CARD_ASPECT;
  const { shape } = form;
  const one = oneGrid(form);
  return shape.positions.map((pos) => {
    const grid = Math.floor(pos / shape.cardsPerGrid);
    const column = Math.floor((pos % shape.cardsPerGrid) / shape.rows);
    const row = pos % shape.rows;
    const left = form.stacked ? x : x + grid * (one.width + GRID_SEPARATION) * w;
    const top = form.stacked ? y + grid * (one.height + GRID_SEPARATION) * w : y;
    return { x: left + column * (w + gap(w)), y: top + row * (h + gap(w)), width: w, height: h };
  });
}

/** Seat `seat`'s block at (`x`, `y`): its plate over its grids, cards `w` wide. */
export function seatBlock(form: BlockForm, seat: number, x: number, y: number, w: number) {
  const plate = { x, y, width: gridWidth(form, w), height: plateHeight(form, w) };
  const block: SeatLayout = {
    seat,
    plate,
    cards: gridRects(form, x, y + plate.height + plateGap(w), w),
    bounds: { x, y, width: gridWidth(form, w), height: blockHeight(form, w) },
    cardWidth: w,
  };
  return block;
}
