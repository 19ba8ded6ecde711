import type { Translator } from '../../i18n';
import { averageRoundScore, type RecentGame } from '../../stats';
import { h } from '../page/dom';
import { gridStep, svg, valueScale } from '../ui/stats-chart';
import { groupName } from './stats-figures';

const WIDTH = 480;
const HEIGHT = 124;
const LEFT = 34;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 8;

/** The chart's words: a caption naming what it shows, for the eye and for a screen reader. */
function caption(t: Translator, games: readonly RecentGame[]): string {
  return t.t('stats.recentChart', { count: games.length });
}

/**
 * The same games as a table a screen reader reads (visually hidden): each game's opponent,
 * result, average round and total. A box hides it: a table keeps the width of its columns
 * whatever its own width says, and hidden itself it made a phone's screen scroll sideways.
 */
function gamesTable(t: Translator, games: readonly RecentGame[]): HTMLElement {
  const number = (n: number) => t.number(n, { maximumFractionDigits: 1 });
  return h(
    'div',
    { class: 'visually-hidden' },
    h(
      'table',
      {},
      h('caption', {}, caption(t, games)),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...(
            [
              'stats.recentGame',
              'statsGroup',
              'stats.result',
              'statsAverage',
              'stats.total',
            ] as const
          ).map((key) => h('th', { scope: 'col' }, t.t(key))),
        ),
      ),
      h(
        'tbody',
        {},
        ...games.map((game, i) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, String(i + 1)),
            h('td', {}, t.t(groupName(game.group))),
            h('td', {}, t.t(game.won ? 'stats.won' : 'stats.lost')),
            h('td', {}, number(averageRoundScore(game)!)),
            h('td', {}, number(game.total)),
          ),
        ),
      ),
    ),
  );
}

/**
 * The latest games as bars of the person's average round (lower is better), oldest first: a
 * won game's bar gold, a lost one's cool blue (Marvel Snap's and Hearthstone's match history
 * read the same way: a row of recent results, wins lit), with the same games as a hidden table.
 */
export function recentChart(t: Translator, games: readonly RecentGame[]): HTMLElement {
  const title = h('h3', { id: 'recent-title' }, t.t('stats.recent'));
  const panel = (...children: (Node | string)[]) =>
    h(
      'section',
      {
        class: 'stats-panel recent-panel',
        'aria-labelledby': 'recent-title',
        'data-games': games.length,
      },
      title,
      ...children,
    );
  if (games.length === 0) return panel(h('p', { class: 'recent-empty' }, t.t('stats.recentEmpty')));
  const averages = games.map((game) => averageRoundScore(game)!);
  const step = gridStep(Math.max(1, ...averages) - Math.min(0, ...averages));
  const low = Math.floor(Math.min(0, ...averages) / step) * step;
  const high = Math.ceil(Math.max(1, ...averages) / step) * step;
  const y = (value: number) => TOP + ((high - value) / (high - low)) * (HEIGHT - TOP - BOTTOM);
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(games.length, 10);
  const chart = svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: 'recent-chart',
    'aria-hidden': 'true',
  });
  valueScale(t, chart, { low, high, step }, y, LEFT, WIDTH - RIGHT);
  averages.forEach((average, i) => {
    const top = Math.min(y(average), y(0));
    const bar = svg('rect', {
      x: LEFT + i * slot + slot * 0.18,
      y: top,
      width: slot * 0.64,
      height: Math.max(2, Math.abs(y(average) - y(0))),
      rx: Math.min(4, slot * 0.15),
      class: games[i]!.won ? 'bar won' : 'bar lost',
    });
    chart.append(bar);
  });
  chart.append(
    svg('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: y(0), y2: y(0), class: 'zero-line' }),
  );
  const axis = h('p', { class: 'chart-axis' }, t.t('stats.recentAxis'));
  return panel(
    h(
      'figure',
      { class: 'chart', 'aria-hidden': 'true' },
      axis,
      chart,
      h('figcaption', {}, caption(t, games)),
    ),
    gamesTable(t, games),
  );
}
