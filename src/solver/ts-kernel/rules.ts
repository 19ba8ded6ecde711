// Generated from assembly/kernel/rules.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// The rules a kernel position is played under (RULES.md R9), read from the view's rules block
// whenever a view is loaded: the grid's shape (R9.1, R9.5), the set-up's reveals (R9.2), which
// lines clear (R9.3) and the ender's penalty (R9.4). The official shape picks the kernel's fast
// path (moves.ts, policy.ts): the same moves, with the official grid's constants.
import {
  OFFICIAL_CARDS,
  OFFICIAL_COLUMNS,
  OFFICIAL_ROWS,
  PENALTY_ADD_FIRST,
  RULE_COLUMN_CLEARS,
  RULE_COLUMNS,
  RULE_DUAL_HANDS,
  RULE_ENDER_FLAT,
  RULE_ENDER_MULTIPLIER,
  RULE_PENALTY_ORDER,
  RULE_ROW_CLEARS,
  RULE_ROWS,
  RULE_SETUP_REVEALS,
  V_RULES,
} from '../layout';
import { v } from './position';

/** Cards in a column of one grid (R9.1). */
export let rows: number = OFFICIAL_ROWS;
/** Columns of one grid (R9.1). */
export let columns: number = OFFICIAL_COLUMNS;
/** Cards of one grid. */
export let cardsPerGrid: number = OFFICIAL_CARDS;
/** Grids per seat: 2 with dual hands (R9.5), else 1. */
export let grids: number = 1;
/** Cards of one seat, every grid's: the stride of the seat-major blocks. */
export let cards: number = OFFICIAL_CARDS;
/** Lines of one grid: its columns, then its rows (R9.3's check order). */
export let linesPerGrid: number = OFFICIAL_COLUMNS + OFFICIAL_ROWS;
/** Whether a column of equal face-up cards is removed (R9.3). */
export let columnClears: boolean = true;
/** Whether a row of equal face-up cards is removed (R9.3). */
export let rowClears: boolean = false;
/** Set-up reveals of each grid (R9.2). */
export let revealsPerGrid: number = 2;
/** Set-up reveals of each seat: every grid's (R9.2, R9.5). */
export let revealsPerSeat: number = 2;
/** One grid of 4 columns × 3 rows whose columns alone clear (R2.1, R4.1): the fast path. */
export let officialShape: boolean = true;

let multiplier: number = 2;
let flat: number = 0;
let addFirst: boolean = false;

/** Reads the rules of the loaded view. */
export function readRules(): void {
  rows = v(V_RULES + RULE_ROWS);
  columns = v(V_RULES + RULE_COLUMNS);
  cardsPerGrid = rows * columns;
  grids = v(V_RULES + RULE_DUAL_HANDS) !== 0 ? 2 : 1;
  cards = cardsPerGrid * grids;
  linesPerGrid = columns + rows;
  columnClears = v(V_RULES + RULE_COLUMN_CLEARS) !== 0;
  rowClears = v(V_RULES + RULE_ROW_CLEARS) !== 0;
  revealsPerGrid = v(V_RULES + RULE_SETUP_REVEALS);
  revealsPerSeat = revealsPerGrid * grids;
  multiplier = v(V_RULES + RULE_ENDER_MULTIPLIER);
  flat = v(V_RULES + RULE_ENDER_FLAT);
  addFirst = v(V_RULES + RULE_PENALTY_ORDER) === PENALTY_ADD_FIRST;
  officialShape =
    rows === OFFICIAL_ROWS &&
    columns === OFFICIAL_COLUMNS &&
    grids === 1 &&
    columnClears &&
    !rowClears;
}

/** R9.4: the ender's round score `score` once the penalty applies to it. */
export function penalised(score: number): number {
  return addFirst ? (score + flat) * multiplier : score * multiplier + flat;
}
