import { enclosing, grown, overlaps, type Rect } from './geometry';
import type { SeatLayout, TableLayout } from './layout-parts';

/** Felt kept between the moved cards and every other seat. */
const CLEARANCE = 6;
/** How finely the moved cards' scale is tried, from 1 down. */
const SCALE_STEP = 0.01;
/** The smallest scale tried: below it the whole table is laid out anew. */
const MIN_SCALE = 0.4;

/** The moved cards of one arrangement at one scale: the focus seat's block, the piles, the hand. */
interface Moved {
  readonly move: (r: Rect) => Rect;
  readonly drawPile: Rect;
  readonly discardPile: Rect;
  readonly drawn: Rect;
}

/**
 * The table `full` with a sheet `dock` pixels high docked at its bottom (the hint on a desktop's
 * full table, a phone's sheet): only the focus seat's block, the piles and the hand make room,
 * moved up and made as much smaller as they need to clear every other seat, which stays where it
 * was. Two arrangements are tried: the piles and the hand above the block, as on the full table,
 * or beside it (the piles on its left, side by side or one over the other, the hand on its
 * right), which leaves the block all the height; the one that keeps the person's cards larger wins. `null` when neither fits (the table
 * is then laid out anew for the smaller window).
 */
export function dockedLayout(full: TableLayout, focus: number, dock: number): TableLayout | null {
  if (dock <= 0) return full;
  const mine = full.seats[focus];
  if (mine === undefined) return null;
  const others = full.seats.filter((seat) => seat.seat !== focus).map((seat) => seat.bounds);
  const newBottom = (bottom: number) => Math.min(bottom, full.area.y + full.area.height - dock);
  const fits = (rects: readonly Rect[]) =>
    rects.every(
      (r) =>
        r.y >= full.area.y &&
        r.x >= full.area.x &&
        r.x + r.width <= full.area.x + full.area.width &&
        others.every((o) => !overlaps(grown(r, CLEARANCE), o)),
    );
  // Above: the block, the piles and the hand scaled together about their bottom's middle.
  const above = (scale: number): Moved | null => {
    const moving = [mine.bounds, full.drawPile, full.discardPile, full.drawn];
    const left = Math.min(...moving.map((r) => r.x));
    const right = Math.max(...moving.map((r) => r.x + r.width));
    const bottom = Math.max(...moving.map((r) => r.y + r.height));
    const anchor = { x: (left + right) / 2, y: bottom };
    const move = scaledAbout(anchor, { x: anchor.x, y: newBottom(bottom) }, scale);
    const moved = moving.map(move);
    if (!fits(moved)) return null;
    return { move, drawPile: moved[1]!, discardPile: moved[2]!, drawn: moved[3]! };
  };
  // Beside: the block alone scaled about its bottom's middle, the piles left of its cards and the
  // hand right of them, at the same scale.
  const beside = (scale: number, stacked: boolean): Moved | null => {
    const block = mine.bounds;
    const bottom = block.y + block.height;
    const anchor = { x: block.x + block.width / 2, y: bottom };
    const move = scaledAbout(anchor, { x: anchor.x, y: newBottom(bottom) }, scale);
    const movedBlock = move(block);
    const gap = Math.max(10, mine.cardWidth * scale * 0.2);
    const cards = move(enclosing(mine.cards));
    // Side by side as on the full table, or one over the other where the felt beside is narrow.
    const { drawPile: fullDraw } = full;
    const fullDiscard = stacked
      ? { ...full.discardPile, x: fullDraw.x, y: fullDraw.y + fullDraw.height + gap / scale }
      : full.discardPile;
    const piles = enclosing([fullDraw, fullDiscard]);
    const pilesWidth = piles.width * scale;
    const pilesHeight = piles.height * scale;
    const pilesAt = {
      x: cards.x - gap - pilesWidth,
      y: cards.y + (cards.height - pilesHeight) / 2,
    };
    const place = (r: Rect): Rect => ({
      x: pilesAt.x + (r.x - piles.x) * scale,
      y: pilesAt.y + (r.y - piles.y) * scale,
      width: r.width * scale,
      height: r.height * scale,
    });
    const drawPile = place(fullDraw);
    const discardPile = place(fullDiscard);
    const drawn = {
      x: cards.x + cards.width + gap,
      y: cards.y + (cards.height - full.drawn.height * scale) / 2,
      width: full.drawn.width * scale,
      height: full.drawn.height * scale,
    };
    if (!fits([movedBlock, drawPile, discardPile, drawn])) return null;
    return { move, drawPile, discardPile, drawn };
  };
  // Too high at one scale is not too high at a smaller one: the cards shrink toward their foot.
  const best = (arrange: (scale: number) => Moved | null) => {
    for (let scale = 1; scale >= MIN_SCALE; scale -= SCALE_STEP) {
      const moved = arrange(scale);
      if (moved !== null) return { scale, moved };
    }
    return null;
  };
  const tried = [
    best(above),
    best((scale) => beside(scale, false)),
    best((scale) => beside(scale, true)),
  ].filter((found) => found !== null);
  if (tried.length === 0) return null;
  const { scale, moved } = tried.reduce((a, b) => (b.scale > a.scale + SCALE_STEP / 2 ? b : a));
  const seat: SeatLayout = {
    ...mine,
    plate: moved.move(mine.plate),
    cards: mine.cards.map(moved.move),
    bounds: moved.move(mine.bounds),
    cardWidth: mine.cardWidth * scale,
  };
  return {
    ...full,
    seats: full.seats.map((s) => (s.seat === focus ? seat : s)),
    drawPile: moved.drawPile,
    discardPile: moved.discardPile,
    drawn: moved.drawn,
    area: { ...full.area, height: full.area.height - dock },
  };
}

/** Moves a rectangle so that `from` lands on `to`, scaled by `scale` about that point. */
function scaledAbout(
  from: { readonly x: number; readonly y: number },
  to: { readonly x: number; readonly y: number },
  scale: number,
): (r: Rect) => Rect {
  return (r) => ({
    x: to.x + (r.x - from.x) * scale,
    y: to.y + (r.y - from.y) * scale,
    width: r.width * scale,
    height: r.height * scale,
  });
}
