import { describe, expect, it } from 'vitest';
import {
  apply,
  columnOf,
  columnPositions,
  DEFAULT_RULES,
  gridShape,
  legalActions,
  newGame,
  OFFICIAL_SHAPE,
  orderedDeck,
  positionAt,
  Random,
  recordedGame,
  rowOf,
  rowPositions,
  rulesProblem,
  withDefaults,
} from '../../../src/engine';
import { reveal, takeDiscard } from '../helpers/actions';
import { dealtGame, play } from '../helpers/game';

const shuffled = (seed: number) => new Random(seed).shuffled(orderedDeck());

describe('R9.1 the grid shape', () => {
  it('R9.1 the default shape is the official 4 columns × 3 rows, one grid, 12 cards', () => {
    expect(DEFAULT_RULES).toMatchObject({ rows: 3, columns: 4, dualHands: false });
    expect(OFFICIAL_SHAPE).toMatchObject({
      rows: 3,
      columns: 4,
      grids: 1,
      cardsPerGrid: 12,
      cardsPerSeat: 12,
    });
    const state = newGame({ players: ['Ada', 'Bob'], seed: 9 });
    expect(state.round.grids.map((grid) => grid.length)).toEqual([12, 12]);
    expect(state.round.drawPile).toHaveLength(150 - 2 * 12 - 1);
  });

  it.each([
    [2, 2],
    [2, 6],
    [4, 4],
    [3, 5],
    [4, 6],
  ])(
    'R9.1 %i rows × %i columns: deck[C*i + k] is seat i at k, deck[C*n] the discard',
    (rows, columns) => {
      const deck = shuffled(rows * 10 + columns);
      const players = 3;
      const state = dealtGame(deck, { players, rules: { rows, columns } });
      const cards = rows * columns;
      state.round.grids.forEach((grid, seat) => {
        expect(grid).toHaveLength(cards);
        grid.forEach((slot, pos) =>
          expect(slot).toEqual({ card: deck[cards * seat + pos], up: false }),
        );
      });
      expect(state.round.discardPile).toEqual([deck[cards * players]]);
      expect(state.round.drawPile.at(-1)).toBe(deck[cards * players + 1]);
      expect(state.round.drawPile).toHaveLength(150 - cards * players - 1);
    },
  );

  it('R9.1 a position is column × rows + row', () => {
    const shape = gridShape(withDefaults({ rows: 4, columns: 5 }));
    expect(shape.cardsPerSeat).toBe(20);
    expect(positionAt(shape, 0, 3, 2)).toBe(3 * 4 + 2);
    for (const pos of shape.positions) {
      expect(positionAt(shape, 0, columnOf(shape, pos), rowOf(shape, pos))).toBe(pos);
    }
    expect(columnPositions(shape, 0, 1)).toEqual([4, 5, 6, 7]);
    expect(rowPositions(shape, 0, 1)).toEqual([1, 5, 9, 13, 17]);
  });

  it('R9.1 every position of the shape can be chosen, and none beyond it', () => {
    const state = play(
      dealtGame(shuffled(5), { rules: { rows: 2, columns: 6 } }),
      reveal(0, 0),
      reveal(0, 11),
      reveal(1, 0),
      reveal(1, 1),
    );
    const p = state.round.toMove!;
    const takes = legalActions(state).filter((action) => action.t === 'take-discard');
    expect(takes.map((action) => (action as { pos: number }).pos)).toEqual(
      Array.from({ length: 12 }, (_, pos) => pos),
    );
    expect(play(state, takeDiscard(p, 11)).round.grids[p]![11]!.up).toBe(true);
    const four = dealtGame(shuffled(6), { rules: { rows: 4, columns: 6 } });
    expect(apply(four, reveal(0, 23)).ok).toBe(true);
    expect(apply(four, reveal(0, 24))).toMatchObject({
      ok: false,
      reason: 'bad-position',
      message: 'position 24 is not a grid position (an integer 0–23)',
    });
  });

  it('R9.1 the deal must leave at least 20 cards in the draw pile: players × cards + 1 ≤ 130', () => {
    // 8 × 16 + 1 = 129 leaves 21 cards; 8 × 18 + 1 = 145 would leave 5.
    expect(rulesProblem({ rows: 4, columns: 4 }, 8)).toBeNull();
    expect(
      newGame({
        players: Array.from({ length: 8 }, (_, i) => `P${i}`),
        rules: { rows: 4, columns: 4 },
        seed: 1,
      }).round.drawPile,
    ).toHaveLength(21);
    const message =
      '8 players with 18 cards each leave 5 cards in the draw pile, fewer than 20: players × cards per player + 1 must be at most 130 (R9.1)';
    expect(rulesProblem({ rows: 3, columns: 6 }, 8)).toBe(message);
    expect(rulesProblem({ rows: 3, columns: 6 }, 7)).toBeNull();
    expect(
      recordedGame(
        Array.from({ length: 8 }, (_, i) => `P${i}`),
        { rows: 3, columns: 6 },
      ),
    ).toEqual({
      ok: false,
      reason: 'bad-rules',
      message,
    });
    expect(() =>
      newGame({
        players: Array.from({ length: 8 }, (_, i) => `P${i}`),
        rules: { rows: 3, columns: 6 },
        seed: 1,
      }),
    ).toThrow(message);
  });

  it.each([
    [{ rows: 1 }, 'rows must be an integer from 2 to 4'],
    [{ rows: 5 }, 'rows must be an integer from 2 to 4'],
    [{ rows: 2.5 }, 'rows must be an integer from 2 to 4'],
    [{ rows: '3' }, 'rows must be an integer from 2 to 4'],
    [{ columns: 1 }, 'columns must be an integer from 2 to 6'],
    [{ columns: 7 }, 'columns must be an integer from 2 to 6'],
    [{ columns: null }, 'columns must be an integer from 2 to 6'],
    [{ dualHands: 'yes' }, 'dualHands must be true or false'],
    [{ unknown: 1 }, 'unknown is not a rule of RULES.md'],
  ])('R9.1 every numeric option is an integer in its range: %j is refused', (rules, message) => {
    expect(rulesProblem(rules as never, 2)).toBe(message);
    expect(recordedGame(['A', 'B'], rules as never)).toMatchObject({
      ok: false,
      reason: 'bad-rules',
      message,
    });
  });
});
