import './tutorial-offer.css';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';
import { type KeyValueStore, writeQuietly } from '../../storage';

/** The localStorage key that remembers the guided round was offered. */
const TUTORIAL_KEY = 'skyjo.tutorial';

/** Whether the guided round has been offered on this device. */
export function tutorialOffered(store: KeyValueStore): boolean {
  return store.getItem(TUTORIAL_KEY) !== null;
}

/** Remembers that the guided round was offered, so it is offered once. */
export function rememberTutorialOffered(store: KeyValueStore): void {
  writeQuietly(store, TUTORIAL_KEY, 'offered');
}

/** What the offer's buttons do. */
export interface TutorialOfferActions {
  readonly onAccept: () => void;
  readonly onDecline: () => void;
}

/**
 * The first visit's offer of the guided round, shown on the start screen: the guided round, then
 * "No, thanks" under it, each as wide as the offer (side by side they wrapped raggedly, one
 * right-aligned under the other).
 */
export function tutorialOffer(t: Translator, actions: TutorialOfferActions): HTMLElement {
  return h(
    'div',
    { class: 'tutorial-offer', role: 'group', 'aria-label': t.t('tutorialStart') },
    h('p', {}, t.t('tutorialOffer')),
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-action': 'tutorial',
          onclick: actions.onAccept,
          autofocus: true,
        },
        t.t('tutorialStart'),
      ),
      h(
        'button',
        { type: 'button', 'data-action': 'decline-tutorial', onclick: actions.onDecline },
        t.t('tutorialDecline'),
      ),
    ),
  );
}
