import type { Translator } from '../../i18n';
import type { Medal } from '../../stats/medals';
import { h } from '../page/dom';
import { svg } from '../ui/stats-chart';
import { MEDAL_FACES } from './medal-faces';

/** A medal's status in words: earned, or how far along. */
function status(t: Translator, medal: Medal): string {
  return medal.earned
    ? t.t('medal.earned')
    : t.t('medal.progress', { progress: medal.progress, goal: medal.goal });
}

/**
 * A medal drawn as a badge: a ribbon over a disc in its tier's metal (bronze, silver, gold)
 * holding its icon; a medal not yet earned is a dark disc with a dim icon and a bar of its
 * progress. Decorative: the button around it names it.
 */
function medalBadge(medal: Medal): HTMLElement {
  const face = MEDAL_FACES[medal.id];
  let shown: Node;
  // A number is drawn (stats-screen.css), not written: the button's name is the medal's.
  if ('number' in face) shown = h('span', { class: 'medal-number', 'data-number': face.number });
  else {
    shown = svg('svg', {
      viewBox: `0 0 ${face.box} ${face.box}`,
      class: face.stroked ? 'medal-icon stroked' : 'medal-icon',
      'aria-hidden': 'true',
    });
    shown.appendChild(svg('path', { d: face.picture }));
  }
  return h(
    'span',
    {
      class: 'medal-badge',
      'data-tier': medal.tier,
      'data-earned': String(medal.earned),
      'aria-hidden': 'true',
    },
    h('span', { class: 'medal-ribbon' }),
    h('span', { class: 'medal-disc' }, shown),
    medal.earned
      ? null
      : h(
          'span',
          { class: 'medal-progress' },
          h('span', { style: `width: ${(100 * medal.progress) / medal.goal}%` }),
        ),
  );
}

/**
 * The medals in a shelf, earned ones first in their order, each a button that shows its name,
 * what earns it and how far along below the shelf (as Marvel Snap's and Hearthstone's
 * collections show a card's details on a tap).
 */
export function medalShelf(t: Translator, medals: readonly Medal[]): HTMLElement {
  const shown = [...medals.filter((m) => m.earned), ...medals.filter((m) => !m.earned)];
  const detail = h('p', { class: 'medal-detail', id: 'medal-detail', 'aria-live': 'polite' });
  const buttons = shown.map((medal) =>
    h(
      'button',
      {
        type: 'button',
        class: 'medal',
        'data-medal': medal.id,
        'data-earned': String(medal.earned),
        // Named in one piece: the name and its status read as parts of a grid put a stray
        // space before the colon ("First victory : Earned").
        'aria-label': `${t.t(`medal.${medal.id}`)}: ${status(t, medal)}`,
        'aria-describedby': 'medal-detail',
        onclick: () => describe(medal),
        onfocus: () => describe(medal),
      },
      medalBadge(medal),
      h('span', { class: 'medal-name' }, t.t(`medal.${medal.id}`)),
    ),
  );
  function describe(medal: Medal): void {
    for (const button of buttons)
      button.toggleAttribute('data-selected', button.dataset.medal === medal.id);
    detail.replaceChildren(
      h('strong', {}, t.t(`medal.${medal.id}`)),
      ' ',
      t.t(`medal.${medal.id}.text`),
      ' ',
      h('span', { class: 'medal-status' }, status(t, medal)),
    );
  }
  describe(shown[0]!);
  const earned = medals.filter((m) => m.earned).length;
  return h(
    'section',
    { class: 'stats-panel medal-panel', 'aria-labelledby': 'medals-title' },
    h(
      'h3',
      { id: 'medals-title' },
      t.t('stats.medals'),
      h(
        'span',
        { class: 'panel-count' },
        t.t('stats.medalsEarned', { earned, count: medals.length }),
      ),
    ),
    h('div', { class: 'medal-shelf' }, ...buttons),
    detail,
  );
}
