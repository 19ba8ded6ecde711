// Replaying an encoded game record (GAME-RECORD.md "Replaying"), with the checks and the error
// positions of src/engine/record/replay.ts; a result row is written for every finished round.
import {
  ACTION_SCHEMA_STOP,
  ACTION_WORDS,
  ADDR_ERROR,
  E_ACTION,
  E_ROUND,
  ERR_RECORD_GOES_ON,
  ERR_ROUND_ALREADY_OVER,
  ERR_ROUND_STOPS_EARLY,
  ERR_SCHEMA,
  ERR_UNUSED_RESHUFFLES,
  G_CARDS,
  G_LAST_DOUBLED,
  G_LAST_ENDER,
  G_LAST_SCORES,
  G_LAST_STARTER,
  G_PHASE,
  G_PLAYERS,
  G_RESHUFFLES_USED,
  G_ROUNDS_DONE,
  G_TOTALS,
  MAX_PLAYERS,
  OK,
  PHASE_GAME_OVER,
  R_ACTIONS,
  R_BODY,
  R_RESHUFFLES,
  R_SCHEMA_STOP,
  R_WORDS,
  REC_HEADER_WORDS,
  REC_ROUNDS,
  REC_ROUNDS_ENCODED,
  ROW_DOUBLED,
  ROW_ENDER,
  ROW_GRIDS,
  ROW_SCORES,
  ROW_STARTER,
  ROW_TOTALS,
  ROW_WORDS,
} from '../layout';
import { dealRound, initGame } from './deal';
import { cardsPerSeat } from './lines';
import { fail, g, setWord, word } from './memory';
import { applyAction, isPlaying } from './turn';

/** Records where the replay stopped (round, action or -1) next to the error code; returns it. */
function stopAt(round: i32, action: i32, code: i32): i32 {
  store<i32>(<usize>(ADDR_ERROR + (E_ROUND << 2)), round);
  store<i32>(<usize>(ADDR_ERROR + (E_ACTION << 2)), action);
  return code;
}

/** Writes the result row of the round just finished at `out` (GAME-RECORD.md result). */
function writeRow(out: i32): void {
  setWord(out, ROW_STARTER, g(G_LAST_STARTER));
  setWord(out, ROW_ENDER, g(G_LAST_ENDER));
  setWord(out, ROW_DOUBLED, g(G_LAST_DOUBLED));
  for (let seat = 0; seat < MAX_PLAYERS; seat++) {
    setWord(out, ROW_SCORES + seat, g(G_LAST_SCORES + seat));
    setWord(out, ROW_TOTALS + seat, g(G_TOTALS + seat));
  }
  const slots = g(G_PLAYERS) * cardsPerSeat();
  for (let slot = 0; slot < slots; slot++) setWord(out, ROW_GRIDS + slot, g(G_CARDS + slot));
}

/** The byte address of the first action of the encoded round at `round`. */
function actionsAddr(round: i32): i32 {
  let addr = round + (R_BODY << 2);
  const reshuffles = word(round, R_RESHUFFLES);
  for (let i = 0; i < reshuffles; i++) addr += (word(addr, 0) + 1) << 2;
  return addr;
}

/**
 * Replays the record encoded at `record`, writing a row per finished round from `rows`. Returns
 * OK, or an error code with its round and action indexes in the error block.
 */
export function replayRecord(record: i32, rows: i32): i32 {
  initGame(record);
  fail(OK);
  stopAt(-1, -1, OK);
  const rounds = word(record, REC_ROUNDS);
  const encoded = word(record, REC_ROUNDS_ENCODED);
  let round = record + (REC_HEADER_WORDS << 2);
  for (let r = 0; r < encoded; r++) {
    if (g(G_PHASE) == PHASE_GAME_OVER) return stopAt(r, -1, fail(ERR_RECORD_GOES_ON));
    if (word(round, R_SCHEMA_STOP) != 0) return stopAt(r, -1, fail(ERR_SCHEMA));
    const dealt = dealRound(round);
    if (dealt != OK) return stopAt(r, -1, dealt);
    let action = actionsAddr(round);
    const actions = word(round, R_ACTIONS);
    for (let a = 0; a < actions; a++, action += ACTION_WORDS << 2) {
      const type = word(action, 1);
      if (type == ACTION_SCHEMA_STOP) return stopAt(r, a, fail(ERR_SCHEMA));
      if (!isPlaying()) return stopAt(r, a, fail(ERR_ROUND_ALREADY_OVER));
      const problem = applyAction(word(action, 0), type, word(action, 2));
      if (problem != OK) return stopAt(r, a, problem);
      if (!isPlaying()) writeRow(rows + (g(G_ROUNDS_DONE) - 1) * (ROW_WORDS << 2));
    }
    if (isPlaying() && r < rounds - 1) return stopAt(r, -1, fail(ERR_ROUND_STOPS_EARLY));
    // Orders the actions do not use are an error, in a round in play too (GAME-RECORD.md).
    const unused = word(round, R_RESHUFFLES) - g(G_RESHUFFLES_USED);
    if (unused > 0) return stopAt(r, -1, fail(ERR_UNUSED_RESHUFFLES, unused));
    if (isPlaying()) return OK;
    round += word(round, R_WORDS) << 2;
  }
  return OK;
}
