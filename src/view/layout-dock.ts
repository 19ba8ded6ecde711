import { grown, overlaps, type Rect } from './geometry';
import type { SeatLayout, TableLayout } from './layout-parts';

/** Felt kept between the moved cards and every other seat. */
const CLEARANCE = 6;
/** How finely the moved cards' scale is tried, from 1 down. */
const SCALE_STEP = 0.01;
/** The smallest scale tried: below it the whole table is laid out anew. */
const MIN_SCALE = 0.4;

/**
 * The table `full` with a sheet `dock` pixels high docked at its bottom (the hint on a phone):
 * only the focus seat's block, the piles and the hand make room, moved up and made as much
 * smaller as they need to clear every other seat, which stays where it was; `null` when they
 * cannot (the table is then laid out anew for the smaller window).
 */
export function dockedLayout(full: TableLayout, focus: number, dock: number): TableLayout | null {
  if (dock <= 0) return full;
  const mine = full.seats[focus];
  if (mine === undefined) return null;
  const others = full.seats.filter((seat) => seat.seat !== focus).map((seat) => seat.bounds);
  const moving = [mine.bounds, full.drawPile, full.discardPile, full.drawn];
  const left = Math.min(...moving.map((r) => r.x));
  const right = Math.max(...moving.map((r) => r.x + r.width));
  const bottom = Math.max(...moving.map((r) => r.y + r.height));
  const anchor = { x: (left + right) / 2, y: bottom };
  const newBottom = Math.min(bottom, full.area.y + full.area.height - dock);
  for (let scale = 1; scale >= MIN_SCALE; scale -= SCALE_STEP) {
    const move = (r: Rect): Rect => ({
      x: anchor.x + (r.x - anchor.x) * scale,
      y: newBottom + (r.y - anchor.y) * scale,
      width: r.width * scale,
      height: r.height * scale,
    });
    const moved = moving.map(move);
    if (moved.some((r) => r.y < full.area.y)) return null;
    const clear = moved.every((r) => others.every((o) => !overlaps(grown(r, CLEARANCE), o)));
    if (!clear) continue;
    const seat: SeatLayout = {
      ...mine,
      plate: move(mine.plate),
      cards: mine.cards.map(move),
      bounds: move(mine.bounds),
      cardWidth: mine.cardWidth * scale,
    };
    return {
      ...full,
      seats: full.seats.map((s) => (s.seat === focus ? seat : s)),
      drawPile: move(full.drawPile),
      discardPile: move(full.discardPile),
      drawn: move(full.drawn),
      area: { ...full.area, height: full.area.height - dock },
    };
  }
  return null;
}
