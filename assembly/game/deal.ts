// Starting a game and dealing a round from a recorded deck (GAME-RECORD.md "Dealing from deck").
import { cardCount, kindOf } from '../cards';
import {
  ADDR_GAME,
  ALL_SLOTS,
  CARD_KINDS,
  DECK_SIZE,
  ERR_BAD_CARD,
  ERR_BAD_DECK,
  ERR_GAME_OVER,
  ERR_ROUND_NOT_OVER,
  ERR_UNKNOWN_DISCARD_START,
  G_CARDS,
  G_DISCARD,
  G_DISCARD_SIZE,
  G_DOUBLE_ONLY_POSITIVE,
  G_DRAW,
  G_DRAW_SIZE,
  G_DRAWN,
  G_ENDER,
  G_FINAL_TURNS_LEFT,
  G_KNOWN_DRAW,
  G_KNOWN_DRAW_VALID,
  G_LAST_ENDER,
  G_LAST_STARTER,
  G_NEXT_ROUND_STARTER,
  G_PHASE,
  G_PLAYERS,
  G_RESHUFFLES_USED,
  G_ROUND_ADDR,
  G_ROUND_INDEX,
  G_SETUP_REVEALS,
  G_SLOTS,
  G_STARTER,
  G_TARGET,
  G_TIE,
  G_TO_MOVE,
  GAME_WORDS,
  MAX_CARD,
  MAX_PLAYERS,
  MIN_CARD,
  NO_CARD,
  OK,
  PHASE_GAME_OVER,
  PHASE_ROUND_OVER,
  PHASE_SETUP,
  R_DECK,
  REC_DOUBLE_ONLY_POSITIVE,
  REC_NEXT_ROUND_STARTER,
  REC_PLAYERS,
  REC_RULES,
  REC_TARGET,
  REC_TIE,
  RULE_WORDS,
  G_RULES,
  STATE_FACE_DOWN,
  STATE_REMOVED,
  UNKNOWN_CARD,
} from '../layout';
import { cardsPerSeat, setupRevealsPerSeat } from './lines';
import { fail, g, setG, word } from './memory';
import { startTurns } from './round-end';

const DECK_COUNTS: usize = memory.data(64);

/**
 * A new game with no round dealt yet, of the seats and rule options in the encoded record header
 * at byte address `header` (REC_* words; RULES.md checked them: `rulesProblem`).
 */
export function initGame(header: i32): void {
  memory.fill(<usize>ADDR_GAME, 0, GAME_WORDS << 2);
  setG(G_PLAYERS, word(header, REC_PLAYERS));
  setG(G_TARGET, word(header, REC_TARGET));
  setG(G_DOUBLE_ONLY_POSITIVE, word(header, REC_DOUBLE_ONLY_POSITIVE));
  setG(G_NEXT_ROUND_STARTER, word(header, REC_NEXT_ROUND_STARTER));
  setG(G_TIE, word(header, REC_TIE));
  for (let i = 0; i < RULE_WORDS; i++) setG(G_RULES + i, word(header, REC_RULES + i));
  setG(G_PHASE, PHASE_ROUND_OVER);
  setG(G_ROUND_INDEX, -1);
  setG(G_STARTER, -1);
  setG(G_TO_MOVE, -1);
  setG(G_ENDER, -1);
  setG(G_DRAWN, NO_CARD);
  setG(G_LAST_STARTER, -1);
  setG(G_LAST_ENDER, -1);
  for (let slot = 0; slot < ALL_SLOTS; slot++) {
    setG(G_CARDS + slot, NO_CARD);
    setG(G_SLOTS + slot, STATE_REMOVED);
  }
}

/** Why the deck of the round at `roundAddr` cannot be dealt (R1.1), or OK. */
function deckProblem(roundAddr: i32): i32 {
  memory.fill(DECK_COUNTS, 0, CARD_KINDS << 2);
  for (let i = 0; i < DECK_SIZE; i++) {
    const card = word(roundAddr, R_DECK + i);
    if (card == UNKNOWN_CARD) continue;
    if (card < MIN_CARD || card > MAX_CARD) return fail(ERR_BAD_CARD, i);
    const at = DECK_COUNTS + ((<usize>kindOf(card)) << 2);
    store<i32>(at, load<i32>(at) + 1);
  }
  for (let kind = 0; kind < CARD_KINDS; kind++) {
    const count = load<i32>(DECK_COUNTS + ((<usize>kind) << 2));
    if (count > cardCount(kind)) return fail(ERR_BAD_DECK, kind, count);
  }
  return OK;
}

/** Deals the next round from the encoded round at `roundAddr` (R2.1, R2.2); an error code or OK. */
export function dealRound(roundAddr: i32): i32 {
  const phase = g(G_PHASE);
  if (phase == PHASE_GAME_OVER) return fail(ERR_GAME_OVER);
  if (phase != PHASE_ROUND_OVER) return fail(ERR_ROUND_NOT_OVER);
  const problem = deckProblem(roundAddr);
  if (problem != OK) return problem;
  const n = g(G_PLAYERS);
  const dealt = cardsPerSeat() * n;
  const discardStart = word(roundAddr, R_DECK + dealt);
  if (discardStart == UNKNOWN_CARD) return fail(ERR_UNKNOWN_DISCARD_START);
  for (let slot = 0; slot < dealt; slot++) {
    setG(G_CARDS + slot, word(roundAddr, R_DECK + slot));
    setG(G_SLOTS + slot, STATE_FACE_DOWN);
  }
  const drawSize = DECK_SIZE - dealt - 1;
  for (let i = 0; i < drawSize; i++) setG(G_DRAW + i, word(roundAddr, R_DECK + DECK_SIZE - 1 - i));
  setG(G_DRAW_SIZE, drawSize);
  setG(G_DISCARD, discardStart);
  setG(G_DISCARD_SIZE, 1);
  setG(G_DRAWN, NO_CARD);
  setG(G_KNOWN_DRAW_VALID, 0);
  for (let kind = 0; kind < CARD_KINDS; kind++) setG(G_KNOWN_DRAW + kind, 0);
  for (let seat = 0; seat < MAX_PLAYERS; seat++) setG(G_SETUP_REVEALS + seat, 0);
  setG(G_STARTER, -1);
  setG(G_TO_MOVE, -1);
  setG(G_ENDER, -1);
  setG(G_FINAL_TURNS_LEFT, 0);
  setG(G_RESHUFFLES_USED, 0);
  setG(G_ROUND_INDEX, g(G_ROUND_INDEX) + 1);
  setG(G_ROUND_ADDR, roundAddr);
  setG(G_PHASE, PHASE_SETUP);
  // With no set-up reveals (R9.2) the turns begin at once.
  if (setupRevealsPerSeat() == 0) startTurns();
  return OK;
}
