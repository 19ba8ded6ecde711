import { columnOf, columnPositions, type Grid, type PlayerView } from '../../engine';
import { decodeAction } from '../../solver';

/** What a slot shows to everybody: its face-up card, or that it is face-down. */
function shown(grid: Grid, pos: number): string {
  const slot = grid[pos];
  return slot === null || slot === undefined ? 'x' : slot.up ? String(slot.card) : 'd';
}

/**
 * The moves of `codes` that differ in what anybody could tell apart: two moves of one kind on
 * slots that show the same, in columns whose other cards show the same, lead to positions that
 * differ only by the order of columns and rows, which no rule heeds (R4.2) and no unseen card
 * tells apart (R8.1). The first of each such family is kept.
 */
export function distinctMoves(view: PlayerView, codes: Int32Array): Int32Array {
  const grid = view.grids[view.seat]!;
  const seen = new Set<string>();
  return codes.filter((code) => {
    const action = decodeAction(code, view.seat);
    if (action.t === 'draw') return true;
    const others = columnPositions(columnOf(action.pos))
      .filter((pos) => pos !== action.pos)
      .map((pos) => shown(grid, pos))
      .sort()
      .join(',');
    const key = `${action.t}:${shown(grid, action.pos)}:${others}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
