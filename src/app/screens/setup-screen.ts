import {
  DEFAULT_RULES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  NEXT_ROUND_STARTERS,
  type Rules,
  TIE_RULES,
} from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../dom';
import { isComputer, type SeatConfig, type SeatKind } from '../seats';
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

/** The new-game form: 2–8 seats (person or computer level, with names) and the rule options. */
export function setupScreen(
  t: Translator,
  initial: GameSetup,
  onStart: (setup: GameSetup) => void,
  onBack: () => void,
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
        const kind = seatKindSelect(t, i, seat.kind, (chosen) => {
          seats[i] = { ...seats[i]!, kind: chosen };
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
        return h('li', {}, name, kind, remove);
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

  const target = h('input', {
    type: 'number',
    name: 'targetScore',
    min: 1,
    max: 999,
    value: initial.rules.targetScore,
  });
  const doubling = h('input', {
    type: 'checkbox',
    name: 'doubleOnlyPositive',
    checked: initial.rules.doubleOnlyPositive,
  });
  const starter = h(
    'select',
    { name: 'nextRoundStarter' },
    ...NEXT_ROUND_STARTERS.map((value) =>
      h(
        'option',
        { value, selected: value === initial.rules.nextRoundStarter },
        t.t(`starter.${value}`),
      ),
    ),
  );
  const tie = h(
    'select',
    { name: 'tie' },
    ...TIE_RULES.map((value) =>
      h('option', { value, selected: value === initial.rules.tie }, t.t(`tie.${value}`)),
    ),
  );

  const start = () => {
    const targetScore = Math.max(1, Math.min(999, Math.round(Number(target.value)) || 100));
    onStart({
      seats: seats.map((seat, i) => ({
        kind: seat.kind,
        name: seat.name.trim() || defaultSeat(t, seat.kind, i).name,
      })),
      rules: {
        targetScore,
        doubleOnlyPositive: doubling.checked,
        nextRoundStarter: starter.value as Rules['nextRoundStarter'],
        tie: tie.value as Rules['tie'],
      },
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
    h(
      'fieldset',
      {},
      h('legend', {}, t.t('ruleOptions')),
      h('label', {}, h('span', {}, t.t('targetScore')), target),
      h('label', { class: 'check' }, doubling, h('span', {}, t.t('doubleOnlyPositive'))),
      h('label', {}, h('span', {}, t.t('nextRoundStarter')), starter),
      h('label', {}, h('span', {}, t.t('tie')), tie),
    ),
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: onBack }, t.t('back')),
      h('button', { type: 'submit', class: 'primary', 'data-action': 'start' }, t.t('startGame')),
    ),
  );
}
