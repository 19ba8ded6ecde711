import './title.css';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';

/** What the start screen's buttons do; `onContinue` is absent when there is no saved game. */
export interface StartActions {
  readonly onContinue: (() => void) | null;
  readonly onNewGame: () => void;
  readonly onRules: () => void;
  readonly onStatistics: () => void;
  readonly onSettings: () => void;
  readonly onImport: () => void;
  /** Play with friends online (the game server must be reachable). */
  readonly onOnline?: () => void;
  /**
   * Back to the online room this browser was playing in, if any (`takeBack`: its seat is played
   * from another window or device now, and going back takes it back).
   */
  readonly onBackToRoom?: {
    readonly code: string;
    readonly go: () => void;
    readonly takeBack?: boolean;
  } | null;
}

/**
 * The title screen: the logo and the table's fan of cards (drawn by the table in the place left
 * for it, `.title-art`), and the menu beside or under them: continue, new game, rules,
 * statistics, settings, import; `notice` shows a problem, `offer` the first visit's offer of the
 * guided round.
 */
export function startScreen(
  t: Translator,
  actions: StartActions,
  notice: string | null,
  offer: Node | null = null,
): HTMLElement {
  const button = (label: string, action: string, onclick: () => void, primary = false) =>
    h(
      'button',
      { type: 'button', class: primary ? 'primary' : undefined, 'data-action': action, onclick },
      label,
    );
  const title = t.t('title');
  return h(
    'section',
    { class: 'screen start-screen', 'data-screen': 'start' },
    h(
      'div',
      { class: 'title-head' },
      h(
        'h1',
        { class: 'logo', 'aria-label': title },
        ...[...title].map((letter, i) =>
          h('span', { class: 'logo-letter', 'aria-hidden': 'true', style: `--i: ${i}` }, letter),
        ),
      ),
      h('p', { class: 'tagline' }, t.t('tagline')),
      // Where the table's fan of cards shows (src/view/title-scene.ts), behind the page.
      h('div', { class: 'title-art', 'aria-hidden': 'true' }),
    ),
    h(
      'div',
      { class: 'menu-panel' },
      notice === null ? null : h('p', { class: 'notice', role: 'alert' }, notice),
      offer,
      h(
        'div',
        { class: 'menu' },
        actions.onContinue && button(t.t('continueGame'), 'continue', actions.onContinue, true),
        actions.onBackToRoom &&
          button(
            t.t(actions.onBackToRoom.takeBack === true ? 'takeSeatBack' : 'backToRoom', {
              code: actions.onBackToRoom.code,
            }),
            'back-to-room',
            actions.onBackToRoom.go,
            true,
          ),
        button(t.t('newGame'), 'new-game', actions.onNewGame, actions.onContinue === null),
        actions.onOnline && button(t.t('playOnline'), 'play-online', actions.onOnline),
        button(t.t('rules'), 'rules', actions.onRules),
        button(t.t('statistics'), 'statistics', actions.onStatistics),
        button(t.t('settings'), 'settings', actions.onSettings),
        button(t.t('importGame'), 'import', actions.onImport),
      ),
    ),
  );
}
