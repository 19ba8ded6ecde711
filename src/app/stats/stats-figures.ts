import type { MessageKey, Translator } from '../../i18n';
import {
  allGroups,
  averageRoundScore,
  type Groups,
  type GroupStatistics,
  type Statistics,
  TABLE_GROUPS,
  type TableGroup,
} from '../../stats';
import { h } from '../page/dom';
import { scrollRegion } from '../ui/controls';
import { seatEmblem } from '../ui/seat-emblem';
import { svg } from '../ui/stats-chart';
import { FLAME } from './medal-faces';

/** Formats figures in the translator's language: `null` is a dash. */
function formatter(t: Translator) {
  return (value: number | null, digits = 0, style: 'decimal' | 'percent' = 'decimal') =>
    value === null ? '–' : t.number(value, { maximumFractionDigits: digits, style });
}

/** Games and wins against computers: every group but people's. */
function againstComputers(stats: Statistics): { games: number; wins: number } {
  return TABLE_GROUPS.filter((group) => group !== 'people').reduce(
    (sum, group) => ({
      games: sum.games + (stats.groups[group]?.games ?? 0),
      wins: sum.wins + (stats.groups[group]?.wins ?? 0),
    }),
    { games: 0, wins: 0 },
  );
}

/** A ring filled to `share` (0 to 1) in gold on a dark track, its text in the middle. */
function ring(share: number | null, text: string, label: string): SVGElement {
  const chart = svg('svg', {
    viewBox: '0 0 64 64',
    class: 'win-ring',
    role: 'img',
    'aria-label': label,
  });
  const around = 2 * Math.PI * 26;
  chart.append(svg('circle', { cx: 32, cy: 32, r: 26, class: 'ring-track' }));
  if (share !== null && share > 0)
    chart.append(
      svg('circle', {
        cx: 32,
        cy: 32,
        r: 26,
        class: 'ring-fill',
        'stroke-dasharray': `${share * around} ${around}`,
        transform: 'rotate(-90 32 32)',
      }),
    );
  const value = svg('text', { x: 32, y: 37.5, 'text-anchor': 'middle', 'aria-hidden': 'true' });
  value.textContent = text;
  chart.append(value);
  return chart;
}

/** One figure of the hero strip: a big number over its name. */
function tile(name: string, value: string | Node, key: string): HTMLElement {
  return h(
    'div',
    { class: 'stat-tile', 'data-figure': key },
    h('span', { class: 'stat-value' }, value),
    h('span', { class: 'stat-name' }, name),
  );
}

/**
 * The strip of lifetime figures at the top (as a commercial game's profile opens): games, the
 * win rate against computers as a ring, the average and best round, columns cleared, and the
 * winning streak on a flame plaque.
 */
export function heroFigures(t: Translator, stats: Statistics): HTMLElement {
  const format = formatter(t);
  const all = allGroups(stats);
  const computers = againstComputers(stats);
  const share = computers.games === 0 ? null : computers.wins / computers.games;
  const rate = format(share, 0, 'percent');
  const flame = svg('svg', {
    viewBox: '0 0 64 64',
    class: 'streak-flame',
    'aria-hidden': 'true',
  });
  flame.append(svg('path', { d: FLAME, 'fill-rule': 'evenodd' }));
  return h(
    'div',
    { class: 'stats-hero' },
    tile(t.t('stats.gamesPlayed'), format(all.games), 'games'),
    h(
      'div',
      { class: 'stat-tile win-tile', 'data-figure': 'win-rate' },
      ring(
        share,
        rate,
        share === null
          ? t.t('stats.noComputerGames')
          : t.t('stats.winRateChart', { wins: computers.wins, count: computers.games, rate }),
      ),
      h(
        'span',
        { class: 'stat-name' },
        t.t('stats.winRate'),
        h('small', {}, t.t('stats.winRateHelp')),
      ),
    ),
    tile(t.t('statsAverage'), format(averageRoundScore(all), 1), 'average'),
    tile(t.t('stats.bestRound'), format(all.bestRound), 'best-round'),
    tile(t.t('statsColumns'), format(all.columnClears), 'columns'),
    h(
      'div',
      {
        class: 'stat-tile streak-tile',
        'data-figure': 'streak',
        'data-hot': stats.streak.current > 0,
        title: t.t('stats.streakHelp'),
      },
      h(
        'span',
        { class: 'streak-figure' },
        flame,
        h('span', { class: 'stat-value' }, format(stats.streak.current)),
      ),
      h(
        'span',
        { class: 'stat-name' },
        t.t('stats.streak'),
        h('small', {}, t.t('stats.streakBest', { count: stats.streak.best })),
      ),
    ),
  );
}

/** A group's short name: people, or the strongest computer's level. */
export const groupName = (group: TableGroup): MessageKey =>
  group === 'people' ? 'stats.vs.people' : `levelShort.${group}`;

/** One group's row: games, wins, average round, best game, columns cleared, win rate. */
function groupRow(
  t: Translator,
  group: TableGroup,
  stats: GroupStatistics,
  house = false,
): HTMLElement {
  const format = formatter(t);
  const share = group === 'people' || stats.games === 0 ? null : stats.wins / stats.games;
  return h(
    'tr',
    { 'data-group': group, 'data-rules': house ? 'house' : 'official' },
    h(
      'th',
      { scope: 'row' },
      h(
        'span',
        { class: 'group-name' },
        seatEmblem(group === 'people' ? 'person' : group),
        t.t(groupName(group)),
      ),
    ),
    h('td', {}, format(stats.games)),
    h('td', {}, format(stats.wins)),
    h('td', {}, format(averageRoundScore(stats), 1)),
    h('td', {}, format(stats.bestGame)),
    h('td', { class: 'wide-only' }, format(stats.columnClears)),
    h(
      'td',
      {},
      share === null
        ? '–'
        : h(
            'span',
            { class: 'rate' },
            h(
              'span',
              { class: 'rate-bar', 'aria-hidden': 'true' },
              h('span', { class: 'rate-fill', style: `width: ${share * 100}%` }),
            ),
            format(share, 0, 'percent'),
          ),
    ),
  );
}

/** The groups of `groups` that have games, in the order of TABLE_GROUPS. */
const played = (groups: Groups) => TABLE_GROUPS.filter((group) => (groups[group]?.games ?? 0) > 0);

/** A heading row over a part of the table (official games, house-rule games). */
const partRow = (text: string) =>
  h('tr', { class: 'stats-part' }, h('th', { scope: 'colgroup', colspan: 7 }, text));

/**
 * The rows of every group that has games: the official games', and the house-rule games' apart
 * (RULES.md R9), each part under its heading once there are house-rule games.
 */
function groupRows(t: Translator, stats: Statistics): HTMLElement[] {
  const official = played(stats.groups).map((group) => groupRow(t, group, stats.groups[group]!));
  const house = played(stats.houseGroups).map((group) =>
    groupRow(t, group, stats.houseGroups[group]!, true),
  );
  if (house.length === 0) return official;
  return [
    ...(official.length > 0 ? [partRow(t.t('statsOfficialGames')), ...official] : []),
    partRow(t.t('statsHouseGames')),
    ...house,
  ];
}

/** The figures of every group that has games, by the strongest opponent, or a line saying none. */
export function opponentsTable(t: Translator, stats: Statistics): HTMLElement {
  const groups = groupRows(t, stats);
  const heading = h('h3', { id: 'opponents-title' }, t.t('stats.opponents'));
  if (groups.length === 0)
    return h(
      'section',
      { class: 'stats-panel opponents-panel', 'aria-labelledby': 'opponents-title' },
      heading,
      h('p', { class: 'stats-empty' }, t.t('statsEmpty')),
    );
  const headings: MessageKey[] = [
    'statsGames',
    'statsWins',
    'statsAverage',
    'statsBest',
    'statsColumns',
    'stats.winRate',
  ];
  // The table's scrolling frame is the panel's one landmark, named as its heading.
  return h(
    'section',
    { class: 'stats-panel opponents-panel' },
    heading,
    scrollRegion(
      t.t('stats.opponents'),
      h(
        'table',
        { class: 'stats-table' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, t.t('statsGroup')),
            ...headings.map((key) =>
              h(
                'th',
                { scope: 'col', class: key === 'statsColumns' ? 'wide-only' : undefined },
                t.t(key),
              ),
            ),
          ),
        ),
        h('tbody', {}, ...groups),
      ),
    ),
  );
}
