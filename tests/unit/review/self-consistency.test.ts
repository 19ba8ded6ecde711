// Self-consistency of the review (issue 20): the expert's own decisions, reviewed, cost next to
// nothing (at most 0.2 points per decision on average); random legal play costs at least 2; a
// threshold bot lies between. Seat 0 plays one round of four games (2 to 4 seats, hard
// opponents); every decision of it is reviewed as the game does, on the WebAssembly kernel.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bot, createBot, EasyBot, ThresholdBot } from '../../../src/ai';
import { decisionsOf, reviewDecisions } from '../../../src/review';
import type { RolloutKernel } from '../../../src/solver';
import { wasmKernel } from '../ai/kernel';
import { playedRecord } from './played';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

/** The tables: seats and deal seed. */
const TABLES = [
  [2, 1],
  [3, 2],
  [2, 3],
  [4, 4],
] as const;

/** The mean cost per decision of seat 0 played by `player`, over one round of every table. */
function meanCost(player: (seed: number) => Bot): { mean: number; decisions: number } {
  let total = 0;
  let decisions = 0;
  for (const [players, seed] of TABLES) {
    const opponents = Array.from({ length: players - 1 }, (_, i) =>
      createBot('hard', { seed: seed + i + 1 }),
    );
    const record = playedRecord([player(seed), ...opponents], seed, 1);
    const reviewed = reviewDecisions(decisionsOf(record, 0), { kernel, seed: 1 }).decisions;
    total += reviewed.reduce((sum, decision) => sum + decision.cost, 0);
    decisions += reviewed.length;
  }
  return { mean: total / decisions, decisions };
}

describe('the review is self-consistent', () => {
  const mean = { expert: 0, threshold: 0, random: 0 };

  beforeAll(() => {
    const expert = meanCost((seed) => createBot('expert', { seed, kernel, timeMs: Infinity }));
    expect(expert.decisions).toBeGreaterThan(50);
    mean.expert = expert.mean;
    mean.random = meanCost((seed) => new EasyBot({ seed, mistakeRate: 1 })).mean;
    mean.threshold = meanCost(
      (seed) => new ThresholdBot({ threshold: 4, guard: false, seed }),
    ).mean;
  }, 120_000);

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
