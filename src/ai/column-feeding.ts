import { type Action, gridShape, type PlayerView } from '../engine';
import { gridAfter } from './grid-estimate';
import { lineCompletingPosition } from './view-helpers';

/** The seat that plays right after the view's seat in this round, or `null` if nobody does. */
function nextMover(view: PlayerView): number | null {
  const next = (view.seat + 1) % view.grids.length;
  if (view.ender === null) return next;
  return view.finalTurnsLeft > 1 ? next : null;
}

/**
 * The card `action` leaves on top of the discard pile when the view's seat knows it: the drawn
 * card it discards, the face-up card it replaces, or the value of a column it completes (R4.3);
 * `null` when unknown (a face-down card goes to the pile) or nothing is discarded.
 */
export function discardedCard(view: PlayerView, action: Action): number | null {
  const grid = view.grids[view.seat]!;
  if (action.t === 'draw' || action.t === 'reveal') return null;
  if (action.t === 'draw-discard') return view.drawn;
  const card = action.t === 'take-discard' ? view.discardPile.at(-1)! : view.drawn!;
  // A completed line goes onto the pile after the replaced card: its value is on top (R4.3, R9.3).
  if (gridAfter(gridShape(view.rules), grid, action.pos, card)[action.pos] === null) return card;
  const replaced = grid[action.pos]!;
  return replaced.up ? replaced.card : null;
}

/**
 * The seat that could complete a line with the card `action` puts on the discard pile (taking
 * it next turn, R3.1), or `null`.
 */
export function fedSeat(view: PlayerView, action: Action): number | null {
  const card = discardedCard(view, action);
  const next = nextMover(view);
  if (card === null || next === null) return null;
  const completing = lineCompletingPosition(gridShape(view.rules), view.grids[next]!, card);
  return completing === null ? null : next;
}
