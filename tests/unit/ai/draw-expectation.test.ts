import { beforeAll, describe, expect, test } from 'vitest';
import { expertSearch } from '../../../src/ai';
import { drawnView } from '../../../src/ai/search/draw-expectation';
import { RolloutSearch } from '../../../src/ai/search/rollout-search';
import { apply, playerView } from '../../../src/engine';
import { encodeView, type RolloutKernel } from '../../../src/solver';
import { unwrap } from '../helpers/game';
import { afterSetup } from './after-setup';
import { wasmKernel } from './kernel';
import { playedPositions } from './positions';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

describe('the draw valued over the card it brings', () => {
  test('a drawn view is the view the seat has once it has drawn that card', () => {
    for (const { state, seat, label } of playedPositions(41, 4, 5)) {
      const view = playerView(state, seat);
      if (state.phase !== 'turns' || view.drawn !== null || view.drawPileSize === 0) continue;
      const drawn = unwrap(apply(state, { p: seat, t: 'draw' }));
      const after = playerView(drawn, seat);
      expect(encodeView(drawnView(view, after.drawn!)), label).toEqual(encodeView(after));
    }
  });

  test("the draw's value is the chance-weighted value of the best move for each card", () => {
    const view = playerView(afterSetup(), 0);
    const search = expertSearch(view, { seed: 3, kernel, rollouts: 64, timeMs: Infinity });
    while (!search.done) search.step();
    const draw = search.ranked().find((candidate) => candidate.action.t === 'draw')!;
    const size = view.unseen.reduce((sum, count) => sum + count, 0);
    let expected = 0;
    view.unseen.forEach((count, kind) => {
      if (count === 0) return;
      const card = kind - 2;
      const alone = expertSearch(drawnView(view, card), {
        seed: 3,
        kernel,
        rollouts: 64,
        timeMs: Infinity,
      });
      expect(alone).toBeInstanceOf(RolloutSearch);
      while (!alone.done) alone.step();
      expected += (count / size) * alone.ranked()[0]!.mean;
    });
    expect(draw.rollouts).toBeGreaterThan(0);
    expect(Number.isFinite(draw.mean)).toBe(true);
    expect(Math.abs(draw.mean - expected)).toBeLessThan(2);
  });

  test('the same seed gives the same ranking, and every move is legal', () => {
    for (const { state, seat, label } of playedPositions(43, 2, 9)) {
      const view = playerView(state, seat);
      const run = () => {
        const search = expertSearch(view, { seed: 5, kernel, rollouts: 32, timeMs: Infinity });
        while (!search.done) search.step();
        return search.ranked();
      };
      const ranked = run();
      expect(ranked, label).toEqual(run());
      expect(apply(state, ranked[0]!.action).ok, label).toBe(true);
    }
  });
});

describe('a draw valued on a short budget', () => {
  test('the sampled draw stands in until every card it may bring has been searched', () => {
    const view = playerView(afterSetup(), 0);
    const search = expertSearch(view, { seed: 4, kernel, rollouts: 1500, timeMs: 0 });
    let steps = 0;
    while (!search.done) {
      search.step();
      steps++;
    }
    expect(steps).toBe(1);
    const ranked = search.ranked();
    expect(ranked.map((candidate) => candidate.action.t)).toContain('draw');
    expect(ranked.every((candidate) => candidate.rollouts === 64)).toBe(true);
  });
});
