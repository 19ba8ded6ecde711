import * as Comlink from 'comlink';
import { beforeAll, describe, expect, test } from 'vitest';
import { BOT_LEVELS, HINT_REASON_CODES } from '../../../src/ai';
import { playerView } from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import {
  CANCELLED,
  createSolverApi,
  HINT_SEARCH_MEASURE,
  type SolverApiObject,
} from '../../../src/worker/solver-api';
import { isLegal, midGame, wasmKernel } from './fixtures';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

const state = midGame(3);
const seat = state.round.toMove!;
const view = playerView(state, seat);

describe('the solver API', () => {
  test.each(BOT_LEVELS)('%s chooses a legal action', async (level) => {
    const api = createSolverApi(async () => kernel);
    const action = await api.chooseAction({
      id: 1,
      view,
      level,
      seed: 2,
      timeMs: Infinity,
      rollouts: 16,
    });
    expect(isLegal(state, action)).toBe(true);
  });

  test('a hint reports its progress up to 1', async () => {
    const api = createSolverApi(async () => kernel);
    const progress: number[] = [];
    const hint = await api.hint(
      { id: 2, view, seed: 1, timeMs: Infinity, rollouts: 200 },
      (fraction) => progress.push(fraction),
    );
    expect(hint.candidates[0]!.cost).toBe(0);
    expect(
      hint.candidates.flatMap((c) => c.reasons).every((r) => HINT_REASON_CODES.includes(r.code)),
    ).toBe(true);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  test('a hint leaves its search time as a performance measure, the latest only', async () => {
    const api = createSolverApi(async () => kernel);
    for (const id of [3, 4]) {
      const asked = performance.now();
      await api.hint({ id, view, seed: 1, timeMs: Infinity, rollouts: 128 });
      const answered = performance.now();
      const measures = performance.getEntriesByName(HINT_SEARCH_MEASURE);
      expect(measures).toHaveLength(1);
      const [search] = measures;
      expect(search!.startTime).toBeGreaterThanOrEqual(asked);
      expect(search!.duration).toBeGreaterThan(0);
      expect(search!.startTime + search!.duration).toBeLessThanOrEqual(answered);
    }
  });

  test('cancel stops a request at its next batch', async () => {
    const api = createSolverApi(async () => kernel);
    const request = api.hint({ id: 7, view, seed: 1, timeMs: Infinity, rollouts: 1_000_000 }, () =>
      api.cancel(7),
    );
    await expect(request).rejects.toThrow(CANCELLED);
    const again = await api.hint({ id: 7, view, seed: 1, timeMs: Infinity, rollouts: 64 });
    expect(again.candidates.length).toBeGreaterThan(0);
  });

  test('the kernel is loaded once, on first use', async () => {
    let loads = 0;
    const api = createSolverApi(async () => {
      loads++;
      return kernel;
    });
    expect(loads).toBe(0);
    await api.chooseAction({
      id: 1,
      view,
      level: 'expert',
      seed: 1,
      timeMs: Infinity,
      rollouts: 8,
    });
    await api.hint({ id: 2, view, seed: 1, timeMs: Infinity, rollouts: 8 });
    expect(await api.kernelName()).toBe('wasm');
    expect(loads).toBe(1);
  });

  test('works through Comlink: the view is cloned, progress is proxied', async () => {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(
      createSolverApi(async () => kernel),
      port1,
    );
    const remote = Comlink.wrap<SolverApiObject>(port2);
    try {
      const progress: number[] = [];
      const action = await remote.chooseAction(
        { id: 1, view, level: 'expert', seed: 4, timeMs: Infinity, rollouts: 128 },
        Comlink.proxy((fraction: number) => progress.push(fraction)),
      );
      expect(isLegal(state, action)).toBe(true);
      expect(progress.length).toBeGreaterThan(0);
    } finally {
      remote[Comlink.releaseProxy]();
      port1.close();
      port2.close();
    }
  });
});
