import * as v from 'valibot';
import { recordedGame } from '../game';
import type { GameState, RoundResult } from '../state';
import type { RecordRefusal } from './format';
import { issueReason } from './reasons';
import { describeIssues, documentSchema } from './schema';
import { isPlaying, recordFailure, type ReplayOutcome, walkRounds, type WalkOptions } from './walk';

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

/** A record's text parsed as JSON (a UTF-8 byte-order mark before it is allowed), or why not. */
export function parseRecordText(
  text: string,
): { readonly ok: true; readonly document: unknown } | ({ readonly ok: false } & RecordRefusal) {
  try {
    return { ok: true, document: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    return {
      ok: false,
      error: { round: null, action: null, message: `not JSON: ${(error as Error).message}` },
      reason: 'not-json',
    };
  }
}

/** Parses JSON text and replays it as a record (GAME-RECORD.md). Never throws on bad input. */
export function replayText(text: string): ReplayOutcome {
  const parsed = parseRecordText(text);
  return parsed.ok ? replayRecord(parsed.document) : parsed;
}

/**
 * Replays a parsed record (GAME-RECORD.md) with `walkRounds`, validating each part as it is
 * reached: the document (round and action `null`), then each round (action `null`), then each
 * action. Never throws on bad input.
 */
export function replayRecord(document: unknown, options: WalkOptions = {}): ReplayOutcome {
  const parsed = v.safeParse(documentSchema, document);
  if (!parsed.success)
    return recordFailure(
      null,
      null,
      issueReason('record', parsed.issues),
      describeIssues(parsed.issues),
    );
  const { players, rules, rounds } = parsed.output;
  const created = recordedGame(players, rules);
  if (!created.ok) return recordFailure(null, null, created.reason, created.message);
  return walkRounds(created.state, rounds, options);
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
