import { kernelFrom, type RolloutKernel } from './kernel';
import {
  ADDR_CANDIDATES,
  ADDR_DRAW_RESPONSES,
  ADDR_PAIRS,
  ADDR_POLICY,
  ADDR_SCORES,
  ADDR_STATS,
  ADDR_VIEW,
  MAX_CANDIDATES,
  MAX_PLAYERS,
} from './layout';
import { instantiateSolver, type SolverExports, wordsAt } from './wasm-module';

/** The rollout kernel of an instantiated solver module. */
export function wasmKernel(solver: SolverExports): RolloutKernel {
  const load = (view: Int32Array, policy: Int32Array) => {
    wordsAt(solver, ADDR_VIEW, view.length).set(view);
    wordsAt(solver, ADDR_POLICY, policy.length).set(policy);
  };
  return kernelFrom({
    name: 'wasm',
    evaluate(view, policy, responses, candidates, rollouts, seed, sums, products) {
      load(view, policy);
      wordsAt(solver, ADDR_DRAW_RESPONSES, responses.length).set(responses);
      wordsAt(solver, ADDR_CANDIDATES, candidates.length).set(candidates);
      const turns = solver.evaluate(candidates.length, rollouts, seed);
      sums.set(new Float64Array(solver.memory.buffer, ADDR_STATS, sums.length));
      // Only the candidates' rows hold sums (c < d < count): the rest of the block is stale.
      products.set(
        new Float64Array(solver.memory.buffer, ADDR_PAIRS, candidates.length * MAX_CANDIDATES),
      );
      return turns;
    },
    playOut(view, policy, games, seed, scores) {
      load(view, policy);
      const turns = solver.playOut(games, seed);
      scores.set(new Float64Array(solver.memory.buffer, ADDR_SCORES, MAX_PLAYERS));
      return turns;
    },
  });
}

/** The WebAssembly rollout kernel, from the module's bytes or a compiled module. */
export async function loadWasmKernel(
  wasm: BufferSource | WebAssembly.Module,
): Promise<RolloutKernel> {
  return wasmKernel(await instantiateSolver(wasm));
}
