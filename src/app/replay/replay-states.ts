import {
  apply,
  type GameEvent,
  type GameRecord,
  type GameState,
  recordedGame,
  replayRecord,
  startRecordedRound,
} from '../../engine';

/** Every state of a recorded game, one per dealt round and per action, or why it does not replay. */
export type ReplayStates =
  | {
      readonly ok: true;
      readonly states: readonly GameState[];
      /** The engine's events leading to each state (those of its deal or action). */
      readonly events: readonly (readonly GameEvent[])[];
      readonly final: GameState;
    }
  | { readonly ok: false; readonly message: string };

/** Parses a record's text and replays it into the list of states a replay steps through. */
export function replayStates(text: string): ReplayStates {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `not JSON: ${(error as Error).message}` };
  }
  const checked = replayRecord(document);
  if (!checked.ok) return { ok: false, message: checked.error.message };
  const record = document as GameRecord;
  const created = recordedGame(record.players, record.rules);
  if (!created.ok) return { ok: false, message: created.message };
  let state = created.state;
  const states: GameState[] = [];
  const events: (readonly GameEvent[])[] = [];
  for (const round of record.rounds) {
    const dealt = startRecordedRound(state, {
      deck: round.deck,
      reshuffles: round.reshuffles ?? [],
    });
    if (!dealt.ok) return { ok: false, message: dealt.message };
    state = dealt.state;
    states.push(state);
    events.push(dealt.events);
    for (const action of round.actions) {
      const next = apply(state, action);
      if (!next.ok) return { ok: false, message: next.message };
      state = withoutRoundActions(next.state);
      states.push(state);
      events.push(next.events);
    }
  }
  return { ok: true, states, events, final: checked.state };
}

/**
 * `state` with no actions in its round's history: a replay step never reads them, and every step
 * holding its own copy of a long round's list would cost memory its length squared.
 */
function withoutRoundActions(state: GameState): GameState {
  const history = state.history.slice();
  history[state.round.index] = { ...history[state.round.index]!, actions: [] };
  return { ...state, history };
}
