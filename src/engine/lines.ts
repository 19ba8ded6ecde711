import type { Card } from './cards';
import { type Grid, type GridShape, type Line, removableLineValue, type Slot } from './grid';

/** A line a check removed (R9.3). */
export interface ClearedLine {
  readonly line: Line;
  /** The value of its cards. */
  readonly value: Card;
  /** Its positions still in play when its pass started, in discard order. */
  readonly positions: readonly number[];
  /**
   * The positions whose cards it put onto the discard pile, in order: `positions` but those an
   * earlier line of the same pass shared with it and took first.
   */
  readonly discarded: readonly number[];
}

/** What a check of lines did: the grid after it, and the lines removed, in removal order. */
export interface LineCheck {
  /** The player's grids after the check (the same object when nothing was removed). */
  readonly grid: Grid;
  readonly cleared: readonly ClearedLine[];
}

/**
 * R9.3's check of a player's lines after the cards at `touched` were turned or placed: grid by
 * grid, in passes until a pass removes nothing; each pass removes every line removable when it
 * starts, columns left to right, then rows top to bottom, a card two of them share going with the
 * first. Only lines through `touched`, and then through the cards removed, are looked at: every
 * other line was already checked when its cards last changed.
 */
export function checkLines(grid: Grid, shape: GridShape, touched: readonly number[]): LineCheck {
  if (shape.lines.length === 0) return { grid, cleared: [] };
  let current = grid;
  const cleared: ClearedLine[] = [];
  for (let index = 0; index < shape.grids; index++) {
    let candidates = linesThrough(shape, touched, index);
    while (candidates.length > 0) {
      const pass = removablePass(current, candidates);
      if (pass.length === 0) break;
      const next: (Slot | null)[] = current.slice();
      const removed: number[] = [];
      for (const { line, value } of pass) {
        const positions = line.positions.filter((pos) => current[pos] !== null);
        const discarded = positions.filter((pos) => next[pos] !== null);
        for (const pos of discarded) next[pos] = null;
        removed.push(...positions);
        cleared.push({ line, value, positions, discarded });
      }
      current = next;
      candidates = linesThrough(shape, removed, index);
    }
  }
  return { grid: current, cleared };
}

/** The cards a check put onto the discard pile, in order (R9.3). */
export function clearedCards(cleared: readonly ClearedLine[]): Card[] {
  const cards: Card[] = [];
  for (const { value, discarded } of cleared)
    for (let i = 0; i < discarded.length; i++) cards.push(value);
  return cards;
}

/** The lines removable in `grid` among `candidates` (in check order), with their values. */
function removablePass(
  grid: Grid,
  candidates: readonly Line[],
): { readonly line: Line; readonly value: Card }[] {
  const pass: { line: Line; value: Card }[] = [];
  for (const line of candidates) {
    const value = removableLineValue(grid, line);
    if (value !== null) pass.push({ line, value });
  }
  return pass;
}

/** The lines of grid `index` through any of `positions`, once each, in check order. */
function linesThrough(shape: GridShape, positions: readonly number[], index: number): Line[] {
  if (positions === shape.positions) return shape.lines.filter((line) => line.grid === index);
  if (positions.length === 1) {
    const lines = shape.linesThrough[positions[0]!] ?? [];
    return lines.length > 0 && lines[0]!.grid === index ? (lines as Line[]) : [];
  }
  const wanted = new Set<Line>();
  for (const pos of positions) for (const line of shape.linesThrough[pos] ?? []) wanted.add(line);
  return shape.lines.filter((line) => line.grid === index && wanted.has(line));
}
