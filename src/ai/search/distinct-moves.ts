import { type Action, type Grid, gridShape, type PlayerView } from '../../engine';
import { decodeAction } from '../../solver';

/** What a slot shows to everybody: its face-up card, or that it is face-down. */
function shown(grid: Grid, pos: number): string {
  const slot = grid[pos];
  return slot === null || slot === undefined ? 'x' : slot.up ? String(slot.card) : 'd';
}

/**
 * What tells `action` of the view's seat apart from other moves, as a key: two moves of one kind
 * on slots that show the same, in columns whose other cards show the same, lead to positions that
 * differ only by the order of columns and rows, which no rule heeds (R4.2) and no unseen card
 * tells apart (R8.1); they have the same key. Where rows clear too (R9.3) the rest of the
 * move's row counts as well.
 */
export function moveFamily(view: PlayerView, action: Action): string {
  if (action.t === 'draw') return 'draw';
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const lines = shape.linesThrough[action.pos] ?? [];
  const others = lines
    .map((line) =>
      line.positions
        .filter((pos) => pos !== action.pos)
        .map((pos) => shown(grid, pos))
        .sort()
        .join(','),
    )
    .join('|');
  return `${action.t}:${shown(grid, action.pos)}:${others}`;
}

/** The moves of `codes` that differ in what anybody could tell apart (`moveFamily`): the first of each family. */
export function distinctMoves(view: PlayerView, codes: Int32Array): Int32Array {
  const seen = new Set<string>();
  return codes.filter((code) => {
    const key = moveFamily(view, decodeAction(code, view.seat));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
