// Generated from assembly/kernel/determinize.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// Loading an encoded view into the working position: a determinization samples every hidden card
// from public counts (R8.1) — face-down cards from the unseen pool, the draw pile from the unseen
// pool before any reshuffle and from the known draw-pile counts after one. A full state (hidden
// blocks filled) is loaded as it is.
import { below } from './random';
import {
  CARD_KINDS,
  K_DISCARD,
  K_DISCARD_SIZE,
  K_DOUBLE_ONLY_POSITIVE,
  K_DRAW,
  K_DRAW_SIZE,
  K_DRAWN,
  K_ENDER,
  K_FACE_DOWN_COUNT,
  K_FACE_DOWN_ESTIMATE,
  K_FINAL_TURNS_LEFT,
  K_HIDDEN,
  K_KNOWN_SUM,
  K_NEXT_STARTER,
  K_PHASE,
  K_PLAYERS,
  K_SEAT,
  K_SEAT_SHARES,
  K_SETUP_REVEALS,
  K_TO_MOVE,
  K_VISIBLE,
  MAX_CARD,
  MAX_PLAYERS,
  MIN_CARD,
  NO_CARD,
  SLOT_FACE_DOWN,
  V_DISCARD,
  V_DISCARD_SIZE,
  V_DOUBLE_ONLY_POSITIVE,
  V_DRAW_PILE_KNOWN,
  V_DRAW_PILE_SIZE,
  V_DRAWING_SEAT,
  V_DRAWN,
  V_ENDER,
  V_FINAL_TURNS_LEFT,
  V_GRIDS,
  V_HIDDEN_DRAW,
  V_HIDDEN_DRAWN,
  V_HIDDEN_GRIDS,
  V_HIDDEN_KNOWN,
  V_KNOWN_DRAW,
  V_NEXT_STARTER,
  V_PHASE,
  V_PLAYERS,
  V_SEAT,
  V_SETUP_REVEALS,
  V_TO_MOVE,
  V_UNSEEN,
} from '../layout';
import { pileMade, scanSeat } from './moves';
import { idiv, poolCard, setK, setPoolCard, v } from './position';
import { cards, readRules } from './rules';

let poolSize: number = 0;

/** Fills the pool with the cards counted at view word `counts` (per value). */
function fillPool(counts: number): void {
  poolSize = 0;
  for (let kind = 0; kind < CARD_KINDS; kind++) {
    const card = kind + MIN_CARD;
    for (let i = v(counts + kind); i > 0; i--) {
      setPoolCard(poolSize, card);
      poolSize++;
    }
  }
}

/** Takes a uniformly random card out of the pool. */
function takeFromPool(): number {
  const at = below(poolSize);
  const card = poolCard(at);
  poolSize--;
  setPoolCard(at, poolCard(poolSize));
  return card;
}

/** Ten times the mean value of the unseen cards (integer division), 50 when none is unseen. */
export function faceDownEstimate10(): number {
  let count = 0;
  let sum = 0;
  for (let kind = 0; kind < CARD_KINDS; kind++) {
    count += v(V_UNSEEN + kind);
    sum += v(V_UNSEEN + kind) * (kind + MIN_CARD);
  }
  return count === 0 ? 50 : idiv(10 * sum, count);
}

/** Copies the public part of the view into the working position. */
function loadPublic(): void {
  const n = v(V_PLAYERS);
  setK(K_PLAYERS, n);
  setK(K_SEAT, v(V_SEAT));
  setK(K_PHASE, v(V_PHASE));
  setK(K_TO_MOVE, v(V_TO_MOVE));
  setK(K_NEXT_STARTER, v(V_NEXT_STARTER));
  setK(K_ENDER, v(V_ENDER));
  setK(K_FINAL_TURNS_LEFT, v(V_FINAL_TURNS_LEFT));
  setK(K_DOUBLE_ONLY_POSITIVE, v(V_DOUBLE_ONLY_POSITIVE));
  setK(K_DRAW_SIZE, v(V_DRAW_PILE_SIZE));
  setK(K_FACE_DOWN_ESTIMATE, faceDownEstimate10());
  const discardSize = v(V_DISCARD_SIZE);
  setK(K_DISCARD_SIZE, discardSize);
  for (let i = 0; i < discardSize; i++) setK(K_DISCARD + i, v(V_DISCARD + i));
  for (let slot = 0; slot < n * cards; slot++) setK(K_VISIBLE + slot, v(V_GRIDS + slot));
  for (let seat = 0; seat < MAX_PLAYERS; seat++) {
    setK(K_SETUP_REVEALS + seat, v(V_SETUP_REVEALS + seat));
    let faceDown = 0;
    let sum = 0;
    if (seat < n) {
      for (let slot = seat * cards; slot < (seat + 1) * cards; slot++) {
        const card = v(V_GRIDS + slot);
        if (card === SLOT_FACE_DOWN) faceDown++;
        else if (card <= MAX_CARD) sum += card;
      }
    }
    setK(K_FACE_DOWN_COUNT + seat, faceDown);
    setK(K_KNOWN_SUM + seat, sum);
  }
  for (let seat = 0; seat < n; seat++) scanSeat(seat);
}

/** Samples the hidden cards of the view (face-down cards, another seat's drawn card, draw pile). */
function sampleHidden(): void {
  const n = v(V_PLAYERS);
  fillPool(V_UNSEEN);
  for (let slot = 0; slot < n * cards; slot++)
    if (v(V_GRIDS + slot) === SLOT_FACE_DOWN) setK(K_HIDDEN + slot, takeFromPool());
  if (v(V_DRAW_PILE_KNOWN) !== 0) fillPool(V_KNOWN_DRAW);
  const drawing = v(V_DRAWING_SEAT);
  let drawn = v(V_DRAWN);
  if (drawing >= 0 && drawn === NO_CARD) drawn = takeFromPool();
  setK(K_DRAWN, drawing >= 0 ? drawn : NO_CARD);
  const drawSize = v(V_DRAW_PILE_SIZE);
  for (let i = 0; i < drawSize; i++) setK(K_DRAW + i, takeFromPool());
}

/** Copies the hidden blocks of a full state. */
function loadHidden(): void {
  const slots = v(V_PLAYERS) * cards;
  for (let slot = 0; slot < slots; slot++) setK(K_HIDDEN + slot, v(V_HIDDEN_GRIDS + slot));
  const drawSize = v(V_DRAW_PILE_SIZE);
  for (let i = 0; i < drawSize; i++) setK(K_DRAW + i, v(V_HIDDEN_DRAW + i));
  const drawing = v(V_DRAWING_SEAT);
  const drawn = v(V_DRAWN);
  setK(K_DRAWN, drawing < 0 ? NO_CARD : drawn !== NO_CARD ? drawn : v(V_HIDDEN_DRAWN));
}

/** Loads the encoded view and its rules into the working position, sampling what it hides. */
export function loadView(): void {
  readRules();
  loadPublic();
  const known = v(V_HIDDEN_KNOWN) !== 0;
  if (known) loadHidden();
  else sampleHidden();
  setK(K_SEAT_SHARES, known ? 0 : 1);
  pileMade(v(V_DRAW_PILE_SIZE));
}
