import { kernelFrom, type RolloutKernel } from '../kernel';
import { evaluate, playOut } from './evaluate';
import { candidates, policyWords, scores, stats, view } from './memory';

/** The rollout kernel in TypeScript on typed arrays: the same algorithm as the WebAssembly one. */
export function createTsKernel(): RolloutKernel {
  return kernelFrom({
    name: 'typescript',
    evaluate(encodedView, policy, codes, rollouts, seed, sums) {
      view.set(encodedView);
      policyWords.set(policy);
      candidates.set(codes);
      const turns = evaluate(codes.length, rollouts, seed);
      sums.set(stats.subarray(0, sums.length));
      return turns;
    },
    playOut(encodedView, policy, games, seed, sums) {
      view.set(encodedView);
      policyWords.set(policy);
      const turns = playOut(games, seed);
      sums.set(scores);
      return turns;
    },
  });
}
