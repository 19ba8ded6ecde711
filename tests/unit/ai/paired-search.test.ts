// The paired search reads its caller's `settled` check (a judge's orders and decodes every move)
// once per batch, however often `done` and `progress` are asked between batches.
import { beforeAll, describe, expect, test } from 'vitest';
import { PairedSearch } from '../../../src/ai/judge/paired-search';
import { playerView } from '../../../src/engine';
import { candidateCodes, type RolloutKernel } from '../../../src/solver';
import { afterSetup } from './after-setup';
import { wasmKernel } from './kernel';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

describe('the paired search’s settled check', () => {
  test('is read once per batch past the first look, whatever asks done and progress', () => {
    const view = playerView(afterSetup(), 0);
    let reads = 0;
    const search = new PairedSearch(view, {
      kernel,
      seed: 5,
      candidates: candidateCodes(view),
      rollouts: 256,
      timeMs: Infinity,
      batch: 32,
      prune: false,
      settled: () => {
        reads++;
        return false;
      },
    });
    let batches = 0;
    while (!search.done) {
      search.step();
      batches++;
      for (let i = 0; i < 3; i++) void [search.progress, search.done];
    }
    expect(batches).toBe(8);
    // The first look is one batch in: every batch from the first on is checked once.
    expect(reads).toBe(batches - 1);
  });
});
