import './review.css';
import './review-moments.css';
import { labelText, type Translator } from '../../i18n';
import type { SeatKind } from '../../master/seats';
import type { ReviewedDecision } from '../../review';
import { type ReviewSummary, summarize } from '../../review/summary';
import { h } from '../page/dom';
import { seatEmblem } from '../ui/seat-emblem';
import { disclosure, scrollRegion, segmentedChoice } from '../ui/controls';
import { labelMark } from '../pictures/label-mark';
import { momentCard } from './moment-cards';
import type { ReviewPosition } from './position-picture';
import { reviewHeadline } from './review-headline';
import { reviewStory } from './review-story';
import { costText, decisionMoveText, whenText } from './review-text';
import { StoryStrips } from './story-strips';

/** What the review page asks of the session behind it. */
export interface ReviewPageActions {
  /** Starts the review of `seat` (when the player chose it). */
  readonly onStart: (seat: number) => void;
  readonly onCancel: () => void;
  /** Opens a decision on the table. */
  readonly onShow: (decision: ReviewedDecision) => void;
  /** The position a decision was made in, as its seat saw it, for its picture. */
  readonly position: (decision: ReviewedDecision) => ReviewPosition | null;
  readonly onBack: () => void;
}

/** What the page reviews: the players' names, the seats to choose from, the round or the game. */
export interface ReviewPageInput {
  readonly players: readonly string[];
  /** Who played each seat, when the record says. */
  readonly kinds: readonly SeatKind[] | null;
  /** The seats the player may review (the first is chosen at first). */
  readonly seats: readonly number[];
  /** The round reviewed (zero-based), or null for the whole game. */
  readonly round: number | null;
}

/** A label as its mark and name. */
function labelChip(t: Translator, decision: ReviewedDecision): HTMLElement {
  return h(
    'span',
    { class: 'review-label', 'data-label': decision.label },
    labelMark(decision.label),
    labelText(t, decision.label),
  );
}

/**
 * The review page, as the story of the game: the seat to review (seat tiles), the progress of the
 * expert's search (it can be stopped), then as each decision is weighed the headline (accuracy
 * and points lost per round, the ratings' legend), a strip per round with a mark for every
 * decision (each opens on the table), the costliest moments as cards with the position drawn
 * small, and every decision in a table.
 */
export class ReviewPage {
  readonly element: HTMLElement;
  private readonly decisions: ReviewedDecision[] = [];
  private readonly rows = h('tbody');
  private readonly progressBar = h('progress', { max: 1, value: 0 });
  private readonly progressText = h('p', { class: 'review-progress-text', 'aria-live': 'polite' });
  private readonly cancel: HTMLButtonElement;
  private readonly progress: HTMLElement;
  private readonly summaryBox = h('section', { class: 'review-summary', hidden: true });
  private readonly story: StoryStrips;
  private readonly moments = h('section', { class: 'review-moments', hidden: true });
  private shownMoments: readonly ReviewedDecision[] = [];
  private readonly all: HTMLElement;
  private readonly chooser: HTMLElement | null;
  /** The button that starts the review of the chosen seat (at the screen's foot). */
  private readonly startButton: HTMLElement | null;
  private readonly scope: HTMLElement;
  private total = 0;
  private seat: number;

  /** The page of `input`, in `t`'s language. */
  constructor(
    private readonly t: Translator,
    private readonly input: ReviewPageInput,
    private readonly actions: ReviewPageActions,
  ) {
    this.seat = input.seats[0]!;
    this.scope = h('p', { class: 'review-scope' });
    this.cancel = h(
      'button',
      { type: 'button', 'data-action': 'cancel-review', onclick: () => actions.onCancel() },
      t.t('reviewCancel'),
    );
    this.progress = h(
      'div',
      { class: 'review-progress', hidden: true },
      this.progressBar,
      this.progressText,
      this.cancel,
    );
    this.chooser = input.seats.length > 1 ? this.seatChooser() : null;
    this.startButton =
      this.chooser === null
        ? null
        : h(
            'button',
            {
              type: 'button',
              class: 'primary',
              'data-action': 'start-review',
              onclick: () => this.actions.onStart(this.seat),
            },
            this.t.t('reviewStart'),
          );
    this.story = new StoryStrips(t, (decision) => actions.onShow(decision));
    this.story.element.hidden = true;
    this.all = disclosure(
      { label: t.t('reviewDecisions'), className: 'review-all', action: 'review-all' },
      scrollRegion(
        t.t('reviewDecisions'),
        h(
          'table',
          { class: 'scores review-table' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ...(
                [
                  'reviewColRound',
                  'reviewColTurn',
                  'reviewColPlayed',
                  'reviewColBest',
                  'reviewColCost',
                  'reviewColLabel',
                ] as const
              ).map((key) => h('th', { scope: 'col' }, t.t(key))),
            ),
          ),
          this.rows,
        ),
      ),
    ).element;
    this.all.hidden = true;
    this.renderScope();
    this.element = h(
      'section',
      { class: 'screen review-screen', 'data-screen': 'review', 'data-state': 'choose' },
      h(
        'div',
        { class: 'review-head' },
        h('h2', { class: 'screen-title' }, t.t('reviewTitle')),
        this.scope,
      ),
      this.chooser,
      h('p', { class: 'review-intro' }, t.t('reviewIntro')),
      this.progress,
      this.summaryBox,
      this.story.element,
      this.moments,
      this.all,
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          { type: 'button', 'data-action': 'back', onclick: () => actions.onBack() },
          t.t('back'),
        ),
        this.startButton,
      ),
    );
  }

  /** The review of the chosen seat has started: `total` decisions to weigh. */
  started(seat: number, total: number): void {
    this.seat = seat;
    this.total = total;
    this.decisions.length = 0;
    this.rows.replaceChildren();
    this.story.clear();
    this.shownMoments = [];
    this.renderScope();
    this.chooser?.setAttribute('hidden', '');
    this.startButton?.setAttribute('hidden', '');
    this.progress.hidden = false;
    this.story.element.hidden = false;
    this.all.hidden = false;
    this.setState('running');
    this.showProgress(0);
  }

  /** How far the review has come, from 0 to 1. */
  showProgress(fraction: number): void {
    this.progressBar.value = fraction;
    this.progressText.textContent = this.t.t('reviewProgress', {
      done: Math.min(this.decisions.length + 1, this.total),
      total: this.total,
    });
  }

  /** One more decision weighed: its row, and the summary so far. */
  add(decision: ReviewedDecision): void {
    this.decisions.push(decision);
    this.rows.append(this.row(decision, this.decisions.length - 1));
    this.story.add(decision);
    this.renderSummary(summarize(this.decisions));
  }

  /** The review is finished. */
  finished(summary: ReviewSummary): void {
    this.progress.hidden = true;
    this.renderSummary(summary);
    this.setState('done');
  }

  /** The player stopped the review: what was weighed stays. */
  stopped(): void {
    this.progress.hidden = true;
    this.progressText.textContent = '';
    this.scope.after(
      h(
        'p',
        { class: 'notice review-stopped' },
        this.t.t('reviewCancelled', { done: this.decisions.length, count: this.total }),
      ),
    );
    this.setState('cancelled');
  }

  /** The review could not be made (a record that does not replay). */
  failed(message: string): void {
    this.progress.hidden = true;
    this.scope.after(
      h('p', { class: 'notice review-failed' }, this.t.t('reviewFailed', { message })),
    );
    this.setState('failed');
  }

  /** Moves the keyboard focus onto the page's first control. */
  focus(): void {
    this.element.querySelector<HTMLElement>('[role="radio"][aria-checked="true"], button')?.focus();
  }

  private setState(state: string): void {
    this.element.dataset.state = state;
  }

  private renderScope(): void {
    const name = this.input.players[this.seat] ?? '';
    this.scope.textContent =
      this.input.round === null
        ? this.t.t('reviewScopeGame', { name })
        : this.t.t('reviewScopeRound', { name, round: this.input.round + 1 });
  }

  /** Whose decisions: the seats as tiles (the plates' emblem when the record says who played). */
  private seatChooser(): HTMLElement {
    const kinds = this.input.kinds;
    const choice = segmentedChoice({
      name: 'review-seat',
      label: this.t.t('reviewSeat'),
      look: 'tiles',
      value: String(this.seat),
      options: this.input.seats.map((seat) => {
        const kind = kinds?.[seat];
        return {
          value: String(seat),
          label: this.input.players[seat] ?? String(seat + 1),
          ...(kind === undefined ? {} : { picture: seatEmblem(kind) }),
        };
      }),
      onChange: (seat) => {
        this.seat = Number(seat);
        this.renderScope();
      },
    });
    return h('div', { class: 'review-chooser' }, choice.element);
  }

  private row(decision: ReviewedDecision, index: number): HTMLElement {
    const t = this.t;
    return h(
      'tr',
      { 'data-decision': index, 'data-label': decision.label },
      h('td', {}, String(decision.round + 1)),
      h('td', {}, whenText(t, decision)),
      h('td', {}, decisionMoveText(t, decision, decision.played)),
      h('td', {}, decision.label === 'best' ? '' : decisionMoveText(t, decision, decision.best)),
      h('td', { class: 'review-cost' }, decision.label === 'best' ? '' : costText(t, decision)),
      h('td', {}, labelChip(t, decision)),
    );
  }

  private renderSummary(summary: ReviewSummary): void {
    this.summaryBox.hidden = summary.decisions === 0;
    this.summaryBox.replaceChildren(
      ...reviewHeadline(this.t, summary, reviewStory(this.decisions)),
    );
    this.renderMoments(summary);
  }

  /** The costliest moments, drawn again only when they change. */
  private renderMoments(summary: ReviewSummary): void {
    const t = this.t;
    this.moments.hidden = summary.decisions === 0;
    const moments = summary.costliest;
    const same =
      moments.length === this.shownMoments.length &&
      moments.every((moment, i) => moment === this.shownMoments[i]);
    if (same && this.moments.childElementCount > 0) return;
    this.shownMoments = moments;
    const context = {
      t,
      players: this.input.players,
      position: this.actions.position,
      onShow: this.actions.onShow,
    };
    this.moments.replaceChildren(
      h('h3', {}, t.t('reviewCostliest')),
      moments.length === 0
        ? h('p', {}, t.t('reviewNoCostly'))
        : h(
            'ol',
            { class: 'moment-cards' },
            ...moments.map((moment) => momentCard(context, moment)),
          ),
    );
  }
}
