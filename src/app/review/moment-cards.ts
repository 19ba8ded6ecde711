import { factText, labelText, reasonText, type Translator } from '../../i18n';
import type { ReviewedDecision } from '../../review';
import { h } from '../page/dom';
import { labelMark } from '../pictures/label-mark';
import { positionPicture, type ReviewPosition } from './position-picture';
import { costText, decisionMoveText, whenText } from './review-text';

/** What a moment's card needs besides its decision. */
export interface MomentCardContext {
  readonly t: Translator;
  /** The players' names, for the reasons that name one. */
  readonly players: readonly string[];
  /** The position the decision was made in, as its seat saw it (null if it cannot be had). */
  position(decision: ReviewedDecision): ReviewPosition | null;
  /** Opens the moment on the table. */
  onShow(decision: ReviewedDecision): void;
}

/**
 * A costly moment as a card: its rating (mark and name) and when it was, the cost in words a
 * newcomer reads ("1.4 points, give or take 0.5"), the position drawn small with the move played
 * and the best move ringed, both moves in words with the best one's reasons and the card counts
 * behind them, and the button that opens it on the table.
 */
export function momentCard(context: MomentCardContext, decision: ReviewedDecision): HTMLElement {
  const { t } = context;
  const position = context.position(decision);
  return h(
    'li',
    { class: 'review-moment-card', 'data-label': decision.label },
    h(
      'p',
      { class: 'moment-head' },
      labelMark(decision.label),
      h('span', { class: 'moment-label' }, labelText(t, decision.label)),
      h(
        'span',
        { class: 'moment-when' },
        `${t.t('reviewRoundName', { round: decision.round + 1 })} · ${whenText(t, decision)}`,
      ),
    ),
    h('p', { class: 'moment-cost' }, costText(t, decision)),
    position === null
      ? null
      : positionPicture(position, decision, {
          draw: t.t('reviewPileDraw'),
          discard: t.t('reviewPileDiscard'),
          drawn: t.t('reviewPileDrawn'),
        }),
    h(
      'p',
      { class: 'moment-move', 'data-move': 'played' },
      t.t('reviewPlayedMove', { move: decisionMoveText(t, decision, decision.played) }),
    ),
    h(
      'p',
      { class: 'moment-move', 'data-move': 'best' },
      t.t('reviewBestMove', { move: decisionMoveText(t, decision, decision.best) }),
    ),
    h(
      'ul',
      { class: 'review-reasons' },
      // The first names what decides between the best move and the move played (issue 27).
      ...decision.bestReasons.map((reason, i) =>
        h(
          'li',
          { class: i === 0 ? 'review-why' : undefined },
          reasonText(t, reason, context.players),
        ),
      ),
      ...decision.facts.map((fact) => h('li', { class: 'review-fact' }, factText(t, fact))),
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-action': 'show-moment',
        onclick: () => context.onShow(decision),
      },
      t.t('reviewShowOnTable'),
    ),
  );
}
