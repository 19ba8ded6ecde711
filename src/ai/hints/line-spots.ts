import type { Grid, GridShape, Line, LineKind } from '../../engine';

/**
 * A line a reason names, as its words need it (R9.1, R9.3, R9.5): a column or a row, how many of
 * its cards are in play, and which of the seat's grids it lies in (`null` with one grid).
 */
export interface LineSpot {
  readonly kind: LineKind;
  /** Its cards still in play (R4.4, R9.3: a removed line takes a card from each line across it). */
  readonly length: number;
  /** Its grid (0 or 1) under dual hands (R9.5); `null` when each seat has one grid. */
  readonly grid: number | null;
}

/** `line` of `grid` as a reason names it (see `LineSpot`). */
export function spotOf(shape: GridShape, grid: Grid, line: Line): LineSpot {
  const length = line.positions.filter(
    (pos) => grid[pos] !== null && grid[pos] !== undefined,
  ).length;
  return { kind: line.kind, length, grid: shape.grids > 1 ? line.grid : null };
}

/**
 * The values a reason carries to name its line: none for a column of three in a single grid (the
 * official game's, which its sentences name already), else `row` (1 for a row, 0 for a column),
 * `length` (its cards in play) and, under dual hands, `grid` (1 or 2).
 */
export function lineValues(spot: LineSpot): Record<string, number> {
  if (spot.kind === 'column' && spot.length === 3 && spot.grid === null) return {};
  const values: Record<string, number> = { row: spot.kind === 'row' ? 1 : 0, length: spot.length };
  if (spot.grid !== null) values.grid = spot.grid + 1;
  return values;
}

/** Whether the other cards in play of `line` besides `pos` are face-up and all `card` (at least one). */
function othersAll(grid: Grid, line: Line, pos: number, card: number): boolean {
  let others = 0;
  for (const at of line.positions) {
    const slot = grid[at];
    if (at === pos || slot === null || slot === undefined) continue;
    if (!slot.up || slot.card !== card) return false;
    others++;
  }
  return others > 0;
}

/** The first clearing line through `pos` that `card` laid there completes (R9.3's order), or `null`. */
export function completedLine(
  shape: GridShape,
  grid: Grid,
  pos: number,
  card: number,
): Line | null {
  return (shape.linesThrough[pos] ?? []).find((line) => othersAll(grid, line, pos, card)) ?? null;
}

/**
 * The clearing line through `pos` whose other face-up cards equal to `card` are the most (the
 * first such in R9.3's order), or `null` when none holds one.
 */
export function mostEqualLine(
  shape: GridShape,
  grid: Grid,
  pos: number,
  card: number,
): Line | null {
  let best: Line | null = null;
  let most = 0;
  for (const line of shape.linesThrough[pos] ?? []) {
    const count = line.positions.filter(
      (at) => at !== pos && grid[at]?.up === true && grid[at]!.card === card,
    ).length;
    if (count > most) [best, most] = [line, count];
  }
  return best;
}

/** The first clearing line through `pos` whose other cards in play are face-up and equal, or `null`. */
export function pairedLine(shape: GridShape, grid: Grid, pos: number): Line | null {
  for (const line of shape.linesThrough[pos] ?? []) {
    const first = line.positions.find(
      (at) => at !== pos && grid[at] !== null && grid[at] !== undefined,
    );
    const card = first === undefined ? null : grid[first]!.card;
    if (card !== null && othersAll(grid, line, pos, card)) return line;
  }
  return null;
}
