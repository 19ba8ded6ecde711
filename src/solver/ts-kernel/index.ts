import { kernelFrom, type RolloutKernel } from '../kernel';
import { evaluate, playOut } from './evaluate';
import { policyWords, view } from './memory';

/** The rollout kernel in TypeScript on typed arrays: the same algorithm as the WebAssembly one. */
export function createTsKernel(): RolloutKernel {
  return kernelFrom({
    name: 'typescript',
    evaluate(encodedView, policy, candidates, rollouts, seed, sums) {
      view.set(encodedView);
      policyWords.set(policy);
      return evaluate(candidates, rollouts, seed, sums);
    },
    playOut(encodedView, policy, games, seed, scores) {
      view.set(encodedView);
      policyWords.set(policy);
      return playOut(games, seed, scores);
    },
  });
}
