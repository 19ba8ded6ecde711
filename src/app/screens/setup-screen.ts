import { DEFAULT_RULES, MAX_PLAYERS, MIN_PLAYERS, type Rules } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';
import { isComputer, type SeatConfig, type SeatKind } from '../../master/seats';
import { ruleFields } from './rule-fields';
import { seatEmblem } from './seat-emblem';
import { seatKindSelect } from './seat-kind-select';

/** A new game's seats and rule options. */
export interface GameSetup {
  readonly seats: readonly SeatConfig[];
  readonly rules: Rules;
}

/** The seats of a first game: one person and three computers. */
export function defaultSetup(t: Translator): GameSetup {
  const kinds: SeatKind[] = ['person', 'medium', 'medium', 'medium'];
  return { seats: kinds.map((kind, i) => defaultSeat(t, kind, i)), rules: DEFAULT_RULES };
}

function defaultSeat(t: Translator, kind: SeatKind, index: number): SeatConfig {
  return {
    kind,
    name: t.t(isComputer(kind) ? 'defaultComputerName' : 'defaultPersonName', { n: index + 1 }),
  };
}

/**
 * The new-game form: 2–8 seats (person or computer level, with names) and the rule options;
 * `onOnline` offers to play online with friends instead.
 */
export function setupScreen(
  t: Translator,
  initial: GameSetup,
  onStart: (setup: GameSetup) => void,
  onBack: () => void,
  onOnline?: () => void,
): HTMLElement {
  let seats = initial.seats.slice();
  const seatList = h('ol', { class: 'seat-list' });
  const seatCount = h('p', { class: 'seat-count' });
  const addButton = h('button', { type: 'button', 'data-action': 'add-seat' }, t.t('addSeat'));

  const renderSeats = () => {
    seatList.replaceChildren(
      ...seats.map((seat, i) => {
        const name = h('input', {
          type: 'text',
          value: seat.name,
          maxlength: 16,
          'aria-label': t.t('seatName', { n: i + 1 }),
          oninput: (event) => {
            seats[i] = { ...seats[i]!, name: (event.target as HTMLInputElement).value };
          },
        });
        let emblem = seatEmblem(seat.kind);
        const kind = seatKindSelect(t, i, seat.kind, (chosen) => {
          seats[i] = { ...seats[i]!, kind: chosen };
          const next = seatEmblem(chosen);
          emblem.replaceWith(next);
          emblem = next;
        });
        const remove = h(
          'button',
          {
            type: 'button',
            class: 'icon',
            'aria-label': t.t('removeSeat', { n: i + 1 }),
            disabled: seats.length <= MIN_PLAYERS,
            onclick: () => {
              seats = seats.filter((_, j) => j !== i);
              renderSeats();
            },
          },
          '✕',
        );
        const line = h('li', {}, name, kind, remove);
        line.prepend(emblem);
        return line;
      }),
    );
    seatCount.textContent = t.t('seatCount', { count: seats.length });
    addButton.disabled = seats.length >= MAX_PLAYERS;
  };
  addButton.addEventListener('click', () => {
    seats = [...seats, defaultSeat(t, 'medium', seats.length)];
    renderSeats();
  });
  renderSeats();

  const rules = ruleFields(t, initial.rules);

  const start = () => {
    onStart({
      seats: seats.map((seat, i) => ({
        kind: seat.kind,
        name: seat.name.trim() || defaultSeat(t, seat.kind, i).name,
      })),
      rules: rules.read(),
    });
  };

  return h(
    'form',
    {
      class: 'screen setup-screen',
      'data-screen': 'setup',
      onsubmit: (event) => {
        event.preventDefault();
        start();
      },
    },
    h('h2', {}, t.t('newGame')),
    h('fieldset', {}, h('legend', {}, t.t('seats')), seatCount, seatList, addButton),
    rules.element,
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
}
