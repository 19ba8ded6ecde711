import { candidateProblem, viewProblem, viewSeatCards } from './view-check';
import { encodePolicy, type SeatPolicies } from './policy';
import {
  ACTION_DRAW_DISCARD,
  ACTION_DRAW_SWAP,
  ACTION_POS_MASK,
  ACTION_TYPE_SHIFT,
  CARD_KINDS,
  MAX_CANDIDATES,
  OBJECTIVE_PERCENT,
  MAX_PLAYERS,
  SLOT_FACE_DOWN,
  SLOT_REMOVED,
  V_GRIDS,
  V_PLAYERS,
  V_SEAT,
} from './layout';

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
  /**
   * What a `draw` candidate does once it has drawn: per card kind (value − MIN_CARD), the action
   * code of a draw-swap or draw-discard of the seat, or -1 to let the policy place that card.
   * Absent: the policy places every card.
   */
  readonly drawResponses?: ArrayLike<number>;
}

/**
 * Candidates evaluated on the same rollouts, with what paired comparisons need: for rollout i,
 * every candidate was played from the same determinization with the same random stream.
 */
export interface PairedEvaluation {
  /** Per candidate its estimate (the same as `evaluate` gives). */
  readonly stats: CandidateStats[];
  /** The rollouts each candidate got (the same for all). */
  readonly rollouts: number;
  /** Per candidate the sum over the rollouts of its objective. */
  readonly sums: Float64Array;
  /**
   * Per pair of candidates `c`, `d` (any order) the sum over the rollouts of the squared
   * difference of their objectives, at `c * count + d`; 0 on the diagonal.
   */
  readonly squaredDifferences: Float64Array;
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
  /** `evaluate`, with the sums paired comparisons of the candidates need. */
  evaluatePaired(
    encodedView: Int32Array,
    candidates: Int32Array,
    options: EvaluateOptions,
  ): PairedEvaluation;
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
  /**
   * Writes sum and sum of squares of the scaled objective per candidate to `sums`, and per pair
   * c < d the sum of products of their scaled objectives to `products[c * MAX_CANDIDATES + d]`;
   * a `draw` candidate responds to each drawn card kind as `responses` says. Returns the turns
   * played.
   */
  evaluate(
    view: Int32Array,
    policy: Int32Array,
    responses: Int32Array,
    candidates: Int32Array,
    rollouts: number,
    seed: number,
    sums: Float64Array,
    products: Float64Array,
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

/**
 * The draw responses block: per card kind the action code `responses` gives, checked to be a
 * draw-swap or draw-discard the view's seat could make with a drawn card; -1 (the policy) when
 * absent.
 */
function encodeResponses(view: Int32Array, responses: ArrayLike<number> | undefined): Int32Array {
  const block = new Int32Array(CARD_KINDS).fill(-1);
  if (responses === undefined) return block;
  if (responses.length !== CARD_KINDS)
    refuse(`draw responses are ${CARD_KINDS} codes, one per card kind`);
  const seat = view[V_SEAT]!;
  const cards = viewSeatCards(view);
  for (let kind = 0; kind < CARD_KINDS; kind++) {
    const code = responses[kind]!;
    if (code === -1) continue;
    const type = code >> ACTION_TYPE_SHIFT;
    const pos = code & ACTION_POS_MASK;
    const slot = view[V_GRIDS + seat * cards + pos];
    const legal =
      Number.isInteger(code) &&
      pos < cards &&
      ((type === ACTION_DRAW_SWAP && slot !== SLOT_REMOVED) ||
        (type === ACTION_DRAW_DISCARD && slot === SLOT_FACE_DOWN));
    if (!legal)
      refuse(`draw response ${code} is not a move seat ${seat} could make with a drawn card`);
    block[kind] = code;
  }
  return block;
}

/** The statistics of `rollouts` scaled objectives (each `scale` times the objective). */
function stats(sum: number, sumOfSquares: number, rollouts: number, scale: number): CandidateStats {
  const mean = sum / (rollouts * scale);
  const variance =
    rollouts > 1
      ? Math.max(0, (sumOfSquares - (sum * sum) / rollouts) / (rollouts - 1)) / (scale * scale)
      : 0;
  return { mean, stdError: Math.sqrt(variance / rollouts), rollouts };
}

/**
 * The encoded view last found sound, with the candidates found legal in it: a search calls the
 * kernel batch after batch on one view and the same moves, and checking them each time (the rules
 * block read anew per candidate) cost about a tenth of a hint's batch. A view is checked again
 * as soon as one of its words differs.
 */
class CheckedView {
  private words: Int32Array | null = null;
  private readonly legal = new Set<number>();

  /** Throws the problem of the encoded view `words`, unless it is the one last found sound. */
  view(words: Int32Array): void {
    if (this.holds(words)) return;
    this.words = null;
    this.legal.clear();
    refuse(viewProblem(words));
    this.words = words.slice();
  }

  /** Throws the problem of one of `candidates` in `words` (which passed `view`), if any. */
  candidates(words: Int32Array, candidates: Int32Array): void {
    for (const code of candidates) {
      if (this.legal.has(code)) continue;
      refuse(candidateProblem(words, code));
      this.legal.add(code);
    }
  }

  private holds(words: Int32Array): boolean {
    const known = this.words;
    if (known === null || known.length !== words.length) return false;
    for (let i = 0; i < words.length; i++) if (known[i] !== words[i]) return false;
    return true;
  }
}

/** A RolloutKernel over `backend`, checking its inputs and turning sums into statistics. */
export function kernelFrom(backend: KernelBackend): RolloutKernel {
  let turns = 0;
  const checked = new CheckedView();
  /** The backend's sums of products, written anew by every evaluation (read only in it). */
  const products = new Float64Array(MAX_CANDIDATES * MAX_CANDIDATES);
  const evaluatePaired: RolloutKernel['evaluatePaired'] = (encodedView, candidates, options) => {
    checked.view(encodedView);
    const count = candidates.length;
    if (count === 0 || count > MAX_CANDIDATES)
      refuse(`between 1 and ${MAX_CANDIDATES} candidates, not ${count}`);
    checked.candidates(encodedView, candidates);
    const { rollouts, seed } = options;
    refuse(countAndSeedProblem('rollouts', rollouts, seed));
    const responses = encodeResponses(encodedView, options.drawResponses);
    const raw = new Float64Array(2 * count);
    const policy = encodePolicy(options.policy);
    turns += backend.evaluate(
      encodedView,
      policy,
      responses,
      candidates,
      rollouts,
      seed,
      raw,
      products,
    );
    const scale = OBJECTIVE_PERCENT * (encodedView[V_PLAYERS]! - 1);
    const sums = Float64Array.from(candidates, (_, c) => raw[2 * c]! / scale);
    const squaredDifferences = new Float64Array(count * count);
    for (let c = 0; c < count; c++)
      for (let d = c + 1; d < count; d++) {
        const squares = raw[2 * c + 1]! + raw[2 * d + 1]! - 2 * products[c * MAX_CANDIDATES + d]!;
        squaredDifferences[c * count + d] = squaredDifferences[d * count + c] =
          Math.max(0, squares) / (scale * scale);
      }
    return {
      stats: Array.from(candidates, (_, c) => stats(raw[2 * c]!, raw[2 * c + 1]!, rollouts, scale)),
      rollouts,
      sums,
      squaredDifferences,
    };
  };
  return {
    name: backend.name,
    evaluate: (encodedView, candidates, options) =>
      evaluatePaired(encodedView, candidates, options).stats,
    evaluatePaired,
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
