import * as v from 'valibot';
import type { RecordAction } from '../actions';
import { recordedGame, startRecordedRound } from '../game';
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

/** Parses JSON text and replays it as a record (GAME-RECORD.md). Never throws on bad input. */
export function replayText(text: string): ReplayOutcome {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return fail(null, null, `not JSON: ${(error as Error).message}`);
  }
  return replayRecord(document);
}

/**
 * Replays a parsed record action by action, validating each part as it is reached: the document
 * (round and action `null`), then each round (action `null`), then each action.
 */
export function replayRecord(document: unknown): ReplayOutcome {
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
    for (const [a, rawAction] of round.output.actions.entries()) {
      const action = v.safeParse(actionSchema, rawAction);
      if (!action.success) return fail(r, a, describeIssues(action.issues));
      if (!isPlaying(state)) return fail(r, a, `round ${r} is already over`);
      const next = apply(state, action.output as RecordAction);
      if (!next.ok) return fail(r, a, next.message);
      state = next.state;
    }
    if (isPlaying(state)) {
      if (r < rounds.length - 1)
        return fail(r, null, `round ${r} stops before it is over, but the record goes on`);
      break;
    }
    const unused = round.output.reshuffles.length - state.round.reshufflesUsed;
    if (unused > 0) return fail(r, null, `round ${r} never uses ${unused} of its reshuffles`);
  }
  return { ok: true, state };
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
