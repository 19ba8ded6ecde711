import './rules-screen.css';
import type { Translator } from '../../i18n';
import { loadRulesBook } from '../../i18n/rules-book/book';
import { h } from '../page/dom';
import { disclosure } from '../ui/controls';

/** What the rules screen's own buttons do. */
export interface RulesScreenActions {
  readonly onBack: () => void;
  readonly onTutorial: () => void;
}

/**
 * The rules screen: the rules book (loaded when the screen opens, with its words in the player's
 * language), the credits (the font's and the emblems' authors and licences), and the guided round.
 * The screen stands at once; the book fills it when its code and words have come.
 */
export function rulesScreen(
  t: Translator,
  keys: boolean,
  actions: RulesScreenActions,
): HTMLElement {
  const body = h('div', { class: 'rules-body', 'aria-busy': 'true' });
  const back = h(
    'button',
    // The screen's first focus (the credits' button comes before it in the page).
    { type: 'button', 'data-action': 'back', onclick: actions.onBack, autofocus: true },
    t.t('back'),
  );
  const screen = h(
    'section',
    { class: 'screen rules-screen', 'data-screen': 'rules' },
    h('div', { class: 'rules-head' }, h('h2', { class: 'screen-title' }, t.t('rules'))),
    body,
    disclosure(
      { label: t.t('credits'), className: 'credits', action: 'credits' },
      h('p', {}, t.t('creditsFont')),
      h('p', {}, t.t('creditsIcons')),
    ).element,
    h(
      'div',
      { class: 'buttons' },
      back,
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-action': 'tutorial',
          onclick: actions.onTutorial,
        },
        t.t('tutorialStart'),
      ),
    ),
  );
  void Promise.all([import('./rules-book'), loadRulesBook(t.language)]).then(
    ([{ RulesBook }, texts]) => {
      const book = new RulesBook(t, texts, { keys });
      // The screen focused Back while the book came: untouched, the focus goes on to the book.
      const untouched = document.activeElement === back;
      body.replaceWith(book.element);
      screen.querySelector('.rules-head')?.append(book.chapterBar);
      screen.addEventListener('keydown', (event) => {
        if (book.key(event)) event.preventDefault();
      });
      screen.dataset.ready = '';
      if (untouched) book.focus();
    },
    (error: Error) => {
      body.removeAttribute('aria-busy');
      body.replaceChildren(h('p', { class: 'notice' }, error.message));
    },
  );
  return screen;
}
