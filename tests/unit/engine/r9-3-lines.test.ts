import { describe, expect, it } from 'vitest';
import { apply, type Card, type GameState, type Rules } from '../../../src/engine';
import { drawDiscard, drawSwap, reveal, takeDiscard } from '../helpers/actions';
import { discardTop, play } from '../helpers/game';
import { gridFromRows, lineEvents, shapedGame } from '../helpers/shaped';

/** Seat 1's cards in these tests: no two equal in a column or a row; it reveals −2 and −1. */
const QUIET = gridFromRows([
  [-2, 1, 2, 3],
  [-1, 4, 10, 11],
  [0, 12, 6, 0],
]);

/**
 * A 3 × 4 game under `rules` in which seat 0 holds `rows` and turns up `revealed` in set-up (as
 * many as `rules.setupReveals`), seat 1 `QUIET` turning up its first ones; seat 0 starts.
 */
function seatZero(
  rules: Partial<Rules>,
  rows: readonly (readonly Card[])[],
  revealed: readonly number[],
  discard: Card,
  draws: readonly Card[] = [],
): GameState {
  const state = shapedGame(rules, [gridFromRows(rows), QUIET], discard, draws);
  const own = revealed.map((pos) => reveal(0, pos));
  const other = revealed.map((_, i) => reveal(1, [0, 1, 3, 4, 5, 6, 7, 8][i]!));
  const started = play(state, ...own, ...other);
  if (started.round.starter !== 0) throw new Error('seat 0 should start');
  return started;
}

/** The events of `action` in `state`, which must be legal. */
function eventsOf(state: GameState, action: Parameters<typeof apply>[1]) {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.message);
  return { state: result.state, events: result.events };
}

describe('R9.3 lines', () => {
  it('R9.3 with columnClears false no column is removed in a turn', () => {
    const rows = [
      [7, 1, 2, 5],
      [7, 10, 11, 5],
      [3, 8, 9, 5],
    ];
    const state = seatZero({ columnClears: false }, rows, [0, 1], 7);
    const after = play(state, takeDiscard(0, 2));
    expect(after.round.grids[0]!.slice(0, 3)).toEqual([
      { card: 7, up: true },
      { card: 7, up: true },
      { card: 7, up: true },
    ]);
    expect(after.round.discardPile).toEqual([3]);
  });

  it('R9.3 with columnClears false no column is removed at the round’s end either', () => {
    const rules = { columnClears: false, setupReveals: 11, targetScore: 1000 };
    const seat0 = gridFromRows([
      [7, 1, 2, 3],
      [7, 10, 11, 12],
      [7, 8, 9, -1],
    ]);
    const state = play(
      shapedGame(rules, [seat0, QUIET], 5, [4, 5]),
      ...[0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((pos) => reveal(0, pos)),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((pos) => reveal(1, pos)),
    );
    const ended = play(state, drawSwap(0, 11), drawDiscard(1, 11), takeDiscard(0, 10));
    expect(ended.phase).toBe('round-over');
    expect(ended.results[0]!.grids[0]!.slice(0, 3)).toEqual([7, 7, 7]);
    expect(ended.results[0]!.grids[0]!.includes(null)).toBe(false);
  });

  it('R9.3 with rowClears a row of equal face-up cards goes: the card put down first, then the row left to right', () => {
    const rows = [
      [4, 4, 4, 9],
      [1, 2, 3, 10],
      [5, 6, 8, 11],
    ];
    const state = seatZero({ rowClears: true, setupReveals: 3 }, rows, [0, 3, 6], 4);
    const { state: after, events } = eventsOf(state, takeDiscard(0, 9));
    expect(lineEvents(events)).toEqual([
      {
        kind: 'line-cleared',
        seat: 0,
        line: 'row',
        grid: 0,
        index: 0,
        value: 4,
        positions: [0, 3, 6, 9],
        discarded: [0, 3, 6, 9],
        atRoundEnd: false,
      },
    ]);
    expect(after.round.discardPile).toEqual([9, 4, 4, 4, 4]);
    for (const pos of [0, 3, 6, 9]) expect(after.round.grids[0]![pos]).toBeNull();
  });

  it('R9.3 R4.4 a removed row’s positions can no longer be chosen', () => {
    const rows = [
      [4, 4, 4, 9],
      [1, 2, 3, 10],
      [5, 6, 8, 11],
    ];
    const state = seatZero({ rowClears: true, setupReveals: 3 }, rows, [0, 3, 6], 4);
    const after = play(state, takeDiscard(0, 9), takeDiscard(1, 2));
    expect(apply(after, takeDiscard(0, 3))).toEqual({
      ok: false,
      reason: 'position-removed',
      message: 'position 3 is in a removed line (R4.4, R9.3)',
    });
  });

  it('R9.3 a row and a column sharing the card put down go in one pass: the column, then the row without the shared card', () => {
    const rows = [
      [7, 7, 7, 0],
      [1, 2, 3, 7],
      [4, 6, 8, 7],
    ];
    const state = seatZero({ rowClears: true, setupReveals: 5 }, rows, [0, 3, 6, 10, 11], 7);
    const { state: after, events } = eventsOf(state, takeDiscard(0, 9));
    expect(lineEvents(events)).toEqual([
      {
        kind: 'line-cleared',
        seat: 0,
        line: 'column',
        grid: 0,
        index: 3,
        value: 7,
        positions: [9, 10, 11],
        discarded: [9, 10, 11],
        atRoundEnd: false,
      },
      {
        kind: 'line-cleared',
        seat: 0,
        line: 'row',
        grid: 0,
        index: 0,
        value: 7,
        positions: [0, 3, 6, 9],
        discarded: [0, 3, 6],
        atRoundEnd: false,
      },
    ]);
    // The replaced 0 first, then the column top to bottom, then the row's other three cards.
    expect(after.round.discardPile).toEqual([0, 7, 7, 7, 7, 7, 7]);
  });

  it('R9.3 passes chain: a column’s removal leaves a row of equal cards, which the next pass removes', () => {
    const rows = [
      [5, 5, 5, 9],
      [1, 2, 3, 9],
      [4, 6, 7, 8],
    ];
    const state = seatZero({ rowClears: true, setupReveals: 5 }, rows, [0, 3, 6, 9, 10], 9);
    const { state: after, events } = eventsOf(state, takeDiscard(0, 11));
    expect(
      lineEvents(events).map(({ line, index, positions, discarded }) => ({
        line,
        index,
        positions,
        discarded,
      })),
    ).toEqual([
      { line: 'column', index: 3, positions: [9, 10, 11], discarded: [9, 10, 11] },
      { line: 'row', index: 0, positions: [0, 3, 6], discarded: [0, 3, 6] },
    ]);
    expect(after.round.discardPile).toEqual([8, 9, 9, 9, 5, 5, 5]);
    expect(discardTop(after)).toBe(5);
  });

  it('R9.3 a line goes while at least 2 of its positions are in play; a single card left never does', () => {
    // After row 0 goes, column 0 holds 2 and 2: a line of two cards still in play.
    const rows = [
      [4, 4, 4, 9],
      [2, 1, 3, 10],
      [2, 6, 8, 11],
    ];
    const state = seatZero({ rowClears: true, setupReveals: 4 }, rows, [0, 3, 6, 1], 4);
    const { state: after, events } = eventsOf(state, takeDiscard(0, 9));
    expect(lineEvents(events).map(({ line, index }) => [line, index])).toEqual([['row', 0]]);
    const { events: more } = eventsOf(play(after, takeDiscard(1, 2)), drawDiscard(0, 2));
    expect(lineEvents(more)).toEqual([
      {
        kind: 'line-cleared',
        seat: 0,
        line: 'column',
        grid: 0,
        index: 0,
        value: 2,
        positions: [1, 2],
        discarded: [1, 2],
        atRoundEnd: false,
      },
    ]);
  });

  it('R9.3 2 × 2 grids: a column of two and a row of two are lines', () => {
    // Seat 0: column 0 holds 6 and 2, row 0 holds 6 and 6 (position 2 face-down).
    const seat0 = gridFromRows([
      [6, 6],
      [2, 1],
    ]);
    const seat1 = gridFromRows([
      [-2, 3],
      [-1, 4],
    ]);
    const rules = { rows: 2, columns: 2, rowClears: true, setupReveals: 1 };
    const state = play(shapedGame(rules, [seat0, seat1], 6), reveal(0, 0), reveal(1, 0));
    const column = eventsOf(state, takeDiscard(0, 1));
    expect(
      lineEvents(column.events).map(({ line, index, positions }) => [line, index, positions]),
    ).toEqual([['column', 0, [0, 1]]]);
    expect(column.state.round.discardPile).toEqual([2, 6, 6]);
    const row = eventsOf(state, takeDiscard(0, 2));
    expect(
      lineEvents(row.events).map(({ line, index, positions }) => [line, index, positions]),
    ).toEqual([['row', 0, [0, 2]]]);
  });

  it('R9.3 R4.5 the check at the round’s end removes rows too, after the final reveal', () => {
    const rules = { rowClears: true, setupReveals: 11, targetScore: 1000 };
    // Seat 0 shows all but position 6, the third 8 of row 0; seat 1 all but position 11.
    const seat0 = gridFromRows([
      [8, 8, 8, 8],
      [1, 2, 3, 10],
      [4, 6, 7, 11],
    ]);
    const seat1 = gridFromRows([
      [-2, 1, 2, 3],
      [-1, 4, 10, 11],
      [0, 12, 6, 9],
    ]);
    const state = play(
      shapedGame(rules, [seat0, seat1], 12, [12, 5]),
      ...[0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11].map((pos) => reveal(0, pos)),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((pos) => reveal(1, pos)),
    );
    expect(state.round.starter).toBe(0);
    // Seat 0 keeps its one face-down card; seat 1 turns its last and ends the round (R5.1).
    const ending = play(state, drawSwap(0, 11), drawDiscard(1, 11));
    expect(ending.round.ender).toBe(1);
    const { state: ended, events } = eventsOf(ending, takeDiscard(0, 10));
    expect(ended.phase).toBe('round-over');
    const tail = events.slice(events.findIndex((event) => event.kind === 'final-reveal'));
    expect(tail.map((event) => event.kind)).toEqual([
      'final-reveal',
      'line-cleared',
      'round-scored',
    ]);
    expect(tail[1]).toEqual({
      kind: 'line-cleared',
      seat: 0,
      line: 'row',
      grid: 0,
      index: 0,
      value: 8,
      positions: [0, 3, 6, 9],
      discarded: [0, 3, 6, 9],
      atRoundEnd: true,
    });
    expect(ended.results[0]!.grids[0]).toEqual([null, 1, 4, null, 2, 6, null, 3, 7, null, 5, 12]);
  });
});
