import type { Card, MaybeCard } from './cards';
import { DEFAULT_RULES, type Rules, withDefaults } from './rules';

/** A card in a grid: its value (`null` if nobody has seen it) and whether it lies face-up. */
export interface Slot {
  readonly card: MaybeCard;
  readonly up: boolean;
}

/**
 * One player's cards: every position of their grids (R9.1, R9.5), `pos = grid × cardsPerGrid +
 * column × rows + row`; `null` where a line was removed (R4.4, R9.3). See `GridShape`.
 */
export type Grid = readonly (Slot | null)[];

/** The kinds of line a grid has (R4.1, R9.3). */
export const LINE_KINDS = ['column', 'row'] as const;
/** A column or a row of a grid. */
export type LineKind = (typeof LINE_KINDS)[number];

/** A column or a row of one grid of a player, by position. */
export interface Line {
  readonly kind: LineKind;
  /** The player's grid it lies in (0, or 1 with dual hands). */
  readonly grid: number;
  /** The column (left to right) or the row (top to bottom) within its grid. */
  readonly index: number;
  /** Its positions in discard order (R9.3): a column top to bottom, a row left to right. */
  readonly positions: readonly number[];
}

/**
 * The shape of a player's cards under a rules object (R9.1, R9.5) and the lines that are removed
 * when they match (R9.3). Read it with `gridShape(rules)`; it is the one place the grid's size
 * lives (DESIGN.md "rules are data").
 */
export interface GridShape {
  /** Cards in a column of one grid. */
  readonly rows: number;
  /** Columns of one grid. */
  readonly columns: number;
  /** Grids per player: 2 with dual hands, else 1. */
  readonly grids: number;
  /** Cards of one grid: rows × columns. */
  readonly cardsPerGrid: number;
  /** Cards of a player: every grid's. */
  readonly cardsPerSeat: number;
  /** Every position of a player, 0 to `cardsPerSeat - 1`. */
  readonly positions: readonly number[];
  /**
   * The lines removed when they match under these rules (R9.3), in check order: grid by grid,
   * each grid's columns left to right, then its rows top to bottom. Empty when nothing clears.
   */
  readonly lines: readonly Line[];
  /** For each position, the lines of `lines` through it, in check order. */
  readonly linesThrough: readonly (readonly Line[])[];
}

/** What of the rules the shape depends on. */
export type ShapeRules = Pick<
  Rules,
  'rows' | 'columns' | 'dualHands' | 'columnClears' | 'rowClears'
>;

const shapesByRules = new WeakMap<object, GridShape>();
const shapesByKey = new Map<string, GridShape>();

/**
 * The shape of every player's cards under `rules` (R9.1, R9.3, R9.5), a missing option at its
 * default (a view read from JSON may lack the house rules); cached, never changed.
 */
export function gridShape(rules: ShapeRules): GridShape {
  let shape = shapesByRules.get(rules);
  if (shape !== undefined) return shape;
  const full = withDefaults(rules);
  const key = `${full.rows}x${full.columns}:${full.dualHands}:${full.columnClears}:${full.rowClears}`;
  shape = shapesByKey.get(key);
  if (shape === undefined) {
    shape = buildShape(full);
    shapesByKey.set(key, shape);
  }
  shapesByRules.set(rules, shape);
  return shape;
}

function buildShape(rules: ShapeRules): GridShape {
  const { rows, columns } = rules;
  const grids = rules.dualHands ? 2 : 1;
  const cardsPerGrid = rows * columns;
  const cardsPerSeat = cardsPerGrid * grids;
  const at = (grid: number, column: number, row: number) =>
    grid * cardsPerGrid + column * rows + row;
  const lines: Line[] = [];
  for (let grid = 0; grid < grids; grid++) {
    if (rules.columnClears) {
      for (let index = 0; index < columns; index++) {
        const positions = Array.from({ length: rows }, (_, row) => at(grid, index, row));
        lines.push(Object.freeze({ kind: 'column', grid, index, positions }));
      }
    }
    if (rules.rowClears) {
      for (let index = 0; index < rows; index++) {
        const positions = Array.from({ length: columns }, (_, column) => at(grid, column, index));
        lines.push(Object.freeze({ kind: 'row', grid, index, positions }));
      }
    }
  }
  const positions = Array.from({ length: cardsPerSeat }, (_, pos) => pos);
  const linesThrough = positions.map((pos) => lines.filter((line) => line.positions.includes(pos)));
  // The lists stay unfrozen (their types are read-only): V8's array builtins (filter, find,
  // includes) take a slow path on frozen arrays, and the shape is read at every turn.
  return Object.freeze({
    rows,
    columns,
    grids,
    cardsPerGrid,
    cardsPerSeat,
    positions,
    lines,
    linesThrough,
  });
}

/** The shape of the official game (R2.1): one grid of 4 columns × 3 rows, columns clearing. */
export const OFFICIAL_SHAPE: GridShape = gridShape(DEFAULT_RULES);

/** The position of `column` and `row` of the player's grid `grid` (R9.1, R9.5). */
export function positionAt(shape: GridShape, grid: number, column: number, row: number): number {
  return grid * shape.cardsPerGrid + column * shape.rows + row;
}

/** Which of the player's grids `pos` lies in (R9.5). */
export function gridOf(shape: GridShape, pos: number): number {
  return Math.floor(pos / shape.cardsPerGrid);
}

/** The column of `pos` within its grid, left to right. */
export function columnOf(shape: GridShape, pos: number): number {
  return Math.floor((pos % shape.cardsPerGrid) / shape.rows);
}

/** The row of `pos` within its grid, top to bottom. */
export function rowOf(shape: GridShape, pos: number): number {
  return pos % shape.rows;
}

/** The positions of a column of grid `grid`, top to bottom. */
export function columnPositions(shape: GridShape, grid: number, column: number): number[] {
  return Array.from({ length: shape.rows }, (_, row) => positionAt(shape, grid, column, row));
}

/** The positions of a row of grid `grid`, left to right. */
export function rowPositions(shape: GridShape, grid: number, row: number): number[] {
  return Array.from({ length: shape.columns }, (_, column) => positionAt(shape, grid, column, row));
}

/** Whether `pos` is an integer naming one of a player's positions under `shape`. */
export function isPosition(shape: GridShape, pos: unknown): pos is number {
  return Number.isInteger(pos) && (pos as number) >= 0 && (pos as number) < shape.cardsPerSeat;
}

/** How many face-down cards a player's grids still hold. */
export function faceDownCount(grid: Grid): number {
  let count = 0;
  for (const slot of grid) if (slot !== null && !slot.up) count++;
  return count;
}

/** How many face-down cards the player's grid `index` still holds. */
export function faceDownInGrid(shape: GridShape, grid: Grid, index: number): number {
  let count = 0;
  const end = (index + 1) * shape.cardsPerGrid;
  for (let pos = index * shape.cardsPerGrid; pos < end; pos++) {
    const slot = grid[pos];
    if (slot !== null && slot !== undefined && !slot.up) count++;
  }
  return count;
}

/**
 * The value of `line` if it is removable in `grid` (R9.3): at least 2 of its positions still in
 * play, every one of them a face-up card of that one value; else `null`.
 */
export function removableLineValue(grid: Grid, line: Line): Card | null {
  let value: Card | null = null;
  let inPlay = 0;
  for (const pos of line.positions) {
    const slot = grid[pos];
    if (slot === null || slot === undefined) continue;
    if (!slot.up || slot.card === null || (inPlay > 0 && slot.card !== value)) return null;
    value = slot.card;
    inPlay++;
  }
  return inPlay >= 2 ? value : null;
}

/** The sum of the known cards in a player's grids (the round score once all are face-up, R5.2). */
export function gridSum(grid: Grid): number {
  let sum = 0;
  for (const slot of grid) if (slot !== null && slot.card !== null) sum += slot.card;
  return sum;
}
