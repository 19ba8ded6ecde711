// Generated from assembly/kernel/step.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// One step of a rollout: a set-up reveal or one turn chosen by the policy; and the candidate
// move the search evaluates. Each returns the action as `seat << STEP_SEAT_SHIFT | action code`.
import { below } from './random';
import {
  ACTION_DRAW,
  ACTION_DRAW_DISCARD,
  ACTION_DRAW_SWAP,
  ACTION_POS_MASK,
  ACTION_REVEAL,
  ACTION_TAKE_DISCARD,
  ACTION_TYPE_SHIFT,
  K_DISCARD,
  K_DISCARD_SIZE,
  K_DRAWN,
  K_KNOWN_SUM,
  K_NEXT_STARTER,
  K_PHASE,
  K_PLAYERS,
  K_SEAT,
  K_SETUP_REVEALS,
  K_TO_MOVE,
  K_VISIBLE,
  MIN_CARD,
  NO_CARD,
  PHASE_SETUP,
  PHASE_TURNS,
  SLOT_FACE_DOWN,
  STEP_SEAT_SHIFT,
} from '../layout';
import {
  drawCard,
  endTurn,
  place,
  popDiscard,
  pushDiscard,
  removeLinesAt,
  turnUp,
  scanSeat,
} from './moves';
import {
  avoidsGoingOut,
  discardThreshold,
  drawnThreshold,
  firstFaceDown,
  highestPos,
  placement,
  readHighest,
} from './policy';
import { drawResponse, k, setK } from './position';
import { cards, cardsPerGrid, grids, revealsPerGrid, revealsPerSeat } from './rules';

let turnsPlayed: number = 0;

/** Turns counted by `step` and `applyCandidate` since the module was loaded. */
export function turnCount(): number {
  return turnsPlayed;
}

function code(seat: number, type: number, pos: number): number {
  return (seat << STEP_SEAT_SHIFT) | (type << ACTION_TYPE_SHIFT) | pos;
}

/** R2.4/R2.5: once every seat has made its set-up reveals (R9.2), the starter moves first. */
function startTurnsIfReady(): void {
  const n = k(K_PLAYERS);
  for (let seat = 0; seat < n; seat++) if (k(K_SETUP_REVEALS + seat) < revealsPerSeat) return;
  let starter = k(K_NEXT_STARTER);
  if (starter < 0) {
    starter = 0;
    for (let seat = 1; seat < n; seat++)
      if (k(K_KNOWN_SUM + seat) > k(K_KNOWN_SUM + starter)) starter = seat;
  }
  for (let seat = 0; seat < n; seat++) scanSeat(seat);
  setK(K_TO_MOVE, starter);
  setK(K_PHASE, PHASE_TURNS);
}

/** A set-up reveal (R2.3, R9.2) of `seat` at `pos`; a line it completes goes at once (R9.3). */
function setupReveal(seat: number, pos: number): void {
  turnUp(seat, seat * cards + pos);
  removeLinesAt(seat, pos);
  setK(K_SETUP_REVEALS + seat, k(K_SETUP_REVEALS + seat) + 1);
  startTurnsIfReady();
}

/**
 * Whether `seat` may still turn up a card of the grid holding `pos` in set-up (R9.2, R9.5): with
 * one grid always; with two, while fewer of that grid's cards than its reveals are face-up (every
 * card of a grid not face-down was turned by a set-up reveal).
 */
function revealsLeftAt(seat: number, pos: number): boolean {
  if (grids === 1) return true;
  const first = seat * cards + (pos < cardsPerGrid ? 0 : cardsPerGrid);
  let turned = 0;
  for (let slot = first; slot < first + cardsPerGrid; slot++)
    if (k(K_VISIBLE + slot) !== SLOT_FACE_DOWN) turned++;
  return turned < revealsPerGrid;
}

/**
 * The set-up step: the lowest seat still to reveal turns up a random face-down card of a grid
 * with reveals left.
 */
function setupStep(): number {
  let seat = 0;
  while (k(K_SETUP_REVEALS + seat) >= revealsPerSeat) seat++;
  let open = 0;
  for (let pos = 0; pos < cards; pos++)
    if (k(K_VISIBLE + seat * cards + pos) === SLOT_FACE_DOWN && revealsLeftAt(seat, pos)) open++;
  let skip = below(open);
  let pos = 0;
  for (; ; pos++) {
    if (k(K_VISIBLE + seat * cards + pos) !== SLOT_FACE_DOWN || !revealsLeftAt(seat, pos)) continue;
    if (skip === 0) break;
    skip--;
  }
  setupReveal(seat, pos);
  return code(seat, ACTION_REVEAL, pos);
}

/** R3.2 with the drawn `card` in hand: the policy keeps it, or discards it and turns a card. */
function placeDrawnCard(seat: number, card: number): number {
  const n = k(K_PLAYERS);
  const next = seat + 1 === n ? 0 : seat + 1;
  let pos = placement(seat, card, drawnThreshold(seat, next, card));
  if (pos < 0) {
    const faceDown = firstFaceDown(seat);
    if (faceDown < 0 || avoidsGoingOut(seat)) {
      pos = highestPos;
    } else {
      pushDiscard(card);
      turnUp(seat, seat * cards + faceDown);
      endTurn(seat, faceDown);
      return code(seat, ACTION_DRAW_DISCARD, faceDown);
    }
  }
  place(seat, pos, card);
  endTurn(seat, pos);
  return code(seat, ACTION_DRAW_SWAP, pos);
}

/** One action chosen by the policy for the seat to act; returns its code. */
export function step(): number {
  if (k(K_PHASE) === PHASE_SETUP) return setupStep();
  turnsPlayed++;
  const seat = k(K_TO_MOVE);
  readHighest(seat);
  const pending = k(K_DRAWN);
  if (pending !== NO_CARD) {
    setK(K_DRAWN, NO_CARD);
    return placeDrawnCard(seat, pending);
  }
  const top = k(K_DISCARD + k(K_DISCARD_SIZE) - 1);
  const pos = placement(seat, top, discardThreshold(seat));
  if (pos >= 0) {
    place(seat, pos, popDiscard());
    endTurn(seat, pos);
    return code(seat, ACTION_TAKE_DISCARD, pos);
  }
  return placeDrawnCard(seat, drawCard());
}

/** The drawn card in hand, or a new one from the draw pile. */
function cardInHand(): number {
  const pending = k(K_DRAWN);
  if (pending === NO_CARD) return drawCard();
  setK(K_DRAWN, NO_CARD);
  return pending;
}

/**
 * A `draw` candidate: draws, then plays the response the search gave for that card (a draw-swap
 * or a draw-discard), or lets the policy place it when there is none.
 */
function drawAndRespond(seat: number): void {
  const card = drawCard();
  const response = drawResponse(card - MIN_CARD);
  const type = response >> ACTION_TYPE_SHIFT;
  const pos = response & ACTION_POS_MASK;
  if (type === ACTION_DRAW_SWAP) {
    place(seat, pos, card);
  } else if (type === ACTION_DRAW_DISCARD) {
    pushDiscard(card);
    turnUp(seat, seat * cards + pos);
  } else {
    readHighest(seat);
    placeDrawnCard(seat, card);
    return;
  }
  endTurn(seat, pos);
}

/** Plays the candidate action `action` (an action code) for the view's seat. */
export function applyCandidate(action: number): void {
  const seat = k(K_SEAT);
  const type = action >> ACTION_TYPE_SHIFT;
  const pos = action & ACTION_POS_MASK;
  if (type === ACTION_REVEAL) {
    setupReveal(seat, pos);
    return;
  }
  turnsPlayed++;
  if (type === ACTION_DRAW) {
    drawAndRespond(seat);
    return;
  }
  if (type === ACTION_TAKE_DISCARD) {
    place(seat, pos, popDiscard());
  } else if (type === ACTION_DRAW_SWAP) {
    place(seat, pos, cardInHand());
  } else if (type === ACTION_DRAW_DISCARD) {
    pushDiscard(cardInHand());
    turnUp(seat, seat * cards + pos);
  }
  endTurn(seat, pos);
}
