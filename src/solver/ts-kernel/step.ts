// Generated from assembly/kernel/step.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// One step of a rollout: a set-up reveal or one turn chosen by the policy; and the candidate
// move the search evaluates. Each returns the action as `seat << 8 | type << 4 | pos`.
import { below } from './random';
import {
  ACTION_DRAW,
  ACTION_DRAW_DISCARD,
  ACTION_DRAW_SWAP,
  ACTION_POS_MASK,
  ACTION_REVEAL,
  ACTION_TAKE_DISCARD,
  ACTION_TYPE_SHIFT,
  GRID_SIZE,
  K_DISCARD,
  K_DISCARD_SIZE,
  K_DRAWN,
  K_FACE_DOWN_COUNT,
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
  SETUP_REVEALS,
  SLOT_FACE_DOWN,
  STEP_SEAT_SHIFT,
} from '../layout';
import {
  drawCard,
  endTurn,
  place,
  popDiscard,
  pushDiscard,
  turnUp,
  updateCompleters,
} from './moves';
import {
  avoidsGoingOut,
  discardThreshold,
  drawnThreshold,
  firstFaceDown,
  highestPos,
  placement,
  scanHighest,
} from './policy';
import { drawResponse, k, setK } from './position';

let turnsPlayed: number = 0;

/** Turns counted by `step` and `applyCandidate` since the module was loaded. */
export function turnCount(): number {
  return turnsPlayed;
}

function code(seat: number, type: number, pos: number): number {
  return (seat << STEP_SEAT_SHIFT) | (type << ACTION_TYPE_SHIFT) | pos;
}

/** R2.4/R2.5: once every seat has revealed two cards, the starter moves first. */
function startTurnsIfReady(): void {
  const n = k(K_PLAYERS);
  for (let seat = 0; seat < n; seat++) if (k(K_SETUP_REVEALS + seat) < SETUP_REVEALS) return;
  let starter = k(K_NEXT_STARTER);
  if (starter < 0) {
    starter = 0;
    for (let seat = 1; seat < n; seat++)
      if (k(K_KNOWN_SUM + seat) > k(K_KNOWN_SUM + starter)) starter = seat;
  }
  for (let seat = 0; seat < n; seat++) updateCompleters(seat);
  setK(K_TO_MOVE, starter);
  setK(K_PHASE, PHASE_TURNS);
}

/** A set-up reveal (R2.3) of `seat` at `pos`. */
function setupReveal(seat: number, pos: number): void {
  turnUp(seat, seat * GRID_SIZE + pos);
  setK(K_SETUP_REVEALS + seat, k(K_SETUP_REVEALS + seat) + 1);
  startTurnsIfReady();
}

/** The set-up step: the lowest seat still to reveal turns a random face-down card up. */
function setupStep(): number {
  let seat = 0;
  while (k(K_SETUP_REVEALS + seat) >= SETUP_REVEALS) seat++;
  let skip = below(k(K_FACE_DOWN_COUNT + seat));
  let pos = 0;
  for (; ; pos++) {
    if (k(K_VISIBLE + seat * GRID_SIZE + pos) !== SLOT_FACE_DOWN) continue;
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
      turnUp(seat, seat * GRID_SIZE + faceDown);
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
  scanHighest(seat);
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
    turnUp(seat, seat * GRID_SIZE + pos);
  } else {
    scanHighest(seat);
    placeDrawnCard(seat, card);
    return;
  }
  endTurn(seat, pos);
}

/** Plays the candidate action `action` (type << 4 | pos) for the view's seat. */
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
    turnUp(seat, seat * GRID_SIZE + pos);
  }
  endTurn(seat, pos);
}
