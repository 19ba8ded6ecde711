// One player's action on the game state, with every check of src/engine/turn.ts, in its order.
import {
  ACTION_DRAW,
  ACTION_DRAW_DISCARD,
  ACTION_DRAW_SWAP,
  ACTION_REVEAL,
  ACTION_TAKE_DISCARD,
  ADDR_GAME,
  ADDR_GAME_BACKUP,
  ERR_ALREADY_REVEALED_IN_GRID,
  ERR_ALREADY_REVEALED_TWO,
  ERR_BAD_PLAYER,
  ERR_BAD_POSITION,
  ERR_CARD_ALREADY_DRAWN,
  ERR_CARD_NOT_FACE_DOWN,
  ERR_GAME_OVER,
  ERR_NOT_YOUR_TURN,
  ERR_POSITION_REMOVED,
  ERR_ROUND_OVER,
  ERR_SETUP_FINISHED,
  ERR_SETUP_NOT_FINISHED,
  ERR_UNKNOWN_ACTION,
  ERR_UNKNOWN_DRAWN_CARD,
  ERR_UNKNOWN_GRID_CARD,
  G_CARDS,
  G_DISCARD,
  G_DISCARD_SIZE,
  G_DRAWN,
  G_ENDER,
  G_FINAL_TURNS_LEFT,
  G_KNOWN_DRAW,
  G_KNOWN_DRAW_VALID,
  G_PHASE,
  G_PLAYERS,
  G_SETUP_REVEALS,
  G_SLOTS,
  G_TO_MOVE,
  GAME_WORDS,
  MIN_CARD,
  NO_CARD,
  OK,
  PHASE_GAME_OVER,
  PHASE_ROUND_OVER,
  PHASE_SETUP,
  PHASE_TURNS,
  RULE_SETUP_REVEALS,
  STATE_FACE_DOWN,
  STATE_FACE_UP,
  STATE_REMOVED,
  UNKNOWN_CARD,
} from '../layout';
import { fail, g, setG } from './memory';
import { drawnCard, drawTop, pushDiscard } from './piles';
import {
  cardsPerGrid,
  cardsPerSeat,
  checkLinesAt,
  faceDownInGrid,
  grids,
  rule,
  setupRevealsPerSeat,
} from './lines';
import { endRound, startTurns } from './round-end';

/** Whether the round is being played (set-up or turns). */
export function isPlaying(): bool {
  const phase = g(G_PHASE);
  return phase == PHASE_SETUP || phase == PHASE_TURNS;
}

/**
 * Applies action `type` of seat `p` at `pos` (an ACTION_* code; `pos` is ignored for a draw).
 * Returns OK, or an error code with the state left as it was.
 */
export function applyAction(p: i32, type: i32, pos: i32): i32 {
  memory.copy(<usize>ADDR_GAME_BACKUP, <usize>ADDR_GAME, GAME_WORDS << 2);
  const problem = play(p, type, pos);
  if (problem != OK) memory.copy(<usize>ADDR_GAME, <usize>ADDR_GAME_BACKUP, GAME_WORDS << 2);
  return problem;
}

function play(p: i32, type: i32, pos: i32): i32 {
  const problem = actorProblem(p, type, pos);
  if (problem != OK) return problem;
  if (type == ACTION_REVEAL) return reveal(p, pos);
  if (type == ACTION_TAKE_DISCARD) return takeDiscard(p, pos);
  if (type == ACTION_DRAW) return drawOnly();
  return placeDrawn(p, type, pos);
}

/** The checks made before any card moves, in the engine's order (checkActor). */
function actorProblem(p: i32, type: i32, pos: i32): i32 {
  if (type < ACTION_REVEAL || type > ACTION_DRAW) return fail(ERR_UNKNOWN_ACTION);
  const phase = g(G_PHASE);
  if (phase == PHASE_GAME_OVER) return fail(ERR_GAME_OVER);
  if (phase == PHASE_ROUND_OVER) return fail(ERR_ROUND_OVER);
  if (p < 0 || p >= g(G_PLAYERS)) return fail(ERR_BAD_PLAYER);
  if (type != ACTION_DRAW && (pos < 0 || pos >= cardsPerSeat())) return fail(ERR_BAD_POSITION);
  if (phase == PHASE_SETUP) {
    if (type != ACTION_REVEAL) return fail(ERR_SETUP_NOT_FINISHED);
    if (g(G_SETUP_REVEALS + p) >= setupRevealsPerSeat()) return fail(ERR_ALREADY_REVEALED_TWO);
    return OK;
  }
  if (type == ACTION_REVEAL) return fail(ERR_SETUP_FINISHED);
  const toMove = g(G_TO_MOVE);
  if (p != toMove) return fail(ERR_NOT_YOUR_TURN, toMove);
  if ((type == ACTION_TAKE_DISCARD || type == ACTION_DRAW) && g(G_DRAWN) != NO_CARD)
    return fail(ERR_CARD_ALREADY_DRAWN);
  return OK;
}

/** Whether position `pos` of `p` is gone with its line (R4.4, R9.3): an error code, or OK. */
function removedProblem(slot: i32, pos: i32): i32 {
  return g(G_SLOTS + slot) == STATE_REMOVED ? fail(ERR_POSITION_REMOVED, pos) : OK;
}

/** Whether the card at `slot` is in play and face-down: an error code, or OK. */
function notFaceDownProblem(slot: i32, pos: i32): i32 {
  const state = g(G_SLOTS + slot);
  if (state == STATE_REMOVED) return fail(ERR_POSITION_REMOVED, pos);
  if (state == STATE_FACE_UP) return fail(ERR_CARD_NOT_FACE_DOWN, pos);
  return OK;
}

/** Whether the card at `slot` is unknown, so cannot be turned up: an error code, or OK. */
function unknownProblem(slot: i32, pos: i32): i32 {
  return g(G_CARDS + slot) == UNKNOWN_CARD ? fail(ERR_UNKNOWN_GRID_CARD, pos) : OK;
}

/** The checks of turning the face-down card at `slot` up: an error code, or OK. */
function faceDownProblem(slot: i32, pos: i32): i32 {
  const problem = notFaceDownProblem(slot, pos);
  return problem != OK ? problem : unknownProblem(slot, pos);
}

/**
 * R2.3, R9.2: a set-up reveal, in a grid with reveals left (R9.5); a line it completes goes at
 * once (R9.3). The last reveal starts the turns (R2.4, R2.5).
 */
function reveal(p: i32, pos: i32): i32 {
  const slot = p * cardsPerSeat() + pos;
  let problem = notFaceDownProblem(slot, pos);
  if (problem != OK) return problem;
  const grid = pos / cardsPerGrid();
  if (grids() > 1 && cardsPerGrid() - faceDownInGrid(p, grid) >= rule(RULE_SETUP_REVEALS))
    return fail(ERR_ALREADY_REVEALED_IN_GRID, grid);
  problem = unknownProblem(slot, pos);
  if (problem != OK) return problem;
  setG(G_SLOTS + slot, STATE_FACE_UP);
  checkLinesAt(p, pos);
  setG(G_SETUP_REVEALS + p, g(G_SETUP_REVEALS + p) + 1);
  const n = g(G_PLAYERS);
  const perSeat = setupRevealsPerSeat();
  for (let seat = 0; seat < n; seat++) if (g(G_SETUP_REVEALS + seat) != perSeat) return OK;
  startTurns();
  return OK;
}

/** R3.1 and R3.2a: `card` lies face-up at `slot`; the card it replaces goes onto the discard pile. */
function putDown(slot: i32, pos: i32, card: i32): i32 {
  const replaced = g(G_CARDS + slot);
  if (replaced == UNKNOWN_CARD) return fail(ERR_UNKNOWN_GRID_CARD, pos);
  setG(G_CARDS + slot, card);
  setG(G_SLOTS + slot, STATE_FACE_UP);
  pushDiscard(replaced);
  return OK;
}

/** R3.1: take the discard top and swap it in at `pos`. */
function takeDiscard(p: i32, pos: i32): i32 {
  const slot = p * cardsPerSeat() + pos;
  let problem = removedProblem(slot, pos);
  if (problem != OK) return problem;
  const size = g(G_DISCARD_SIZE) - 1;
  const taken = g(G_DISCARD + size);
  setG(G_DISCARD_SIZE, size);
  problem = putDown(slot, pos, taken);
  if (problem != OK) return problem;
  return endTurn(p, pos);
}

/** The first half of R3.2 in interactive play: the drawn card waits to be placed. */
function drawOnly(): i32 {
  const problem = drawTop();
  if (problem != OK) return problem;
  setG(G_DRAWN, drawnCard);
  return OK;
}

/** R3.2: draws unless a card is drawn already, then swaps it in (a) or discards it and turns (b). */
function placeDrawn(p: i32, type: i32, pos: i32): i32 {
  let card = g(G_DRAWN);
  if (card == NO_CARD) {
    const problem = drawTop();
    if (problem != OK) return problem;
    card = drawnCard;
  }
  if (card == UNKNOWN_CARD) return fail(ERR_UNKNOWN_DRAWN_CARD);
  const slot = p * cardsPerSeat() + pos;
  if (type == ACTION_DRAW_SWAP) {
    const problem = removedProblem(slot, pos);
    if (problem != OK) return problem;
    const placed = putDown(slot, pos, card);
    if (placed != OK) return placed;
  } else {
    const problem = faceDownProblem(slot, pos);
    if (problem != OK) return problem;
    pushDiscard(card);
    setG(G_SLOTS + slot, STATE_FACE_UP);
  }
  setG(G_DRAWN, NO_CARD);
  if (g(G_KNOWN_DRAW_VALID) != 0) {
    const at = G_KNOWN_DRAW + card - MIN_CARD;
    setG(at, g(at) - 1);
  }
  return endTurn(p, pos);
}

/** Face-down cards left in the grids of `p`. */
function faceDownCount(p: i32): i32 {
  const cards = cardsPerSeat();
  let count = 0;
  for (let slot = p * cards; slot < (p + 1) * cards; slot++)
    if (g(G_SLOTS + slot) == STATE_FACE_DOWN) count++;
  return count;
}

/**
 * After a turn's card moves: line removal (R4.1, R4.3, R9.3), the ender (R5.1, R9.5: no
 * face-down card in any grid), the next seat.
 */
function endTurn(p: i32, pos: i32): i32 {
  checkLinesAt(p, pos);
  const n = g(G_PLAYERS);
  let ender = g(G_ENDER);
  if (ender < 0) {
    if (faceDownCount(p) == 0) {
      ender = p;
      setG(G_ENDER, p);
      setG(G_FINAL_TURNS_LEFT, n - 1);
    }
  } else {
    setG(G_FINAL_TURNS_LEFT, g(G_FINAL_TURNS_LEFT) - 1);
  }
  setG(G_TO_MOVE, (p + 1) % n);
  if (ender >= 0 && g(G_FINAL_TURNS_LEFT) == 0) return endRound();
  return OK;
}
