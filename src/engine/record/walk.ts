import * as v from 'valibot';
import type { RecordAction } from '../actions';
import type { Card } from '../cards';
import type { GameEvent } from '../events';
import { type EngineResult, recordedGame, startRecordedRound } from '../game';
import { type Grid, gridShape } from '../grid';
import { illegal } from '../illegal';
import type { Rules } from '../rules';
import type { GameState, RoundRecord } from '../state';
import { apply } from '../turn';
import type { RecordRefusal } from './format';
import { issueReason, type RecordReason } from './reasons';
import { actionSchemaFor, describeIssues, roundSchema } from './schema';

/** The outcome of walking a record: the last state, or where and why the record is wrong. */
export type ReplayOutcome =
  { readonly ok: true; readonly state: GameState } | ({ readonly ok: false } & RecordRefusal);

/** One moment of a record as the engine walks it: a round's deal, or one of its actions. */
export interface WalkedStep {
  /** The zero-based index of the round. */
  readonly round: number;
  /** The action's zero-based index in its round; `null` for the deal. */
  readonly index: number | null;
  /** The action played, `null` for the deal. */
  readonly action: RecordAction | null;
  /** The state just before. */
  readonly before: GameState;
  /**
   * The state just after. While a round is walked its entry in `history` lists no actions (a
   * long round would otherwise cost its length squared); the walk's last state has them all.
   */
  readonly state: GameState;
  /** The engine's events of the deal or the action. */
  readonly events: readonly GameEvent[];
}

/** How a record is walked. */
export interface WalkOptions {
  /**
   * The record stops at a draw not yet decided (R3.2; a record holds a draw only with its
   * decision): after the last action the seat to move draws once more, taking the last round's
   * last reshuffle order if that draw empties the pile (R6.1). That order must then be used.
   */
  readonly drawPending?: boolean;
  /** Hears every deal and action, in order, as it is played. */
  readonly visit?: (step: WalkedStep) => void;
  /**
   * The rounds come from the engine itself (a player view's record): their shape is not checked
   * again, only their play (the deal and every action still go through the engine).
   */
  readonly trusted?: boolean;
}

/**
 * The outcome of a record that breaks the rules at `round` and `action` (`null` where n/a), for
 * `reason`, said in `message`.
 */
export const recordFailure = (
  round: number | null,
  action: number | null,
  reason: RecordReason,
  message: string,
): ReplayOutcome => ({ ok: false, error: { round, action, message }, reason });

const fail = recordFailure;

/**
 * The one walk of a record through the engine: from `start`, deals each of `rounds` and plays its
 * actions, checking each part as it is reached — each round (action `null`), then each action.
 * Round indexes count from `start`'s own rounds. A round stopping before its end must be the last;
 * reshuffle orders a round's actions do not use are an error of that round (GAME-RECORD.md).
 */
export function walkRounds(
  start: GameState,
  rounds: readonly unknown[],
  options: WalkOptions = {},
): ReplayOutcome {
  let state = start;
  const first = start.history.length;
  for (const [i, rawRound] of rounds.entries()) {
    const r = first + i;
    if (state.phase === 'game-over')
      return fail(
        r,
        null,
        'after-game-end',
        `the game ended with round ${r - 1}; the record goes on`,
      );
    const round = options.trusted
      ? { success: true as const, output: rawRound as RoundRecord }
      : v.safeParse(roundSchema, rawRound);
    if (!round.success)
      return fail(r, null, issueReason('round', round.issues), describeIssues(round.issues));
    const dealt = startRecordedRound(state, round.output);
    if (!dealt.ok) return fail(r, null, dealt.reason, dealt.message);
    options.visit?.({
      round: r,
      index: null,
      action: null,
      before: state,
      state: dealt.state,
      events: dealt.events,
    });
    state = dealt.state;
    // `apply` appends each action to a copy of the round's list: played one by one, a long round
    // would cost its length squared. The list is kept aside and put back once.
    const played: RecordAction[] = [];
    const actionSchema = actionSchemaFor(gridShape(state.rules).cardsPerSeat);
    for (const [a, rawAction] of round.output.actions.entries()) {
      const checked = options.trusted
        ? { success: true as const, output: rawAction as RecordAction }
        : v.safeParse(actionSchema, rawAction);
      if (!checked.success)
        return fail(r, a, issueReason('action', checked.issues), describeIssues(checked.issues));
      if (!isPlaying(state)) return fail(r, a, 'after-round-end', `round ${r} is already over`);
      const { p, t, pos } = checked.output;
      const action = { p, t, pos } as RecordAction;
      const next = apply(state, action);
      if (!next.ok) return fail(r, a, next.reason, next.message);
      played.push(action);
      const after = withRoundActions(next.state, r, []);
      options.visit?.({
        round: r,
        index: a,
        action,
        before: state,
        state: after,
        events: next.events,
      });
      state = after;
    }
    state = withRoundActions(state, r, played);
    const last = i === rounds.length - 1;
    if (isPlaying(state) && !last)
      return fail(
        r,
        null,
        'round-cut-off',
        `round ${r} stops before it is over, but the record goes on`,
      );
    if (options.drawPending && last) {
      const drawn = pendingDraw(state);
      if (!drawn.ok) return fail(r, null, drawn.reason, `the pending draw: ${drawn.message}`);
      state = drawn.state;
    }
    const unused = round.output.reshuffles.length - state.round.reshufflesUsed;
    if (unused > 0)
      return fail(
        r,
        null,
        'unused-reshuffles',
        `round ${r} never uses ${unused} of its reshuffles`,
      );
  }
  if (options.drawPending && rounds.length === 0)
    return fail(null, null, 'no-round', 'the pending draw: the record has no round');
  return { ok: true, state };
}

/** Whether a round is being played (set-up or turns). */
export function isPlaying(state: GameState): boolean {
  return state.phase === 'setup' || state.phase === 'turns';
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

/** A turn of a public record as everybody saw it (R8.1). */
export interface RecordedTurn {
  /** The acting seat's grid just before the turn (face-down cards `card: null` or unknown). */
  readonly grid: Grid;
  /** The top of the discard pile just before the turn. */
  readonly discardTop: Card;
  readonly action: RecordAction;
  /** What the turn did (a `drew` event's card is the card drawn, public once placed, R8.2). */
  readonly events: readonly GameEvent[];
}

/** A walk through the rounds of a (public) game record, which can go on with the next rounds. */
export interface RecordWalk {
  /** Every turn of the rounds walked, set-up reveals aside, in order. */
  readonly turns: readonly RecordedTurn[];
  /** This walk gone on through `rounds`, the record's next rounds (this walk is unchanged). */
  walk(rounds: readonly RoundRecord[]): RecordWalk;
}

/**
 * The turns of a game record of `players` under `rules`, walked by `walkRounds` round after round
 * (a walk that has stopped keeps the turns before the part the engine refused). Walking a public
 * record (`PlayerView.record`) shows only what every seat saw.
 */
export function recordWalk(players: readonly string[], rules?: Partial<Rules>): RecordWalk {
  const created = recordedGame(players, rules);
  return created.ok ? turnsFrom(created.state, []) : stopped([]);
}

function turnsFrom(state: GameState, turns: readonly RecordedTurn[]): RecordWalk {
  return {
    turns,
    walk(rounds) {
      const more = turns.slice();
      const walked = walkRounds(state, rounds, {
        trusted: true,
        visit: ({ before, action, events }) => {
          if (action === null || action.t === 'reveal') return;
          const { grids, discardPile } = before.round;
          more.push({ grid: grids[action.p]!, discardTop: discardPile.at(-1)!, action, events });
        },
      });
      return walked.ok ? turnsFrom(walked.state, more) : stopped(more);
    },
  };
}

function stopped(turns: readonly RecordedTurn[]): RecordWalk {
  return { turns, walk: () => stopped(turns) };
}
