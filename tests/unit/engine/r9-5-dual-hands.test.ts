import { describe, expect, it } from 'vitest';
import {
  apply,
  gridOf,
  gridShape,
  legalActions,
  newGame,
  orderedDeck,
  Random,
  recordedGame,
  rulesProblem,
  withDefaults,
} from '../../../src/engine';
import { drawDiscard, reveal, takeDiscard } from '../helpers/actions';
import { dealtGame, play } from '../helpers/game';
import { gridFromRows, lineEvents, shapedGame } from '../helpers/shaped';

const DUAL_2X2 = { rows: 2, columns: 2, dualHands: true } as const;

/** Seat 0's two 2 × 2 grids and seat 1's: no column or row of equal cards in any of them. */
const SEAT0 = [
  ...gridFromRows([
    [1, 2],
    [3, 4],
  ]),
  ...gridFromRows([
    [5, 6],
    [7, 8],
  ]),
];
const SEAT1 = [
  ...gridFromRows([
    [-2, -1],
    [0, 9],
  ]),
  ...gridFromRows([
    [10, 11],
    [12, -2],
  ]),
];

/** Set-up with 3 reveals per grid: every position but the last of each grid (3 and 7). */
function setUp() {
  const state = shapedGame(
    { ...DUAL_2X2, setupReveals: 3, targetScore: 1000 },
    [SEAT0, SEAT1],
    0,
    [10, 11, 12],
  );
  const shown = [0, 1, 2, 4, 5, 6];
  return play(state, ...shown.map((pos) => reveal(0, pos)), ...shown.map((pos) => reveal(1, pos)));
}

describe('R9.5 dual hands', () => {
  it('R9.5 each player is dealt two grids, grid 0 then grid 1: deck[C*i + k] with C = 2 × 12', () => {
    const deck = new Random(3).shuffled(orderedDeck());
    const state = dealtGame(deck, { rules: { dualHands: true } });
    state.round.grids.forEach((grid, seat) => {
      expect(grid).toHaveLength(24);
      grid.forEach((slot, pos) => expect(slot).toEqual({ card: deck[24 * seat + pos], up: false }));
    });
    expect(state.round.discardPile).toEqual([deck[48]]);
    expect(state.round.drawPile).toHaveLength(150 - 49);
    const shape = gridShape(withDefaults({ dualHands: true }));
    expect([shape.grids, shape.cardsPerGrid, shape.cardsPerSeat]).toEqual([2, 12, 24]);
    expect(gridOf(shape, 11)).toBe(0);
    expect(gridOf(shape, 12)).toBe(1);
  });

  it('R9.5 only with exactly 2 players', () => {
    const message = 'dualHands needs exactly 2 players, not 3 (R9.5)';
    expect(rulesProblem({ dualHands: true }, 3)).toBe(message);
    expect(rulesProblem({ dualHands: true }, 2)).toBeNull();
    expect(recordedGame(['A', 'B', 'C'], { dualHands: true })).toEqual({
      ok: false,
      reason: 'bad-rules',
      message,
    });
    expect(() =>
      newGame({ players: ['A', 'B', 'C'], rules: { dualHands: true }, seed: 1 }),
    ).toThrow(message);
    // The largest dual hands, 2 × 48 cards, still leave 53 in the draw pile.
    expect(rulesProblem({ dualHands: true, rows: 4, columns: 6 }, 2)).toBeNull();
  });

  it('R9.5 set-up turns setupReveals cards in each grid', () => {
    const state = dealtGame(new Random(5).shuffled(orderedDeck()), { rules: { dualHands: true } });
    const grid0Done = play(state, reveal(0, 0), reveal(0, 1));
    expect(apply(grid0Done, reveal(0, 2))).toEqual({
      ok: false,
      reason: 'already-revealed-two',
      message: 'player 0 has already turned up two cards of grid 0 in set-up (R9.2)',
    });
    const positions = legalActions(grid0Done, 0).map((action) => (action as { pos: number }).pos);
    expect(positions).toEqual(Array.from({ length: 12 }, (_, i) => 12 + i));
    expect(apply(grid0Done, takeDiscard(0, 0))).toMatchObject({
      reason: 'setup-not-finished',
      message: 'set-up is not finished: every player first turns two cards of each grid up (R2.3)',
    });
    const done = play(
      grid0Done,
      reveal(0, 12),
      reveal(0, 23),
      reveal(1, 5),
      reveal(1, 6),
      reveal(1, 13),
      reveal(1, 14),
    );
    expect(done.phase).toBe('turns');
  });

  it('R9.5 R2.4 compares the sum of all of a player’s face-up cards, both grids', () => {
    const state = setUp();
    // Grid 0 alone shows 6 for seat 0 and −3 for seat 1; both grids 24 and 30.
    expect(state.round.starter).toBe(1);
  });

  it('R9.5 a turn acts on either grid, and the round ends only when neither grid has a face-down card', () => {
    let state = setUp();
    // Seat 1 turns its grid-0 card: grid 1 still holds one, so nobody has ended the round.
    state = play(state, drawDiscard(1, 3), drawDiscard(0, 3));
    expect(state.round.grids[1]!.slice(0, 4).every((slot) => slot?.up)).toBe(true);
    expect(state.round.grids[0]!.slice(0, 4).every((slot) => slot?.up)).toBe(true);
    expect(state.round.ender).toBeNull();
    const ending = apply(state, drawDiscard(1, 7));
    expect(ending.ok && ending.events.at(-1)).toEqual({
      kind: 'round-ending',
      ender: 1,
      finalTurns: 1,
    });
    const ended = play(ending.ok ? ending.state : state, takeDiscard(0, 0));
    expect(ended.phase).toBe('round-over');
    // Both grids of each player, grid 0 then grid 1; the score is their sum (R5.2, R5.3).
    expect(ended.results[0]!.grids).toEqual([
      [12, 3, 2, 4, 5, 7, 6, 8],
      [-2, 0, -1, 9, 10, 12, 11, -2],
    ]);
    expect(ended.results[0]).toMatchObject({ ender: 1, doubled: false, scores: [47, 37] });
  });

  it('R9.5 lines are removed within one grid only', () => {
    const rules = { ...DUAL_2X2, rowClears: true };
    const shape = gridShape(withDefaults(rules));
    expect(shape.lines).toHaveLength(2 * (2 + 2));
    for (const line of shape.lines)
      for (const pos of line.positions) expect(gridOf(shape, pos)).toBe(line.grid);
    // Seat 0: grid 0's top right and grid 1's top left are both 4, side by side on the table.
    const seat0 = [
      ...gridFromRows([
        [8, 4],
        [3, 1],
      ]),
      ...gridFromRows([
        [4, 9],
        [6, 2],
      ]),
    ];
    // Seat 1: a 5 top left in both grids, and grid 1's column 0 holds 5 and 5.
    const seat1 = [
      ...gridFromRows([
        [5, 7],
        [-1, 0],
      ]),
      ...gridFromRows([
        [5, 11],
        [5, 12],
      ]),
    ];
    const state = play(
      shapedGame(rules, [seat0, seat1], 5),
      ...[2, 3, 4, 5].map((pos) => reveal(0, pos)),
      ...[0, 1, 4].map((pos) => reveal(1, pos)),
    );
    expect(state.round.grids.flat().every((slot) => slot !== null)).toBe(true);
    const last = apply(state, reveal(1, 5));
    expect(last.ok && lineEvents(last.events)).toEqual([
      {
        kind: 'line-cleared',
        seat: 1,
        line: 'column',
        grid: 1,
        index: 0,
        value: 5,
        positions: [4, 5],
        discarded: [4, 5],
        atRoundEnd: false,
      },
    ]);
  });

  it('R9.5 R9.2 with no set-up reveals, dual hands begin with the turns', () => {
    const state = newGame({
      players: ['A', 'B'],
      rules: { dualHands: true, setupReveals: 0 },
      seed: 2,
    });
    expect(state.phase).toBe('turns');
    expect(state.round.starter).toBe(0);
  });
});
