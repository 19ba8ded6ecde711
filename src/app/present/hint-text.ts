import type { Hint, HintCandidate } from '../../ai';
import type { Rules } from '../../engine';
import { moveText, reasonText, type Translator } from '../../i18n';
import { h } from '../page/dom';

/** What names a hint's moves: the discard top (what a take-discard takes) and the grid's shape. */
export interface MoveSetting {
  readonly discardTop: number;
  readonly rules: Pick<Rules, 'rows' | 'columns' | 'dualHands'>;
}

/** The sentence of a candidate's move; one that leaves the grid as it is (`keeps-grid`) says so. */
export function candidateMoveText(
  t: Translator,
  candidate: HintCandidate,
  setting: MoveSetting,
): string {
  const text = moveText(t, candidate.action, setting.discardTop, setting.rules);
  const keepsGrid = candidate.reasons.some((reason) => reason.code === 'keeps-grid');
  return keepsGrid ? `${text} ${t.t('move.keeps-grid')}` : text;
}

/**
 * What a candidate costs compared with the first on the same rollouts, ± the 95% interval of that
 * difference, in points with their plural form; the first says it is the best, a move as good as
 * the first says so.
 */
export function candidateCostText(t: Translator, candidate: HintCandidate, first: boolean): string {
  const interval = Math.round(candidate.interval * 10) / 10;
  if (first) return t.t('hintBestCost');
  if (candidate.equal) return t.t('hintEqualCost', { interval });
  return t.t('hintCost', { count: Math.round(candidate.cost * 10) / 10, interval });
}

/** One candidate of a hint: the move, and what it costs compared with the first. */
function candidateLine(
  t: Translator,
  candidate: HintCandidate,
  first: boolean,
  setting: MoveSetting,
): HTMLElement {
  return h(
    'li',
    {},
    h('span', { class: 'hint-candidate-move' }, candidateMoveText(t, candidate, setting)),
    ' ',
    h('span', { class: 'hint-candidate-cost' }, candidateCostText(t, candidate, first)),
  );
}

/** Whether the hint card's details (its other reasons, the best three moves, the numbers) show. */
export interface HintDetails {
  readonly open: boolean;
  /** Opens or closes them (the card is drawn again). */
  readonly toggle: () => void;
}

/**
 * The hint card (its moves named under `setting`): the best move in one line with the reason that decides it, and a "more" button
 * that opens the details: its other reasons, the best three moves with what each costs, and how
 * much was searched in `ms` milliseconds (also as `data-` attributes, for the benchmark).
 */
export function hintPanel(
  t: Translator,
  hint: Hint,
  players: readonly string[],
  setting: MoveSetting,
  ms: number,
  details: HintDetails,
): HTMLElement {
  const best = hint.candidates[0];
  if (best === undefined) return h('p', {}, t.t('hintUnavailable'));
  const { moves, rollouts } = hint.searched;
  const [why, ...others] = best.reasons;
  return h(
    'div',
    {
      'data-hint': best.action.t,
      'data-hint-action': JSON.stringify(best.action),
      'data-hint-moves': moves,
      'data-hint-rollouts': rollouts,
      'data-hint-ms': Math.round(ms),
      'data-hint-kernel': hint.searched.kernel,
    },
    h('h3', {}, t.t('hintTitle')),
    h('p', { class: 'hint-move' }, moveText(t, best.action, setting.discardTop, setting.rules)),
    why === undefined
      ? null
      : h('p', { class: 'hint-why', 'data-reason': why.code }, reasonText(t, why, players)),
    h(
      'button',
      {
        type: 'button',
        class: 'hint-more',
        'data-action': 'hint-more',
        'aria-expanded': String(details.open),
        'aria-controls': 'hint-details',
        onclick: details.toggle,
      },
      t.t(details.open ? 'hintLess' : 'hintMore'),
    ),
    h(
      'div',
      { class: 'hint-details', id: 'hint-details', hidden: !details.open },
      others.length === 0
        ? null
        : h(
            'ul',
            { class: 'hint-reasons' },
            ...others.map((reason) =>
              h('li', { 'data-reason': reason.code }, reasonText(t, reason, players)),
            ),
          ),
      hint.close ? h('p', { class: 'hint-close' }, t.t('hintClose')) : null,
      h(
        'ol',
        { class: 'hint-candidates' },
        ...hint.candidates.map((candidate, i) => candidateLine(t, candidate, i === 0, setting)),
      ),
      h(
        'p',
        { class: 'hint-searched' },
        t.t('hintSearched', { count: moves, rollouts, seconds: Math.round(ms / 10) / 100 }),
      ),
    ),
  );
}
