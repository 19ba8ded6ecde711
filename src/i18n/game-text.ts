import type { HintReason } from '../ai';
import { type Action, columnOf, OFFICIAL_SHAPE, rowOf } from '../engine';
import type { CardFact, ReviewLabel } from '../review';
import type { Translator } from './translator';

/** The sentence describing a move; `discardTop` is the card a take-discard takes. */
export function moveText(t: Translator, action: Action, discardTop: number): string {
  if (action.t === 'draw') return t.t('move.draw');
  return t.t(`move.${action.t}`, {
    column: columnOf(OFFICIAL_SHAPE, action.pos) + 1,
    row: rowOf(OFFICIAL_SHAPE, action.pos) + 1,
    card: discardTop,
  });
}

/**
 * The sentence of one hint reason; a `seat` value is shown as that player's name. Its plural form
 * follows `count`, else the cards `unseen`, else the `score` (the points of a grid).
 */
export function reasonText(t: Translator, reason: HintReason, players: readonly string[]): string {
  const values = reason.values;
  const count = values.count ?? values.unseen ?? values.score ?? 0;
  const name = values.seat === undefined ? '' : (players[values.seat] ?? '');
  const rounded = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, Math.round(value * 10) / 10]),
  );
  return t.t(`reason.${reason.code}`, { ...rounded, count, name });
}

/** The sentence of one card-counting fact of a review. */
export function factText(t: Translator, fact: CardFact): string {
  const { values } = fact;
  switch (fact.code) {
    case 'unseen-of-value':
      return t.t('reason.unseen-of-value', values);
    case 'draw-pile-known':
      return t.t('fact.draw-pile-known', { count: values.size ?? 0 });
    default:
      return t.t(`fact.${fact.code}`, values);
  }
}

/** The name of a review label ("best", "mistake", …). */
export function labelText(t: Translator, label: ReviewLabel): string {
  return t.t(`review.label.${label}`);
}
