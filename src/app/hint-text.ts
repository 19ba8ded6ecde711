import type { Hint, HintReason } from '../ai';
import { type Action, ROWS } from '../engine';
import type { Translator } from '../i18n';
import type { PileName } from '../view/table-types';
import { h } from './dom';

/** Where a suggested action shows on the table: the pile it starts from and the grid position. */
export function hintTarget(action: Action): { pile: PileName | null; pos: number | null } {
  switch (action.t) {
    case 'draw':
      return { pile: 'draw', pos: null };
    case 'reveal':
      return { pile: null, pos: action.pos };
    case 'take-discard':
      return { pile: 'discard', pos: action.pos };
    case 'draw-swap':
      return { pile: 'drawn', pos: action.pos };
    case 'draw-discard':
      return { pile: 'discard', pos: action.pos };
  }
}

/** The sentence describing a move; `discardTop` is the card a take-discard takes. */
export function moveText(t: Translator, action: Action, discardTop: number): string {
  if (action.t === 'draw') return t.t('move.draw');
  return t.t(`move.${action.t}`, {
    column: Math.floor(action.pos / ROWS) + 1,
    row: (action.pos % ROWS) + 1,
    card: discardTop,
  });
}

/** The sentence of one hint reason; a `seat` value is shown as that player's name. */
export function reasonText(t: Translator, reason: HintReason, players: readonly string[]): string {
  const values = reason.values;
  const count = values.count ?? values.unseen ?? 0;
  const name = values.seat === undefined ? '' : (players[values.seat] ?? '');
  const rounded = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, Math.round(value * 10) / 10]),
  );
  return t.t(`reason.${reason.code}`, { ...rounded, count, name });
}

/** The hint panel: the best move and its reasons. */
export function hintPanel(
  t: Translator,
  hint: Hint,
  players: readonly string[],
  discardTop: number,
): HTMLElement {
  const best = hint.candidates[0];
  if (best === undefined) return h('p', {}, t.t('hintUnavailable'));
  return h(
    'div',
    { 'data-hint': best.action.t, 'data-hint-action': JSON.stringify(best.action) },
    h('h3', {}, t.t('hintTitle')),
    h('p', { class: 'hint-move' }, moveText(t, best.action, discardTop)),
    h('ul', {}, ...best.reasons.map((reason) => h('li', {}, reasonText(t, reason, players)))),
    hint.close ? h('p', { class: 'hint-close' }, t.t('hintClose')) : null,
  );
}
