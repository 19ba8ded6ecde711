import { BOT_LEVELS, type BotLevel } from '../../ai/bot-levels';
import { DEFAULT_RULES, MAX_PLAYERS, MIN_PLAYERS, type Rules } from '../../engine';
import type { Translator } from '../../i18n';
import {
  MAX_NAME_LENGTH,
  type RoomSettings,
  type SeatPlan,
  TURN_SECONDS,
} from '../../online/room-settings';
import { h } from '../page/dom';
import { ruleFields } from '../screens/rule-fields';

/** Who a seat other than the host's is for: a friend, or a computer level. */
export type OnlineSeatKind = 'friend' | BotLevel;

/** What the host chose last time (the form starts from it). */
export interface OnlineChoice {
  readonly name: string;
  readonly seats: readonly OnlineSeatKind[];
  readonly rules: Rules;
  readonly hints: boolean;
  readonly turnSeconds: number | null;
}

/** The first room a host opens: two friends and a computer, the default rules, hints on. */
export const DEFAULT_ONLINE_CHOICE: OnlineChoice = {
  name: '',
  seats: ['friend', 'friend', 'medium'],
  rules: DEFAULT_RULES,
  hints: true,
  turnSeconds: null,
};

/** What the online screen's buttons do. */
export interface OnlineSetupActions {
  /** Open a room with these settings as `name`. */
  onOpen(choice: OnlineChoice, settings: RoomSettings): void;
  onJoin(): void;
  onBack(): void;
}

/** The room settings a choice makes: the host's seat, the others, the rules, hints, timer. */
export function roomSettingsOf(t: Translator, choice: OnlineChoice): RoomSettings {
  const seats: SeatPlan[] = [
    { kind: 'person' },
    ...choice.seats.map((kind, i): SeatPlan =>
      kind === 'friend'
        ? { kind: 'person' }
        : { kind: 'computer', level: kind, name: t.t('defaultComputerName', { n: i + 2 }) },
    ),
  ];
  return {
    rules: choice.rules,
    seats,
    hints: choice.hints,
    turnSeconds: choice.turnSeconds as RoomSettings['turnSeconds'],
  };
}

/**
 * "Play online": the host's name, the seats besides the host's (a friend or a computer level),
 * the rules, whether hints are allowed, and the turn timer; and the way to a friend's room.
 */
export function onlineSetupScreen(
  t: Translator,
  initial: OnlineChoice,
  actions: OnlineSetupActions,
  problem: string | null,
): HTMLElement {
  let seats = initial.seats.slice();
  const name = h('input', {
    type: 'text',
    name: 'name',
    required: true,
    maxlength: MAX_NAME_LENGTH,
    value: initial.name,
    autocomplete: 'nickname',
    'aria-label': t.t('yourName'),
  });
  const seatList = h('ol', { class: 'seat-list' });
  const addButton = h('button', { type: 'button', 'data-action': 'add-seat' }, t.t('addSeat'));
  const kinds: OnlineSeatKind[] = ['friend', ...BOT_LEVELS];
  const kindLabel = (kind: OnlineSeatKind) =>
    kind === 'friend' ? t.t('seatFriend') : t.t(`level.${kind}`);

  const renderSeats = () => {
    const rows = seats.map((kind, i) =>
      h(
        'li',
        { 'data-seat': i + 1 },
        h(
          'select',
          {
            'aria-label': t.t('seatKind', { n: i + 2 }),
            onchange: (event) => {
              seats[i] = (event.target as HTMLSelectElement).value as OnlineSeatKind;
            },
          },
          ...kinds.map((option) =>
            h('option', { value: option, selected: option === kind }, kindLabel(option)),
          ),
        ),
        h(
          'button',
          {
            type: 'button',
            class: 'icon',
            'aria-label': t.t('removeSeat', { n: i + 2 }),
            disabled: seats.length + 1 <= MIN_PLAYERS,
            onclick: () => {
              seats = seats.filter((_, j) => j !== i);
              renderSeats();
            },
          },
          '✕',
        ),
      ),
    );
    seatList.replaceChildren(
      h('li', { 'data-seat': 0 }, h('span', { class: 'seat-you' }, t.t('seatYou')), name),
      ...rows,
    );
    addButton.disabled = seats.length + 1 >= MAX_PLAYERS;
  };
  addButton.addEventListener('click', () => {
    seats = [...seats, 'friend'];
    renderSeats();
  });
  renderSeats();

  const rules = ruleFields(t, initial.rules);
  const hints = h('input', { type: 'checkbox', name: 'hints', checked: initial.hints });
  const timer = h(
    'select',
    { name: 'turnSeconds' },
    h('option', { value: '', selected: initial.turnSeconds === null }, t.t('timer.off')),
    ...TURN_SECONDS.map((seconds) =>
      h(
        'option',
        { value: seconds, selected: seconds === initial.turnSeconds },
        t.t('timerSeconds', { count: seconds }),
      ),
    ),
  );

  const open = () => {
    const choice: OnlineChoice = {
      name: name.value.trim(),
      seats,
      rules: rules.read(),
      hints: hints.checked,
      turnSeconds: timer.value === '' ? null : Number(timer.value),
    };
    actions.onOpen(choice, roomSettingsOf(t, choice));
  };

  return h(
    'form',
    {
      class: 'screen setup-screen online-screen',
      'data-screen': 'online',
      onsubmit: (event) => {
        event.preventDefault();
        open();
      },
    },
    h('h2', {}, t.t('playOnline')),
    h('p', {}, t.t('onlineIntro')),
    problem === null ? null : h('p', { class: 'notice', role: 'alert' }, problem),
    h('fieldset', {}, h('legend', {}, t.t('seats')), seatList, addButton),
    rules.element,
    h(
      'fieldset',
      {},
      h('legend', {}, t.t('openRoomTitle')),
      h('label', { class: 'check' }, hints, h('span', {}, t.t('hintsAllowed'))),
      h('label', {}, h('span', {}, t.t('turnTimer')), timer),
    ),
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: actions.onBack }, t.t('back')),
      h(
        'button',
        { type: 'button', 'data-action': 'join', onclick: actions.onJoin },
        t.t('joinRoom'),
      ),
      h(
        'button',
        { type: 'submit', class: 'primary', 'data-action': 'open-room' },
        t.t('openRoom'),
      ),
    ),
  );
}
