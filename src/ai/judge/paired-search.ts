import type { PlayerView } from '../../engine';
import { encodeView, type RolloutKernel, type SeatPolicies } from '../../solver';
import { batchSeed } from '../search/batch-seed';
import { type CandidateTally, freshTallies, meanAndError } from '../search/candidate-tally';

/** How a paired search spends its effort. */
export interface PairedSearchOptions {
  readonly kernel: RolloutKernel;
  /** Seeds the determinizations; the same seed and budget give the same result. */
  readonly seed: number;
  /** How every seat plays in the rollouts (the kernel's default when absent). */
  readonly policy?: SeatPolicies;
  /** The moves to compare, as action codes of the view's seat. */
  readonly candidates: Int32Array;
  /** What a `draw` candidate does with each card it may draw (see `EvaluateOptions`). */
  readonly drawResponses?: ArrayLike<number>;
  /** The most rollouts any one candidate gets. */
  readonly rollouts: number;
  /**
   * Milliseconds the search may take (`Infinity`: no limit): it stops before a batch that would,
   * at the pace of the last one, end past this; it always plays one batch.
   */
  readonly timeMs: number;
  /** Rollouts per candidate per batch (default 64). */
  readonly batch?: number;
  /**
   * Drop a candidate once it is behind the leader by more than `PAIRED_PRUNE_Z` standard errors
   * of their paired difference (default true).
   */
  readonly prune?: boolean;
  /** Candidates (codes) never dropped, e.g. the move a review weighs. */
  readonly keep?: readonly number[];
  /** Rollouts before the first drop or `settled` check (default one batch). */
  readonly firstLook?: number;
  /** Stops the search early once this holds (read after each batch past the first look). */
  readonly settled?: (search: PairedSearch) => boolean;
}

/** The difference of two candidates' objectives over the rollouts they shared. */
export interface PairedDifference {
  /** Mean of (this candidate − the other), in points per round; lower is better. */
  readonly mean: number;
  /** Standard error of that mean. */
  readonly stdError: number;
  /** How many shared rollouts it is over. */
  readonly rollouts: number;
}

/** A candidate's own estimate, as an unpaired search would report it. */
export interface CandidateEstimate {
  readonly code: number;
  /** The seat's expected round score minus the opponents' mean (lower is better). */
  readonly mean: number;
  readonly stdError: number;
  readonly rollouts: number;
  /** Still receiving rollouts (not dropped). */
  readonly active: boolean;
}

/** Standard errors of a paired difference behind the leader before a candidate is dropped. */
const PAIRED_PRUNE_Z = 3;

/** Running sums of the difference of two candidates over their shared rollouts. */
interface PairTally {
  rollouts: number;
  sum: number;
  sumOfSquares: number;
}

/**
 * Paired Monte-Carlo comparison of moves: every batch plays each remaining candidate from the same
 * determinizations with the same random stream (one kernel call), and the search keeps, for every
 * two candidates, the sums of their difference over the rollouts they shared. The spread of a
 * difference is then that of what the moves change, not of the deals: two placements of one card
 * that differ by half a point are told apart after hundreds of rollouts, where separate estimates
 * would need many thousands.
 */
export class PairedSearch {
  private readonly tallies: CandidateTally[];
  private readonly pairs: PairTally[];
  private readonly encoded: Int32Array;
  private readonly started = performance.now();
  private batches = 0;
  private lastBatchMs = 0;
  /** The caller's `settled` as read after batch `settledAt` (it changes only with a batch). */
  private settledAt = -1;
  private settledThen = false;

  /** A search of `options.candidates` of `view.seat`, which must be able to make them all. */
  constructor(
    readonly view: PlayerView,
    private readonly options: PairedSearchOptions,
  ) {
    if (options.candidates.length === 0) throw new Error(`no candidates for seat ${view.seat}`);
    this.tallies = freshTallies(options.candidates);
    const n = this.tallies.length;
    this.pairs = Array.from({ length: n * n }, () => ({ rollouts: 0, sum: 0, sumOfSquares: 0 }));
    this.encoded = encodeView(view);
  }

  /** The candidates' codes, in the order given. */
  get codes(): readonly number[] {
    return this.tallies.map((tally) => tally.code);
  }

  /** The most rollouts any candidate has had. */
  get rollouts(): number {
    return Math.max(...this.tallies.map((tally) => tally.rollouts));
  }

  /** Rollouts played in all, every candidate's counted. */
  get played(): number {
    return this.tallies.reduce((sum, tally) => sum + tally.rollouts, 0);
  }

  /** Whether the budget is spent, one candidate is left, or the caller's `settled` holds. */
  get done(): boolean {
    if (this.batches === 0) return false;
    const active = this.tallies.filter((tally) => tally.active);
    if (active.length <= 1 || this.rollouts >= this.options.rollouts) return true;
    if (this.elapsed() + this.lastBatchMs > this.options.timeMs) return true;
    return this.looked() && this.settled();
  }

  /** How far the search has come, from 0 to 1. */
  get progress(): number {
    if (this.done) return 1;
    return Math.min(
      1,
      Math.max(this.rollouts / this.options.rollouts, this.elapsed() / this.options.timeMs),
    );
  }

  /** Plays one batch of rollouts for every remaining candidate. */
  step(): void {
    const started = performance.now();
    const active = this.tallies.flatMap((tally, index) => (tally.active ? [index] : []));
    const batch = Math.max(
      1,
      Math.min(this.options.batch ?? 64, this.options.rollouts - this.rollouts),
    );
    const evaluation = this.options.kernel.evaluatePaired(
      this.encoded,
      Int32Array.from(active, (index) => this.tallies[index]!.code),
      {
        rollouts: batch,
        seed: batchSeed(this.options.seed, this.batches) | 0,
        ...(this.options.policy === undefined ? {} : { policy: this.options.policy }),
        ...(this.options.drawResponses === undefined
          ? {}
          : { drawResponses: this.options.drawResponses }),
      },
    );
    const n = this.tallies.length;
    const m = active.length;
    active.forEach((c, i) => {
      const tally = this.tallies[c]!;
      const stat = evaluation.stats[i]!;
      tally.rollouts += batch;
      tally.sum += evaluation.sums[i]!;
      tally.sumOfSquares += stat.stdError ** 2 * batch * (batch - 1) + batch * stat.mean ** 2;
      active.forEach((d, j) => {
        if (d === c) return;
        const pair = this.pairs[c * n + d]!;
        pair.rollouts += batch;
        pair.sum += evaluation.sums[i]! - evaluation.sums[j]!;
        pair.sumOfSquares += evaluation.squaredDifferences[i * m + j]!;
      });
    });
    this.batches++;
    if ((this.options.prune ?? true) && this.looked()) this.dropClearlyWorse();
    this.lastBatchMs = performance.now() - started;
  }

  /** Each candidate's own estimate, in the order given. */
  estimates(): CandidateEstimate[] {
    return this.tallies.map((tally) => ({
      code: tally.code,
      ...meanAndError(tally.rollouts, tally.sum, tally.sumOfSquares),
      rollouts: tally.rollouts,
      active: tally.active,
    }));
  }

  /** The index of the leader: the remaining candidate with the lowest mean. */
  leader(): number {
    let best = -1;
    this.tallies.forEach((tally, index) => {
      if (!tally.active || tally.rollouts === 0) return;
      const mean = tally.sum / tally.rollouts;
      const bestTally = best < 0 ? null : this.tallies[best]!;
      if (bestTally === null || mean < bestTally.sum / bestTally.rollouts) best = index;
    });
    return best < 0 ? 0 : best;
  }

  /** Candidate `c` (an index) minus candidate `d` over the rollouts they shared. */
  difference(c: number, d: number): PairedDifference {
    if (c === d) return { mean: 0, stdError: 0, rollouts: this.tallies[c]!.rollouts };
    const pair = this.pairs[c * this.tallies.length + d]!;
    return { ...meanAndError(pair.rollouts, pair.sum, pair.sumOfSquares), rollouts: pair.rollouts };
  }

  /**
   * The caller's `settled`, read once per batch: `done` is asked before each batch and again by
   * `progress` after it, and a judge's check orders and decodes every move.
   */
  private settled(): boolean {
    if (this.settledAt !== this.batches) {
      this.settledThen = this.options.settled?.(this) ?? false;
      this.settledAt = this.batches;
    }
    return this.settledThen;
  }

  private looked(): boolean {
    const first = this.options.firstLook ?? this.options.batch ?? 64;
    return this.rollouts >= first;
  }

  private dropClearlyWorse(): void {
    const leader = this.leader();
    const keep = this.options.keep ?? [];
    this.tallies.forEach((tally, index) => {
      if (!tally.active || index === leader || keep.includes(tally.code)) return;
      const difference = this.difference(index, leader);
      if (difference.mean - PAIRED_PRUNE_Z * difference.stdError > 0) tally.active = false;
    });
  }

  private elapsed(): number {
    return performance.now() - this.started;
  }
}
