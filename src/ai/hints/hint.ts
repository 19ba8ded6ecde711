import type { RolloutKernel } from '../../solver';
import type { Action, PlayerView } from '../../engine';
import { viewFingerprint } from '../decision-random';
import { HardBot } from '../hard-bot';
import type { Hint, HintCandidate } from '../hint-types';
import { asGood, Judge, type JudgedMove, type JudgeOptions } from '../judge/judge';
import { moveFamily } from '../search/distinct-moves';
import { fallbackRivals, rivalsOfBest } from './rivals';
import { comparedReasons, hintReasons } from './hint-reasons';
import { HINT_ROLLOUTS, HINT_TIME_MS } from '../search-budgets';
import { gridBudgetShare, gridTimeShare, scaledBudget } from '../search/grid-budget';

/** Candidates a hint shows. */
export const HINT_CANDIDATES = 3;

/** The seed of a hint's search: from the position alone (and a caller's seed), never the clock. */
export function hintSeed(view: PlayerView, seed = 0): number {
  return (Math.imul((seed >>> 0) ^ 0x68696e74, 0x9e3779b1) ^ viewFingerprint(view)) >>> 0;
}

/** How a hint searches. */
export interface HintOptions {
  readonly kernel: RolloutKernel;
  readonly seed?: number;
  /** The most rollouts per candidate (default `HINT_ROLLOUTS`). */
  readonly rollouts?: number;
  /** Milliseconds for the comparison (default `HINT_TIME_MS`). */
  readonly timeMs?: number;
  /** How the seats play in the rollouts (default the expert's). */
  readonly policy?: JudgeOptions['policy'];
}

/** The move the hard level's rules make in `view`: what a good player does without searching. */
export function naturalMove(view: PlayerView): Action {
  return new HardBot({ seed: 0 }).decide(view);
}

/** Whether every move of `shown` is told apart from the best: as good as it, or clearly behind. */
function toldApart(shown: readonly JudgedMove[]): boolean {
  return shown.every((move, i) => {
    if (i === 0) return true;
    const behind = move.versusBest;
    return asGood(behind) || behind.mean - behind.interval > 0;
  });
}

/**
 * A hint's rollouts per candidate, its batch and its clock for `view`'s rules (RULES.md R9.1,
 * R9.5), as the expert's search reads them: on a seat of n cards more than the official 12 the
 * rollouts and the batch shrink by (12 / n)² (`gridBudgetShare`: as many moves more to weigh,
 * each rollout as much longer), and the clock, a safety net, runs n / 12 times as long
 * (`gridTimeShare`), so that a dual-hands hint ends on its budget, as an official one does, not
 * on the clock with a weaker answer.
 */
export function hintBudget(
  view: PlayerView,
  options: Pick<HintOptions, 'rollouts' | 'timeMs'> = {},
): { rollouts: number; batch: number; timeMs: number } {
  const share = gridBudgetShare(view.rules);
  const rollouts = options.rollouts ?? HINT_ROLLOUTS;
  return {
    rollouts: scaledBudget(rollouts, share, Math.min(rollouts, HINT_LEAST_ROLLOUTS)),
    batch: scaledBudget(HINT_BATCH, share, 8),
    timeMs: (options.timeMs ?? HINT_TIME_MS) * gridTimeShare(view.rules),
  };
}

/** Rollouts per candidate per batch of a hint's comparison on the official grid. */
const HINT_BATCH = 64;

/** The fewest rollouts per candidate a hint's budget shrinks to on the largest seats. */
const HINT_LEAST_ROLLOUTS = 128;

/**
 * The search behind a hint: the judge (the expert's search as a paired comparison, the draw
 * valued with its best response to each card), seeded by the position (`hintSeed`) so that asking
 * twice gives the same answer, keeping the natural move in the comparison, and stopping once the
 * moves a hint shows are told apart.
 */
export function hintSearch(view: PlayerView, options: HintOptions): Judge {
  const budget = hintBudget(view, options);
  return new Judge(view, {
    kernel: options.kernel,
    seed: hintSeed(view, options.seed),
    ...budget,
    keep: naturalMove(view),
    ...(options.policy === undefined ? {} : { policy: options.policy }),
    settled: (judge) => judge.rollouts >= 128 && toldApart(judge.moves().slice(0, HINT_CANDIDATES)),
  });
}

/**
 * The moves in the order a hint names them: the best and the moves as good as it (a 95%
 * interval of the difference that includes 0 and is narrower than ±0.5) are equal; among equals
 * the natural move (the hard level's) comes first, then the others by their difference to the
 * best; then every other move by its difference to the best.
 */
export function hintOrder(
  moves: readonly JudgedMove[],
  view: PlayerView,
  natural: Action,
): JudgedMove[] {
  const equals = moves.filter((move) => move.asGood);
  const rest = moves.filter((move) => !move.asGood);
  const key = moveFamily(view, natural);
  const first = equals.find((move) => moveFamily(view, move.action) === key) ?? moves[0]!;
  return [first, ...equals.filter((move) => move !== first), ...rest];
}

/**
 * The hint for `view.seat` from a finished judge: up to three moves, the first the natural move
 * when it is as good as the best; each with what it costs against the first on the same rollouts
 * (0 for the first and for a move as good as it, `equal`) and the half-width of that difference's
 * 95% interval, and its reasons — the first's told against its rivals (`rivalsOfBest`: what decides
 * it against the most tempting other move, or else against the next best move a factor decides
 * against, `fallbackRivals`), another's against the first, what makes it worse —;
 * `close` when the first two are equal; how much was searched.
 */
export function hintFrom(view: PlayerView, judge: Judge, kernel: RolloutKernel['name']): Hint {
  const moves = judge.moves();
  const ordered = hintOrder(moves, view, naturalMove(view));
  const first = ordered[0]!;
  const candidates: HintCandidate[] = ordered.slice(0, HINT_CANDIDATES).map((move) => {
    const difference = judge.difference(move.action, first.action);
    const equal = move === first || asGood(difference);
    const reasons =
      move === first
        ? comparedReasons(
            view,
            move.action,
            rivalsOfBest(view, judge, move.action),
            fallbackRivals(view, judge, move.action),
          )
        : equal
          ? hintReasons(view, move.action)
          : comparedReasons(view, move.action, [
              { action: first.action, difference: -difference.mean },
            ]);
    return {
      action: move.action,
      cost: equal ? 0 : Math.max(0, difference.mean),
      interval: move === first ? 0 : difference.interval,
      equal,
      reasons,
    };
  });
  const close = candidates[1]?.equal ?? false;
  return { candidates, close, searched: { moves: moves.length, rollouts: judge.played, kernel } };
}

/** A hint computed at once (on the calling thread). */
export function computeHint(view: PlayerView, options: HintOptions): Hint {
  const judge = hintSearch(view, options);
  while (!judge.done) judge.step();
  return hintFrom(view, judge, options.kernel.name);
}
