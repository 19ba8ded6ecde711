import { type Action, type GameState, playerView } from '../../engine';
import { factText, labelText, reasonText, type Translator } from '../../i18n';
import type { ReviewedDecision } from '../../review';
import { tableSnapshot, type TableView } from '../../view';
import type { Hud } from '../page/hud';
import { h } from '../page/dom';
import { showRulesInForce } from '../present/house-rules-text';
import { tableLabels } from '../present/table-labels';
import { costText, decisionMoveText, whenText } from './review-text';

/** What a moment on the table needs from the application around it. */
export interface MomentContext {
  readonly view: TableView;
  readonly hud: Hud;
  /** Where the moment's panel goes (the replay's bar at the foot of the table). */
  readonly controls: HTMLElement;
  translator(): Translator;
  /** Localizes default player names for display. */
  names(players: readonly string[]): readonly string[];
  /** Back to the review's page. */
  onBack(): void;
}

/**
 * One reviewed decision on the table: the position as the seat saw it (the drawn card in hand for
 * a drawn-card decision), the best move or the move played marked as the hint marks a move (the
 * glow, the arrow and the ghost card), and beside it the rating, the cost, both moves in words,
 * their reasons and the card counts that mattered.
 */
export class ReviewMoment {
  private showing: 'best' | 'played';

  /** The moment of `decision`, made in `state` by `seat`. */
  constructor(
    private readonly context: MomentContext,
    private readonly state: GameState,
    private readonly decision: ReviewedDecision,
    private readonly seat: number,
  ) {
    this.showing = decision.label === 'best' ? 'played' : 'best';
  }

  /** The move marked on the table now. */
  get marked(): Action {
    return this.showing === 'best' ? this.decision.best : this.decision.played;
  }

  /** Shows the position, the marked move and the panel. */
  start(): void {
    const { view, hud } = this.context;
    hud.setGameButtons(false, false);
    hud.setSkip(false, false);
    void view.set({
      focus: this.seat,
      choosing: null,
      snapshot: tableSnapshot(playerView(this.state, this.seat)),
    });
    this.relabel();
  }

  /** Takes the marks and the panel away. */
  stop(): void {
    void this.context.view.set({ hint: null });
    this.context.controls.replaceChildren();
    this.context.controls.hidden = true;
    showRulesInForce(this.context.hud, this.context.translator(), {});
  }

  /** Re-reads the language: the table's labels, the house rules in force (R9), the panel. */
  relabel(): void {
    const t = this.context.translator();
    const players = this.context.names(this.state.players);
    void this.context.view.set({ labels: tableLabels(t, players, null) });
    showRulesInForce(this.context.hud, t, this.state.rules);
    this.render();
  }

  /** Marks the best move, or the move played. */
  mark(which: 'best' | 'played'): void {
    this.showing = which;
    this.render();
  }

  private render(): void {
    const t = this.context.translator();
    const { decision } = this;
    const players = this.context.names(this.state.players);
    void this.context.view.set({ hint: this.marked });
    this.context.hud.setStatus(
      t.t('reviewMomentTitle', {
        round: decision.round + 1,
        when: whenText(t, decision),
        label: labelText(t, decision.label),
      }),
    );
    const toggle = (which: 'best' | 'played', key: 'reviewShowBest' | 'reviewShowPlayed') =>
      h(
        'button',
        {
          type: 'button',
          'data-action': `mark-${which}`,
          'aria-pressed': this.showing === which ? 'true' : 'false',
          class: this.showing === which ? 'primary' : undefined,
          onclick: () => this.mark(which),
        },
        t.t(key),
      );
    const reasons = this.showing === 'best' ? decision.bestReasons : decision.playedReasons;
    this.context.controls.hidden = false;
    this.context.controls.replaceChildren(
      h(
        'div',
        {
          class: 'review-moment',
          'data-label': decision.label,
          'data-marked': this.showing,
        },
        h(
          'p',
          { class: 'review-moment-head' },
          h(
            'span',
            { class: `review-label label-${decision.label}` },
            // Capitalised as the review's moment cards are (`.moment-label::first-letter`).
            h('span', { class: 'moment-label' }, labelText(t, decision.label)),
          ),
          ' ',
          decision.label === 'best' ? '' : costText(t, decision),
        ),
        h(
          'p',
          { class: 'review-moment-move', 'data-move': 'played' },
          t.t('reviewPlayedMove', { move: decisionMoveText(t, decision, decision.played) }),
        ),
        decision.label === 'best'
          ? null
          : h(
              'p',
              { class: 'review-moment-move', 'data-move': 'best' },
              t.t('reviewBestMove', { move: decisionMoveText(t, decision, decision.best) }),
            ),
        h(
          'ul',
          // The reasons scroll past four lines: the keyboard reaches them to scroll too.
          { class: 'review-reasons', tabindex: 0 },
          ...reasons.map((reason, i) =>
            h('li', { class: i === 0 ? 'review-why' : undefined }, reasonText(t, reason, players)),
          ),
          ...decision.facts.map((fact) => h('li', { class: 'review-fact' }, factText(t, fact))),
        ),
        h(
          'div',
          { class: 'replay-buttons' },
          decision.label === 'best' ? null : toggle('best', 'reviewShowBest'),
          toggle('played', 'reviewShowPlayed'),
          h(
            'button',
            {
              type: 'button',
              'data-action': 'back-to-review',
              onclick: () => this.context.onBack(),
            },
            t.t('reviewBack'),
          ),
        ),
      ),
    );
  }
}
