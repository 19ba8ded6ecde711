import { describe, expect, test } from 'vitest';
import { type ChoiceMode, choicesFor, choose } from '../../../src/app/present/choices';
import { apply, type GameState, legalActions, newGame } from '../../../src/engine';
import type { TableTarget } from '../../../src/view/table-types';

/** What `seat` may choose in `state`, from its legal actions, as the presenter asks. */
const choicesAt = (state: GameState, seat: number, mode: ChoiceMode) =>
  choicesFor(legalActions(state, seat), mode);

/** What choosing `target` means for `seat` in `state`. */
const chooseAt = (state: GameState, seat: number, mode: ChoiceMode, target: TableTarget) =>
  choose(legalActions(state, seat), seat, mode, target);

function afterSetup(): GameState {
  let state = newGame({ players: ['Ada', 'Bob'], seed: 4 });
  for (const [p, pos] of [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ] as const) {
    const next = apply(state, { p, t: 'reveal', pos });
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

describe('a person’s choices', () => {
  test('in set-up: the face-down cards, no pile', () => {
    const state = newGame({ players: ['Ada', 'Bob'], seed: 4 });
    expect(choicesAt(state, 1, 'idle')).toEqual({
      positions: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      piles: [],
    });
    expect(chooseAt(state, 1, 'idle', { kind: 'card', seat: 1, pos: 5 })).toEqual({
      kind: 'act',
      action: { p: 1, t: 'reveal', pos: 5 },
    });
    expect(chooseAt(state, 1, 'idle', { kind: 'draw' })).toEqual({ kind: 'refused' });
  });

  test('a turn starts with the piles; the discard pile then asks for a card', () => {
    const state = afterSetup();
    const seat = state.round.toMove!;
    expect(choicesAt(state, seat, 'idle')).toEqual({ positions: [], piles: ['draw', 'discard'] });
    expect(chooseAt(state, seat, 'idle', { kind: 'discard' })).toEqual({
      kind: 'mode',
      mode: 'take',
    });
    expect(choicesAt(state, seat, 'take').positions).toHaveLength(12);
    expect(chooseAt(state, seat, 'take', { kind: 'card', seat, pos: 7 })).toEqual({
      kind: 'act',
      action: { p: seat, t: 'take-discard', pos: 7 },
    });
    expect(chooseAt(state, seat, 'idle', { kind: 'draw' })).toEqual({
      kind: 'act',
      action: { p: seat, t: 'draw' },
    });
  });

  test('with a drawn card: swap anywhere, or discard it and turn a face-down card', () => {
    const start = afterSetup();
    const seat = start.round.toMove!;
    const drawn = apply(start, { p: seat, t: 'draw' });
    if (!drawn.ok) throw new Error(drawn.message);
    const state = drawn.state;
    expect(choicesAt(state, seat, 'idle')).toEqual({
      positions: legalActions(state, seat).flatMap((a) => (a.t === 'draw-swap' ? [a.pos] : [])),
      piles: ['discard'],
    });
    expect(chooseAt(state, seat, 'idle', { kind: 'discard' })).toEqual({
      kind: 'mode',
      mode: 'discard-drawn',
    });
    expect(choicesAt(state, seat, 'discard-drawn').positions).not.toContain(0);
    expect(chooseAt(state, seat, 'discard-drawn', { kind: 'card', seat, pos: 0 })).toEqual({
      kind: 'refused',
    });
    expect(chooseAt(state, seat, 'discard-drawn', { kind: 'card', seat, pos: 4 })).toEqual({
      kind: 'act',
      action: { p: seat, t: 'draw-discard', pos: 4 },
    });
  });

  test('nothing for a seat that is not to act, nor on another seat’s cards', () => {
    const state = afterSetup();
    const other = 1 - state.round.toMove!;
    expect(choicesAt(state, other, 'idle')).toEqual({ positions: [], piles: [] });
    expect(chooseAt(state, other, 'idle', { kind: 'draw' })).toEqual({ kind: 'refused' });
    expect(
      chooseAt(state, state.round.toMove!, 'take', { kind: 'card', seat: other, pos: 3 }),
    ).toEqual({ kind: 'refused' });
  });
});
