import type { Translator } from '../../i18n';
import { LABEL_THRESHOLDS } from '../../review/labels';
import { h } from '../page/dom';

/**
 * The rules in the project's own words, in the current language, the keys, the credits (the font's
 * and the icons' authors and licences), and the guided round to replay.
 */
export function rulesScreen(
  t: Translator,
  onBack: () => void,
  onTutorial: () => void,
): HTMLElement {
  return h(
    'section',
    { class: 'screen rules-screen', 'data-screen': 'rules' },
    h('h2', {}, t.t('rules')),
    ...t
      .rules()
      .map((section) =>
        h(
          'section',
          {},
          h('h3', {}, section.heading),
          ...section.paragraphs.map((p) => h('p', {}, p)),
        ),
      ),
    h(
      'section',
      { 'data-section': 'review' },
      h('h3', {}, t.t('reviewRulesHeading')),
      h('p', {}, t.t('reviewRulesText', { ...LABEL_THRESHOLDS })),
    ),
    h('p', { class: 'keys' }, t.t('keysHelp')),
    h(
      'section',
      { class: 'credits', 'data-section': 'credits' },
      h('h3', {}, t.t('credits')),
      h('p', {}, t.t('creditsFont')),
      h('p', {}, t.t('creditsIcons')),
    ),
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: onBack }, t.t('back')),
      h(
        'button',
        { type: 'button', class: 'primary', 'data-action': 'tutorial', onclick: onTutorial },
        t.t('tutorialStart'),
      ),
    ),
  );
}
