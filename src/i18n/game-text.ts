import type { HintReason, HintReasonCode } from '../ai';
import { GAIN_WAYS, RIVAL_WAYS } from '../ai/hint-types';
import { type Action, columnOf, gridOf, gridShape, type Rules, rowOf } from '../engine';
import type { CardFact, ReviewLabel } from '../review';
import type { MessageKey, Translator } from './translator';

/**
 * The sentence describing a move on a grid of `rules`' shape (R9.1; with dual hands, R9.5, it
 * names the grid too); `discardTop` is the card a take-discard takes.
 */
export function moveText(
  t: Translator,
  action: Action,
  discardTop: number,
  rules: Pick<Rules, 'rows' | 'columns' | 'dualHands'>,
): string {
  if (action.t === 'draw') return t.t('move.draw');
  const shape = gridShape({ ...rules, columnClears: true, rowClears: false });
  const key =
    shape.grids === 1 ? (`move.${action.t}` as const) : (`move.${action.t}-in-grid` as const);
  return t.t(key, {
    grid: gridOf(shape, action.pos) + 1,
    column: columnOf(shape, action.pos) + 1,
    row: rowOf(shape, action.pos) + 1,
    card: discardTop,
  });
}

/** The reasons that name a line, with a sentence for a row and one for a column of any length. */
type LineReasonCode = Extract<
  HintReasonCode,
  | 'completes-column'
  | 'misses-column'
  | 'feeds-opponent-column'
  | 'denies-opponent-column'
  | 'builds-column'
  | 'keeps-pair'
  | 'clears-beside-pair'
  | 'covers-beside-pair'
  | 'breaks-column'
>;

/** The lengths of a line a sentence names in words (R9.1: a column of 2–4, a row of 2–6). */
const LENGTH_WORDS = [2, 3, 4, 5, 6] as const;

/**
 * The words naming a reason's line (`row`, `length`, `grid`: see `lineValues` in src/ai): the
 * message key's ending (none for the official game's column of three, whose sentences say so),
 * its length in words (alone, and as so many cards) and, under dual hands (R9.5), which grid it
 * lies in.
 */
function lineWords(
  t: Translator,
  values: HintReason['values'],
): { ending: '' | '.row' | '.column'; length: string; cards: string; where: string } {
  const length = values.length;
  if (length === undefined) return { ending: '', length: '', cards: '', where: '' };
  const word = LENGTH_WORDS.find((n) => n === length);
  return {
    ending: values.row === 1 ? '.row' : '.column',
    length: word === undefined ? String(length) : t.t(`reason.length-${word}`),
    cards: word === undefined ? String(length) : t.t(`reason.cards-${word}`),
    where: values.grid === 1 || values.grid === 2 ? t.t(`reason.in-grid-${values.grid}`) : '',
  };
}

/**
 * The sentence of one hint reason; a `seat` value is shown as that player's name. Its plural form
 * follows `count`, else the cards `unseen`, else the `score` (the points of a grid). A reason
 * naming a line other than the official game's column of three (R9.1, R9.3, R9.5) takes the
 * sentence for its kind, with its length and its grid in words.
 */
export function reasonText(t: Translator, reason: HintReason, players: readonly string[]): string {
  const values = reason.values;
  const count = values.count ?? values.unseen ?? values.score ?? 0;
  const name = values.seat === undefined ? '' : (players[values.seat] ?? '');
  const rounded = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, Math.round(value * 10) / 10]),
  );
  if (reason.code === 'gains-more-now') return gainText(t, rounded);
  const { ending, length, cards, where } = lineWords(t, values);
  const key = ending === '' ? (`reason.${reason.code}` as const) : lineKey(reason.code, ending);
  return t.t(key, { ...rounded, count, name, length, cards, where });
}

/**
 * The sentence of a `gains-more-now` reason: the way the move takes points off the grid
 * (`GAIN_WAYS`), with the move it was weighed against named in words (`RIVAL_WAYS`).
 */
function gainText(t: Translator, values: Record<string, number>): string {
  const way = GAIN_WAYS[values.way ?? 0] ?? 'face-up';
  const rivalWay = RIVAL_WAYS[values.rival ?? 0] ?? 'draw';
  const rival = t.t(`reason.rival.${rivalWay}`, { rivalFrom: values.rivalFrom ?? 0 });
  return t.t(`reason.gains-more-now.${way}`, { ...values, rival });
}

/** The key of a line reason's sentence for a row or a column of any length. */
function lineKey(code: HintReasonCode, ending: '.row' | '.column'): MessageKey {
  return `reason.${code as LineReasonCode}${ending}`;
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
