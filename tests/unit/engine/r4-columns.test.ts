import { describe, expect, it } from 'vitest';
import { apply, type Card } from '../../../src/engine';
import { drawDiscard, drawSwap, takeDiscard } from '../helpers/actions';
import { gridOfRows, stackedDeck } from '../helpers/deck';
import { dealtGame, play, revealAll } from '../helpers/game';
import { gridRevealing, sumOf } from '../helpers/layouts';
import { playOutRound, quietDeck } from '../helpers/quiet-round';

/** Seat 0 holds `grid` and reveals `reveals`; seat 1 shows −2 and −2, so seat 0 starts. */
function seatZeroHolding(
  grid: readonly Card[],
  reveals: readonly [number, number],
  discard: Card,
  draws: readonly Card[] = [],
) {
  const deck = stackedDeck({ grids: [grid, gridRevealing(-2, -2)], discard, draws });
  return revealAll(dealtGame(deck), [reveals, [0, 1]]);
}

const removedColumnZero = (grid: readonly unknown[]) => grid.slice(0, 3);

describe('R4.1 columns of three', () => {
  it('R4.1 three equal face-up cards in a column are removed at once and discarded', () => {
    const state = seatZeroHolding(
      gridOfRows([7, 1, 2, 3], [7, 10, 11, 12], [3, 8, 9, -1]),
      [0, 1],
      7,
    );
    const after = play(state, takeDiscard(0, 2));
    expect(removedColumnZero(after.round.grids[0]!)).toEqual([null, null, null]);
    expect(after.round.discardPile).toEqual([3, 7, 7, 7]);
  });

  it('R4.1 a column is not removed while one of its equal cards is face-down', () => {
    const state = seatZeroHolding(
      gridOfRows([7, 1, 2, 3], [7, 10, 11, 12], [7, 8, 9, -1]),
      [0, 1],
      4,
    );
    expect(state.round.grids[0]![2]).toEqual({ card: 7, up: false });
    const after = play(state, takeDiscard(0, 3));
    expect(after.round.grids[0]![2]).toEqual({ card: 7, up: false });
  });

  it('R4.1 removed cards score nothing', () => {
    const remover = gridOfRows([7, 1, 2, 3], [7, 10, 11, 12], [7, 8, 9, -1]);
    const high = gridOfRows([0, 12, 12, 12], [11, 11, 11, 10], [10, 10, 9, 9]);
    const state = revealAll(dealtGame(quietDeck([remover, high])), [
      [0, 1],
      [0, 1],
    ]);
    const afterFirstTurn = play(state, drawDiscard(0, 2));
    expect(removedColumnZero(afterFirstTurn.round.grids[0]!)).toEqual([null, null, null]);
    const over = playOutRound(afterFirstTurn, 0);
    expect(over.results[0]!.grids[0]).toEqual([null, null, null, ...remover.slice(3)]);
    expect(over.results[0]!.scores).toEqual([sumOf(remover.slice(3)), sumOf(high)]);
  });
});

describe('R4.2 only columns, by value', () => {
  const lines = gridOfRows([4, 4, 1, 2], [5, 4, 7, 8], [9, 10, 4, 3]);

  it('R4.2 three equal cards in a row are not removed', () => {
    const after = play(seatZeroHolding(lines, [0, 3], 4), takeDiscard(0, 6));
    expect([0, 3, 6].map((pos) => after.round.grids[0]![pos])).toEqual([
      { card: 4, up: true },
      { card: 4, up: true },
      { card: 4, up: true },
    ]);
  });

  it('R4.2 three equal cards on a diagonal are not removed', () => {
    const after = play(seatZeroHolding(lines, [0, 4], 4), takeDiscard(0, 8));
    expect([0, 4, 8].map((pos) => after.round.grids[0]![pos])).toEqual([
      { card: 4, up: true },
      { card: 4, up: true },
      { card: 4, up: true },
    ]);
  });

  it.each([-2, -1, 0, 12])(
    'R4.2 a column of three %i is removed: the match is by value',
    (value) => {
      const grid = gridOfRows([value, 1, 2, 3], [value, 10, 11, 12], [5, 8, 9, 6]);
      const after = play(seatZeroHolding(grid, [0, 1], value), takeDiscard(0, 2));
      expect(removedColumnZero(after.round.grids[0]!)).toEqual([null, null, null]);
      expect(after.round.discardPile.slice(-3)).toEqual([value, value, value]);
    },
  );
});

describe('R4.3 discard order after a removal', () => {
  const twoSevens = gridOfRows([7, 1, 2, 3], [7, 10, 11, 12], [3, 8, 9, -1]);
  const threeSevens = gridOfRows([7, 1, 2, 3], [7, 10, 11, 12], [7, 8, 9, -1]);

  it('R4.3 take-discard: the replaced card goes down first, the three column cards on top', () => {
    const after = play(seatZeroHolding(twoSevens, [0, 1], 7), takeDiscard(0, 2));
    expect(after.round.discardPile).toEqual([3, 7, 7, 7]);
  });

  it('R4.3 draw-swap: the replaced card goes down first, the three column cards on top', () => {
    const after = play(seatZeroHolding(twoSevens, [0, 1], 4, [7]), drawSwap(0, 2));
    expect(after.round.discardPile).toEqual([4, 3, 7, 7, 7]);
  });

  it('R4.3 draw-discard: the discarded drawn card goes down first, the column cards on top', () => {
    const after = play(seatZeroHolding(threeSevens, [0, 1], 4, [11]), drawDiscard(0, 2));
    expect(after.round.discardPile).toEqual([4, 11, 7, 7, 7]);
  });
});

describe('R4.4 removed columns', () => {
  it('R4.4 positions of a removed column can no longer be chosen', () => {
    const grid = gridOfRows([7, 1, 2, 3], [7, 10, 11, 12], [3, 8, 9, -1]);
    const state = play(seatZeroHolding(grid, [0, 1], 7), takeDiscard(0, 2), takeDiscard(1, 5));
    for (const pos of [0, 1, 2]) {
      for (const action of [takeDiscard(0, pos), drawSwap(0, pos), drawDiscard(0, pos)]) {
        expect(apply(state, action)).toMatchObject({ ok: false, reason: 'position-removed' });
      }
    }
    const later = play(state, drawSwap(0, 3), drawSwap(1, 0));
    expect(removedColumnZero(later.round.grids[0]!)).toEqual([null, null, null]);
  });

  it('R4.4 a grid may lose all four columns: it scores 0 and its owner ends the round', () => {
    const allColumns = gridOfRows([5, 6, 7, 8], [5, 6, 7, 8], [5, 6, 7, 8]);
    const other = gridOfRows([0, 1, 2, 3], [4, 9, 10, 11], [12, 1, 2, 3]);
    const state = revealAll(dealtGame(quietDeck([allColumns, other])), [
      [0, 1],
      [0, 1],
    ]);
    const over = playOutRound(state, 0);
    // Seat 1's final turn takes the discard top, the 8 of the last removed column (R4.3), onto its 0.
    const otherFinal = [8, ...other.slice(1)];
    expect(over.results[0]).toMatchObject({
      ender: 0,
      doubled: false,
      scores: [0, sumOf(otherFinal)],
    });
    expect(over.results[0]!.grids[0]).toEqual(new Array(12).fill(null));
  });
});

describe('R4.5 columns at the final reveal', () => {
  it('R4.5 a column of three equal cards revealed at the end of the round is removed', () => {
    const keeper = gridOfRows([0, 1, 2, 9], [3, 4, 5, 9], [6, 7, 8, 9]);
    const ender = gridRevealing(10, 10);
    const state = revealAll(dealtGame(quietDeck([ender, keeper])), [
      [0, 1],
      [0, 1],
    ]);
    const over = playOutRound(state, 0);
    expect(over.round.grids[1]!.slice(9)).toEqual([null, null, null]);
    expect(over.results[0]!.grids[1]).toEqual([...keeper.slice(0, 9), null, null, null]);
    expect(over.results[0]!.scores[1]).toBe(sumOf(keeper.slice(0, 9)));
    expect(over.round.discardPile.slice(-3)).toEqual([9, 9, 9]);
  });
});
