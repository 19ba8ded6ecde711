import type { Action, PlayerView } from '../engine';
import {
  candidateCodes,
  decodeAction,
  DEFAULT_POLICY,
  type RolloutKernel,
  type RolloutPolicy,
  type SeatPolicies,
  seatPolicy,
} from '../solver';
import type { Bot, WeighedAction } from './bot';
import { viewFingerprint } from './decision-random';
import { blindEncoder } from './search/blind-view';
import { distinctMoves } from './search/distinct-moves';
import { withinKernelLimit } from './search/kernel-limit';
import { DrawExpectationSearch } from './search/draw-expectation';
import { gridBudgetShare, scaledBudget } from './search/grid-budget';
import {
  houseRuleRivalWeight,
  houseRuleStalled,
  ownScorePolicy,
} from './search/house-rule-objective';
import { fittedPolicies } from './search/opponent-habits';
import { EXPERT_TIME_MS } from './search-budgets';
import {
  type RankedCandidate,
  RolloutSearch,
  type SearchOptions,
  type SteppedSearch,
} from './search/rollout-search';

/**
 * How the expert expects an opponent to play until its turns show otherwise: the hard level's
 * habits (threshold 3, a firm ender guard).
 */
export const OPPONENT_PRIOR: RolloutPolicy = Object.freeze({
  ...DEFAULT_POLICY,
  keepThreshold: 3,
  enderMargin: 5,
});

/**
 * The expert's rollout policy for its own seat: the opponents' prior keeping cards up to 4
 * (measured: 2.6 ± 1.4 points per round better than keeping up to 3, against t4guard players).
 */
export const EXPERT_POLICY: RolloutPolicy = Object.freeze({ ...OPPONENT_PRIOR, keepThreshold: 4 });

/**
 * The rollout policy of every seat in `view`: `EXPERT_POLICY` for the expert's own seat, and for
 * each opponent `OPPONENT_PRIOR` with the keep threshold and placement its turns so far show
 * (the public record).
 */
export function expertPolicies(view: PlayerView): RolloutPolicy[] {
  return fittedPolicies(view, EXPERT_POLICY, OPPONENT_PRIOR);
}

/** The expert's default rollout budget: the most rollouts any one candidate gets. */
export const EXPERT_ROLLOUTS = 1500;

/** How an expert bot searches. */
export interface ExpertOptions {
  readonly seed: number;
  /** The rollout kernel (WebAssembly or TypeScript). */
  readonly kernel: RolloutKernel;
  /** Milliseconds per decision (default `EXPERT_TIME_MS`; `Infinity` for a pure rollout budget). */
  readonly timeMs?: number;
  /** The most rollouts per candidate (default `EXPERT_ROLLOUTS`). */
  readonly rollouts?: number;
  /**
   * How every seat plays in the rollouts, or how each does in a view (default `expertPolicies`:
   * `EXPERT_POLICY`, each opponent's threshold and placement fitted to its turns so far).
   */
  readonly policy?: SeatPolicies | ((view: PlayerView) => SeatPolicies);
  /**
   * Count the cards (default true). False is the ablation that forgets every card once it is out
   * of sight: hidden cards are sampled from the deck minus the cards lying face-up.
   */
  readonly counting?: boolean;
  /**
   * Value a draw exactly over the card it brings, each card searched as once drawn (default
   * true); false samples the card and lets the rollout policy place it.
   */
  readonly exactDraw?: boolean;
  /**
   * The share, in percent, of the opponents' mean round score the search subtracts from its own
   * (default 100: its score relative to theirs, what wins games; 0: its own score alone, what a
   * table of points per round measures; by default `houseRuleRivalWeight`'s, 0 early in a round
   * under the house rules that call for it).
   */
  readonly rivalWeight?: number;
  /**
   * The turns per seat after which a round counts as long for `houseRuleRivalWeight` (default
   * `longRoundTurns` of the rules); studies vary it.
   */
  readonly longRoundTurns?: number;
}

/** The expert's default rollout budget per candidate for each card a draw may bring. */
export const EXPERT_DRAWN_ROLLOUTS = 300;

/** Rollouts per candidate per batch of a drawn card's search: small, so that it prunes early. */
const DRAWN_BATCH = 32;

/** Rollouts per candidate per batch of the search of every move (the rollout search's default). */
const MOVES_BATCH = 64;

/**
 * The expert level: determinized flat Monte-Carlo. Every legal move (one of each family of moves
 * nobody can tell apart) is played out many times from random deals of the unseen cards (counted
 * exactly, R8.1) with the same deals for every move, by a threshold rollout policy for its own
 * seat and, for each opponent, the threshold and placement its turns so far show; a draw is
 * valued over every card it may bring, each searched as once drawn. It picks the move with the
 * lowest expected round score relative to the opponents' mean (its own round score alone where
 * `houseRuleRivalWeight` says so), within a time and a rollout budget.
 */
export class ExpertBot implements Bot {
  /** An expert bot searching with `options`. */
  constructor(private readonly options: ExpertOptions) {}

  decide(view: PlayerView): Action {
    return this.search(view)[0]!.action;
  }

  weigh(view: PlayerView): WeighedAction[] {
    return this.search(view).map((candidate) => ({
      action: candidate.action,
      score: candidate.mean,
      interval: 1.96 * candidate.stdError,
    }));
  }

  private search(view: PlayerView): RankedCandidate[] {
    const search = expertSearch(view, this.options);
    while (!search.done) search.step();
    return search.ranked();
  }
}

/**
 * How often the draw pile must have run out this round (R6.1) before the expert weighs only moves
 * that bring the round closer to its end. After the first reshuffle it still plays every move:
 * the threshold players stop guarding against going out then (`roundOutlived`), so rounds end;
 * only a table of careful players could stall a round for ever, which rollouts cannot see.
 */
export const STALL_RESHUFFLES = 2;

/**
 * How many times the draw pile has run out this round (R6.1), from the public record; a view
 * built without its history (a test, a protocol client) tells only whether it has run out.
 */
function reshufflesThisRound(view: PlayerView): number {
  const record = (view as Partial<PlayerView>).record;
  if (record === undefined) return view.drawPileKnown === null ? 0 : 1;
  return record.rounds.at(-1)?.reshuffles.length ?? 0;
}

/**
 * The moves the expert weighs: every distinct legal move, as many as the kernel weighs together
 * (`withinKernelLimit`: only two 4×6 grids have more), except once the draw pile has run out
 * `STALL_RESHUFFLES` times before anyone went out, or the round ran far too long under the house
 * rules where the expert weighs its own score early on (`houseRuleStalled`), when only moves that
 * bring the round closer to its end (turning or covering a face-down card, or drawing) remain.
 */
export function expertCandidates(view: PlayerView): Int32Array {
  const all = withinKernelLimit(view, distinctMoves(view, candidateCodes(view)));
  if (view.ender !== null) return all;
  if (reshufflesThisRound(view) < STALL_RESHUFFLES && !houseRuleStalled(view)) return all;
  const grid = view.grids[view.seat]!;
  const closer = all.filter((code) => {
    const action = decodeAction(code, view.seat);
    return (
      action.t === 'draw' ||
      action.t === 'draw-discard' ||
      action.t === 'reveal' ||
      grid[action.pos]?.up === false
    );
  });
  return closer.length > 0 ? closer : all;
}

/**
 * `policies` with the searching seat's objective weighing its opponents by `rivalWeight` (when
 * given); weighing its own score alone (0), that seat's policy is `ownScorePolicy`'s.
 */
function withRivalWeight(
  view: PlayerView,
  policies: SeatPolicies,
  rivalWeight: number | undefined,
): SeatPolicies {
  if (rivalWeight === undefined) return policies;
  return view.grids.map((_, seat) => {
    const policy = seatPolicy(policies, seat);
    if (seat !== view.seat) return policy;
    return rivalWeight === 0 ? ownScorePolicy(policy) : { ...policy, rivalWeight };
  });
}

/**
 * The expert's search of `view` (step it to the end; its best candidate is the decision), under
 * any rules of RULES.md R9: on a seat of more cards than the official grid's 12 the rollout
 * budgets and batches shrink with the cost of a decision (`gridBudgetShare`), so that it takes
 * about as long as in the official game.
 */
export function expertSearch(view: PlayerView, options: ExpertOptions): SteppedSearch {
  const seed = (Math.imul(options.seed >>> 0, 0x2c1b3c6d) ^ viewFingerprint(view)) >>> 0;
  const candidates = expertCandidates(view);
  const share = gridBudgetShare(view.rules);
  const rollouts = scaledBudget(options.rollouts ?? EXPERT_ROLLOUTS, share, 1);
  const search: SearchOptions = {
    candidates,
    kernel: options.kernel,
    seed,
    policy: withRivalWeight(
      view,
      typeof options.policy === 'function'
        ? options.policy(view)
        : (options.policy ?? expertPolicies(view)),
      options.rivalWeight ?? houseRuleRivalWeight(view, options.longRoundTurns),
    ),
    rollouts,
    timeMs: options.timeMs ?? EXPERT_TIME_MS,
    batch: scaledBudget(MOVES_BATCH, share, 8),
  };
  if (options.counting === false)
    return new RolloutSearch(view, { ...search, encodeBatch: blindEncoder(view, seed) });
  const moves = new RolloutSearch(view, search);
  const draws = candidates.some((code) => decodeAction(code, view.seat).t === 'draw');
  if (options.exactDraw === false || view.drawPileSize === 0 || !draws) return moves;
  const drawnRollouts = Math.min(rollouts, scaledBudget(EXPERT_DRAWN_ROLLOUTS, share, 1));
  return DrawExpectationSearch.of(
    view,
    moves,
    (drawn, card) =>
      new RolloutSearch(drawn, {
        ...search,
        candidates: expertCandidates(drawn),
        seed: (seed ^ Math.imul(card + 3, 0x9e3779b1)) >>> 0,
        rollouts: drawnRollouts,
        batch: scaledBudget(DRAWN_BATCH, share, 4),
      }),
    search.timeMs,
  );
}
