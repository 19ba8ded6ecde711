import { describe, expect, test } from 'vitest';
import {
  type Action,
  apply,
  type GameState,
  legalActions,
  replayRecord,
} from '../../../src/engine';
import { fallbackMove } from '../../../src/master';
import { emptyDrawPile, reshuffledRecord } from '../helpers/records';

/**
 * A position the engine must never reach (issue 11, finding 1): the draw pile is empty and the
 * round's record holds a reshuffle order that does not fit, so `legalActions` offers `draw` and
 * `apply` refuses it.
 */
function refusedDraw(): GameState {
  const state = emptyDrawPile();
  return { ...state, history: [{ ...state.history[0]!, reshuffles: [[5, 5, 5]] }] };
}

/** The engine's own order of play: no reshuffle to put in place first. */
const asIs = (state: GameState) => state;

describe('the one fallback for a failing computer', () => {
  test('plays the medium bot’s choice from the seat’s own view when the engine accepts it', () => {
    const state = refusedDraw();
    const seat = state.round.toMove!;
    const move = fallbackMove(state, seat, asIs);
    expect(move).not.toBeNull();
    expect(move!.state.history[0]!.actions.length).toBe(state.history[0]!.actions.length + 1);
    expect(move!.state.history[0]!.actions.at(-1)!.p).toBe(seat);
  });

  test('a draw the engine refuses is passed over for a move it accepts', () => {
    const state = refusedDraw();
    const seat = state.round.toMove!;
    expect(legalActions(state, seat)).toContainEqual({ p: seat, t: 'draw' });
    expect(apply(state, { p: seat, t: 'draw' } as Action).ok).toBe(false);
    const move = fallbackMove(state, seat, asIs);
    expect(move!.state.history[0]!.actions.at(-1)).toMatchObject({ p: seat });
  });

  test('when nothing offered is accepted, it says so instead of thinking for ever', () => {
    const { record } = reshuffledRecord();
    // Every card unknown but the first discard: each set-up reveal offered is refused.
    const deck = record.rounds[0]!.deck.map((card, i) => (i === 24 ? card : null));
    const replayed = replayRecord({ ...record, rounds: [{ deck, reshuffles: [], actions: [] }] });
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(fallbackMove(replayed.state, 0, asIs)).toBeNull();
  });
});
