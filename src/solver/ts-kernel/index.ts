import { kernelFrom, type RolloutKernel } from '../kernel';
import { evaluate, playOut } from './evaluate';
import { MAX_CANDIDATES } from '../layout';
import { candidates, drawResponses, pairs, policyWords, scores, stats, view } from './memory';

/** The rollout kernel in TypeScript on typed arrays: the same algorithm as the WebAssembly one. */
export function createTsKernel(): RolloutKernel {
  return kernelFrom({
    name: 'typescript',
    evaluate(encodedView, policy, responses, codes, rollouts, seed, sums, products) {
      view.set(encodedView);
      policyWords.set(policy);
      drawResponses.set(responses);
      candidates.set(codes);
      const turns = evaluate(codes.length, rollouts, seed);
      sums.set(stats.subarray(0, sums.length));
      products.set(pairs.subarray(0, codes.length * MAX_CANDIDATES));
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
