// The review in the solver worker (issue 20): each decision handed over as it is weighed, with
// progress, cancellable, and the same as the review on the calling thread; through Comlink.
import { beforeAll, describe, expect, test } from 'vitest';
import { createBot, step } from '../../../src/ai';
import { newGame, toRecord } from '../../../src/engine';
import { decisionsOf, reviewDecisions, type ReviewedDecision } from '../../../src/review';
import type { RolloutKernel } from '../../../src/solver';
import { createSolverClient } from '../../../src/worker/client';
import { CANCELLED, createSolverApi } from '../../../src/worker/solver-api';
import { channelWorker, wasmKernel } from './fixtures';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

/** Two rounds of a two-seat game, easy against hard. */
function record() {
  const bots = [createBot('easy', { seed: 1 }), createBot('hard', { seed: 2 })];
  let state = newGame({ players: ['Ada', 'Bo'], seed: 8 });
  while (state.phase !== 'game-over' && state.results.length < 2) state = step(state, bots);
  return toRecord(state);
}

describe('the review in the solver API', () => {
  test('hands every decision over as it is weighed, with progress, and gives the summary', async () => {
    const game = record();
    const api = createSolverApi(async () => kernel);
    const seen: ReviewedDecision[] = [];
    const totals = new Set<number>();
    const progress: number[] = [];
    const result = await api.review(
      { id: 1, record: game, seat: 0, round: 1, seed: 3, rollouts: 128 },
      (decision, total) => {
        seen.push(decision);
        totals.add(total);
      },
      (fraction) => progress.push(fraction),
    );
    const decisions = decisionsOf(game, 0).filter((d) => d.round === 1);
    expect(result.decisions).toEqual(seen);
    expect([...totals]).toEqual([decisions.length]);
    expect(seen.every((d) => d.round === 1)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // The same as reviewing on the calling thread with the same seed and budget.
    expect(result).toEqual(reviewDecisions(decisions, { kernel, seed: 3, rollouts: 128 }));
  });

  test('cancel stops a review at its next batch', async () => {
    const api = createSolverApi(async () => kernel);
    const request = api.review({ id: 5, record: record(), seat: 1, seed: 1 }, () => api.cancel(5));
    await expect(request).rejects.toThrow(CANCELLED);
  });

  test('a record that does not replay is refused with its reason', async () => {
    const game = record();
    const broken = {
      ...game,
      rounds: [{ ...game.rounds[0]!, actions: [{ p: 1, t: 'take-discard' as const, pos: 3 }] }],
    };
    const api = createSolverApi(async () => kernel);
    await expect(api.review({ id: 6, record: broken, seat: 0, seed: 1 })).rejects.toThrow(
      /round 1/,
    );
  });

  test('the client reviews through a worker: decisions as they come, an abort stops it', async () => {
    const client = createSolverClient({ createWorker: () => channelWorker(kernel) });
    try {
      const game = record();
      const seen: number[] = [];
      const result = await client.review(game, 1, {
        round: 0,
        onDecision: (decision) => seen.push(decision.action),
      });
      expect(result.decisions.map((d) => d.action)).toEqual(seen);
      expect(result.summary.decisions).toBe(seen.length);
      const controller = new AbortController();
      const stopped = client.review(game, 0, {
        signal: controller.signal,
        onDecision: () => controller.abort(),
      });
      await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
      expect(client.mode).toBe('worker');
    } finally {
      client.dispose();
    }
  });
});
