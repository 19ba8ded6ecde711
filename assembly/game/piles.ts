// The draw and discard piles of the game state, and the reshuffle of R6.1 from a recorded order.
import { kindOf } from '../cards';
import {
  CARD_KINDS,
  ERR_BAD_RESHUFFLE,
  ERR_MISSING_RESHUFFLE,
  G_DISCARD,
  G_DISCARD_SIZE,
  G_DRAW,
  G_DRAW_SIZE,
  G_KNOWN_DRAW,
  G_KNOWN_DRAW_VALID,
  G_RESHUFFLES_USED,
  G_ROUND_ADDR,
  MAX_CARD,
  MIN_CARD,
  OK,
  R_BODY,
  R_RESHUFFLES,
  UNKNOWN_CARD,
} from '../layout';
import { fail, g, setG, word } from './memory';

const ORDER_COUNTS: usize = memory.data(64);

/** Puts `card` face-up on the discard pile. */
export function pushDiscard(card: i32): void {
  const size = g(G_DISCARD_SIZE);
  setG(G_DISCARD + size, card);
  setG(G_DISCARD_SIZE, size + 1);
}

/** The card drawn by the last successful `drawTop`. */
export let drawnCard: i32 = 0;

/** Draws the top card into `drawnCard`, reshuffling first if the pile is empty (R6.1). */
export function drawTop(): i32 {
  if (g(G_DRAW_SIZE) == 0) {
    const problem = reshuffle();
    if (problem != OK) return problem;
  }
  const size = g(G_DRAW_SIZE) - 1;
  drawnCard = g(G_DRAW + size);
  setG(G_DRAW_SIZE, size);
  return OK;
}

/** The byte address of reshuffle `index` (its length word) in the current round's record. */
function reshuffleAddr(index: i32): i32 {
  let addr = g(G_ROUND_ADDR) + (R_BODY << 2);
  for (let i = 0; i < index; i++) addr += (word(addr, 0) + 1) << 2;
  return addr;
}

/**
 * R6.1: every discard but the top becomes the draw pile in the record's next order, which must
 * hold exactly those cards (unknown entries allowed); the draw pile's multiset becomes public.
 */
function reshuffle(): i32 {
  const under = g(G_DISCARD_SIZE) - 1;
  const used = g(G_RESHUFFLES_USED);
  if (used >= word(g(G_ROUND_ADDR), R_RESHUFFLES)) return fail(ERR_MISSING_RESHUFFLE, used);
  const order = reshuffleAddr(used);
  if (word(order, 0) != under) return fail(ERR_BAD_RESHUFFLE, used, under);
  memory.fill(ORDER_COUNTS, 0, CARD_KINDS << 2);
  for (let i = 0; i < CARD_KINDS; i++) setG(G_KNOWN_DRAW + i, 0);
  for (let i = 0; i < under; i++) {
    const kind = kindOf(g(G_DISCARD + i));
    setG(G_KNOWN_DRAW + kind, g(G_KNOWN_DRAW + kind) + 1);
  }
  for (let i = 0; i < under; i++) {
    const card = word(order, 1 + i);
    if (card == UNKNOWN_CARD) continue;
    if (card < MIN_CARD || card > MAX_CARD) return fail(ERR_BAD_RESHUFFLE, used, under);
    const at = ORDER_COUNTS + ((<usize>kindOf(card)) << 2);
    const count = load<i32>(at) + 1;
    if (count > g(G_KNOWN_DRAW + kindOf(card))) return fail(ERR_BAD_RESHUFFLE, used, under);
    store<i32>(at, count);
  }
  for (let i = 0; i < under; i++) setG(G_DRAW + i, word(order, under - i));
  setG(G_DRAW_SIZE, under);
  setG(G_DISCARD, g(G_DISCARD + under));
  setG(G_DISCARD_SIZE, 1);
  setG(G_RESHUFFLES_USED, used + 1);
  setG(G_KNOWN_DRAW_VALID, 1);
  return OK;
}
