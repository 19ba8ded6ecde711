import { labelText, type Translator } from '../../i18n';
import { REVIEW_LABELS } from '../../review/labels';
import type { ReviewSummary } from '../../review/summary';
import { h } from '../page/dom';
import { labelMark } from '../pictures/label-mark';
import { svg } from '../ui/stats-chart';
import type { StoryRound } from './review-story';

/** The accuracy ring's radius in its 100 × 100 box. */
const RADIUS = 42;

/**
 * The points lost in each round as bars side by side (the costliest round in the danger colour),
 * or, for a single round, how many decisions were weighed.
 */
function roundsFigure(t: Translator, summary: ReviewSummary, rounds: readonly StoryRound[]) {
  if (rounds.length < 2)
    return h(
      'div',
      { class: 'headline-figure' },
      h('span', { class: 'headline-number headline-count' }, String(summary.decisions)),
      h(
        'span',
        { class: 'headline-caption' },
        t.t('reviewDecisionCount', { count: summary.decisions }),
      ),
    );
  const top = Math.max(...rounds.map((round) => round.cost), 0.1);
  const number = (n: number) => t.number(n, { maximumFractionDigits: 1 });
  const named = rounds.map(
    (round) => `${t.t('reviewRoundName', { round: round.round + 1 })}: ${number(round.cost)}`,
  );
  return h(
    'div',
    {
      class: 'headline-rounds',
      role: 'img',
      'aria-label': `${t.t('reviewLostByRound')}: ${named.join(', ')}`,
    },
    h(
      'span',
      { class: 'headline-bars' },
      ...rounds.map((round) => {
        const bar = h('span', { class: 'headline-bar' });
        bar.style.setProperty('--height', String(Math.max(0.04, round.cost / top)));
        return h(
          'span',
          { class: 'headline-round', 'data-top': round.cost === top },
          h('span', { class: 'headline-round-cost' }, number(round.cost)),
          bar,
          h('span', { class: 'headline-round-name' }, String(round.round + 1)),
        );
      }),
    ),
    h('span', { class: 'headline-caption' }, t.t('reviewLostByRound')),
  );
}

/**
 * The review's headline, filled in as the decisions are weighed: the accuracy as a gold ring round
 * its percentage, the points lost per round as a big number beside each round's share, and the
 * legend of the five ratings (each one's mark, name and how many decisions got it).
 */
export function reviewHeadline(
  t: Translator,
  summary: ReviewSummary,
  rounds: readonly StoryRound[],
): HTMLElement[] {
  const percent = Math.round(summary.accuracy * 100);
  const length = 2 * Math.PI * RADIUS;
  const ring = svg('svg', {
    viewBox: '0 0 100 100',
    class: 'headline-ring',
    'aria-hidden': 'true',
  });
  ring.append(
    svg('circle', { cx: 50, cy: 50, r: RADIUS, class: 'headline-ring-track' }),
    svg('circle', {
      cx: 50,
      cy: 50,
      r: RADIUS,
      class: 'headline-ring-fill',
      'stroke-dasharray': `${(length * percent) / 100} ${length}`,
      transform: 'rotate(-90 50 50)',
    }),
  );
  const oneDecimal = (n: number) =>
    t.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const lost = Math.round(summary.costPerRound * 10) / 10;
  return [
    h(
      'div',
      {
        class: 'headline-figure review-accuracy',
        'data-accuracy': percent,
        role: 'img',
        'aria-label': t.t('reviewAccuracy', { percent }),
        title: t.t('reviewAccuracyHelp'),
      },
      h(
        'span',
        { class: 'headline-dial' },
        ring,
        h('span', { class: 'headline-percent' }, `${percent}%`),
      ),
      h('span', { class: 'headline-caption' }, t.t('reviewAccuracyCaption')),
    ),
    h(
      'div',
      { class: 'headline-figure review-lost' },
      h('span', { class: 'headline-number' }, oneDecimal(lost)),
      h('span', { class: 'headline-caption' }, t.t('reviewLostCaption', { count: lost })),
    ),
    roundsFigure(t, summary, rounds),
    h(
      'ul',
      { class: 'review-counts', 'aria-label': t.t('reviewLegend') },
      ...REVIEW_LABELS.map((label) =>
        h(
          'li',
          { class: 'review-count', 'data-label': label },
          labelMark(label),
          h('span', { class: 'review-count-name' }, labelText(t, label)),
          h('span', { class: 'review-count-number' }, String(summary.labels[label])),
        ),
      ),
    ),
  ];
}
