import {
  type Action,
  legalViewActions,
  OFFICIAL_SHAPE,
  type PlayerView,
} from '../../../../src/engine';

/** The official grid (R2.1), which these tests play. */
const COLUMNS = OFFICIAL_SHAPE.columns;
const ROWS = OFFICIAL_SHAPE.rows;

const VERBS = {
  take: 'take-discard',
  swap: 'draw-swap',
  turn: 'draw-discard',
  reveal: 'reveal',
} as const;

/** Whether `pos` of the view's own grid is what `where` names (see `movesNamed`). */
function named(view: PlayerView, pos: number, where: string): boolean {
  const slot = view.grids[view.seat]![pos];
  if (slot === null || slot === undefined) return false;
  if (where === 'down') return !slot.up;
  if (where === 'up') return slot.up;
  const value = /^=(-?\d+)$/.exec(where);
  if (value !== null) return slot.up && slot.card === Number(value[1]);
  const cell = /^r([1-3])c([1-4])$/.exec(where);
  if (cell === null) throw new Error(`"${where}" names no card`);
  return pos === (Number(cell[2]) - 1) * ROWS + Number(cell[1]) - 1;
}

/**
 * The legal moves of `view.seat` that `notation` names: `draw`, or a verb — `take` (the discard
 * top), `swap` (the drawn card), `turn` (discard the drawn card and turn), `reveal` (set-up) — and
 * where: `r2c3` (row 2, column 3, as the grid is written), `down` (every face-down card), `up`
 * (every face-up card) or `=11` (every face-up 11). Throws when it names no legal move.
 */
export function movesNamed(view: PlayerView, notation: string): Action[] {
  const legal = legalViewActions(view);
  if (notation === 'draw') return legal.filter((action) => action.t === 'draw');
  const [verb, where, extra] = notation.split(' ');
  const type = VERBS[verb as keyof typeof VERBS];
  if (type === undefined || where === undefined || extra !== undefined)
    throw new Error(`"${notation}" is not a move`);
  const moves = legal.filter((action) => action.t === type && named(view, action.pos, where));
  if (moves.length === 0) throw new Error(`"${notation}" names no legal move`);
  return moves;
}

/** How a move is written in the suite's notation (row and column as the grid is written). */
export function moveName(action: Action): string {
  if (action.t === 'draw') return 'draw';
  const verb = Object.entries(VERBS).find(([, type]) => type === action.t)![0];
  const column = Math.floor(action.pos / ROWS);
  if (column >= COLUMNS) throw new Error(`position ${action.pos} is not in a grid`);
  return `${verb} r${(action.pos % ROWS) + 1}c${column + 1}`;
}
