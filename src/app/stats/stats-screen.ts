import './stats-screen.css';
import './stats-groups.css';
import type { Translator } from '../../i18n';
import type { ReviewEntry, Statistics } from '../../stats';
import { medals } from '../../stats/medals';
import { h } from '../page/dom';
import { accuracyChart } from '../review/accuracy-chart';
import { medalShelf } from './medal-shelf';
import { recentChart } from './recent-chart';
import { heroFigures, opponentsTable } from './stats-figures';

/** What the statistics screen's buttons do. */
export interface StatsActions {
  /** Forgets the statistics and the reviews kept with them; returns what is left (nothing). */
  readonly onReset: () => Statistics;
  readonly onBack: () => void;
}

/** Everything the screen shows of `stats` and `reviews`, in its layout. */
function body(t: Translator, stats: Statistics, reviews: readonly ReviewEntry[]): HTMLElement {
  return h(
    'div',
    { class: 'stats-body' },
    heroFigures(t, stats),
    h(
      'div',
      { class: 'stats-panels' },
      // Two columns, each panel as tall as what it holds (a short table by opponent left an
      // empty band when the panels were a grid's cells beside the taller medals).
      h(
        'div',
        { class: 'stats-column' },
        medalShelf(t, medals(stats)),
        recentChart(t, stats.recent),
      ),
      h(
        'div',
        { class: 'stats-column' },
        opponentsTable(t, stats),
        h('div', { class: 'stats-panel accuracy-panel' }, accuracyChart(t, reviews)),
      ),
    ),
  );
}

/**
 * The player's profile, as a commercial card game shows one: the lifetime figures and the
 * winning streak, the medals, the figures by strongest opponent, the latest games and the
 * accuracy of the reviewed games over time, with a reset that asks first.
 */
export function statsScreen(
  t: Translator,
  stats: Statistics,
  reviews: readonly ReviewEntry[],
  actions: StatsActions,
): HTMLElement {
  let shown = body(t, stats, reviews);
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
          class: 'danger',
          'data-action': 'confirm-reset',
          onclick: () => {
            const next = body(t, actions.onReset(), []);
            shown.replaceWith(next);
            shown = next;
            confirm.hidden = true;
            reset.disabled = true;
            back.focus();
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
  // Escape in the question answers "cancel" (the safe answer), not "leave the statistics".
  confirm.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    confirm.hidden = true;
    reset.focus();
  });
  reset.addEventListener('click', () => {
    confirm.hidden = false;
    // The whole question in view (above the screen's own buttons), its safe answer focused.
    confirm
      .querySelector<HTMLElement>('[data-action="cancel-reset"]')
      ?.focus({ preventScroll: true });
    confirm.scrollIntoView({ block: 'nearest' });
  });
  const back = h(
    'button',
    { type: 'button', class: 'primary', onclick: actions.onBack, autofocus: true },
    t.t('back'),
  );
  return h(
    'section',
    { class: 'screen stats-screen', 'data-screen': 'statistics', 'aria-labelledby': 'stats-title' },
    h(
      'header',
      { class: 'stats-head' },
      h('h2', { id: 'stats-title', class: 'screen-title' }, t.t('statistics')),
      h('p', {}, t.t('statsHelp')),
    ),
    shown,
    confirm,
    h('div', { class: 'buttons' }, reset, back),
  );
}
