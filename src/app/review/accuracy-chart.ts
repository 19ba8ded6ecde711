import type { Translator } from '../../i18n';
import type { ReviewEntry } from '../../stats';
import { h } from '../page/dom';
import { svg } from '../ui/stats-chart';

/** How many reviewed games the chart shows: the newest. */
const CHARTED_REVIEWS = 20;

const WIDTH = 480;
const HEIGHT = 124;
const LEFT = 44;
const RIGHT = 12;
const TOP = 10;
const BOTTOM = 12;

/**
 * The accuracy of the last reviewed games (whole games, oldest first) as a line from 0 to 100 %,
 * or a line saying none has been reviewed yet.
 */
export function accuracyChart(t: Translator, reviews: readonly ReviewEntry[]): HTMLElement {
  const games = reviews.filter((review) => review.round === null).slice(-CHARTED_REVIEWS);
  const title = h('h3', {}, t.t('statsAccuracyTitle'));
  if (games.length === 0)
    return h(
      'section',
      { class: 'accuracy-chart', 'data-points': 0, 'aria-label': t.t('statsAccuracyTitle') },
      title,
      h('p', { class: 'accuracy-empty' }, t.t('statsAccuracyEmpty')),
    );
  const x = (i: number) =>
    games.length === 1
      ? (LEFT + WIDTH - RIGHT) / 2
      : LEFT + (i / (games.length - 1)) * (WIDTH - LEFT - RIGHT);
  const y = (share: number) => TOP + (1 - share) * (HEIGHT - TOP - BOTTOM);
  const caption = t.t('statsAccuracyChart', { count: games.length });
  const chart = svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: 'score-chart',
    role: 'img',
    'aria-label': caption,
  });
  for (const share of [0, 0.5, 1]) {
    chart.append(
      svg('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: y(share), y2: y(share), class: 'grid-line' }),
    );
    const label = svg('text', { x: LEFT - 6, y: y(share) + 4, 'text-anchor': 'end' });
    label.textContent = `${share * 100} %`;
    chart.append(label);
  }
  chart.append(
    svg('polyline', {
      points: games.map((game, i) => `${x(i)},${y(game.accuracy)}`).join(' '),
      fill: 'none',
      stroke: 'var(--brand-gold)',
      'stroke-width': 2.5,
    }),
  );
  games.forEach((game, i) =>
    chart.append(
      svg('circle', { cx: x(i), cy: y(game.accuracy), r: 4, fill: 'var(--brand-gold)' }),
    ),
  );
  const last = games.at(-1)!;
  return h(
    'section',
    {
      class: 'accuracy-chart',
      'aria-label': t.t('statsAccuracyTitle'),
      'data-points': games.length,
      'data-last': Math.round(last.accuracy * 100),
    },
    title,
    h('figure', { class: 'chart' }, chart, h('figcaption', {}, caption)),
  );
}
