import {
  type GameEvent,
  type GameState,
  type RecordRefusal,
  refusalOf,
  replayRecord,
} from '../../engine';

/** Every state of a recorded game, one per dealt round and per action, or why it does not replay. */
export type ReplayStates =
  | {
      readonly ok: true;
      readonly states: readonly GameState[];
      /** The engine's events leading to each state (those of its deal or action). */
      readonly events: readonly (readonly GameEvent[])[];
    }
  | { readonly ok: false; readonly refusal: RecordRefusal };

/** A record (parsed) walked into the list of states a replay steps through. */
export function replayStates(document: unknown): ReplayStates {
  const states: GameState[] = [];
  const events: (readonly GameEvent[])[] = [];
  const replayed = replayRecord(document, {
    visit: (step) => {
      states.push(step.state);
      events.push(step.events);
    },
  });
  return replayed.ok ? { ok: true, states, events } : { ok: false, refusal: refusalOf(replayed) };
}
