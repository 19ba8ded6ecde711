// Generated from assembly/kernel/lines.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// The lines of any grid shape (RULES.md R9.1, R9.3, R9.5) on the kernel's position: R9.3's check
// in passes with the discard order of src/engine/lines.ts, and what the policy asks of the lines
// (the values that would complete one, where, where a low card builds one). The official shape
// takes moves.ts's fast path instead; these give the same answers on it.
import {
  K_DISCARD,
  K_DISCARD_SIZE,
  K_KNOWN_SUM,
  K_VISIBLE,
  MAX_CARD,
  MIN_CARD,
  SLOT_FACE_DOWN,
  SLOT_REMOVED,
} from '../layout';
import { idiv, k, setK } from './position';
import {
  cards,
  cardsPerGrid,
  columnClears,
  columns,
  grids,
  linesPerGrid,
  rowClears,
  rows,
} from './rules';

// The line `locate` found: its first slot, the step between its slots, how many it has.
let lineFirst: number = 0;
let lineStep: number = 1;
let lineLength: number = 0;

/** How many cards in play the line last completed by `lineCompletingPos` had. */
export let completedLength: number = 0;

/**
 * Finds line `line` of the grid whose first slot is `base`: lines `0` to `columns − 1` are its
 * columns left to right, the next `rows` its rows top to bottom (R9.3's check order).
 */
function locate(base: number, line: number): void {
  if (line < columns) {
    lineFirst = base + line * rows;
    lineStep = 1;
    lineLength = rows;
  } else {
    lineFirst = base + line - columns;
    lineStep = rows;
    lineLength = columns;
  }
}

/** Whether line `line` of a grid is removed when it matches under the rules (R9.3). */
function clears(line: number): boolean {
  return line < columns ? columnClears : rowClears;
}

/**
 * Whether line `line` of the grid at `base` is removable (R9.3): at least 2 of its positions in
 * play, every one a face-up card of one value.
 */
function removable(base: number, line: number): boolean {
  locate(base, line);
  let value = SLOT_REMOVED;
  let inPlay = 0;
  for (let i = 0, slot = K_VISIBLE + lineFirst; i < lineLength; i++, slot += lineStep) {
    const card = k(slot);
    if (card === SLOT_REMOVED) continue;
    if (card === SLOT_FACE_DOWN || (inPlay > 0 && card !== value)) return false;
    value = card;
    inPlay++;
  }
  return inPlay >= 2;
}

/**
 * Removes line `line` of the grid at `base` of `seat`: its cards still in play go onto the discard
 * pile in its order (a column top to bottom, a row left to right). A card an earlier line of the
 * same pass took is gone already; a line removable at the pass's start keeps at least one card.
 */
function remove(seat: number, base: number, line: number): void {
  locate(base, line);
  let sum = k(K_KNOWN_SUM + seat);
  let size = k(K_DISCARD_SIZE);
  for (let i = 0, slot = K_VISIBLE + lineFirst; i < lineLength; i++, slot += lineStep) {
    const card = k(slot);
    if (card === SLOT_REMOVED) continue;
    setK(slot, SLOT_REMOVED);
    sum -= card;
    setK(K_DISCARD + size, card);
    size++;
  }
  setK(K_KNOWN_SUM + seat, sum);
  setK(K_DISCARD_SIZE, size);
}

/**
 * R9.3's passes over grid `grid` of `seat`, the first over the lines whose bit is set in
 * `candidates`: each pass removes every line removable when it starts, in check order. Only a
 * line whose cards changed can have become removable (every other was checked when its cards
 * last changed), so the later passes may look at every line of the grid.
 */
function checkGrid(seat: number, grid: number, candidates: number): void {
  const base = seat * cards + grid * cardsPerGrid;
  const all = (1 << linesPerGrid) - 1;
  let mask = candidates;
  while (mask !== 0) {
    let pass = 0;
    for (let line = 0; line < linesPerGrid; line++)
      if (((mask >> line) & 1) !== 0 && clears(line) && removable(base, line)) pass |= 1 << line;
    if (pass === 0) return;
    for (let line = 0; line < linesPerGrid; line++)
      if (((pass >> line) & 1) !== 0) remove(seat, base, line);
    mask = all;
  }
}

/** R9.3's check after the card at `pos` of `seat` was turned or placed: the lines through it. */
export function checkLinesAt(seat: number, pos: number): void {
  const grid = grids > 1 && pos >= cardsPerGrid ? 1 : 0;
  const inGrid = pos - grid * cardsPerGrid;
  const row = inGrid % rows;
  checkGrid(seat, grid, (1 << idiv(inGrid, rows)) | (1 << (columns + row)));
}

/** R9.3's check of every line of `seat` (R4.5, at the round's end), grid by grid. */
export function checkAllLines(seat: number): void {
  for (let grid = 0; grid < grids; grid++) checkGrid(seat, grid, (1 << linesPerGrid) - 1);
}

/** How many of the slots of the located line hold the face-up card `card`. */
function countOf(card: number): number {
  let count = 0;
  for (let i = 0, slot = K_VISIBLE + lineFirst; i < lineLength; i++, slot += lineStep)
    if (k(slot) === card) count++;
  return count;
}

/** How many of the slots of the located line are in play. */
function inPlayCount(): number {
  let count = 0;
  for (let i = 0, slot = K_VISIBLE + lineFirst; i < lineLength; i++, slot += lineStep)
    if (k(slot) !== SLOT_REMOVED) count++;
  return count;
}

/**
 * The values that would complete a line of `seat` (bit value − MIN_CARD): in a line of n cards in
 * play, n ≥ 2, a value n − 1 of them show face-up, the last one face-down or another value.
 */
export function lineCompleters(seat: number): number {
  let mask = 0;
  for (let grid = 0; grid < grids; grid++) {
    const base = seat * cards + grid * cardsPerGrid;
    for (let line = 0; line < linesPerGrid; line++) {
      if (!clears(line)) continue;
      locate(base, line);
      const inPlay = inPlayCount();
      if (inPlay < 2) continue;
      for (let i = 0, slot = K_VISIBLE + lineFirst; i < lineLength; i++, slot += lineStep) {
        const card = k(slot);
        if (card <= MAX_CARD && countOf(card) === inPlay - 1) mask |= 1 << (card - MIN_CARD);
      }
    }
  }
  return mask;
}

/**
 * The position of `seat` where `card` completes a line (the first such line in check order), or
 * -1; `completedLength` then says how many cards the line has in play.
 */
export function lineCompletingPos(seat: number, card: number): number {
  for (let grid = 0; grid < grids; grid++) {
    const base = seat * cards + grid * cardsPerGrid;
    for (let line = 0; line < linesPerGrid; line++) {
      if (!clears(line)) continue;
      locate(base, line);
      const inPlay = inPlayCount();
      if (inPlay < 2 || countOf(card) !== inPlay - 1) continue;
      completedLength = inPlay;
      for (let i = 0, slot = lineFirst; i < lineLength; i++, slot += lineStep) {
        const value = k(K_VISIBLE + slot);
        if (value !== SLOT_REMOVED && value !== card) return slot - seat * cards;
      }
    }
  }
  return -1;
}

/**
 * Where `seat` keeps a low `card` over a face-down card: in a line where it adds to face-up cards
 * of its value without completing it (building a line), else the first face-down card of a line
 * without that value (completing a line of negative cards loses them); with no line that clears,
 * the first face-down card. -1 when there is none.
 */
export function lineKeepPos(seat: number, card: number): number {
  let first = -1;
  let anyClears = false;
  for (let grid = 0; grid < grids; grid++) {
    const base = seat * cards + grid * cardsPerGrid;
    for (let line = 0; line < linesPerGrid; line++) {
      if (!clears(line)) continue;
      anyClears = true;
      locate(base, line);
      let matching = 0;
      let inPlay = 0;
      let down = -1;
      for (let i = 0, slot = lineFirst; i < lineLength; i++, slot += lineStep) {
        const value = k(K_VISIBLE + slot);
        if (value === SLOT_REMOVED) continue;
        inPlay++;
        if (value === card) matching++;
        else if (value === SLOT_FACE_DOWN && down < 0) down = slot - seat * cards;
      }
      if (down < 0) continue;
      if (matching >= 1 && matching + 1 < inPlay) return down;
      if (matching === 0 && first < 0) first = down;
    }
  }
  if (anyClears) return first;
  for (let pos = 0; pos < cards; pos++)
    if (k(K_VISIBLE + seat * cards + pos) === SLOT_FACE_DOWN) return pos;
  return -1;
}
