import { labelText, type Translator } from '../../i18n';
import type { ReviewedDecision } from '../../review';
import { LABEL_THRESHOLDS } from '../../review/labels';
import { h } from '../page/dom';
import { labelMark } from '../pictures/label-mark';
import { costText, whenText } from './review-text';
import { costHeight } from './review-story';

/** One round's strip as shown: its row, its marks' toolbar, and its cost so far. */
interface RoundRow {
  readonly round: number;
  readonly row: HTMLElement;
  readonly strip: HTMLElement;
  readonly cost: HTMLElement;
  readonly marks: HTMLButtonElement[];
  lastTurn: HTMLElement | null;
  lastTurnNumber: number;
  spent: number;
}

/**
 * The review as a story: a strip per round, each decision a mark in it as soon as it is weighed,
 * in game order, grouped by turn (the set-up first). A mark is the label's shape in its colour
 * under a bar as tall as the decision's cost (a blunder's threshold fills it). Choosing a mark (a
 * click, a tap, Enter or Space) opens that moment on the table; each strip is one stop of the Tab
 * key, the arrows move along it (Up and Down to the rounds before and after), and the mark under
 * the pointer or the focus is told in words under the strips.
 */
export class StoryStrips {
  readonly element: HTMLElement;
  private readonly rows: RoundRow[] = [];
  private readonly list = h('div', { class: 'story-rounds' });
  private readonly caption: HTMLElement;

  /** Empty strips, in `t`'s language; `onShow` opens a decision on the table. */
  constructor(
    private readonly t: Translator,
    private readonly onShow: (decision: ReviewedDecision) => void,
  ) {
    this.caption = h(
      'p',
      { class: 'story-caption', 'aria-hidden': 'true' },
      t.t('reviewStoryHelp'),
    );
    this.element = h(
      'section',
      { class: 'review-story', 'aria-labelledby': 'review-story-title' },
      h('h3', { id: 'review-story-title' }, t.t('reviewStory')),
      this.list,
      this.caption,
    );
  }

  /** Starts again, empty (another seat is reviewed). */
  clear(): void {
    this.rows.length = 0;
    this.list.replaceChildren();
    this.caption.textContent = this.t.t('reviewStoryHelp');
  }

  /** One more decision weighed: its mark at the end of its round's strip. */
  add(decision: ReviewedDecision): void {
    const row = this.rowOf(decision.round);
    if (row.lastTurn === null || row.lastTurnNumber !== decision.turn) {
      row.lastTurn = h('span', { class: 'story-turn', 'data-turn': decision.turn });
      row.lastTurnNumber = decision.turn;
      row.strip.append(row.lastTurn);
    }
    const mark = this.mark(decision, row);
    row.lastTurn.append(mark);
    row.marks.push(mark);
    if (row.marks.length === 1) mark.tabIndex = 0;
    row.spent += decision.cost;
    row.cost.textContent = this.t.t('reviewRoundCost', {
      count: Math.round(row.spent * 10) / 10,
    });
  }

  private rowOf(round: number): RoundRow {
    const found = this.rows.find((row) => row.round === round);
    if (found !== undefined) return found;
    const name = this.t.t('reviewRoundName', { round: round + 1 });
    const strip = h('div', {
      class: 'story-strip',
      role: 'toolbar',
      'aria-label': name,
    });
    strip.addEventListener('keydown', (event) => this.key(event, row));
    const cost = h('span', { class: 'story-round-cost' });
    const element = h(
      'div',
      { class: 'story-round', 'data-round': round },
      h('span', { class: 'story-round-name' }, name),
      strip,
      cost,
    );
    const row: RoundRow = {
      round,
      row: element,
      strip,
      cost,
      marks: [],
      lastTurn: null,
      lastTurnNumber: -1,
      spent: 0,
    };
    this.rows.push(row);
    this.list.append(element);
    return row;
  }

  private mark(decision: ReviewedDecision, row: RoundRow): HTMLButtonElement {
    const t = this.t;
    const label = labelText(t, decision.label);
    const name = t.t('reviewMarkName', {
      round: decision.round + 1,
      when: whenText(t, decision),
      kind: t.t(`review.kind.${decision.kind}`),
      label: decision.label === 'best' ? label : `${label}, ${costText(t, decision)}`,
    });
    const bar = h('span', { class: 'story-bar' });
    bar.style.setProperty('--height', String(costHeight(decision.cost, LABEL_THRESHOLDS.blunder)));
    const mark = h(
      'button',
      {
        type: 'button',
        class: 'story-mark',
        'data-label': decision.label,
        'data-kind': decision.kind,
        'aria-label': name,
        tabindex: -1,
        onclick: () => this.onShow(decision),
        onfocus: () => this.tell(name, row, mark),
        onpointerenter: () => (this.caption.textContent = name),
      },
      bar,
      labelMark(decision.label),
    );
    return mark;
  }

  /** Tells the mark in words, and makes it its strip's stop of the Tab key. */
  private tell(name: string, row: RoundRow, mark: HTMLButtonElement): void {
    this.caption.textContent = name;
    for (const other of row.marks) other.tabIndex = other === mark ? 0 : -1;
  }

  private key(event: KeyboardEvent, row: RoundRow): void {
    const at = row.marks.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    const rowIndex = this.rows.indexOf(row);
    let target: HTMLButtonElement | undefined;
    if (event.key === 'ArrowLeft') target = row.marks[at - 1];
    else if (event.key === 'ArrowRight') target = row.marks[at + 1];
    else if (event.key === 'Home') target = row.marks[0];
    else if (event.key === 'End') target = row.marks.at(-1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const other = this.rows[rowIndex + (event.key === 'ArrowUp' ? -1 : 1)];
      target = other?.marks[Math.min(at, other.marks.length - 1)];
    } else return;
    event.preventDefault();
    event.stopPropagation();
    target?.focus();
  }
}
