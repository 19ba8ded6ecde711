import type { Action, PlayerView } from '../../engine';
import {
  candidateCodes,
  decodeAction,
  encodeView,
  type RolloutKernel,
  type SeatPolicies,
} from '../../solver';
import { batchSeed } from './batch-seed';
import { type CandidateTally, freshTallies, meanAndError } from './candidate-tally';

/** How a rollout search spends its effort. */
export interface SearchOptions {
  readonly kernel: RolloutKernel;
  /** Seeds the determinizations; the same seed and budget give the same result. */
  readonly seed: number;
  /** How every seat plays in the rollouts (the kernel's default when absent). */
  readonly policy?: SeatPolicies;
  /** The most rollouts any one candidate gets. */
  readonly rollouts: number;
  /**
   * Milliseconds the search may take (`Infinity`: no limit): it stops before a batch that would,
   * at the pace of the last one, end past this; it always plays one batch.
   */
  readonly timeMs: number;
  /** Rollouts per candidate per batch (default 64). */
  readonly batch?: number;
  /** Drop candidates that are clearly worse than the best after each batch (default true). */
  readonly prune?: boolean;
  /** The moves to weigh, as action codes (default: every legal move of the view's seat). */
  readonly candidates?: Int32Array;
  /** The encoded position of batch `index` (default: the view's own encoding every time). */
  readonly encodeBatch?: (index: number) => Int32Array;
}

/** A candidate move with its estimate of the relative round score (lower is better). */
export interface RankedCandidate {
  readonly action: Action;
  /** The seat's expected round score minus the opponents' mean. */
  readonly mean: number;
  readonly stdError: number;
  readonly rollouts: number;
}

/** What a search of one position offers its caller: step it to the end, then read the ranking. */
export interface SteppedSearch {
  /** Whether the budget is spent or the best candidate is clear. */
  readonly done: boolean;
  /** How far the search has come, from 0 to 1. */
  readonly progress: number;
  /** Plays one more batch. */
  step(): void;
  /** Every candidate evaluated so far, best first. */
  ranked(): RankedCandidate[];
}

/** How many standard errors behind the best a candidate must be before it is dropped. */
export const PRUNE_Z = 3;

/**
 * Determinized flat Monte-Carlo over the rollout kernel, in batches: every batch plays each
 * remaining candidate from the same determinizations (common random numbers), candidates that
 * fall clearly behind are dropped, and the search stops at its rollout or time budget. Step it
 * batch by batch, which lets a caller yield, report progress or stop between batches.
 */
export class RolloutSearch implements SteppedSearch {
  private readonly tallies: CandidateTally[];
  private readonly started = performance.now();
  private readonly encoded: Int32Array | null;
  private batches = 0;
  private lastBatchMs = 0;

  /** A search of every legal move of `view.seat`, which must be able to act. */
  constructor(
    private readonly view: PlayerView,
    private readonly options: SearchOptions,
  ) {
    this.tallies = freshTallies(options.candidates ?? candidateCodes(view));
    if (this.tallies.length === 0) throw new Error(`seat ${view.seat} cannot act now`);
    this.encoded = options.encodeBatch === undefined ? encodeView(view) : null;
  }

  /** Whether the budget is spent or the best candidate is clear. */
  get done(): boolean {
    if (this.batches === 0) return false;
    const active = this.active();
    return (
      active.length <= 1 ||
      active[0]!.rollouts >= this.options.rollouts ||
      this.elapsed() + this.lastBatchMs > this.options.timeMs
    );
  }

  /** How far the search has come, from 0 to 1. */
  get progress(): number {
    if (this.done) return 1;
    const leader = this.active()[0]!.rollouts / this.options.rollouts;
    return Math.min(1, Math.max(leader, this.elapsed() / this.options.timeMs));
  }

  /** Plays one batch of rollouts for every remaining candidate. */
  step(): void {
    const started = performance.now();
    const active = this.active();
    const batch = Math.min(this.options.batch ?? 64, this.options.rollouts - active[0]!.rollouts);
    const encoded = this.encoded ?? this.options.encodeBatch!(this.batches);
    const codes = Int32Array.from(active, (tally) => tally.code);
    const seed = batchSeed(this.options.seed, this.batches) | 0;
    const stats = this.options.kernel.evaluate(encoded, codes, {
      rollouts: Math.max(1, batch),
      seed,
      ...(this.options.policy === undefined ? {} : { policy: this.options.policy }),
    });
    stats.forEach((stat, i) => {
      const tally = active[i]!;
      const variance = stat.stdError ** 2 * stat.rollouts;
      tally.rollouts += stat.rollouts;
      tally.sum += stat.mean * stat.rollouts;
      tally.sumOfSquares += variance * (stat.rollouts - 1) + stat.rollouts * stat.mean ** 2;
    });
    this.batches++;
    if (this.options.prune ?? true) this.dropClearlyWorse();
    this.lastBatchMs = performance.now() - started;
  }

  /** Every candidate evaluated so far, best first; dropped candidates follow the remaining ones. */
  ranked(): RankedCandidate[] {
    return this.tallies
      .filter((tally) => tally.rollouts > 0)
      .map((tally) => ({ tally, estimate: estimateOf(tally) }))
      .sort(
        (a, b) =>
          Number(b.tally.active) - Number(a.tally.active) ||
          a.estimate.mean - b.estimate.mean ||
          a.tally.code - b.tally.code,
      )
      .map(({ tally, estimate }) => ({
        action: decodeAction(tally.code, this.view.seat),
        mean: estimate.mean,
        stdError: estimate.stdError,
        rollouts: tally.rollouts,
      }));
  }

  private active(): CandidateTally[] {
    return this.tallies.filter((tally) => tally.active);
  }

  private dropClearlyWorse(): void {
    const active = this.active().map((tally) => ({ tally, estimate: estimateOf(tally) }));
    const best = active.reduce((a, b) => (b.estimate.mean < a.estimate.mean ? b : a));
    for (const { tally, estimate } of active) {
      const gap = estimate.mean - best.estimate.mean;
      if (gap > PRUNE_Z * Math.hypot(estimate.stdError, best.estimate.stdError) && gap > 0)
        tally.active = false;
    }
  }

  private elapsed(): number {
    return performance.now() - this.started;
  }
}

function estimateOf(tally: CandidateTally): { mean: number; stdError: number } {
  return meanAndError(tally.rollouts, tally.sum, tally.sumOfSquares);
}
