import './rules.css';
import './rule-pictures.css';
import type { Translator } from '../../i18n';
import { labelText } from '../../i18n';
import {
  RULE_CHAPTERS,
  RULE_PAGES,
  type RuleChapter,
  type RulePage,
  type RulesBookTexts,
} from '../../i18n/rules-book/texts';
import { LABEL_THRESHOLDS } from '../../review/labels';
import { h } from '../page/dom';
import { type PictureContext, RULE_PICTURES } from './rule-pictures';

/** The smallest sideways move of a finger or pointer that turns a page, in CSS pixels. */
const SWIPE = 48;

/** One page of the book as shown. */
interface BookPage {
  readonly chapter: RuleChapter;
  readonly id: RulePage;
  readonly element: HTMLElement;
  readonly dot: HTMLButtonElement;
}

/** Which pages the book shows: the keys page only to a player who uses keys. */
export interface RulesBookOptions {
  readonly keys: boolean;
}

/**
 * The rules as a book of short illustrated pages, one rule a page (the official game, the house
 * rules, the review and the keys), each with a small drawn example on the felt. Pages turn with the
 * arrows beside the page dots, a swipe, or the arrow keys (Home and End for the first and last);
 * the dots are tabs, one per page, and the chapters jump to their first page. Every page stays in
 * the book (the book is as tall as its tallest page, so nothing moves when a page turns); the
 * pages not shown are hidden and inert.
 */
export class RulesBook {
  readonly element: HTMLElement;
  /** The chapters, to stand in the screen's head beside its title. */
  readonly chapterBar: HTMLElement;
  private readonly pages: BookPage[] = [];
  private readonly chapters = new Map<RuleChapter, HTMLButtonElement>();
  private readonly previousButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  private readonly announcer = h('p', { class: 'book-announcer', 'aria-live': 'polite' });
  private index = 0;
  private swipeStart: { readonly id: number; readonly x: number; readonly y: number } | null = null;

  /** The book in `t`'s language with `texts` (the same language's book texts). */
  constructor(
    private readonly t: Translator,
    private readonly texts: RulesBookTexts,
    options: RulesBookOptions,
  ) {
    const context: PictureContext = {
      texts,
      language: t.language,
      labelName: (label) => labelText(t, label),
    };
    const stage = h('div', { class: 'book-pages' });
    const dots = h('div', { class: 'book-dots', role: 'tablist', 'aria-label': texts.pagesLabel });
    const shown = RULE_CHAPTERS.flatMap((chapter) =>
      RULE_PAGES[chapter]
        .filter((id) => id !== 'keys' || options.keys)
        .map((id) => ({ chapter, id: id as RulePage })),
    );
    shown.forEach(({ chapter, id }, index) => {
      const page = this.page(context, chapter, id, index, shown.length);
      const dot = h('button', {
        type: 'button',
        role: 'tab',
        id: `rules-tab-${id}`,
        class:
          index > 0 && shown[index - 1]!.chapter !== chapter
            ? 'book-dot chapter-start'
            : 'book-dot',
        'data-chapter': chapter,
        'aria-controls': `rules-page-${id}`,
        'aria-label': `${this.pageOf(index, shown.length)}: ${texts.pages[id].heading}`,
        onclick: () => this.show(index),
      });
      page.setAttribute('aria-labelledby', `rules-tab-${id}`);
      stage.append(page);
      dots.append(dot);
      this.pages.push({ chapter, id, element: page, dot });
    });
    stage.addEventListener('pointerdown', (event) => this.swipeFrom(event));
    stage.addEventListener('pointerup', (event) => this.swipeTo(event));
    stage.addEventListener('pointercancel', () => (this.swipeStart = null));
    // A sideways finger is the book's: the browser starts no gesture of its own (its fling would
    // swallow the next tap), while an upright one still scrolls a long page.
    stage.addEventListener('touchmove', (event) => this.holdSideways(event), { passive: false });
    this.previousButton = this.turnButton('previous', texts.previous, () => this.turn(-1));
    this.nextButton = this.turnButton('next', texts.next, () => this.turn(1));
    this.chapterBar = h(
      'nav',
      { class: 'book-chapters', 'aria-label': texts.chaptersLabel },
      ...RULE_CHAPTERS.map((chapter) => {
        const button = h(
          'button',
          {
            type: 'button',
            class: 'book-chapter',
            'data-chapter': chapter,
            onclick: () => this.show(this.pages.findIndex((page) => page.chapter === chapter)),
          },
          texts.chapters[chapter],
        );
        this.chapters.set(chapter, button);
        return button;
      }),
    );
    this.element = h(
      'div',
      { class: 'rules-book' },
      stage,
      h('div', { class: 'book-nav' }, this.previousButton, dots, this.nextButton),
      h('p', { class: 'book-help' }, texts.turnHelp),
      this.announcer,
    );
    this.show(0, false);
  }

  /** Moves the keyboard focus onto the button that turns to the next page. */
  focus(): void {
    this.nextButton.focus({ preventScroll: true });
  }

  /** The page shown, by its name. */
  get current(): RulePage {
    return this.pages[this.index]!.id;
  }

  /**
   * A key pressed on the rules screen: the arrows, Home and End turn the pages. Returns whether
   * the key was used.
   */
  key(event: KeyboardEvent): boolean {
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    const last = this.pages.length - 1;
    const target = {
      ArrowLeft: this.index - 1,
      ArrowRight: this.index + 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return false;
    const onDot = (event.target as Element | null)?.closest?.('.book-dot') !== null;
    this.show(Math.max(0, Math.min(last, target)));
    if (onDot) this.pages[this.index]!.dot.focus();
    return true;
  }

  /** Shows page `index`; `animate`: the page turns (forward or back, by where it lies). */
  show(index: number, animate = true): void {
    if (index < 0 || index >= this.pages.length) return;
    const before = this.index;
    this.index = index;
    const current = this.pages[index]!;
    this.pages.forEach((page, i) => {
      const shown = i === index;
      page.element.classList.toggle('is-current', shown);
      page.element.inert = !shown;
      page.element.setAttribute('aria-hidden', String(!shown));
      page.dot.setAttribute('aria-selected', String(shown));
      page.dot.tabIndex = shown ? 0 : -1;
      page.dot.hidden = page.chapter !== current.chapter;
      page.element.classList.remove(
        'turn-in-next',
        'turn-in-previous',
        'turn-out-next',
        'turn-out-previous',
      );
    });
    if (animate && before !== index) {
      const way = index > before ? 'next' : 'previous';
      current.element.classList.add(`turn-in-${way}`);
      this.pages[before]!.element.classList.add(`turn-out-${way}`);
    }
    for (const [chapter, button] of this.chapters)
      if (chapter === current.chapter) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    this.previousButton.setAttribute('aria-disabled', String(index === 0));
    this.nextButton.setAttribute('aria-disabled', String(index === this.pages.length - 1));
    this.element.dataset.page = current.id;
    if (animate)
      this.announcer.textContent = `${this.pageOf(index, this.pages.length)}: ${
        this.texts.pages[current.id].heading
      }`;
  }

  private turn(step: number): void {
    this.show(this.index + step);
  }

  private pageOf(index: number, count: number): string {
    return this.texts.pageOf.replace('{page}', String(index + 1)).replace('{count}', String(count));
  }

  private turnButton(way: 'previous' | 'next', name: string, onTurn: () => void) {
    return h(
      'button',
      {
        type: 'button',
        class: 'book-turn',
        'data-action': `${way}-page`,
        'aria-label': name,
        onclick: (event: Event) => {
          if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') !== 'true')
            onTurn();
        },
      },
      h('span', { class: 'book-turn-arrow', 'aria-hidden': 'true' }, way === 'next' ? '›' : '‹'),
    );
  }

  private page(
    context: PictureContext,
    chapter: RuleChapter,
    id: RulePage,
    index: number,
    count: number,
  ): HTMLElement {
    const text = this.texts.pages[id];
    const inChapter = RULE_PAGES[chapter] as readonly string[];
    const thresholds = Object.fromEntries(
      Object.entries(LABEL_THRESHOLDS).map(([label, points]) => [label, this.t.number(points)]),
    );
    const fill = (paragraph: string) =>
      paragraph.replace(/\{(\w+)\}/g, (whole, name: string) => thresholds[name] ?? whole);
    return h(
      'section',
      {
        class: 'book-page',
        id: `rules-page-${id}`,
        role: 'tabpanel',
        'data-page': id,
        'data-section': id,
        'data-index': index,
        'data-count': count,
      },
      h('div', { class: 'book-picture' }, RULE_PICTURES[id](context)),
      h(
        'div',
        { class: 'book-words' },
        h(
          'p',
          { class: 'book-kicker' },
          `${this.texts.chapters[chapter]} · ${inChapter.indexOf(id) + 1}/${inChapter.length}`,
        ),
        h('h3', {}, text.heading),
        ...text.text.map((paragraph) => h('p', {}, fill(paragraph))),
      ),
    );
  }

  private swipeFrom(event: PointerEvent): void {
    if (!event.isPrimary || event.button !== 0) return;
    this.swipeStart = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  private holdSideways(event: TouchEvent): void {
    const start = this.swipeStart;
    const touch = event.touches[0];
    if (start === null || touch === undefined || event.touches.length > 1) return;
    const dx = Math.abs(touch.clientX - start.x);
    if (dx > Math.abs(touch.clientY - start.y) && event.cancelable) event.preventDefault();
  }

  private swipeTo(event: PointerEvent): void {
    const start = this.swipeStart;
    this.swipeStart = null;
    if (start === null || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    this.turn(dx < 0 ? 1 : -1);
  }
}
