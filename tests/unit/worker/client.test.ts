import { beforeAll, describe, expect, test } from 'vitest';
import { playerView } from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import { createSolverClient } from '../../../src/worker/client';
import {
  channelWorker,
  failingWorker,
  isLegal,
  midGame,
  silentWorker,
  slowWorker,
  wasmKernel,
} from './fixtures';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

const state = midGame(5);
const view = playerView(state, state.round.toMove!);
const fast = { expertTimeMs: 20, hintTimeMs: 20, hintRollouts: 32 };

describe('the solver client', () => {
  test('answers through a worker', async () => {
    const client = createSolverClient({ ...fast, createWorker: () => channelWorker(kernel) });
    try {
      expect(client.mode).toBe('worker');
      const progress: number[] = [];
      const action = await client.chooseAction(view, 'expert', {
        onProgress: (f) => progress.push(f),
      });
      expect(isLegal(state, action)).toBe(true);
      expect(progress.length).toBeGreaterThan(0);
      const hint = await client.hint(view);
      expect(hint.candidates[0]!.cost).toBe(0);
      expect(client.mode).toBe('worker');
    } finally {
      client.dispose();
    }
  });

  test('without Worker (Node) it answers on the main thread', async () => {
    const client = createSolverClient(fast);
    // Nothing starts before the first request (the first screen loads no solver).
    expect(isLegal(state, await client.chooseAction(view, 'expert'))).toBe(true);
    expect(client.mode).toBe('main-thread');
    expect(isLegal(state, await client.chooseAction(view, 'easy'))).toBe(true);
    expect((await client.hint(view)).candidates.length).toBeGreaterThan(0);
    client.dispose();
  });

  test('a worker that cannot start: main thread', async () => {
    const client = createSolverClient({
      ...fast,
      createWorker: () => {
        throw new Error('no workers here');
      },
    });
    expect(isLegal(state, await client.chooseAction(view, 'hard'))).toBe(true);
    expect(client.mode).toBe('main-thread');
  });

  test('a worker that fails: the request is answered on the main thread, and the next ones', async () => {
    const client = createSolverClient({ ...fast, createWorker: failingWorker });
    expect(client.mode).toBe('worker');
    expect(isLegal(state, await client.chooseAction(view, 'expert'))).toBe(true);
    expect(client.mode).toBe('main-thread');
    expect((await client.hint(view)).candidates.length).toBeGreaterThan(0);
  });

  test('a worker that stays silent past the budget: main thread', async () => {
    const client = createSolverClient({ ...fast, graceMs: 30, createWorker: silentWorker });
    expect(isLegal(state, await client.chooseAction(view, 'medium'))).toBe(true);
    expect(client.mode).toBe('main-thread');
  });

  test('R9.5 a dual-hands hint gets as much longer in the worker as its clock runs (24 cards: twice)', async () => {
    const dual = midGame(5, { dualHands: true }, ['A', 'B']);
    const dualView = playerView(dual, dual.round.toMove!);
    // The message reaches the worker after the official limit (3 s) and within the dual one (5 s).
    const client = createSolverClient({
      hintTimeMs: 2000,
      hintRollouts: 32,
      graceMs: 1000,
      createWorker: () => slowWorker(channelWorker(kernel), 3300),
    });
    expect((await client.hint(dualView)).candidates.length).toBeGreaterThan(0);
    expect(client.mode).toBe('worker');
    client.dispose();
  });

  test('an AbortSignal cancels a request', async () => {
    const client = createSolverClient({
      hintTimeMs: 60_000,
      hintRollouts: 1_000_000,
      createWorker: () => channelWorker(kernel),
    });
    try {
      const controller = new AbortController();
      const hint = client.hint(view, {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      });
      await expect(hint).rejects.toMatchObject({ name: 'AbortError' });
      const aborted = new AbortController();
      aborted.abort();
      await expect(
        client.chooseAction(view, 'easy', { signal: aborted.signal }),
      ).rejects.toMatchObject({
        name: 'AbortError',
      });
      expect(isLegal(state, await client.chooseAction(view, 'easy'))).toBe(true);
    } finally {
      client.dispose();
    }
  });

  test('after dispose, requests are refused', async () => {
    const client = createSolverClient(fast);
    client.dispose();
    await expect(client.chooseAction(view, 'easy')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
