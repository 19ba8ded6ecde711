import { gridShape, type PlayerView } from '../../engine';
import { decodeAction } from '../../solver';
import { equalInLines, highestFaceUpPosition } from '../view-helpers';

/**
 * The moves worth searching for the card `view.seat` has drawn, of `codes`: discarding it and
 * turning a card, laying it over a face-down card, over a higher face-up card, next to a face-up
 * card of its value (a pair or a column), or over the highest face-up card (the cheapest way not
 * to turn a card, e.g. not to go out). Laying it over a lower or equal face-up card elsewhere only
 * loses points, so the draw's responses leave those out.
 */
export function plausibleResponses(view: PlayerView, codes: Int32Array): Int32Array {
  const card = view.drawn;
  if (card === null) return codes;
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const highest = highestFaceUpPosition(grid);
  return codes.filter((code) => {
    const action = decodeAction(code, view.seat);
    if (action.t !== 'draw-swap') return true;
    const slot = grid[action.pos]!;
    return (
      !slot.up ||
      slot.card! > card ||
      action.pos === highest ||
      equalInLines(shape, grid, action.pos, card) > 0
    );
  });
}
