import { beforeAll, describe, expect, test } from 'vitest';
import { blindPool } from '../../../src/ai/search/blind-view';
import { RolloutSearch } from '../../../src/ai';
import { CARD_COUNTS, playerView } from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import { wasmKernel } from './kernel';
import { playedPositions } from './positions';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

const position = playedPositions(17, 1, 5).find((p) => p.state.phase === 'turns')!;
const view = playerView(position.state, position.seat);

function run(search: RolloutSearch): RolloutSearch {
  while (!search.done) search.step();
  return search;
}

describe('the rollout search', () => {
  test('the same seed and budget give the same ranking', () => {
    const options = { kernel, seed: 5, rollouts: 96, timeMs: Infinity, batch: 32 };
    expect(run(new RolloutSearch(view, options)).ranked()).toEqual(
      run(new RolloutSearch(view, options)).ranked(),
    );
  });

  test('no candidate gets more than the rollout budget; without pruning all get it', () => {
    const all = run(
      new RolloutSearch(view, { kernel, seed: 1, rollouts: 80, timeMs: Infinity, prune: false }),
    );
    expect(all.ranked().every((candidate) => candidate.rollouts === 80)).toBe(true);
    const pruned = run(
      new RolloutSearch(view, { kernel, seed: 1, rollouts: 400, timeMs: Infinity, batch: 40 }),
    );
    const ranked = pruned.ranked();
    expect(ranked[0]!.rollouts).toBeLessThanOrEqual(400);
    expect(ranked.every((candidate) => candidate.rollouts <= ranked[0]!.rollouts)).toBe(true);
    expect(pruned.progress).toBe(1);
  });

  test('the best first, then by mean among the candidates that were played to the end', () => {
    const ranked = run(
      new RolloutSearch(view, { kernel, seed: 2, rollouts: 64, timeMs: Infinity, prune: false }),
    ).ranked();
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i]!.mean).toBeGreaterThanOrEqual(ranked[i - 1]!.mean);
  });

  test('a time budget of 0 stops after one batch', () => {
    const search = run(
      new RolloutSearch(view, { kernel, seed: 3, rollouts: 10_000, timeMs: 0, batch: 8 }),
    );
    expect(search.ranked()[0]!.rollouts).toBe(8);
  });

  test('the blind pool: the whole deck minus the cards in sight', () => {
    const pool = blindPool(view);
    const inSight =
      view.grids.flat().filter((slot) => slot !== null && slot.up).length +
      1 +
      (view.drawn === null ? 0 : 1);
    const total = (counts: readonly number[]): number => counts.reduce((a, b) => a + b, 0);
    expect(total(pool)).toBe(total(CARD_COUNTS) - inSight);
    expect(total(pool)).toBeGreaterThanOrEqual(total(view.unseen));
  });
});
