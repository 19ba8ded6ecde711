import type { Action, PlayerView } from '../../engine';
import {
  decodeAction,
  encodeAction,
  encodeView,
  type RolloutKernel,
  type SeatPolicies,
} from '../../solver';
import { viewFingerprint } from '../decision-random';
import { expertCandidates, expertPolicies } from '../expert-bot';
import { gridBudgetShare, scaledBudget } from '../search/grid-budget';
import { moveFamily } from '../search/distinct-moves';
import { withinKernelLimit } from '../search/kernel-limit';
import { DrawResponses } from './draw-responses';
import { plausibleResponses } from './plausible-responses';
import { type PairedDifference, PairedSearch } from './paired-search';

/** z of the 95% intervals the judge reports. */
export const INTERVAL_Z = 1.96;

/**
 * "As good": the 95% interval of the difference between two moves includes 0 and is narrower
 * than ± this many points per round. A wider interval that includes 0 only says the search could
 * not tell them apart.
 */
export const AS_GOOD_HALF_WIDTH = 0.5;

/** The judge's default rollouts per candidate (the most; it may stop earlier when settled). */
export const JUDGE_ROLLOUTS = 1200;

/**
 * The default rollouts per candidate of each drawn card's search (the draw's responses): enough
 * to drop what is clearly worse and pick a leader; a response a little worse than the best only
 * makes the draw look a little worse than it is.
 */
export const JUDGE_RESPONSE_ROLLOUTS = 64;

/** How the judge weighs the moves of one position. */
export interface JudgeOptions {
  readonly kernel: RolloutKernel;
  /** With the position, seeds the rollouts: the same seed and budget give the same judgement. */
  readonly seed: number;
  /**
   * How every seat plays in the rollouts, or how each does in a view (default: the expert's,
   * `expertPolicies`, each opponent fitted to its turns so far).
   */
  readonly policy?: SeatPolicies | ((view: PlayerView) => SeatPolicies);
  /** The most rollouts per candidate (default `JUDGE_ROLLOUTS`). */
  readonly rollouts?: number;
  /** The most rollouts per candidate of each drawn card's search (`JUDGE_RESPONSE_ROLLOUTS`). */
  readonly responseRollouts?: number;
  /** Milliseconds for the comparison once the responses are known (default no limit). */
  readonly timeMs?: number;
  /** Rollouts per candidate per batch of the comparison (default 64). */
  readonly batch?: number;
  /** Drop moves clearly behind the leader (default true); a hint keeps every move. */
  readonly prune?: boolean;
  /** A move always weighed and never dropped (the move a review weighs). */
  readonly keep?: Action;
  /** Stops the comparison early once this holds (checked after each batch). */
  readonly settled?: (judge: Judge) => boolean;
}

/** A difference between two moves with its 95% interval. */
export interface JudgedDifference extends PairedDifference {
  /** Half-width of the 95% interval of `mean`. */
  readonly interval: number;
}

/** One move as the judge weighed it. */
export interface JudgedMove {
  readonly action: Action;
  /** The move's own estimate: the seat's round score minus the opponents' mean (lower is better). */
  readonly mean: number;
  readonly stdError: number;
  readonly rollouts: number;
  /** This move minus the best move, on the rollouts they shared (0 for the best). */
  readonly versusBest: JudgedDifference;
  /** As good as the best (`asGood`). */
  readonly asGood: boolean;
}

/** Whether a difference says "as good": its interval includes 0 and is narrower than ±0.5. */
export function asGood(difference: JudgedDifference): boolean {
  return (
    Math.abs(difference.mean) <= difference.interval && difference.interval < AS_GOOD_HALF_WIDTH
  );
}

/** The seed of a judgement of `view`. */
function judgeSeed(view: PlayerView, seed: number): number {
  return (Math.imul((seed >>> 0) ^ 0x6a756467, 0x9e3779b1) ^ viewFingerprint(view)) >>> 0;
}

/**
 * The judge of hints and reviews: the expert's search made into a paired comparison. Every move
 * the expert would weigh (one per family nobody can tell apart) is played from the same
 * determinizations with the same random stream; a draw is played with the best move for the card
 * it brings, each card searched first as once drawn (`DrawResponses`). Each move gets its
 * difference to the best with a 95% interval. Step it to the end (or until `settled`).
 */
export class Judge {
  private readonly responses: DrawResponses | null;
  /** What the draw's responses depend on (`knownResponses`), or null when there is no draw. */
  private readonly responseKey: string | null;
  /** The rollouts of the draw's responses when they were known already. */
  private readonly knownPlayed: number;
  private comparison: PairedSearch | null = null;
  private readonly policy: SeatPolicies;
  private readonly candidates: Int32Array;
  private readonly seed: number;

  /** A judge of the moves of `view.seat`, which must be able to act. */
  constructor(
    readonly view: PlayerView,
    private readonly options: JudgeOptions,
  ) {
    this.seed = judgeSeed(view, options.seed);
    this.policy =
      typeof options.policy === 'function'
        ? options.policy(view)
        : (options.policy ?? expertPolicies(view));
    this.candidates = withKept(view, expertCandidates(view), options.keep);
    const draws = this.candidates.some((code) => decodeAction(code, view.seat).t === 'draw');
    this.responseKey = draws && view.drawPileSize > 0 ? this.cacheKey() : null;
    const known = this.responseKey === null ? undefined : knownResponses.get(this.responseKey);
    this.knownPlayed = known?.played ?? 0;
    this.responses =
      this.responseKey === null || known !== undefined
        ? null
        : DrawResponses.of(view, (drawn, card) => this.responseSearch(drawn, card));
    if (this.responses === null) this.startComparison(known?.codes ?? null);
  }

  /** Whether the judgement is complete. */
  get done(): boolean {
    return this.comparison?.done ?? false;
  }

  /** How far it has come, from 0 to 1 (the draw's responses take about the first half). */
  get progress(): number {
    const comparison = this.comparison?.progress ?? 0;
    if (this.responses === null) return comparison;
    return 0.5 * this.responses.progress + 0.5 * comparison;
  }

  /** Rollouts played so far per candidate of the comparison. */
  get rollouts(): number {
    return this.comparison?.rollouts ?? 0;
  }

  /**
   * Rollouts played in all: the draw's responses (counted once more when they were known from an
   * earlier judge of the same position) and every move of the comparison.
   */
  get played(): number {
    return (this.responses?.played ?? this.knownPlayed) + (this.comparison?.played ?? 0);
  }

  /** Plays one more batch. */
  step(): void {
    if (this.comparison === null) {
      const responses = this.responses!;
      responses.step();
      if (responses.done) {
        remember(this.responseKey!, { codes: responses.codes(), played: responses.played });
        this.startComparison(responses.codes());
      }
      return;
    }
    this.comparison.step();
  }

  /** Every move weighed, best first, then by how far behind the best. */
  moves(): JudgedMove[] {
    const search = this.started();
    const best = search.leader();
    const estimates = search.estimates();
    const judged = estimates.map((estimate, index) => {
      const versusBest = withInterval(search.difference(index, best));
      return {
        action: decodeAction(estimate.code, this.view.seat),
        mean: estimate.mean,
        stdError: estimate.stdError,
        rollouts: estimate.rollouts,
        versusBest,
        asGood: index === best || asGood(versusBest),
      };
    });
    const first = judged[best]!;
    return [first, ...judged.filter((move) => move !== first).sort(byDifference)];
  }

  /** The best move. */
  best(): JudgedMove {
    return this.moves()[0]!;
  }

  /** How `action` (or the move of its family that was weighed) was judged, if it was weighed. */
  moveOf(action: Action): JudgedMove | undefined {
    const key = moveFamily(this.view, action);
    return this.moves().find((move) => moveFamily(this.view, move.action) === key);
  }

  /** `a` minus `b` on the rollouts they shared, with its interval. */
  difference(a: Action, b: Action): JudgedDifference {
    const search = this.started();
    return withInterval(search.difference(this.indexOf(a), this.indexOf(b)));
  }

  /** The move the draw answers `card` with, once the responses are known. */
  responseTo(card: number): Action | undefined {
    const search = this.responses?.searchOf(card);
    return search === undefined
      ? undefined
      : decodeAction(search.codes[search.leader()]!, this.view.seat);
  }

  private indexOf(action: Action): number {
    const key = moveFamily(this.view, action);
    const index = this.started().codes.findIndex(
      (code) => moveFamily(this.view, decodeAction(code, this.view.seat)) === key,
    );
    if (index < 0) throw new Error(`${JSON.stringify(action)} was not weighed`);
    return index;
  }

  private started(): PairedSearch {
    if (this.comparison === null) throw new Error('the judgement has not started yet');
    return this.comparison;
  }

  private startComparison(responses: readonly number[] | null): void {
    const keep = this.options.keep;
    const settled = this.options.settled;
    this.comparison = new PairedSearch(this.view, {
      kernel: this.options.kernel,
      seed: this.seed,
      policy: this.policy,
      candidates: this.candidates,
      ...(responses === null ? {} : { drawResponses: responses }),
      rollouts: this.options.rollouts ?? JUDGE_ROLLOUTS,
      timeMs: this.options.timeMs ?? Infinity,
      batch: this.options.batch ?? 64,
      prune: this.options.prune ?? true,
      ...(keep === undefined ? {} : { keep: [this.candidates[this.keptIndex(keep)]!] }),
      ...(settled === undefined ? {} : { settled: () => settled(this) }),
    });
  }

  /** Everything the draw's responses depend on: the position, the seed, policies and budget. */
  private cacheKey(): string {
    const budget = this.responseRollouts();
    return `${this.seed}:${budget}:${JSON.stringify(this.policy)}:${encodeView(this.view).join(',')}`;
  }

  private keptIndex(action: Action): number {
    const key = moveFamily(this.view, action);
    return Array.from(this.candidates).findIndex(
      (code) => moveFamily(this.view, decodeAction(code, this.view.seat)) === key,
    );
  }

  private responseSearch(drawn: PlayerView, card: number): PairedSearch {
    return new PairedSearch(drawn, {
      kernel: this.options.kernel,
      seed: (this.seed ^ Math.imul(card + 3, 0x9e3779b1)) >>> 0,
      policy: this.policy,
      candidates: plausibleResponses(drawn, expertCandidates(drawn)),
      rollouts: this.responseRollouts(),
      timeMs: Infinity,
      batch: scaledBudget(32, gridBudgetShare(this.view.rules), 8),
    });
  }

  /**
   * The rollouts per candidate of each drawn card's search: the budget, less on a seat of more
   * cards than the official grid (`gridBudgetShare`), whose responses have no clock.
   */
  private responseRollouts(): number {
    const budget = this.options.responseRollouts ?? JUDGE_RESPONSE_ROLLOUTS;
    return scaledBudget(budget, gridBudgetShare(this.view.rules), Math.min(budget, 16));
  }
}

/**
 * The draw's responses of the latest positions judged: the same position, seed, policies and
 * budget give the same responses, so weighing several moves of one position (a review, a hint
 * asked again) searches them once.
 */
const knownResponses = new Map<string, { codes: readonly number[]; played: number }>();

/** How many positions' responses `knownResponses` keeps. */
const KNOWN_RESPONSES = 16;

function remember(key: string, responses: { codes: readonly number[]; played: number }): void {
  knownResponses.delete(key);
  if (knownResponses.size >= KNOWN_RESPONSES)
    knownResponses.delete(knownResponses.keys().next().value!);
  knownResponses.set(key, responses);
}

/** `codes` with the family of `kept` among them (added when the expert would not weigh it). */
function withKept(view: PlayerView, codes: Int32Array, kept: Action | undefined): Int32Array {
  if (kept === undefined) return codes;
  const key = moveFamily(view, kept);
  const present = Array.from(codes).some(
    (code) => moveFamily(view, decodeAction(code, view.seat)) === key,
  );
  if (present) return codes;
  const code = encodeAction(kept);
  return withinKernelLimit(view, Int32Array.from([...codes, code]), [code]);
}

function byDifference(a: JudgedMove, b: JudgedMove): number {
  return a.versusBest.mean - b.versusBest.mean;
}

function withInterval(difference: PairedDifference): JudgedDifference {
  return { ...difference, interval: INTERVAL_Z * difference.stdError };
}
