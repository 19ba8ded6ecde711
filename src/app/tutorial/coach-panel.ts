import { h } from '../page/dom';

/** The coach panel's texts that do not change during the lesson. */
export interface CoachPanelTexts {
  readonly title: string;
  readonly skip: string;
  readonly finish: string;
}

/** What the coach panel's buttons do. */
export interface CoachPanelActions {
  readonly onSkip: () => void;
  readonly onFinish: () => void;
}

/** Where the coach speaks. */
export interface Coach {
  /** Shows the coach's words; `finished` at the end of the lesson. */
  say(text: string, finished: boolean): void;
  /** Says why a choice was not taken, under the current words. */
  refuse(text: string): void;
}

/** The coach's words docked at the bottom of the window, with a way out at every step. */
export class CoachPanel implements Coach {
  /** The panel's element (the table keeps its height free): the card at its foot. */
  readonly element: HTMLElement;
  /** The card: as tall as the words it shows now. */
  private readonly card: HTMLElement;
  private readonly words: HTMLElement;
  private readonly text = h('p', { class: 'coach-text' });
  private readonly refusal = h('p', { class: 'coach-refusal', role: 'alert', hidden: true });
  private readonly skipButton: HTMLButtonElement;
  private readonly finishButton: HTMLButtonElement;

  /** A panel with `texts`, whose buttons call `actions`. */
  constructor(texts: CoachPanelTexts, actions: CoachPanelActions) {
    this.skipButton = h(
      'button',
      { type: 'button', 'data-action': 'skip-tutorial', onclick: actions.onSkip },
      texts.skip,
    );
    this.finishButton = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-action': 'finish-tutorial',
        hidden: true,
        onclick: actions.onFinish,
      },
      texts.finish,
    );
    this.words = h(
      'div',
      { class: 'coach-words', 'aria-live': 'polite' },
      h('h2', { class: 'coach-title' }, texts.title),
      this.text,
      this.refusal,
    );
    this.card = h(
      'div',
      { class: 'coach-card' },
      this.words,
      h('div', { class: 'coach-buttons' }, this.skipButton, this.finishButton),
    );
    this.element = h('aside', { class: 'coach', 'aria-label': texts.title }, this.card);
  }

  /**
   * Keeps the panel's room as tall as its tallest words (`samples`, each with a `refusal` under
   * it), so that the table above never moves as the coach speaks; the card in it fits the words
   * shown (felt above it, not an empty card). Measured in the page, at its width.
   */
  reserve(samples: readonly string[], refusal: string): void {
    const shown = { text: this.text.textContent, refusal: this.refusal.textContent };
    const refusalHidden = this.refusal.hidden;
    this.element.style.minHeight = '';
    this.refusal.hidden = false;
    this.refusal.textContent = refusal;
    let tallest = 0;
    for (const sample of samples) {
      this.text.textContent = sample;
      tallest = Math.max(tallest, this.card.offsetHeight);
    }
    this.text.textContent = shown.text;
    this.refusal.textContent = shown.refusal;
    this.refusal.hidden = refusalHidden;
    this.element.style.minHeight = `${tallest}px`;
  }

  /** Shows the coach's words; at the end, offers to finish instead of skipping. */
  say(text: string, finished: boolean): void {
    if (this.text.textContent !== text) this.refusal.hidden = true;
    this.text.textContent = text;
    this.skipButton.hidden = finished;
    this.finishButton.hidden = !finished;
  }

  /** Says why a choice was not taken, under the current words. */
  refuse(text: string): void {
    this.refusal.textContent = text;
    this.refusal.hidden = false;
  }
}
