import { type Action, gridShape, type PlayerView } from '../../engine';
import { decodeAction, MAX_CANDIDATES } from '../../solver';
import { faceDownPool, poolMean } from '../card-pools';
import { equalInLines } from '../view-helpers';

/**
 * How much `action` raises the seat's visible points at once, less what it builds: the card it
 * lays minus the card it covers (a face-down card counted at the unseen cards' mean), twelve
 * points better for each equal face-up card it joins in a line that clears (R4.1, R9.3). A draw
 * and a discard-and-turn lay nothing: they count as nothing gained and nothing lost.
 */
function layingCost(view: PlayerView, action: Action, faceDownMean: number): number {
  if (action.t === 'draw' || action.t === 'draw-discard' || action.t === 'reveal') return 0;
  const card = action.t === 'take-discard' ? view.discardPile.at(-1) : view.drawn;
  if (card === undefined || card === null) return 0;
  const grid = view.grids[view.seat]!;
  const slot = grid[action.pos];
  const covered = slot?.up === true ? slot.card! : faceDownMean;
  return card - covered - 12 * equalInLines(gridShape(view.rules), grid, action.pos, card);
}

/**
 * `codes` cut to what the rollout kernel weighs together (`MAX_CANDIDATES`): a seat of two large
 * grids (R9.5, two 4×6 grids) can have more distinct moves than that. Beyond the limit the moves
 * that raise the seat's visible points most for the least they build go first; the draw, every
 * code of `keep` and the order of what stays are kept.
 */
export function withinKernelLimit(
  view: PlayerView,
  codes: Int32Array,
  keep: readonly number[] = [],
): Int32Array {
  if (codes.length <= MAX_CANDIDATES) return codes;
  const faceDownMean = poolMean(faceDownPool(view), 5);
  const ranked = Array.from(codes, (code, index) => {
    const action = decodeAction(code, view.seat);
    const kept = action.t === 'draw' || keep.includes(code);
    return { index, cost: kept ? -Infinity : layingCost(view, action, faceDownMean) };
  }).sort((a, b) => a.cost - b.cost || a.index - b.index);
  const chosen = new Set(ranked.slice(0, MAX_CANDIDATES).map((entry) => entry.index));
  return codes.filter((_, index) => chosen.has(index));
}
