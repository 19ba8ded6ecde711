// The end of a round (R5.2–R5.4, R9.4), the end of the game (R7) and who starts a round (R2.4,
// R2.5).
import {
  ERR_UNKNOWN_FINAL_CARD,
  G_CARDS,
  G_DOUBLE_ONLY_POSITIVE,
  G_ENDER,
  G_LAST_DOUBLED,
  G_LAST_ENDER,
  G_LAST_SCORES,
  G_LAST_STARTER,
  G_NEXT_ROUND_STARTER,
  G_PHASE,
  G_PLAYERS,
  G_ROUNDS_DONE,
  G_SLOTS,
  G_STARTER,
  G_TARGET,
  G_TARGET_REACHED,
  G_TIE,
  G_TO_MOVE,
  G_TOTALS,
  G_WINNERS,
  OK,
  PHASE_GAME_OVER,
  PHASE_ROUND_OVER,
  PHASE_TURNS,
  PENALTY_ADD_FIRST,
  RULE_ENDER_FLAT,
  RULE_ENDER_MULTIPLIER,
  RULE_PENALTY_ORDER,
  STARTER_ENDER,
  STARTER_HIGHEST_REVEAL,
  STATE_FACE_UP,
  STATE_REMOVED,
  TIE_SHARED,
  UNKNOWN_CARD,
} from '../layout';
import { cardsPerSeat, checkAllLines, rule } from './lines';
import { fail, g, setG } from './memory';

/** The lowest seat among those whose word at `block + seat` is the lowest. */
function lowestSeat(block: i32, n: i32): i32 {
  let best = 0;
  for (let seat = 1; seat < n; seat++) if (g(block + seat) < g(block + best)) best = seat;
  return best;
}

/** Bit per seat whose word at `block + seat` equals the lowest. */
function lowestMask(block: i32, n: i32): i32 {
  const lowest = g(block + lowestSeat(block, n));
  let mask = 0;
  for (let seat = 0; seat < n; seat++) if (g(block + seat) == lowest) mask |= 1 << seat;
  return mask;
}

/** The seat that starts the round being set up: R2.5 after a first round, else R2.4. */
export function roundStarter(): i32 {
  const n = g(G_PLAYERS);
  const rule = g(G_NEXT_ROUND_STARTER);
  if (g(G_ROUNDS_DONE) > 0 && rule != STARTER_HIGHEST_REVEAL) {
    return rule == STARTER_ENDER ? g(G_LAST_ENDER) : lowestSeat(G_LAST_SCORES, n);
  }
  const cards = cardsPerSeat();
  let best = 0;
  let bestSum = i32.MIN_VALUE;
  for (let seat = 0; seat < n; seat++) {
    let sum = 0;
    for (let slot = seat * cards; slot < (seat + 1) * cards; slot++)
      if (g(G_SLOTS + slot) == STATE_FACE_UP) sum += g(G_CARDS + slot);
    if (sum > bestSum) {
      best = seat;
      bestSum = sum;
    }
  }
  return best;
}

/** Set-up is over (R2.3, R9.2): the round's starter takes the first turn (R2.4, R2.5). */
export function startTurns(): void {
  const starter = roundStarter();
  setG(G_STARTER, starter);
  setG(G_TO_MOVE, starter);
  setG(G_PHASE, PHASE_TURNS);
}

/** R9.4: the ender's round score `score` once the penalty of the rules applies to it. */
function penalised(score: i32): i32 {
  const multiplier = rule(RULE_ENDER_MULTIPLIER);
  const flat = rule(RULE_ENDER_FLAT);
  return rule(RULE_PENALTY_ORDER) == PENALTY_ADD_FIRST
    ? (score + flat) * multiplier
    : score * multiplier + flat;
}

/**
 * R5.2–R5.4, R9.4 and R7: turns every card up (an unknown one is an error), removes lines (R4.5,
 * R9.3), scores, gives the ender the penalty (R5.3, R9.4), adds to the totals and decides whether
 * the game is over.
 */
export function endRound(): i32 {
  const n = g(G_PLAYERS);
  const cards = cardsPerSeat();
  for (let seat = 0; seat < n; seat++) {
    for (let pos = 0; pos < cards; pos++) {
      const slot = seat * cards + pos;
      if (g(G_SLOTS + slot) != STATE_REMOVED && g(G_CARDS + slot) == UNKNOWN_CARD)
        return fail(ERR_UNKNOWN_FINAL_CARD, seat, pos);
    }
  }
  for (let seat = 0; seat < n; seat++) {
    let score = 0;
    for (let slot = seat * cards; slot < (seat + 1) * cards; slot++)
      if (g(G_SLOTS + slot) != STATE_REMOVED) setG(G_SLOTS + slot, STATE_FACE_UP);
    checkAllLines(seat);
    for (let slot = seat * cards; slot < (seat + 1) * cards; slot++)
      if (g(G_SLOTS + slot) != STATE_REMOVED) score += g(G_CARDS + slot);
    setG(G_LAST_SCORES + seat, score);
  }
  const ender = g(G_ENDER);
  const enderScore = g(G_LAST_SCORES + ender);
  let notStrictlyLowest = false;
  for (let seat = 0; seat < n; seat++)
    if (seat != ender && g(G_LAST_SCORES + seat) <= enderScore) notStrictlyLowest = true;
  const doubled = notStrictlyLowest && (enderScore > 0 || g(G_DOUBLE_ONLY_POSITIVE) == 0);
  if (doubled) setG(G_LAST_SCORES + ender, penalised(enderScore));
  for (let seat = 0; seat < n; seat++) {
    const total = g(G_TOTALS + seat) + g(G_LAST_SCORES + seat);
    setG(G_TOTALS + seat, total);
    if (total >= g(G_TARGET)) setG(G_TARGET_REACHED, 1);
  }
  setG(G_LAST_STARTER, g(G_STARTER));
  setG(G_LAST_ENDER, ender);
  setG(G_LAST_DOUBLED, doubled ? 1 : 0);
  setG(G_ROUNDS_DONE, g(G_ROUNDS_DONE) + 1);
  setG(G_TO_MOVE, -1);
  const winners = lowestMask(G_TOTALS, n);
  const over = g(G_TARGET_REACHED) != 0 && (g(G_TIE) == TIE_SHARED || popcnt(winners) == 1);
  setG(G_PHASE, over ? PHASE_GAME_OVER : PHASE_ROUND_OVER);
  setG(G_WINNERS, over ? winners : 0);
  return OK;
}
