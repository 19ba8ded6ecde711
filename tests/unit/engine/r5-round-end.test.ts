import { describe, expect, it } from 'vitest';
import {
  apply,
  applyDoubling,
  DEFAULT_RULES,
  type GameState,
  type Rules,
} from '../../../src/engine';
import { drawDiscard, takeDiscard } from '../helpers/actions';
import { dealtGame, nextRound, play, revealAll } from '../helpers/game';
import { GERMAN_EXAMPLE_GRIDS, NEGATIVE_ENDER_GRIDS, ZERO_TIE_GRIDS } from '../helpers/layouts';
import { playOutRound, quietDeck, quietTurn } from '../helpers/quiet-round';

const columnZeroReveals = (players: number) =>
  Array.from({ length: players }, () => [0, 1] as const);

/** The German example dealt and set up: seat 0 starts; see `GERMAN_EXAMPLE_GRIDS`. */
const germanStart = (rules?: Partial<Rules>) =>
  revealAll(
    dealtGame(quietDeck(GERMAN_EXAMPLE_GRIDS), { players: 3, rules }),
    columnZeroReveals(3),
  );

/** A quiet round of two seats played out by `ender` under `rules`. */
function quietRound(
  grids: readonly (readonly number[])[],
  ender: number,
  rules?: Partial<Rules>,
): GameState {
  const state = revealAll(dealtGame(quietDeck(grids), { rules }), columnZeroReveals(2));
  return playOutRound(state, ender);
}

describe('R5.1 the round-ending phase', () => {
  it('R5.1 once a seat has no face-down card, every other seat takes exactly one more turn', () => {
    let state = germanStart();
    while (state.round.ender === null) state = quietTurn(state, 0);
    expect(state.round.grids[0]!.every((slot) => slot === null || slot.up)).toBe(true);
    expect(state).toMatchObject({ phase: 'turns', round: { ender: 0, toMove: 1 } });
    state = play(state, takeDiscard(1, 0));
    expect(state).toMatchObject({ phase: 'turns', round: { toMove: 2 } });
    expect(apply(state, drawDiscard(0, 0))).toMatchObject({ reason: 'not-your-turn' });
    state = play(state, takeDiscard(2, 0));
    expect(state.phase).toBe('round-over');
    expect(apply(state, takeDiscard(0, 0))).toMatchObject({ ok: false, reason: 'round-over' });
  });

  it('R5.1 only the first seat to run out of face-down cards is the ender', () => {
    let state = revealAll(
      dealtGame(quietDeck(GERMAN_EXAMPLE_GRIDS.slice(0, 2))),
      columnZeroReveals(2),
    );
    while (state.phase === 'turns') {
      const p = state.round.toMove!;
      state = play(
        state,
        drawDiscard(
          p,
          state.round.grids[p]!.findIndex((s) => s?.up === false),
        ),
      );
    }
    expect(state.round.grids[1]!.every((slot) => slot?.up)).toBe(true);
    expect(state.results[0]!.ender).toBe(0);
  });
});

describe('R5.2 the final reveal', () => {
  it('R5.2 every face-down card is turned up and each seat scores the sum of its grid', () => {
    const over = playOutRound(germanStart(), 0);
    expect(over.round.grids.flat().every((slot) => slot?.up)).toBe(true);
    expect(over.results[0]!.grids).toEqual(GERMAN_EXAMPLE_GRIDS);
    expect(over.results[0]!.scores.slice(1)).toEqual([24, 10]);
  });
});

describe('R5.3 doubling', () => {
  it('R5.3 the German example: the ender scores 10, the others 24 and 10, so the ender scores 20', () => {
    const over = playOutRound(germanStart(), 0);
    expect(over.results[0]).toMatchObject({
      ender: 0,
      doubled: true,
      scores: [20, 24, 10],
      totals: [20, 24, 10],
    });
  });

  it.each([
    [
      'a higher score elsewhere does not double a strictly lowest ender',
      [5, 6, 9],
      0,
      [5, 6, 9],
      false,
    ],
    ['a tie for lowest still doubles', [7, 7, 9], 1, [7, 14, 9], true],
    ['a lower score elsewhere doubles', [3, 8], 1, [3, 16], true],
    ['a zero ender is never doubled by default', [0, -1], 0, [0, -1], false],
    ['a negative ender is never doubled by default', [-4, -6, 2], 0, [-4, -6, 2], false],
  ] as const)('R5.3 %s', (_, raw, ender, scores, doubled) => {
    expect(applyDoubling(raw, ender, DEFAULT_RULES)).toEqual({ scores, doubled });
  });

  it.each([
    ['a zero ender is doubled but stays 0', [0, -1], 0, [0, -1]],
    ['a negative ender not strictly lowest is doubled', [-4, -6, 2], 0, [-8, -6, 2]],
    ['a negative ender tied for lowest is doubled', [-3, -3], 1, [-3, -6]],
  ] as const)('R5.3 doubleOnlyPositive false: %s', (_, raw, ender, scores) => {
    const rules = { ...DEFAULT_RULES, doubleOnlyPositive: false };
    expect(applyDoubling(raw, ender, rules)).toEqual({ scores, doubled: true });
  });

  it('R5.3 doubleOnlyPositive false still spares a strictly lowest ender', () => {
    const rules = { ...DEFAULT_RULES, doubleOnlyPositive: false };
    expect(applyDoubling([-2, 0, -1], 0, rules)).toEqual({ scores: [-2, 0, -1], doubled: false });
  });

  it('R5.3 a zero ender tied for lowest: not doubled by default, "doubled" and still 0 otherwise', () => {
    expect(quietRound(ZERO_TIE_GRIDS, 1).results[0]).toMatchObject({
      ender: 1,
      doubled: false,
      scores: [0, 0],
    });
    expect(quietRound(ZERO_TIE_GRIDS, 1, { doubleOnlyPositive: false }).results[0]).toMatchObject({
      ender: 1,
      doubled: true,
      scores: [0, 0],
    });
  });

  it('R5.3 a negative ender above the lowest: not doubled by default, doubled otherwise', () => {
    expect(quietRound(NEGATIVE_ENDER_GRIDS, 1).results[0]).toMatchObject({
      ender: 1,
      doubled: false,
      scores: [-5, -3],
    });
    expect(
      quietRound(NEGATIVE_ENDER_GRIDS, 1, { doubleOnlyPositive: false }).results[0],
    ).toMatchObject({
      ender: 1,
      doubled: true,
      scores: [-5, -6],
    });
  });
});

describe('R5.4 game totals', () => {
  it('R5.4 each round score, after doubling, is added to the total', () => {
    const first = playOutRound(germanStart(), 0);
    const second = playOutRound(
      revealAll(nextRound(first, quietDeck(GERMAN_EXAMPLE_GRIDS)), columnZeroReveals(3)),
      0,
    );
    expect(second.results.map((result) => result.totals)).toEqual([
      [20, 24, 10],
      [40, 48, 20],
    ]);
    expect(second.totals).toEqual([40, 48, 20]);
  });
});
