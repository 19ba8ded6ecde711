// Self-consistency of the review (issue 20): the expert's own decisions, reviewed, cost next to
// nothing (at most 0.2 points per decision on average); random legal play costs at least 2; a
// threshold bot lies between. Seat 0 plays one round of four games (2 to 4 seats, hard
// opponents); every decision of it is reviewed as the game does, on the WebAssembly kernel
// (consistency.ts; `npx tsx scripts/studies/review-consistency.ts` prints the figures).
import { beforeAll, describe, expect, it } from 'vitest';
import { wasmKernel } from '../ai/kernel';
import { CONSISTENCY_PLAYERS, consistencyOf } from './consistency';

describe('the review is self-consistent', () => {
  const mean = { expert: 0, threshold: 0, random: 0 };

  beforeAll(async () => {
    const kernel = await wasmKernel();
    const expert = consistencyOf(kernel, CONSISTENCY_PLAYERS.expert);
    expect(expert.decisions).toBeGreaterThan(50);
    mean.expert = expert.mean;
    mean.random = consistencyOf(kernel, CONSISTENCY_PLAYERS.random).mean;
    mean.threshold = consistencyOf(kernel, CONSISTENCY_PLAYERS.threshold).mean;
  }, 300_000); // A bound, not a wait: three players reviewed on a loaded two-core machine took 170 s.

  it('the expert’s own decisions cost at most 0.2 points per decision on average', () => {
    expect(mean.expert).toBeLessThanOrEqual(0.2);
  });

  it('random legal play costs at least 2 points per decision on average', () => {
    expect(mean.random).toBeGreaterThanOrEqual(2);
  });

  it('a threshold bot lies between', () => {
    expect(mean.threshold).toBeGreaterThan(mean.expert);
    expect(mean.threshold).toBeLessThan(mean.random);
  });
});
