import type { RolloutKernel } from '../../solver';
import type { Action, PlayerView } from '../../engine';
import { viewFingerprint } from '../decision-random';
import { HardBot } from '../hard-bot';
import type { Hint, HintCandidate } from '../hint-types';
import { type RankedCandidate, RolloutSearch, type SearchOptions } from '../search/rollout-search';
import { hintReasons } from './hint-reasons';

/** Candidates a hint shows. */
export const HINT_CANDIDATES = 3;

/** The default rollouts per candidate of a hint: every candidate gets them all. */
export const HINT_ROLLOUTS = 600;

/**
 * The default time limit of a hint, in milliseconds: a safety net for slow machines. A hint
 * normally ends on its rollout budget, so that the same position gives the same hint.
 */
export const HINT_TIME_MS = 1500;

/** The seed of a hint's search: from the position alone (and a caller's seed), never the clock. */
export function hintSeed(view: PlayerView, seed = 0): number {
  return (Math.imul((seed >>> 0) ^ 0x68696e74, 0x9e3779b1) ^ viewFingerprint(view)) >>> 0;
}

/**
 * A search for a hint: every legal move, none dropped, so each gets an interval; seeded by the
 * position (`hintSeed`), so that asking twice gives the same answer.
 */
export function hintSearch(
  view: PlayerView,
  options: Omit<SearchOptions, 'prune' | 'rollouts' | 'timeMs'> &
    Partial<Pick<SearchOptions, 'rollouts' | 'timeMs'>>,
): RolloutSearch {
  return new RolloutSearch(view, {
    ...options,
    seed: hintSeed(view, options.seed),
    rollouts: options.rollouts ?? HINT_ROLLOUTS,
    timeMs: options.timeMs ?? HINT_TIME_MS,
    prune: false,
  });
}

/** The move the hard level's rules make in `view`: what a good player does without searching. */
export function naturalMove(view: PlayerView): Action {
  return new HardBot({ seed: 0 }).decide(view);
}

function sameAction(a: Action, b: Action): boolean {
  return a.t === b.t && (a.t === 'draw' || a.pos === (b as typeof a).pos);
}

/** Whether two estimates are within each other's 95% interval (their difference is noise). */
function withinNoise(a: RankedCandidate, b: RankedCandidate): boolean {
  return Math.abs(a.mean - b.mean) <= 1.96 * Math.hypot(a.stdError, b.stdError);
}

/**
 * The candidates in the order a hint names them: the searched best, and the moves within its
 * interval, are equal; among equals the natural move (the hard level's) comes first, then the
 * others by their estimate; then every other move by its estimate.
 */
export function hintOrder(ranked: readonly RankedCandidate[], natural: Action): RankedCandidate[] {
  const best = ranked[0]!;
  const equals = ranked.filter((candidate) => withinNoise(candidate, best));
  const rest = ranked.filter((candidate) => !equals.includes(candidate));
  const first = equals.find((candidate) => sameAction(candidate.action, natural)) ?? best;
  return [first, ...equals.filter((candidate) => candidate !== first), ...rest];
}

/**
 * The hint for `view.seat` from searched candidates (best first): up to three, the first the
 * natural move when it is as good as the best within the intervals; each with what it costs
 * compared with the first (0 for a move as good as it, `equal`), the half-width of its 95%
 * interval and its reasons; `close` when the first two are equal; and how much `kernel` searched.
 */
export function hintFrom(
  view: PlayerView,
  ranked: readonly RankedCandidate[],
  kernel: RolloutKernel['name'],
): Hint {
  const ordered = hintOrder(ranked, naturalMove(view));
  const first = ordered[0]!;
  const candidates: HintCandidate[] = ordered.slice(0, HINT_CANDIDATES).map((candidate) => {
    const equal = candidate === first || withinNoise(candidate, first);
    return {
      action: candidate.action,
      cost: equal ? 0 : Math.max(0, candidate.mean - first.mean),
      interval: 1.96 * candidate.stdError,
      equal,
      reasons: hintReasons(view, candidate.action),
    };
  });
  const close = candidates[1]?.equal ?? false;
  const rollouts = ranked.reduce((sum, candidate) => sum + candidate.rollouts, 0);
  return { candidates, close, searched: { moves: ranked.length, rollouts, kernel } };
}

/** A hint computed at once (on the calling thread). */
export function computeHint(view: PlayerView, options: Parameters<typeof hintSearch>[1]): Hint {
  const search = hintSearch(view, options);
  while (!search.done) search.step();
  return hintFrom(view, search.ranked(), options.kernel.name);
}
