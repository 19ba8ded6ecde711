import './setup.css';
import './table-rules.css';
import { DEFAULT_RULES, MAX_PLAYERS, MIN_PLAYERS, type Rules } from '../../engine';
import type { Translator } from '../../i18n';
import { isComputer, SEAT_KINDS, type SeatConfig, type SeatKind } from '../../master/seats';
import { h } from '../page/dom';
import { recheckOnChange, ruleFields } from './rule-fields';
import { setupPages } from './setup-pages';
import { SeatLooks } from './seat-looks';
import { type SeatKinds, type SeatTable, seatTable } from './seat-table';
import type { KeyValueStore } from '../../storage';

/** A new game's seats and rule options. */
export interface GameSetup {
  readonly seats: readonly SeatConfig[];
  readonly rules: Rules;
}

/** The name a seat of `kind` takes at seat `index` (zero-based) until the player names it. */
function defaultName(t: Translator, kind: SeatKind, index: number): string {
  return t.t(isComputer(kind) ? 'defaultComputerName' : 'defaultPersonName', { n: index + 1 });
}

/** The seats of a first game: one person and three computers. */
export function defaultSetup(t: Translator): GameSetup {
  const kinds: SeatKind[] = ['person', 'medium', 'medium', 'medium'];
  return {
    seats: kinds.map((kind, i) => ({ kind, name: defaultName(t, kind, i) })),
    rules: DEFAULT_RULES,
  };
}

/** Who may play a seat of a game on this device: a person or a computer of a level. */
function localSeatKinds(t: Translator): SeatKinds<SeatKind> {
  return {
    cycle: SEAT_KINDS,
    added: 'medium',
    emblem: (kind) => kind,
    short: (kind) => t.t(`kind.${kind}`),
    full: (kind) => t.t(kind === 'person' ? 'person' : `level.${kind}`),
    defaultName: (kind, index) => defaultName(t, kind, index),
  };
}

/**
 * The new game: its 2–8 seats around a small table (a press on a seat changes who plays it, its
 * name typed in place, a seat added at the free place or taken away with its ×) beside the table
 * rules; `onOnline` offers to play online with friends instead; each person seat's avatar,
 * picked from its plate, is kept in `store`.
 */
export function setupScreen(
  t: Translator,
  initial: GameSetup,
  onStart: (setup: GameSetup) => void,
  onBack: () => void,
  onOnline?: () => void,
  store?: KeyValueStore,
): HTMLElement {
  const kinds = localSeatKinds(t);
  // The seats' looks (on this device) follow the table as it is drawn, then as it changes.
  let built: SeatTable<SeatKind> | null = null;
  const looks =
    store &&
    new SeatLooks(
      t,
      store,
      () => built?.seats() ?? initial.seats,
      () => built?.refreshLooks(),
      () => pages.show('look'),
    );
  const table = seatTable<SeatKind>(t, {
    kinds,
    seats: initial.seats,
    min: MIN_PLAYERS,
    max: MAX_PLAYERS,
    maxLength: 16,
    ...(looks && {
      look: (index, kind) => looks.button(index, kind),
      onSeatsChange: () => looks.seatsChanged(),
      onSeatRemove: (index) => looks.seatRemoved(index),
    }),
  });
  built = table;
  const rules = ruleFields(t, initial.rules, () => table.seats().length);
  const pages = setupPages(t, rules, looks?.element);

  const start = () => {
    // Rules the seats cannot play are refused with the reason under the options.
    if (rules.check(table.seats().length) !== null) {
      rules.problem.scrollIntoView({ block: 'nearest' });
      return;
    }
    onStart({
      seats: table.seats().map((seat, i) => ({
        kind: seat.kind,
        name: seat.name.trim() || defaultName(t, seat.kind, i),
      })),
      rules: rules.read(),
    });
  };

  const form = h(
    'form',
    {
      class: 'screen setup-screen table-setup paged-setup',
      'data-screen': 'setup',
      onsubmit: (event) => {
        event.preventDefault();
        start();
      },
    },
    h('h2', { class: 'screen-title' }, t.t('newGame')),
    h('section', { class: 'setup-seats', 'aria-label': t.t('seats') }, table.element),
    // Beside the table, the rules, the house rules and the look of the seat picked on pages.
    h('div', { class: 'setup-side' }, rules.problem, pages.element),
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: onBack }, t.t('back')),
      onOnline &&
        h(
          'button',
          { type: 'button', 'data-action': 'play-online', onclick: onOnline },
          t.t('playOnline'),
        ),
      h('button', { type: 'submit', class: 'primary', 'data-action': 'start' }, t.t('startGame')),
    ),
  );
  // A seat added or taken away may make the rules playable, or not: the check follows.
  recheckOnChange(form, () => rules.check(table.seats().length));
  rules.check(table.seats().length);
  return form;
}
