import type { Translator } from '../../i18n';
import type { RoomInfo, SeatInfo } from '../../online/protocol';
import { formatRoomCode } from '../../online/room-code';
import { h } from '../page/dom';
import { ruleSummary } from '../present/house-rules-text';

/** What the lobby's buttons do. */
export interface LobbyActions {
  onSit(seat: number): void;
  /** The host gives every free seat to a computer. */
  onFill(): void;
  onStart(): void;
  onLeave(): void;
  onCopy(link: string): void;
}

/** A seat's line: its number, who sits there, and how they are. */
function seatLine(t: Translator, seat: SeatInfo, index: number, info: RoomInfo, me: number) {
  const badges: string[] = [];
  if (index === me) badges.push(t.t('seatYou'));
  if (index === info.host && seat.kind === 'person') badges.push(t.t('seatHost'));
  if (seat.kind === 'computer' && seat.level !== null) badges.push(t.t(`level.${seat.level}`));
  else if (seat.taken) badges.push(t.t(seat.connected ? 'seatConnected' : 'seatAway'));
  const free = seat.kind === 'person' && !seat.taken;
  return { badges, free };
}

/**
 * The room before the game: its code and link to send, every seat with who sits there and
 * whether they are connected, the table's rules (house rules included), a free seat to move to, and for the host the buttons that give the
 * free seats to computers and start the game. Updated in place as the room changes.
 */
export class LobbyScreen {
  /** The screen's element (stable: updates keep the focus where it is). */
  readonly element: HTMLElement;
  private readonly title = h('h2', {});
  private readonly share = h('p', {});
  private readonly link: HTMLInputElement;
  private readonly seats = h('ol', { class: 'seat-list lobby-seats' });
  /** The room's rules, each a chip: what a joiner agrees to before the game starts. */
  private readonly rules = h('ul', { class: 'lobby-rules', 'data-rules': '' });
  private readonly status = h('p', { class: 'lobby-status', role: 'status' });
  private readonly fill: HTMLButtonElement;
  private readonly start: HTMLButtonElement;

  /** A lobby in `t`'s language for the room at `link`. */
  constructor(
    private readonly t: Translator,
    link: string,
    private readonly actions: LobbyActions,
  ) {
    this.link = h('input', { type: 'text', readonly: true, value: link, class: 'room-link' });
    this.fill = h(
      'button',
      { type: 'button', 'data-action': 'fill', onclick: () => actions.onFill() },
      t.t('fillWithComputers'),
    );
    this.start = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-action': 'start-online',
        onclick: () => actions.onStart(),
      },
      t.t('startOnline'),
    );
    this.element = h(
      'section',
      { class: 'screen setup-screen lobby-screen', 'data-screen': 'lobby' },
      this.title,
      this.share,
      h(
        'div',
        { class: 'room-share' },
        this.link,
        h(
          'button',
          { type: 'button', 'data-action': 'copy-link', onclick: () => actions.onCopy(link) },
          t.t('copyLink'),
        ),
      ),
      h('fieldset', {}, h('legend', {}, t.t('seats')), this.seats),
      h('section', { class: 'lobby-rules-box' }, h('h3', {}, t.t('lobbyRules')), this.rules),
      this.status,
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          { type: 'button', 'data-action': 'leave', onclick: () => actions.onLeave() },
          t.t('leaveRoom'),
        ),
        this.fill,
        this.start,
      ),
    );
  }

  /** Shows the room as `info` says, seen from seat `me`. */
  update(info: RoomInfo, me: number): void {
    const { t } = this;
    const code = formatRoomCode(info.code);
    this.element.dataset.code = info.code;
    this.title.textContent = t.t('lobbyTitle', { code });
    this.share.textContent = t.t('lobbyShare', { code });
    const lines = info.seats.map((seat, index) => {
      const { badges, free } = seatLine(t, seat, index, info, me);
      return h(
        'li',
        {
          'data-seat': index,
          'data-taken': String(seat.kind === 'computer' || seat.taken),
          'data-connected': String(seat.connected),
          class: index === me ? 'you' : undefined,
        },
        h('span', { class: 'seat-number' }, `${index + 1}`),
        h('span', { class: 'seat-name' }, free ? t.t('seatFree') : (seat.name ?? '')),
        h('span', { class: 'seat-badges' }, badges.join(' · ')),
        free
          ? h(
              'button',
              { type: 'button', 'data-action': 'sit', onclick: () => this.actions.onSit(index) },
              t.t('takeSeat'),
            )
          : null,
      );
    });
    this.seats.replaceChildren(...lines);
    this.rules.replaceChildren(...ruleSummary(t, info.rules).map((line) => h('li', {}, line)));
    const host = info.host === me;
    const freeSeats = info.seats.some((seat) => seat.kind === 'person' && !seat.taken);
    this.fill.hidden = !host || !freeSeats;
    this.start.hidden = !host;
    this.start.disabled = freeSeats;
    const hostName = info.seats[info.host]?.name ?? '';
    this.status.textContent = freeSeats
      ? t.t('waitingForSeats')
      : host
        ? ''
        : t.t('waitingForHost', { name: hostName });
  }
}
