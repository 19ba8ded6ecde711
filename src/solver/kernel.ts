import { candidateProblem, viewProblem } from './view-check';
import { encodePolicy, type SeatPolicies } from './policy';
import { MAX_CANDIDATES, MAX_PLAYERS, V_PLAYERS } from './layout';

/** The estimate of one candidate move (RolloutKernel.evaluate). */
export interface CandidateStats {
  /** Mean over the rollouts of the seat's round score minus the opponents' mean (lower is better). */
  readonly mean: number;
  /** The standard error of `mean`. */
  readonly stdError: number;
  /** How many rollouts `mean` is over. */
  readonly rollouts: number;
}

/** How to evaluate candidates. */
export interface EvaluateOptions {
  /** Rollouts per candidate (a positive integer). */
  readonly rollouts: number;
  /** Seed of the determinizations and random choices (an integer; same seed, same result). */
  readonly seed: number;
  /** The rollout policy of every seat, or of each seat; DEFAULT_POLICY when absent. */
  readonly policy?: SeatPolicies;
}

/** How to play a position out. */
export interface PlayOutOptions {
  /** Seed of the determinizations and random choices. */
  readonly seed: number;
  /** How many determinizations to play out (default 1). */
  readonly games?: number;
  /** The rollout policy of every seat, or of each seat; DEFAULT_POLICY when absent. */
  readonly policy?: SeatPolicies;
}

/** Round scores (after R5.3 doubling) per seat, summed over the games, and the turns played. */
export interface PlayOutResult {
  readonly scores: number[];
  readonly turns: number;
}

/** A search kernel: the WebAssembly one, or its TypeScript twin; both give identical results. */
export interface RolloutKernel {
  /** Which implementation this is. */
  readonly name: 'wasm' | 'typescript';
  /**
   * For each candidate (codes of `encodeAction`), `rollouts` determinized rollouts of the encoded
   * view (`encodeView`): the candidate, then every seat plays to the end of the round with the
   * policy. Rollout i uses the same determinization and random stream for every candidate.
   */
  evaluate(
    encodedView: Int32Array,
    candidates: Int32Array,
    options: EvaluateOptions,
  ): CandidateStats[];
  /**
   * Plays determinizations of the encoded view (or the full state of `encodeState`, as it is) to
   * the end of the round with the policy; returns the scores and the turns played.
   */
  playOut(encodedView: Int32Array, options: PlayOutOptions): PlayOutResult;
  /** Every turn this kernel has played so far (for benchmarks). */
  turnsPlayed(): number;
}

/** What an implementation provides: the raw loops on encoded blocks. */
export interface KernelBackend {
  readonly name: RolloutKernel['name'];
  /** Writes sum and sum of squares of the scaled objective per candidate to `sums`; turns played. */
  evaluate(
    view: Int32Array,
    policy: Int32Array,
    candidates: Int32Array,
    rollouts: number,
    seed: number,
    sums: Float64Array,
  ): number;
  /** Writes per-seat score sums to `scores`; returns the turns played. */
  playOut(
    view: Int32Array,
    policy: Int32Array,
    games: number,
    seed: number,
    scores: Float64Array,
  ): number;
}

/** Throws the problem found in an input, if there is one. */
function refuse(problem: string | null): void {
  if (problem !== null) throw new RangeError(problem);
}

/** Why `count` and `seed` cannot be used, or `null`. */
function countAndSeedProblem(name: string, count: number, seed: number): string | null {
  if (!Number.isInteger(count) || count < 1) return `${name} must be a positive integer`;
  return Number.isInteger(seed) ? null : 'seed must be an integer';
}

/** The statistics of `rollouts` scaled objectives (each n − 1 times the objective). */
function stats(sum: number, sumOfSquares: number, rollouts: number, scale: number): CandidateStats {
  const mean = sum / (rollouts * scale);
  const variance =
    rollouts > 1
      ? Math.max(0, (sumOfSquares - (sum * sum) / rollouts) / (rollouts - 1)) / (scale * scale)
      : 0;
  return { mean, stdError: Math.sqrt(variance / rollouts), rollouts };
}

/** A RolloutKernel over `backend`, checking its inputs and turning sums into statistics. */
export function kernelFrom(backend: KernelBackend): RolloutKernel {
  let turns = 0;
  return {
    name: backend.name,
    evaluate(encodedView, candidates, options) {
      refuse(viewProblem(encodedView));
      if (candidates.length === 0 || candidates.length > MAX_CANDIDATES)
        refuse(`between 1 and ${MAX_CANDIDATES} candidates, not ${candidates.length}`);
      for (const code of candidates) refuse(candidateProblem(encodedView, code));
      const { rollouts, seed } = options;
      refuse(countAndSeedProblem('rollouts', rollouts, seed));
      const sums = new Float64Array(2 * candidates.length);
      const policy = encodePolicy(options.policy);
      turns += backend.evaluate(encodedView, policy, candidates, rollouts, seed, sums);
      const scale = encodedView[V_PLAYERS]! - 1;
      return Array.from(candidates, (_, c) =>
        stats(sums[2 * c]!, sums[2 * c + 1]!, rollouts, scale),
      );
    },
    playOut(encodedView, options) {
      refuse(viewProblem(encodedView));
      const { games = 1, seed } = options;
      refuse(countAndSeedProblem('games', games, seed));
      const scores = new Float64Array(MAX_PLAYERS);
      const policy = encodePolicy(options.policy);
      const played = backend.playOut(encodedView, policy, games, seed, scores);
      turns += played;
      return { scores: Array.from(scores.subarray(0, encodedView[V_PLAYERS])), turns: played };
    },
    turnsPlayed: () => turns,
  };
}
