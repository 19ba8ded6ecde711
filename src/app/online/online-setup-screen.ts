import '../setup/setup.css';
import '../setup/table-rules.css';
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
import { recheckOnChange, ruleFields } from '../setup/rule-fields';
import { setupPages } from '../setup/setup-pages';
import { seatTable, type SeatKinds } from '../setup/seat-table';
import { controlId, segmentedChoice, switchControl } from '../ui/controls';
import type { KeyValueStore } from '../../storage';
import { lookPicker } from '../look/look-picker';
import { personLookSlot } from '../look/look-store';

/** Who a seat other than the host's is for: a friend, or a computer level. */
export type OnlineSeatKind = 'friend' | BotLevel;

/** What the host chose last time (the form starts from it). */
export interface OnlineChoice {
  readonly name: string;
  readonly seats: readonly OnlineSeatKind[];
  readonly rules: Rules;
  readonly hints: boolean;
  readonly turnSeconds: number | null;
  /** Whether strangers find the room in "Play with anyone" (absent: private). */
  readonly listed?: boolean;
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
  /** "Play with anyone": the open public tables and the quick match. */
  onAnyone(): void;
  onBack(): void;
}

/** The name of a computer at seat `index` (zero-based), as the room will call it. */
const computerName = (t: Translator, index: number) => t.t('defaultComputerName', { n: index + 1 });

/** The room settings a choice makes: the host's seat, the others, the rules, hints, timer. */
export function roomSettingsOf(t: Translator, choice: OnlineChoice): RoomSettings {
  const seats: SeatPlan[] = [
    { kind: 'person' },
    ...choice.seats.map((kind, i): SeatPlan =>
      kind === 'friend'
        ? { kind: 'person' }
        : { kind: 'computer', level: kind, name: computerName(t, i + 1) },
    ),
  ];
  return {
    rules: choice.rules,
    seats,
    hints: choice.hints,
    turnSeconds: choice.turnSeconds as RoomSettings['turnSeconds'],
    ...(choice.listed === true ? { listed: true } : {}),
  };
}

/** Who may sit at a seat of a room: a friend (who names themselves) or a computer level. */
function onlineSeatKinds(t: Translator): SeatKinds<OnlineSeatKind> {
  return {
    cycle: ['friend', ...BOT_LEVELS],
    added: 'friend',
    emblem: (kind) => (kind === 'friend' ? 'remote' : kind),
    short: (kind) => t.t(`kind.${kind}`),
    full: (kind) => (kind === 'friend' ? t.t('seatFriend') : t.t(`level.${kind}`)),
    defaultName: (kind, index) => (kind === 'friend' ? t.t('seatFriend') : computerName(t, index)),
  };
}

/** The turn timer's choices: none, or one of the room's lengths (as the radio buttons' values). */
type TimerChoice = 'off' | `${(typeof TURN_SECONDS)[number]}`;

/**
 * "Play online" as a game's party screen: the host's seat (their name) and the others around the
 * same table as a new game (a press on a seat changes it between a friend and a computer level),
 * the table rules, whether hints are allowed and the turn timer, the host's avatar (kept in
 * `store`); and the way to a friend's room.
 */
export function onlineSetupScreen(
  t: Translator,
  initial: OnlineChoice,
  actions: OnlineSetupActions,
  problem: string | null,
  store?: KeyValueStore,
): HTMLElement {
  const table = seatTable(t, {
    kinds: onlineSeatKinds(t),
    seats: initial.seats.map((kind) => ({ kind, name: '' })),
    min: MIN_PLAYERS,
    max: MAX_PLAYERS,
    maxLength: null,
    host: {
      name: initial.name,
      field: 'name',
      label: t.t('yourName'),
      badge: t.t('seatYou'),
      maxLength: MAX_NAME_LENGTH,
    },
  });
  // The host's seat and the others: how many players the rules must fit.
  const players = () => table.seats().length + 1;
  const rules = ruleFields(t, initial.rules, players);
  const roomId = controlId('room-options');
  const hints = switchControl({
    name: 'hints',
    label: t.t('hintsAllowed'),
    note: t.t('hintsAllowedNote'),
    checked: initial.hints,
  });
  const listed = switchControl({
    name: 'listed',
    label: t.t('publicTable'),
    note: t.t('publicTableNote'),
    checked: initial.listed === true,
  });
  const timer = segmentedChoice<TimerChoice>({
    name: 'turnSeconds',
    label: t.t('turnTimer'),
    options: [
      { value: 'off', label: t.t('timer.off') },
      ...TURN_SECONDS.map((seconds) => ({
        value: `${seconds}` as const,
        label: t.t('timerShort', { count: seconds }),
      })),
    ],
    value: initial.turnSeconds === null ? 'off' : (`${initial.turnSeconds}` as TimerChoice),
  });

  const room = h(
    'section',
    { class: 'table-rules room-options', 'aria-labelledby': roomId },
    h('h3', { id: roomId, class: 'ctl-unseen' }, t.t('roomOptions')),
    h('div', { class: 'rule-options' }, hints.element, listed.element, timer.element),
  );
  const pages = setupPages(t, rules, store && lookPicker(t, personLookSlot(store)), [
    { id: 'room', label: t.t('setupTab.room'), content: room },
  ]);
  const open = () => {
    // Rules the seats cannot play are refused here with the reason (the room checks them again).
    if (rules.check(players()) !== null) {
      rules.problem.scrollIntoView({ block: 'nearest' });
      return;
    }
    const seconds = timer.value();
    const choice: OnlineChoice = {
      name: table.hostName().trim(),
      seats: table.seats().map((seat) => seat.kind),
      rules: rules.read(),
      hints: hints.checked(),
      turnSeconds: seconds === null || seconds === 'off' ? null : Number(seconds),
      listed: listed.checked(),
    };
    actions.onOpen(choice, roomSettingsOf(t, choice));
  };

  const form = h(
    'form',
    {
      class: 'screen setup-screen table-setup paged-setup online-screen',
      'data-screen': 'online',
      onsubmit: (event) => {
        event.preventDefault();
        open();
      },
    },
    h('h2', { class: 'screen-title' }, t.t('playOnline')),
    h('p', { class: 'setup-intro' }, t.t('onlineIntro')),
    problem === null ? null : h('p', { class: 'notice', role: 'alert' }, problem),
    h('section', { class: 'setup-seats', 'aria-label': t.t('seats') }, table.element),
    h('div', { class: 'setup-side' }, rules.problem, pages.element),
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
        { type: 'button', 'data-action': 'play-with-anyone', onclick: actions.onAnyone },
        t.t('playWithAnyone'),
      ),
      h(
        'button',
        { type: 'submit', class: 'primary', 'data-action': 'open-room' },
        t.t('openRoom'),
      ),
    ),
  );
  recheckOnChange(form, () => rules.check(players()));
  rules.check(players());
  return form;
}
