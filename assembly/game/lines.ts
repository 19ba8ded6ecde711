// The house rules of the game state (RULES.md R9) and R9.3's line check on its grids, with the
// order of src/engine/lines.ts: grid by grid, in passes; in a pass every line removable when it
// starts goes, columns left to right, then rows top to bottom, a card two of them share going with
// the first; each line's cards go onto the discard pile, a column top to bottom, a row left to right.
import {
  G_CARDS,
  G_RULES,
  G_SLOTS,
  NO_CARD,
  RULE_COLUMN_CLEARS,
  RULE_COLUMNS,
  RULE_DUAL_HANDS,
  RULE_ROW_CLEARS,
  RULE_ROWS,
  RULE_SETUP_REVEALS,
  STATE_FACE_DOWN,
  STATE_REMOVED,
} from '../layout';
import { g, setG } from './memory';
import { pushDiscard } from './piles';

/** Option `word` (a RULE_* offset) of the game's rules. */
export function rule(word: i32): i32 {
  return g(G_RULES + word);
}

/** Cards in a column of one grid (R9.1). */
export function rows(): i32 {
  return rule(RULE_ROWS);
}

/** Cards of one grid (R9.1). */
export function cardsPerGrid(): i32 {
  return rule(RULE_ROWS) * rule(RULE_COLUMNS);
}

/** Grids per seat: 2 with dual hands (R9.5), else 1. */
export function grids(): i32 {
  return rule(RULE_DUAL_HANDS) != 0 ? 2 : 1;
}

/** Cards of a seat: every grid's (R9.1, R9.5). */
export function cardsPerSeat(): i32 {
  return cardsPerGrid() * grids();
}

/** Set-up reveals each seat makes: `setupReveals` per grid (R9.2, R9.5). */
export function setupRevealsPerSeat(): i32 {
  return rule(RULE_SETUP_REVEALS) * grids();
}

/** Face-down cards left in grid `grid` of `seat`. */
export function faceDownInGrid(seat: i32, grid: i32): i32 {
  const size = cardsPerGrid();
  const first = seat * cardsPerSeat() + grid * size;
  let count = 0;
  for (let slot = first; slot < first + size; slot++)
    if (g(G_SLOTS + slot) == STATE_FACE_DOWN) count++;
  return count;
}

// The line `locateLine` found: its first slot, the step between its slots, how many it has.
let lineFirst: i32 = 0;
let lineStep: i32 = 0;
let lineLength: i32 = 0;

/**
 * Finds line `line` of the grid whose first slot is `base`: lines `0` to `columns − 1` are its
 * columns left to right, the next `rows` its rows top to bottom (R9.3's check order).
 */
function locateLine(base: i32, line: i32): void {
  const r = rows();
  const columns = rule(RULE_COLUMNS);
  if (line < columns) {
    lineFirst = base + line * r;
    lineStep = 1;
    lineLength = r;
  } else {
    lineFirst = base + line - columns;
    lineStep = r;
    lineLength = columns;
  }
}

/** Whether line `line` is removed when it matches under the rules (R9.3). */
function clears(line: i32): bool {
  return line < rule(RULE_COLUMNS) ? rule(RULE_COLUMN_CLEARS) != 0 : rule(RULE_ROW_CLEARS) != 0;
}

/**
 * The value of line `line` of the grid at `base` if it is removable (R9.3): at least 2 of its
 * positions in play, every one a face-up card of that value; else NO_CARD.
 */
function removableValue(base: i32, line: i32): i32 {
  locateLine(base, line);
  let value = NO_CARD;
  let inPlay = 0;
  for (let i = 0, slot = lineFirst; i < lineLength; i++, slot += lineStep) {
    const state = g(G_SLOTS + slot);
    if (state == STATE_REMOVED) continue;
    if (state == STATE_FACE_DOWN) return NO_CARD;
    const card = g(G_CARDS + slot);
    if (inPlay > 0 && card != value) return NO_CARD;
    value = card;
    inPlay++;
  }
  return inPlay >= 2 ? value : NO_CARD;
}

/** Per line of a grid, its value in the pass being made. */
const PASS_VALUES: usize = memory.data(16 << 2);

/**
 * R9.3's passes over the lines of grid `grid` of `seat`, the first pass over the lines whose bit
 * is set in `candidates`. Only a line whose cards changed can have become removable (every other
 * was checked when its cards last changed), so each later pass may look at every line of the
 * grid: it finds the lines through the cards just removed that the engine looks at.
 */
function checkGrid(seat: i32, grid: i32, candidates: i32): void {
  const base = seat * cardsPerSeat() + grid * cardsPerGrid();
  const lines = rule(RULE_COLUMNS) + rows();
  let mask = candidates;
  while (mask != 0) {
    let pass = 0;
    for (let line = 0; line < lines; line++) {
      if (((mask >> line) & 1) == 0 || !clears(line)) continue;
      const value = removableValue(base, line);
      if (value == NO_CARD) continue;
      pass |= 1 << line;
      store<i32>(PASS_VALUES + ((<usize>line) << 2), value);
    }
    if (pass == 0) return;
    for (let line = 0; line < lines; line++) {
      if (((pass >> line) & 1) == 0) continue;
      const value = load<i32>(PASS_VALUES + ((<usize>line) << 2));
      locateLine(base, line);
      for (let i = 0, slot = lineFirst; i < lineLength; i++, slot += lineStep) {
        if (g(G_SLOTS + slot) == STATE_REMOVED) continue;
        setG(G_SLOTS + slot, STATE_REMOVED);
        setG(G_CARDS + slot, NO_CARD);
        pushDiscard(value);
      }
    }
    mask = (1 << lines) - 1;
  }
}

/** R9.3's check after the card at `pos` of `seat` was turned or placed: the lines through it. */
export function checkLinesAt(seat: i32, pos: i32): void {
  const size = cardsPerGrid();
  const r = rows();
  const grid = pos / size;
  const inGrid = pos % size;
  const column = inGrid / r;
  const row = inGrid % r;
  checkGrid(seat, grid, (1 << column) | (1 << (rule(RULE_COLUMNS) + row)));
}

/** R9.3's check of every line of `seat` (R4.5, at the round's end), grid by grid. */
export function checkAllLines(seat: i32): void {
  const lines = rule(RULE_COLUMNS) + rows();
  for (let grid = 0; grid < grids(); grid++) checkGrid(seat, grid, (1 << lines) - 1);
}
