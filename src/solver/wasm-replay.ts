import { type Card, gridShape, type RecordError, type ReplayResult } from '../engine';
import { errorMessage } from './errors';
import {
  ADDR_ERROR,
  ADDR_GAME,
  ADDR_RECORD,
  E_ACTION,
  E_CODE,
  E_DETAIL,
  E_DETAIL2,
  E_ROUND,
  G_PHASE,
  G_PLAYERS,
  G_ROUNDS_DONE,
  G_WINNERS,
  GAME_WORDS,
  NO_CARD,
  OK,
  PHASE_GAME_OVER,
  PHASE_SETUP,
  PHASE_TURNS,
  ROW_DOUBLED,
  ROW_ENDER,
  ROW_GRIDS,
  ROW_SCORES,
  ROW_STARTER,
  ROW_TOTALS,
  ROW_WORDS,
} from './layout';
import { encodeRecord } from './record-encoder';
import { ensureMemory, type SolverExports, wordsAt } from './wasm-module';

/** The outcome of a replay in the solver: the result of GAME-RECORD.md, or where and why it failed. */
export type SolverReplayOutcome =
  | { readonly ok: true; readonly result: ReplayResult }
  | { readonly ok: false; readonly error: RecordError };

/** The action at `round`/`action` of the raw document, if there is one, to quote in a message. */
function rawAction(
  document: unknown,
  round: number,
  action: number,
): Record<string, unknown> | null {
  const rounds = (document as { rounds?: unknown }).rounds;
  const actions = Array.isArray(rounds) ? (rounds[round] as { actions?: unknown })?.actions : null;
  const found: unknown = Array.isArray(actions) ? actions[action] : null;
  return typeof found === 'object' && found !== null ? (found as Record<string, unknown>) : null;
}

/** A finished round of the result, read from its row; each seat has `cards` positions. */
function roundFromRow(
  row: Int32Array,
  players: number,
  cards: number,
): ReplayResult['rounds'][number] {
  const seats = Array.from({ length: players }, (_, seat) => seat);
  return {
    complete: true,
    starter: row[ROW_STARTER]!,
    ender: row[ROW_ENDER]!,
    doubled: row[ROW_DOUBLED] === 1,
    scores: seats.map((seat) => row[ROW_SCORES + seat]!),
    totals: seats.map((seat) => row[ROW_TOTALS + seat]!),
    grids: seats.map((seat) =>
      Array.from(row.subarray(ROW_GRIDS + seat * cards, ROW_GRIDS + (seat + 1) * cards), (card) =>
        card === NO_CARD ? null : (card as Card),
      ),
    ),
  };
}

/**
 * Replays a parsed game record in the solver: the schemas are checked in TypeScript as the engine
 * does, every rule in WebAssembly. Errors carry the engine's round and action indexes and message.
 */
export function replayOnSolver(solver: SolverExports, document: unknown): SolverReplayOutcome {
  const encoded = encodeRecord(document);
  if (!encoded.ok) return encoded;
  const rowsAddr = ADDR_RECORD + 4 * encoded.words.length;
  ensureMemory(solver, rowsAddr + 4 * ROW_WORDS * encoded.rounds);
  wordsAt(solver, ADDR_RECORD, encoded.words.length).set(encoded.words);
  const code = solver.replay(ADDR_RECORD, rowsAddr);
  if (code !== OK) {
    const failure = wordsAt(solver, ADDR_ERROR, E_DETAIL2 + 1);
    const round = failure[E_ROUND]!;
    const action = failure[E_ACTION]!;
    const message = errorMessage(failure[E_CODE]!, failure[E_DETAIL]!, failure[E_DETAIL2]!, {
      round,
      action: rawAction(document, round, action),
      schemaProblem: encoded.schemaProblem,
      rules: encoded.rules,
    });
    return {
      ok: false,
      error: { round: round < 0 ? null : round, action: action < 0 ? null : action, message },
    };
  }
  const game = wordsAt(solver, ADDR_GAME, GAME_WORDS);
  const players = game[G_PLAYERS]!;
  const done = game[G_ROUNDS_DONE]!;
  const rows = wordsAt(solver, rowsAddr, ROW_WORDS * done);
  const cards = gridShape(encoded.rules).cardsPerSeat;
  const rounds: ReplayResult['rounds'][number][] = Array.from({ length: done }, (_, r) =>
    roundFromRow(rows.subarray(r * ROW_WORDS, (r + 1) * ROW_WORDS), players, cards),
  );
  const phase = game[G_PHASE]!;
  if (phase === PHASE_SETUP || phase === PHASE_TURNS) rounds.push({ complete: false });
  const winners = Array.from({ length: players }, (_, seat) => seat).filter(
    (seat) => (game[G_WINNERS]! >> seat) & 1,
  );
  return { ok: true, result: { rounds, gameOver: phase === PHASE_GAME_OVER, winners } };
}
