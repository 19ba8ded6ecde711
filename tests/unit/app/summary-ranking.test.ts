import { describe, expect, test } from 'vitest';
import { roundRanking } from '../../../src/app/present/summary-ranking';
import type { RoundResult } from '../../../src/engine';

/** A round result with the fields the ranking reads. */
function result(scores: number[], totals: number[], ender = 0, doubled = false): RoundResult {
  return {
    starter: 0,
    ender,
    doubled,
    doubling: {
      doubled,
      reason: doubled ? 'not-strictly-lowest' : 'strictly-lowest',
      enderScore: scores[ender]!,
      rival: 1,
      rivalScore: 0,
      penalty: { multiplier: 2, flat: 0, order: 'multiply-first' },
    },
    scores,
    totals,
    grids: [],
  };
}

describe('the round ranking', () => {
  test('the first round: lines move from seat order to the order of the totals', () => {
    const lines = roundRanking([result([20, 5, 12], [20, 5, 12], 1)]);
    expect(lines.map((line) => [line.index, line.indexBefore, line.place])).toEqual([
      [2, 0, 3],
      [0, 1, 1],
      [1, 2, 2],
    ]);
    expect(lines[1]).toMatchObject({ totalBefore: 0, total: 5, roundScore: 5, doubled: false });
  });

  test('a later round starts from the order before it, and marks the doubled ender', () => {
    const first = result([3, 10, 6], [3, 10, 6]);
    const second = result([30, 1, 2], [33, 11, 8], 0, true);
    const lines = roundRanking([first, second]);
    expect(lines.map((line) => line.indexBefore)).toEqual([0, 2, 1]);
    expect(lines.map((line) => line.index)).toEqual([2, 1, 0]);
    expect(lines[0]).toMatchObject({ totalBefore: 3, total: 33, roundScore: 30, doubled: true });
  });

  test('equal totals share a place and keep seat order', () => {
    const lines = roundRanking([result([7, 4, 7], [7, 4, 7], 1)]);
    expect(lines.map((line) => line.place)).toEqual([2, 1, 2]);
    expect(lines.map((line) => line.index)).toEqual([1, 0, 2]);
  });
});
