import type { RolloutKernel } from '../../solver';
import type { PlayerView } from '../../engine';
import type { Hint } from '../hint-types';
import { type RankedCandidate, RolloutSearch, type SearchOptions } from '../search/rollout-search';
import { hintReasons } from './hint-reasons';

/** Candidates a hint shows. */
export const HINT_CANDIDATES = 3;

/** The default rollouts per candidate of a hint. */
export const HINT_ROLLOUTS = 1000;

/** The default time budget of a hint, in milliseconds. */
export const HINT_TIME_MS = 200;

/** A search for a hint: every legal move, none dropped, so each gets an interval. */
export function hintSearch(
  view: PlayerView,
  options: Omit<SearchOptions, 'prune' | 'rollouts' | 'timeMs'> &
    Partial<Pick<SearchOptions, 'rollouts' | 'timeMs'>>,
): RolloutSearch {
  return new RolloutSearch(view, {
    ...options,
    rollouts: options.rollouts ?? HINT_ROLLOUTS,
    timeMs: options.timeMs ?? HINT_TIME_MS,
    prune: false,
  });
}

/**
 * The hint for `view.seat` from searched candidates (best first): the best three, each with what
 * it costs compared with the best, the half-width of its 95% interval and its reasons; `close`
 * when the best two are within their intervals of each other; and how much `kernel` searched.
 */
export function hintFrom(
  view: PlayerView,
  ranked: readonly RankedCandidate[],
  kernel: RolloutKernel['name'],
): Hint {
  const best = ranked[0]!;
  const candidates = ranked.slice(0, HINT_CANDIDATES).map((candidate) => ({
    action: candidate.action,
    cost: candidate.mean - best.mean,
    interval: 1.96 * candidate.stdError,
    reasons: hintReasons(view, candidate.action),
  }));
  const second = candidates[1];
  const close = second !== undefined && second.cost <= candidates[0]!.interval + second.interval;
  const rollouts = ranked.reduce((sum, candidate) => sum + candidate.rollouts, 0);
  return { candidates, close, searched: { moves: ranked.length, rollouts, kernel } };
}

/** A hint computed at once (on the calling thread). */
export function computeHint(view: PlayerView, options: Parameters<typeof hintSearch>[1]): Hint {
  const search = hintSearch(view, options);
  while (!search.done) search.step();
  return hintFrom(view, search.ranked(), options.kernel.name);
}
