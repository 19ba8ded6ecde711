import './review.css';
import { factText, labelText, reasonText, type Translator } from '../../i18n';
import type { ReviewedDecision } from '../../review';
import { REVIEW_LABELS } from '../../review/labels';
import { type ReviewSummary, summarize } from '../../review/summary';
import { h } from '../page/dom';
import { costText, decisionMoveText, whenText } from './review-text';

/** What the review page asks of the session behind it. */
export interface ReviewPageActions {
  /** Starts the review of `seat` (when the player chose it). */
  readonly onStart: (seat: number) => void;
  readonly onCancel: () => void;
  /** Opens a decision on the table. */
  readonly onShow: (decision: ReviewedDecision) => void;
  readonly onBack: () => void;
}

/** What the page reviews: the players' names, the seats to choose from, the round or the game. */
export interface ReviewPageInput {
  readonly players: readonly string[];
  /** The seats the player may review (the first is chosen at first). */
  readonly seats: readonly number[];
  /** The round reviewed (zero-based), or null for the whole game. */
  readonly round: number | null;
}

/** A label as a small coloured chip. */
function labelChip(t: Translator, decision: ReviewedDecision): HTMLElement {
  return h(
    'span',
    { class: `review-label label-${decision.label}`, 'data-label': decision.label },
    labelText(t, decision.label),
  );
}

/**
 * The review page: the seat to review, the progress of the expert's search (it can be stopped),
 * then the accuracy, the points lost, the three costliest moments (each opens on the table) and
 * every decision, filled in as each is weighed.
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
  private readonly moments = h('section', { class: 'review-moments', hidden: true });
  private readonly all: HTMLElement;
  private readonly chooser: HTMLElement | null;
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
    this.all = h(
      'details',
      { class: 'review-all', hidden: true },
      h('summary', {}, t.t('reviewDecisions')),
      h(
        'div',
        { class: 'table-scroll' },
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
    );
    this.renderScope();
    this.element = h(
      'section',
      { class: 'screen review-screen', 'data-screen': 'review', 'data-state': 'choose' },
      h('h2', {}, t.t('reviewTitle')),
      this.scope,
      this.chooser,
      h('p', { class: 'review-intro' }, t.t('reviewIntro')),
      this.progress,
      this.summaryBox,
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
      ),
    );
  }

  /** The review of the chosen seat has started: `total` decisions to weigh. */
  started(seat: number, total: number): void {
    this.seat = seat;
    this.total = total;
    this.decisions.length = 0;
    this.rows.replaceChildren();
    this.renderScope();
    this.chooser?.setAttribute('hidden', '');
    this.progress.hidden = false;
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
    this.element
      .querySelector<HTMLElement>('select, [data-action="start-review"], button')
      ?.focus();
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

  private seatChooser(): HTMLElement {
    const select = h(
      'select',
      {
        'data-action': 'review-seat',
        onchange: () => {
          this.seat = Number(select.value);
          this.renderScope();
        },
      },
      ...this.input.seats.map((seat) =>
        h('option', { value: seat }, this.input.players[seat] ?? String(seat)),
      ),
    );
    return h(
      'div',
      { class: 'review-chooser' },
      h('label', {}, this.t.t('reviewSeat'), ' ', select),
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-action': 'start-review',
          onclick: () => this.actions.onStart(this.seat),
        },
        this.t.t('reviewStart'),
      ),
    );
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
    const t = this.t;
    this.summaryBox.hidden = summary.decisions === 0;
    this.summaryBox.replaceChildren(
      h(
        'p',
        { class: 'review-accuracy', 'data-accuracy': Math.round(summary.accuracy * 100) },
        t.t('reviewAccuracy', { percent: Math.round(summary.accuracy * 100) }),
      ),
      h('p', { class: 'review-help' }, t.t('reviewAccuracyHelp')),
      h(
        'p',
        { class: 'review-lost' },
        t.t('reviewPointsLost', { count: Math.round(summary.costPerRound * 10) / 10 }),
      ),
      h(
        'ul',
        { class: 'review-counts' },
        ...REVIEW_LABELS.map((label) =>
          h(
            'li',
            { class: `review-label label-${label}`, 'data-label': label },
            `${labelText(t, label)} ${summary.labels[label]}`,
          ),
        ),
      ),
    );
    this.renderMoments(summary);
  }

  private renderMoments(summary: ReviewSummary): void {
    const t = this.t;
    this.moments.hidden = summary.decisions === 0;
    const moments = summary.costliest;
    this.moments.replaceChildren(
      h('h3', {}, t.t('reviewCostliest')),
      moments.length === 0
        ? h('p', {}, t.t('reviewNoCostly'))
        : h(
            'ol',
            {},
            ...moments.map((decision) =>
              h(
                'li',
                { class: 'review-moment-card', 'data-label': decision.label },
                h(
                  'p',
                  { class: 'review-moment-title' },
                  labelChip(t, decision),
                  ' ',
                  t.t('reviewMomentTitle', {
                    round: decision.round + 1,
                    when: whenText(t, decision),
                    label: costText(t, decision),
                  }),
                ),
                h(
                  'p',
                  {},
                  t.t('reviewPlayedMove', {
                    move: decisionMoveText(t, decision, decision.played),
                  }),
                ),
                h(
                  'p',
                  {},
                  t.t('reviewBestMove', { move: decisionMoveText(t, decision, decision.best) }),
                ),
                h(
                  'ul',
                  { class: 'review-reasons' },
                  ...decision.bestReasons.map((reason, i) =>
                    h(
                      'li',
                      { class: i === 0 ? 'review-why' : undefined },
                      reasonText(t, reason, this.input.players),
                    ),
                  ),
                  ...decision.facts.map((fact) =>
                    h('li', { class: 'review-fact' }, factText(t, fact)),
                  ),
                ),
                h(
                  'button',
                  {
                    type: 'button',
                    'data-action': 'show-moment',
                    onclick: () => this.actions.onShow(decision),
                  },
                  t.t('reviewShowOnTable'),
                ),
              ),
            ),
          ),
    );
  }
}
