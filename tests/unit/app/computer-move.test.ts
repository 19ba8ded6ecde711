import { describe, expect, test } from 'vitest';
import { computerMove } from '../../../src/app/turn/computer-move';
import { apply, type GameState, legalActions, replayRecord } from '../../../src/engine';
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

describe('a computer seat always plays a move the engine accepts', () => {
  test('its own legal choice is played as it is', () => {
    const state = refusedDraw();
    const seat = state.round.toMove!;
    const choice = { p: seat, t: 'take-discard' as const, pos: 4 };
    const played = apply(state, choice);
    if (!played.ok) throw new Error(played.message);
    expect(computerMove(state, seat, choice)).toEqual({
      state: played.state,
      events: played.events,
      problem: null,
    });
  });

  test('a draw the engine refuses is replaced by an accepted move, and the problem named', () => {
    const state = refusedDraw();
    const seat = state.round.toMove!;
    expect(legalActions(state, seat)).toContainEqual({ p: seat, t: 'draw' });
    const move = computerMove(state, seat, { p: seat, t: 'draw' });
    expect(move.problem).toMatch(/"draw".*refused.*reshuffle 0/);
    expect(move.state).not.toBeNull();
    expect(move.state!.history[0]!.actions.at(-1)).toMatchObject({ p: seat, t: 'take-discard' });
  });

  test.each([
    ['another seat', (seat: number) => ({ p: seat + 1, t: 'take-discard' as const, pos: 0 })],
    [
      'a position off the grid',
      (seat: number) => ({ p: seat, t: 'take-discard' as const, pos: 12 }),
    ],
    ['an unknown action type', (seat: number) => ({ p: seat, t: 'pass', pos: 0 }) as never],
    ['thinking that failed', () => new Error('the worker crashed')],
  ])('%s: the game goes on with a legal move', (_, chosen) => {
    const state = refusedDraw();
    const seat = state.round.toMove!;
    const move = computerMove(state, seat, chosen(seat));
    expect(move.problem).toMatch(/\S/);
    expect(move.state?.history[0]!.actions.length).toBe(state.history[0]!.actions.length + 1);
  });

  test('when nothing offered is accepted, it says so instead of thinking for ever', () => {
    const { record } = reshuffledRecord();
    // Every card unknown but the first discard: each set-up reveal offered is refused.
    const deck = record.rounds[0]!.deck.map((card, i) => (i === 24 ? card : null));
    const replayed = replayRecord({ ...record, rounds: [{ deck, reshuffles: [], actions: [] }] });
    if (!replayed.ok) throw new Error(replayed.error.message);
    const move = computerMove(replayed.state, 0, { p: 0, t: 'reveal', pos: 0 });
    expect(move).toEqual({
      state: null,
      events: [],
      problem: expect.stringMatching(/no other move/),
    });
  });
});
