import * as v from 'valibot';
import type { RecordAction } from '../actions';
import { type EngineResult, recordedGame, startRecordedRound } from '../game';
import { illegal } from '../illegal';
import type { GameState, RoundResult } from '../state';
import { apply } from '../turn';
import type { RecordError } from './format';
import { actionSchema, describeIssues, documentSchema, roundSchema } from './schema';

/** The outcome of replaying a record: the final state, or where and why the record is wrong. */
export type ReplayOutcome =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly error: RecordError };

/** A finished round as GAME-RECORD.md's replay result gives it. */
export type ReplayedRound = { readonly complete: true } & Pick<
  RoundResult,
  'starter' | 'ender' | 'doubled' | 'scores' | 'totals' | 'grids'
>;

/** The replay result of GAME-RECORD.md ("Replaying"). */
export interface ReplayResult {
  readonly rounds: readonly ({ readonly complete: false } | ReplayedRound)[];
  readonly gameOver: boolean;
  readonly winners: readonly number[];
}

const fail = (round: number | null, action: number | null, message: string): ReplayOutcome => ({
  ok: false,
  error: { round, action, message },
});

/** A record's text parsed as JSON (a UTF-8 byte-order mark before it is allowed), or why not. */
export function parseRecordText(
  text: string,
):
  | { readonly ok: true; readonly document: unknown }
  | { readonly ok: false; readonly error: RecordError } {
  try {
    return { ok: true, document: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    return {
      ok: false,
      error: { round: null, action: null, message: `not JSON: ${(error as Error).message}` },
    };
  }
}

/** Parses JSON text and replays it as a record (GAME-RECORD.md). Never throws on bad input. */
export function replayText(text: string): ReplayOutcome {
  const parsed = parseRecordText(text);
  return parsed.ok ? replayRecord(parsed.document) : parsed;
}

/** How `replayRecord` reads a record. */
export interface ReplayOptions {
  /**
   * The record stops at a draw not yet decided (R3.2; a record holds a draw only with its
   * decision): after the last action the seat to move draws once more, taking the last round's
   * last reshuffle order if that draw empties the pile (R6.1). That order must then be used.
   */
  readonly drawPending?: boolean;
}

/**
 * Replays a parsed record action by action, validating each part as it is reached: the document
 * (round and action `null`), then each round (action `null`), then each action. Reshuffle orders
 * a round's actions do not use are an error of that round, finished or not (GAME-RECORD.md).
 */
export function replayRecord(document: unknown, options: ReplayOptions = {}): ReplayOutcome {
  const parsed = v.safeParse(documentSchema, document);
  if (!parsed.success) return fail(null, null, describeIssues(parsed.issues));
  const { players, rules, rounds } = parsed.output;
  const created = recordedGame(players, rules);
  if (!created.ok) return fail(null, null, created.message);
  let state = created.state;
  for (const [r, rawRound] of rounds.entries()) {
    if (state.phase === 'game-over')
      return fail(r, null, `the game ended with round ${r - 1}; the record goes on`);
    const round = v.safeParse(roundSchema, rawRound);
    if (!round.success) return fail(r, null, describeIssues(round.issues));
    const dealt = startRecordedRound(state, round.output);
    if (!dealt.ok) return fail(r, null, dealt.message);
    state = dealt.state;
    // `apply` appends each action to a copy of the round's list: replayed one by one, a long
    // round would cost its length squared. The list is kept aside and put back once.
    const played: RecordAction[] = [];
    for (const [a, rawAction] of round.output.actions.entries()) {
      const action = v.safeParse(actionSchema, rawAction);
      if (!action.success) return fail(r, a, describeIssues(action.issues));
      if (!isPlaying(state)) return fail(r, a, `round ${r} is already over`);
      const { p, t, pos } = action.output as RecordAction;
      const next = apply(state, { p, t, pos } as RecordAction);
      if (!next.ok) return fail(r, a, next.message);
      played.push({ p, t, pos } as RecordAction);
      state = withRoundActions(next.state, r, []);
    }
    state = withRoundActions(state, r, played);
    const last = r === rounds.length - 1;
    if (isPlaying(state) && !last)
      return fail(r, null, `round ${r} stops before it is over, but the record goes on`);
    if (options.drawPending && last) {
      const drawn = pendingDraw(state);
      if (!drawn.ok) return fail(r, null, `the pending draw: ${drawn.message}`);
      state = drawn.state;
    }
    const unused = round.output.reshuffles.length - state.round.reshufflesUsed;
    if (unused > 0) return fail(r, null, `round ${r} never uses ${unused} of its reshuffles`);
  }
  if (options.drawPending && rounds.length === 0)
    return fail(null, null, 'the pending draw: the record has no round');
  return { ok: true, state };
}

/** `state` with the recorded actions of round `r` replaced by `actions`. */
function withRoundActions(
  state: GameState,
  r: number,
  actions: readonly RecordAction[],
): GameState {
  const history = state.history.slice();
  history[r] = { ...history[r]!, actions };
  return { ...state, history };
}

/** The draw of the seat to move, in a round's turns with no card drawn yet. */
function pendingDraw(state: GameState): EngineResult {
  if (state.phase !== 'turns') return illegal('round-over', 'no turn is being played');
  return apply(state, { p: state.round.toMove!, t: 'draw' });
}

function isPlaying(state: GameState): boolean {
  return state.phase === 'setup' || state.phase === 'turns';
}

/** The result object of GAME-RECORD.md for a (replayed) game state. */
export function replayResult(state: GameState): ReplayResult {
  const finished = state.results.map(
    ({ starter, ender, doubled, scores, totals, grids }): ReplayedRound => ({
      complete: true,
      starter,
      ender,
      doubled,
      scores,
      totals,
      grids,
    }),
  );
  return {
    rounds: isPlaying(state) ? [...finished, { complete: false as const }] : finished,
    gameOver: state.phase === 'game-over',
    winners: state.winners.slice(),
  };
}
