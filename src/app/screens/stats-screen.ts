import type { MessageKey, Translator } from '../../i18n';
import {
  averageRoundScore,
  type Groups,
  type GroupStatistics,
  type Statistics,
  TABLE_GROUPS,
  type TableGroup,
  type ReviewEntry,
} from '../../stats';
import { h } from '../page/dom';
import { accuracyChart } from '../review/accuracy-chart';

/** What the statistics screen's buttons do. */
export interface StatsActions {
  /** Forgets the statistics and the reviews kept with them; returns what is left (nothing). */
  readonly onReset: () => Statistics;
  readonly onBack: () => void;
}

const groupLabel = (group: TableGroup): MessageKey =>
  group === 'people' ? 'statsGroup.people' : `level.${group}`;

/** One group's row (of the official or the house-rule games): games, wins, average, best, columns. */
function groupRow(
  t: Translator,
  group: TableGroup,
  stats: GroupStatistics,
  house: boolean,
): HTMLElement {
  const average = averageRoundScore(stats);
  const cell = (value: number | null, digits = 0) =>
    h(
      'td',
      {},
      value === null
        ? ''
        : new Intl.NumberFormat(t.language, { maximumFractionDigits: digits }).format(value),
    );
  return h(
    'tr',
    { 'data-group': group, 'data-rules': house ? 'house' : 'official' },
    h('th', { scope: 'row' }, t.t(groupLabel(group))),
    cell(stats.games),
    cell(stats.wins),
    cell(average, 1),
    cell(stats.bestGame),
    cell(stats.columnClears),
  );
}

/** The groups of `groups` that have games, in the order of TABLE_GROUPS. */
const played = (groups: Groups) => TABLE_GROUPS.filter((group) => (groups[group]?.games ?? 0) > 0);

/** A heading row over a part of the table (official games, house-rule games). */
const partRow = (text: string) =>
  h('tr', { class: 'stats-part' }, h('th', { scope: 'colgroup', colspan: 6 }, text));

/**
 * The figures of every group that has games, the official games' apart from the house rules'
 * (each part under its heading once there are both), or a line saying there are none yet.
 */
function figures(t: Translator, stats: Statistics): HTMLElement {
  const official = played(stats.groups);
  const house = played(stats.houseGroups);
  if (official.length === 0 && house.length === 0)
    return h('p', { class: 'stats-empty' }, t.t('statsEmpty'));
  const rows = (groups: readonly TableGroup[], from: Groups, isHouse: boolean) =>
    groups.map((group) => groupRow(t, group, from[group]!, isHouse));
  const body =
    house.length === 0
      ? rows(official, stats.groups, false)
      : [
          ...(official.length > 0
            ? [partRow(t.t('statsOfficialGames')), ...rows(official, stats.groups, false)]
            : []),
          partRow(t.t('statsHouseGames')),
          ...rows(house, stats.houseGroups, true),
        ];
  const headings: MessageKey[] = [
    'statsGames',
    'statsWins',
    'statsAverage',
    'statsBest',
    'statsColumns',
  ];
  return h(
    'div',
    { class: 'table-scroll' },
    h(
      'table',
      { class: 'scores stats-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t.t('statsGroup')),
          ...headings.map((key) => h('th', { scope: 'col' }, t.t(key))),
        ),
      ),
      h('tbody', {}, ...body),
    ),
  );
}

/**
 * Lifetime statistics per strongest opponent and the accuracy of the reviewed games over time,
 * with a reset that asks first.
 */
export function statsScreen(
  t: Translator,
  stats: Statistics,
  reviews: readonly ReviewEntry[],
  actions: StatsActions,
): HTMLElement {
  let shown = figures(t, stats);
  let accuracy = accuracyChart(t, reviews);
  const reset = h('button', { type: 'button', 'data-action': 'reset-stats' }, t.t('statsReset'));
  const confirm = h(
    'div',
    { class: 'stats-confirm', role: 'alertdialog', 'aria-label': t.t('statsReset'), hidden: true },
    h('p', {}, t.t('statsResetConfirm')),
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        {
          type: 'button',
          'data-action': 'cancel-reset',
          onclick: () => {
            confirm.hidden = true;
            reset.focus();
          },
        },
        t.t('cancel'),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-action': 'confirm-reset',
          onclick: () => {
            const next = figures(t, actions.onReset());
            shown.replaceWith(next);
            shown = next;
            const none = accuracyChart(t, []);
            accuracy.replaceWith(none);
            accuracy = none;
            confirm.hidden = true;
            reset.disabled = true;
          },
        },
        t.t('statsResetYes'),
      ),
    ),
  );
  reset.disabled =
    Object.keys(stats.groups).length === 0 &&
    Object.keys(stats.houseGroups).length === 0 &&
    reviews.length === 0;
  reset.addEventListener('click', () => {
    confirm.hidden = false;
    confirm.querySelector<HTMLElement>('[data-action="cancel-reset"]')?.focus();
  });
  return h(
    'section',
    { class: 'screen stats-screen', 'data-screen': 'statistics' },
    h('h2', {}, t.t('statistics')),
    h('p', {}, t.t('statsHelp')),
    shown,
    accuracy,
    confirm,
    h(
      'div',
      { class: 'buttons' },
      reset,
      h(
        'button',
        { type: 'button', class: 'primary', onclick: actions.onBack, autofocus: true },
        t.t('back'),
      ),
    ),
  );
}
