// Generated from assembly/kernel/moves.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// The rules as the kernel plays them on a determinized position: draws and reshuffles (R6.1),
// swaps (R3.1, R3.2a), reveals (R3.2b), lines (R4.1, R9.3), the round's end (R5.1–R5.3, R9.4).
// The official shape's columns have a fast path here; every other shape's lines are in lines.ts.
import { below } from './random';
import {
  K_COLUMN_COMPLETERS,
  K_COMPLETERS,
  K_DISCARD,
  K_DISCARD_SIZE,
  K_DOUBLE_ONLY_POSITIVE,
  K_DRAW,
  K_DRAW_MADE,
  K_DRAW_SIZE,
  K_ENDER,
  K_FACE_DOWN_COUNT,
  K_FINAL_TURNS_LEFT,
  K_FIRST_FACE_DOWN,
  K_HIDDEN,
  K_HIGHEST,
  K_HIGHEST_POS,
  K_KNOWN_SUM,
  K_LAST_DRAWN,
  K_PHASE,
  K_PLAYERS,
  K_SCORES,
  K_SEAT_SHARES,
  K_SHARE_NEXT,
  K_TO_MOVE,
  K_VISIBLE,
  MAX_CARD,
  MIN_CARD,
  OFFICIAL_CARDS,
  OFFICIAL_COLUMNS,
  OFFICIAL_ROWS,
  PHASE_ROUND_OVER,
  SLOT_FACE_DOWN,
  SLOT_REMOVED,
} from '../layout';
import {
  checkAllLines,
  checkLinesAt,
  completedLength,
  lineCompleters,
  lineCompletingPos,
} from './lines';
import { idiv, k, setK } from './position';
import { cards, officialShape, penalised } from './rules';

/** Puts `card` onto the discard pile. */
export function pushDiscard(card: number): void {
  const size = k(K_DISCARD_SIZE);
  setK(K_DISCARD + size, card);
  setK(K_DISCARD_SIZE, size + 1);
}

/** Takes the top card of the discard pile. */
export function popDiscard(): number {
  const size = k(K_DISCARD_SIZE) - 1;
  setK(K_DISCARD_SIZE, size);
  return k(K_DISCARD + size);
}

/** The draw pile of `size` cards has just been made: every seat's share starts again. */
export function pileMade(size: number): void {
  setK(K_DRAW_MADE, size);
  for (let seat = 0; seat < k(K_PLAYERS); seat++) setK(K_SHARE_NEXT + seat, seat);
}

/** R6.1: every discard but the top, shuffled (inside-out Fisher–Yates), becomes the draw pile. */
function reshuffle(): number {
  const under = k(K_DISCARD_SIZE) - 1;
  for (let i = 0; i < under; i++) {
    const j = below(i + 1);
    setK(K_DRAW + i, k(K_DRAW + j));
    setK(K_DRAW + j, k(K_DISCARD + i));
  }
  setK(K_DISCARD, k(K_DISCARD + under));
  setK(K_DISCARD_SIZE, 1);
  pileMade(under);
  return under;
}

/**
 * The next card of `seat`'s share of a determinized draw pile: every n-th card of the pile as it
 * was made, from the seat's own place; once its share is used up, the next seat's. The pile's
 * order is a uniformly random sample, and which card is turned next depends on public facts only
 * (who draws), so every draw is still uniform among the unseen cards (R8.1). But a seat draws the
 * same cards whatever other seats did before: two candidate moves played from one determinization
 * give every opponent the same draws, so their outcomes differ by what the moves change.
 */
function shareCard(seat: number): number {
  const n = k(K_PLAYERS);
  const made = k(K_DRAW_MADE);
  let owner = seat;
  for (let tried = 0; tried < n; tried++) {
    const next = k(K_SHARE_NEXT + owner);
    if (next < made) {
      setK(K_SHARE_NEXT + owner, next + n);
      return k(K_DRAW + made - 1 - next);
    }
    owner = owner + 1 === n ? 0 : owner + 1;
  }
  return k(K_DRAW + k(K_DRAW_SIZE) - 1);
}

/** Draws a card for the seat to move, reshuffling first when the pile is empty. */
export function drawCard(): number {
  let size = k(K_DRAW_SIZE);
  if (size === 0) size = reshuffle();
  size--;
  const card = k(K_SEAT_SHARES) !== 0 ? shareCard(k(K_TO_MOVE)) : k(K_DRAW + size);
  setK(K_DRAW_SIZE, size);
  setK(K_LAST_DRAWN, card);
  return card;
}

/** Turns the face-down card at `slot` of `seat` face-up. */
export function turnUp(seat: number, slot: number): void {
  const card = k(K_HIDDEN + slot);
  setK(K_VISIBLE + slot, card);
  setK(K_FACE_DOWN_COUNT + seat, k(K_FACE_DOWN_COUNT + seat) - 1);
  setK(K_KNOWN_SUM + seat, k(K_KNOWN_SUM + seat) + card);
}

/** Lays `card` face-up at `pos` of `seat`; the card it replaces goes onto the discard pile. */
export function place(seat: number, pos: number, card: number): void {
  const slot = seat * cards + pos;
  let replaced = k(K_VISIBLE + slot);
  let sum = k(K_KNOWN_SUM + seat) + card;
  if (replaced === SLOT_FACE_DOWN) {
    replaced = k(K_HIDDEN + slot);
    setK(K_FACE_DOWN_COUNT + seat, k(K_FACE_DOWN_COUNT + seat) - 1);
  } else {
    sum -= replaced;
  }
  setK(K_KNOWN_SUM + seat, sum);
  setK(K_VISIBLE + slot, card);
  pushDiscard(replaced);
}

/**
 * Recomputes what the policy reads of `seat`'s grid: which card values would complete a line
 * (R4.1, R9.3), the highest face-up card and its position (the first on ties), the first
 * face-down position. Only a seat's own moves change its grid, so each turn reads these instead
 * of scanning the grid again; after a turn `seatChangedAt` keeps them up to date.
 */
export function scanSeat(seat: number): void {
  let best = MIN_CARD - 1;
  let bestPos = -1;
  let down = -1;
  const first = K_VISIBLE + seat * cards;
  for (let pos = 0; pos < cards; pos++) {
    const card = k(first + pos);
    if (card <= MAX_CARD) {
      if (card > best) {
        best = card;
        bestPos = pos;
      }
    } else if (card === SLOT_FACE_DOWN && down < 0) {
      down = pos;
    }
  }
  setK(K_HIGHEST + seat, best);
  setK(K_HIGHEST_POS + seat, bestPos);
  setK(K_FIRST_FACE_DOWN + seat, down);
  setK(K_COMPLETERS + seat, officialShape ? officialCompleters(seat) : lineCompleters(seat));
}

/**
 * `scanSeat`'s highest face-up card of `seat` and its position alone: after its highest card was
 * replaced by a lower one, which leaves its face-down cards as they were.
 */
function scanHighest(seat: number): void {
  let best = MIN_CARD - 1;
  let bestPos = -1;
  const first = K_VISIBLE + seat * cards;
  for (let pos = 0; pos < cards; pos++) {
    const card = k(first + pos);
    if (card <= MAX_CARD && card > best) {
      best = card;
      bestPos = pos;
    }
  }
  setK(K_HIGHEST + seat, best);
  setK(K_HIGHEST_POS + seat, bestPos);
}

/**
 * `scanSeat` after a turn laid a face-up card at `pos` of `seat` (placed or turned up): on the
 * official shape, unless a column went, only what that card changes is looked at (and the grid's
 * highest card again when it replaced the highest card by a lower one).
 */
function seatChangedAt(seat: number, pos: number): void {
  const first = K_VISIBLE + seat * cards;
  const card = k(first + pos);
  if (!officialShape || card > MAX_CARD) {
    scanSeat(seat);
    return;
  }
  const best = k(K_HIGHEST + seat);
  const bestPos = k(K_HIGHEST_POS + seat);
  if (pos === bestPos && card < best) {
    scanHighest(seat);
  } else if (pos === bestPos || card > best || (card === best && pos < bestPos)) {
    setK(K_HIGHEST + seat, card);
    setK(K_HIGHEST_POS + seat, pos);
  }
  if (pos === k(K_FIRST_FACE_DOWN + seat)) {
    let down = -1;
    for (let next = pos + 1; next < cards && down < 0; next++)
      if (k(first + next) === SLOT_FACE_DOWN) down = next;
    setK(K_FIRST_FACE_DOWN + seat, down);
  }
  setK(K_COMPLETERS + seat, columnChangedAt(seat, pos));
}

/**
 * The card values that would complete a column of `seat` on the official shape (R4.1), each
 * column's kept apart (`K_COLUMN_COMPLETERS`).
 */
function officialCompleters(seat: number): number {
  let mask = 0;
  for (let column = 0; column < OFFICIAL_COLUMNS; column++) {
    const bits = columnCompleters(seat, column);
    setK(K_COLUMN_COMPLETERS + seat * OFFICIAL_COLUMNS + column, bits);
    mask |= bits;
  }
  return mask;
}

/**
 * `officialCompleters` after the card at `pos` of `seat` changed: that column's anew, the other
 * columns' as kept.
 */
function columnChangedAt(seat: number, pos: number): number {
  const column = idiv(pos, OFFICIAL_ROWS);
  const first = K_COLUMN_COMPLETERS + seat * OFFICIAL_COLUMNS;
  setK(first + column, columnCompleters(seat, column));
  return k(first) | k(first + 1) | k(first + 2) | k(first + 3);
}

/** The card value that would complete `column` of `seat` on the official shape, as a bit. */
function columnCompleters(seat: number, column: number): number {
  const top = seat * OFFICIAL_CARDS + column * OFFICIAL_ROWS;
  const a = k(K_VISIBLE + top);
  const b = k(K_VISIBLE + top + 1);
  const c = k(K_VISIBLE + top + 2);
  if (a === b) return a <= MAX_CARD && c !== a ? 1 << (a - MIN_CARD) : 0;
  if (a === c || b === c) return c <= MAX_CARD ? 1 << (c - MIN_CARD) : 0;
  return 0;
}

/** How many cards in play the line last found by `completingPos` has. */
export function completingLength(): number {
  return officialShape ? OFFICIAL_ROWS : completedLength;
}

/** The position where `card` completes a line of `seat` (it must be one of its completers). */
export function completingPos(seat: number, card: number): number {
  if (!officialShape) return lineCompletingPos(seat, card);
  let pos = 0;
  for (let column = 0; column < OFFICIAL_COLUMNS; column++, pos += OFFICIAL_ROWS) {
    const top = seat * OFFICIAL_CARDS + pos;
    const a = k(K_VISIBLE + top);
    const b = k(K_VISIBLE + top + 1);
    const c = k(K_VISIBLE + top + 2);
    if (a === card && b === card) return pos + 2;
    if (a === card && c === card) return pos + 1;
    if (b === card && c === card) return pos;
  }
  return -1;
}

/** R5.2 on the official shape: the sum of `seat`'s cards but its columns of three equal ones. */
function officialScore(seat: number): number {
  let score = 0;
  for (let top = seat * OFFICIAL_CARDS; top < (seat + 1) * OFFICIAL_CARDS; top += OFFICIAL_ROWS) {
    let a = k(K_VISIBLE + top);
    if (a === SLOT_REMOVED) continue;
    let b = k(K_VISIBLE + top + 1);
    let c = k(K_VISIBLE + top + 2);
    if (a === SLOT_FACE_DOWN) a = k(K_HIDDEN + top);
    if (b === SLOT_FACE_DOWN) b = k(K_HIDDEN + top + 1);
    if (c === SLOT_FACE_DOWN) c = k(K_HIDDEN + top + 2);
    if (a !== b || b !== c) score += a + b + c;
  }
  return score;
}

/**
 * R5.2, R4.5, R9.3 on any shape: `seat`'s cards turned up, its lines checked, the sum of the
 * cards left.
 */
function lineScore(seat: number): number {
  const first = seat * cards;
  for (let slot = first; slot < first + cards; slot++)
    if (k(K_VISIBLE + slot) === SLOT_FACE_DOWN) turnUp(seat, slot);
  checkAllLines(seat);
  return k(K_KNOWN_SUM + seat);
}

/**
 * R5.2–R5.3, R9.4: every card turned up, lines removed, grids scored, the ender given the
 * penalty when another seat scored as low or lower (and, under `doubleOnlyPositive`, the ender's
 * score is positive).
 */
function finishRound(): void {
  const n = k(K_PLAYERS);
  for (let seat = 0; seat < n; seat++)
    setK(K_SCORES + seat, officialShape ? officialScore(seat) : lineScore(seat));
  const ender = k(K_ENDER);
  const enderScore = k(K_SCORES + ender);
  if (enderScore > 0 || k(K_DOUBLE_ONLY_POSITIVE) === 0) {
    for (let seat = 0; seat < n; seat++) {
      if (seat !== ender && k(K_SCORES + seat) <= enderScore) {
        setK(K_SCORES + ender, penalised(enderScore));
        break;
      }
    }
  }
  setK(K_PHASE, PHASE_ROUND_OVER);
}

/**
 * The check of lines after the card at `pos` of `seat` was turned or placed (R4.1, R4.3, R9.3):
 * on the official shape, its column of three equal face-up cards goes to the discard pile.
 */
export function removeLinesAt(seat: number, pos: number): void {
  if (!officialShape) {
    checkLinesAt(seat, pos);
    return;
  }
  const top = seat * OFFICIAL_CARDS + pos - (pos % OFFICIAL_ROWS);
  const a = k(K_VISIBLE + top);
  if (a <= MAX_CARD && a === k(K_VISIBLE + top + 1) && a === k(K_VISIBLE + top + 2)) {
    setK(K_VISIBLE + top, SLOT_REMOVED);
    setK(K_VISIBLE + top + 1, SLOT_REMOVED);
    setK(K_VISIBLE + top + 2, SLOT_REMOVED);
    setK(K_KNOWN_SUM + seat, k(K_KNOWN_SUM + seat) - 3 * a);
    pushDiscard(a);
    pushDiscard(a);
    pushDiscard(a);
  }
}

/**
 * After a turn's card moves at `pos` of `seat`: line removal (R4.1, R4.3, R9.3), the ender (R5.1,
 * R9.5), the next seat, and the end of the round once the final turns are played.
 */
export function endTurn(seat: number, pos: number): void {
  removeLinesAt(seat, pos);
  seatChangedAt(seat, pos);
  const n = k(K_PLAYERS);
  let ender = k(K_ENDER);
  let left = k(K_FINAL_TURNS_LEFT);
  if (ender < 0) {
    if (k(K_FACE_DOWN_COUNT + seat) === 0) {
      ender = seat;
      left = n - 1;
      setK(K_ENDER, seat);
    }
  } else {
    left--;
  }
  setK(K_FINAL_TURNS_LEFT, left);
  setK(K_TO_MOVE, seat + 1 === n ? 0 : seat + 1);
  if (ender >= 0 && left === 0) finishRound();
}
