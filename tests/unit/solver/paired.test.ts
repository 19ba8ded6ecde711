// Paired evaluation (issue 20): the kernels return, besides each candidate's estimate, the sums a
// paired comparison needs (every candidate on the same rollouts), and a `draw` candidate may play
// a given response to each drawn card instead of the rollout policy.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  CARD_KINDS,
  type GameState,
  MIN_CARD,
  playerView,
  seatsToAct,
} from '../../../src/engine';
import {
  candidateCodes,
  createTsKernel,
  encodeAction,
  encodeState,
  encodeView,
  loadWasmKernel,
  type RolloutKernel,
} from '../../../src/solver';
import { randomPosition } from './positions';
import { solverModule } from './solver-module';

let wasm: RolloutKernel;
const ts = createTsKernel();

beforeAll(async () => {
  wasm = await loadWasmKernel(await solverModule());
});

const positions: GameState[] = Array.from({ length: 40 }, (_, i) => randomPosition(3000 + i));

function viewOfActor(state: GameState) {
  return playerView(state, seatsToAct(state)[0]!);
}

/** Positions where the seat to act chooses between taking the discard and drawing. */
const choosing = positions.filter((state) => {
  const view = viewOfActor(state);
  return view.phase === 'turns' && view.drawn === null;
});

/** Every card kind answered by `code`. */
const always = (code: number): number[] => new Array<number>(CARD_KINDS).fill(code);

describe('paired evaluation', () => {
  it('is the same in WebAssembly and TypeScript, with and without draw responses', () => {
    expect(choosing.length).toBeGreaterThan(10);
    for (const [i, state] of positions.entries()) {
      const view = viewOfActor(state);
      const words = encodeView(view);
      const candidates = candidateCodes(view);
      const down = view.grids[view.seat]!.findIndex((slot) => slot !== null && !slot.up);
      const responses =
        view.phase === 'turns' && view.drawn === null && down >= 0
          ? always(encodeAction({ t: 'draw-discard', pos: down }))
          : undefined;
      const options = { rollouts: 6, seed: i, ...(responses ? { drawResponses: responses } : {}) };
      const expected = ts.evaluatePaired(words, candidates, options);
      expect(wasm.evaluatePaired(words, candidates, options)).toEqual(expected);
      expect(expected.stats).toEqual(ts.evaluate(words, candidates, options));
    }
  });

  it('gives the squared difference of one rollout’s objectives, and nothing for a candidate against itself', () => {
    for (const [i, state] of choosing.slice(0, 10).entries()) {
      const view = viewOfActor(state);
      const candidates = candidateCodes(view);
      const one = wasm.evaluatePaired(encodeView(view), candidates, { rollouts: 1, seed: i });
      const n = candidates.length;
      for (let c = 0; c < n; c++)
        for (let d = 0; d < n; d++)
          expect(one.squaredDifferences[c * n + d]).toBeCloseTo(
            (one.sums[c]! - one.sums[d]!) ** 2,
            9,
          );
      const twice = Int32Array.from([candidates[0]!, candidates[0]!, candidates[1]!]);
      const many = wasm.evaluatePaired(encodeView(view), twice, { rollouts: 50, seed: i });
      expect(many.squaredDifferences[1]).toBe(0);
      expect(many.sums[0]).toBe(many.sums[1]);
    }
  });

  it('pairs the rollouts: the variance of a difference is that of the per-rollout differences', () => {
    const view = viewOfActor(choosing[0]!);
    const candidates = candidateCodes(view);
    const all = wasm.evaluatePaired(encodeView(view), candidates, { rollouts: 30, seed: 7 });
    const n = candidates.length;
    const [c, d] = [0, n - 1];
    const mean = (all.sums[c]! - all.sums[d]!) / 30;
    const variance = (all.squaredDifferences[c * n + d]! - 30 * mean ** 2) / 29;
    expect(variance).toBeGreaterThanOrEqual(-1e-9);
    // Unpaired, the two estimates' variances add up; paired, the shared deal cancels out.
    const unpaired = 30 * (all.stats[c]!.stdError ** 2 + all.stats[d]!.stdError ** 2);
    expect(variance).toBeLessThan(unpaired);
  });

  it('plays a draw’s response to the card drawn, as that move would play from the drawn position', () => {
    for (const state of choosing.slice(0, 12)) {
      const seat = seatsToAct(state)[0]!;
      if (state.round.drawPile.length === 0) continue;
      const top = state.round.drawPile.at(-1)!;
      const drawn = apply(state, { p: seat, t: 'draw' });
      if (!drawn.ok) throw new Error(drawn.message);
      const grid = state.round.grids[seat]!;
      const pos = grid.findIndex((slot) => slot !== null);
      const response = encodeAction({ t: 'draw-swap', pos });
      const responses = always(-1);
      responses[top - MIN_CARD] = response;
      const options = { rollouts: 8, seed: 3 };
      const viaDraw = wasm.evaluatePaired(
        encodeState(state, seat),
        Int32Array.from([encodeAction({ t: 'draw' })]),
        { ...options, drawResponses: responses },
      );
      const fromDrawn = wasm.evaluatePaired(
        encodeState(drawn.state, seat),
        Int32Array.from([response]),
        options,
      );
      expect(viaDraw.sums[0]).toBe(fromDrawn.sums[0]);
    }
  });

  it('refuses a draw response the seat could not make', () => {
    const view = viewOfActor(choosing[0]!);
    const words = encodeView(view);
    const candidates = Int32Array.from([encodeAction({ t: 'draw' })]);
    const up = view.grids[view.seat]!.findIndex((slot) => slot?.up === true);
    const bad = always(encodeAction({ t: 'draw-discard', pos: up }));
    expect(() =>
      wasm.evaluatePaired(words, candidates, { rollouts: 2, seed: 1, drawResponses: bad }),
    ).toThrow(RangeError);
    expect(() =>
      wasm.evaluatePaired(words, candidates, {
        rollouts: 2,
        seed: 1,
        drawResponses: [encodeAction({ t: 'take-discard', pos: 0 })],
      }),
    ).toThrow(RangeError);
  });
});
