import '../setup/setup.css';
import '../setup/table-rules.css';
import './lobby.css';
import type { Translator } from '../../i18n';
import type { RoomInfo } from '../../online/protocol';
import { formatRoomCode } from '../../online/room-code';
import { h, replaceChildren } from '../page/dom';
import { ruleSummary } from '../present/house-rules-text';
import { popToast } from '../ui/controls';
import { seatEmblem } from '../ui/seat-emblem';
import { seatLayout } from '../setup/seat-places';
import { pilesPicture } from '../setup/seat-table';
import { brand, picture, svgShape } from '../ui/svg';
import { type LobbyPublicActions, LobbyPublicPanel } from './lobby-public';
import {
  type LobbyPlate,
  lobbyPlates,
  roomCodeGroups,
  spokenRoomCode,
  takenSeats,
} from './lobby-plates';

/** What the lobby's buttons do. */
export interface LobbyActions extends LobbyPublicActions {
  onSit(seat: number): void;
  /** The host gives every free seat to a computer. */
  onFill(): void;
  onStart(): void;
  /** The host removes the friend at `seat` (asked twice: a second tap confirms). */
  onRemove(seat: number): void;
  onLeave(): void;
  /** Puts `text` on the clipboard; resolves whether it is there. */
  onCopy(text: string): Promise<boolean>;
}

/** The host's crown over their plate (decorative: the plate's words say "host"). */
function crownPicture(): SVGElement {
  return picture(
    28,
    20,
    svgShape('path', {
      d: 'M3 17 L2 5 L8.5 10 L14 2 L19.5 10 L26 5 L25 17 Z',
      fill: brand('gold'),
      stroke: '#7a4b00',
      'stroke-width': 1.5,
      'stroke-linejoin': 'round',
    }),
  );
}

/** The empty chair of a free seat. */
function chairPicture(): SVGElement {
  return picture(
    44,
    44,
    svgShape('circle', {
      cx: 22,
      cy: 22,
      r: 19,
      fill: 'none',
      stroke: brand('cyan'),
      'stroke-width': 2.5,
      'stroke-dasharray': '5 5',
    }),
  );
}

/**
 * The room before the game, as a game's party screen: the room code big, in groups a friend can
 * read aloud, the invite link to copy or share, the table with its seats filling in as people
 * arrive (the host's crowned), and for the host the start as the main action. Updated in place as
 * the room changes.
 */
export class LobbyScreen {
  /** The screen's element (stable: updates keep the focus where it is). */
  readonly element: HTMLElement;
  /** The room's rules, each a chip between the invitation and the buttons: what a joiner agrees to. */
  private readonly rules = h('ul', { class: 'lobby-rules', 'data-rules': '' });
  private readonly code = h('p', { class: 'lobby-code' });
  /** What a copy did, said as a toast over the invitation's foot (it takes no room of its own). */
  private readonly confirm = popToast('lobby-copied');
  private readonly linkField: HTMLInputElement;
  private readonly count = h('p', { class: 'seat-count' });
  private readonly seats: HTMLOListElement;
  private readonly board: HTMLElement;
  private readonly status = h('p', { class: 'lobby-status', role: 'status' });
  private readonly fill: HTMLButtonElement;
  private readonly start: HTMLButtonElement;
  /** Listing the table for strangers, the watchers, the offer of computers (`lobby-public.ts`). */
  private readonly publicPart: LobbyPublicPanel;
  /** The seats taken at the last update (`null` before the first): a newcomer's plate pops in. */
  private seated: ReadonlySet<number> | null = null;

  /** A lobby in `t`'s language for the room at `link`. */
  constructor(
    private readonly t: Translator,
    private readonly link: string,
    private readonly actions: LobbyActions,
  ) {
    this.seats = h('ol', { class: 'seat-list lobby-seats', 'aria-label': t.t('seats') });
    this.publicPart = new LobbyPublicPanel(t, actions);
    const felt = h(
      'div',
      { class: 'table-felt', 'aria-hidden': 'true' },
      pilesPicture(),
      this.count,
    );
    this.board = h('div', { class: 'seat-board' }, felt, this.seats);
    this.fill = h(
      'button',
      { type: 'button', 'data-action': 'fill', onclick: () => actions.onFill() },
      t.t('fillWithComputers'),
    );
    this.start = h(
      'button',
      {
        type: 'button',
        class: 'primary lobby-start',
        'data-action': 'start-online',
        onclick: () => actions.onStart(),
      },
      t.t('startOnline'),
    );
    const share =
      typeof navigator.share === 'function'
        ? h(
            'button',
            { type: 'button', 'data-action': 'share-link', onclick: () => this.share() },
            t.t('shareLink'),
          )
        : null;
    this.linkField = h('input', {
      type: 'text',
      readonly: true,
      value: link,
      class: 'room-link',
      'aria-label': t.t('inviteLink'),
    });
    const invite = h(
      'div',
      { class: 'lobby-invite' },
      h('h3', { class: 'lobby-code-label' }, t.t('roomCode')),
      h(
        'div',
        { class: 'lobby-code-row' },
        this.code,
        h(
          'button',
          {
            type: 'button',
            class: 'lobby-copy-code',
            'data-action': 'copy-code',
            onclick: () => this.copy(formatRoomCode(this.element.dataset.code ?? ''), 'codeCopied'),
          },
          t.t('copyCode'),
        ),
      ),
      h('p', { class: 'lobby-share-help' }, t.t('lobbyInvite')),
      h(
        'div',
        { class: 'room-share' },
        this.linkField,
        h(
          'button',
          {
            type: 'button',
            'data-action': 'copy-link',
            onclick: () => this.copy(link, 'linkCopied'),
          },
          t.t('copyLink'),
        ),
        share,
      ),
      this.confirm.element,
    );
    this.element = h(
      'section',
      { class: 'screen setup-screen table-setup lobby-screen', 'data-screen': 'lobby' },
      h('div', { class: 'lobby-table' }, this.board),
      h(
        'div',
        { class: 'lobby-side' },
        h('h2', { class: 'screen-title' }, t.t('lobbyTitle')),
        invite,
        this.rules,
        this.publicPart.element,
        this.status,
        h(
          'div',
          { class: 'buttons lobby-buttons' },
          h(
            'button',
            { type: 'button', 'data-action': 'leave', onclick: () => actions.onLeave() },
            t.t('leaveRoom'),
          ),
          this.fill,
          this.start,
        ),
      ),
    );
  }

  /**
   * Copies `text` and says so in a toast that pops over the invitation's foot and fades (`done`:
   * the words for it); when the browser refuses, the link is selected for the player to copy.
   */
  private copy(text: string, done: 'linkCopied' | 'codeCopied'): void {
    void this.actions.onCopy(text).then((copied) => {
      this.confirm.show(this.t.t(copied ? done : 'copyFailed'), copied);
      if (!copied) this.linkField.select();
    });
  }

  /** Hands the link to the device's own sharing (only offered where the browser has it). */
  private share(): void {
    const code = formatRoomCode(this.element.dataset.code ?? '');
    navigator
      .share({ title: 'SKYJO', text: this.t.t('shareText', { code }), url: this.link })
      .catch(() => undefined);
  }

  /** The lobby is left: its timers stop. */
  stop(): void {
    this.publicPart.stop();
  }

  /** Shows the room as `info` says, seen from seat `me` (`null`: a spectator, who sits nowhere). */
  update(info: RoomInfo, me: number | null): void {
    const { t } = this;
    this.element.dataset.code = info.code;
    this.element.toggleAttribute('data-spectator', me === null);
    this.publicPart.update(info, me);
    this.rules.setAttribute('aria-label', t.t('lobbyRules'));
    replaceChildren(this.rules, ...ruleSummary(t, info.rules).map((line) => h('li', {}, line)));
    replaceChildren(
      this.code,
      h('span', { class: 'visually-hidden' }, spokenRoomCode(info.code)),
      ...roomCodeGroups(info.code).map((group) =>
        h(
          'span',
          { class: 'code-group', 'aria-hidden': 'true' },
          ...[...group].map((c) => h('span', { class: 'code-char' }, c)),
        ),
      ),
    );
    const layout = seatLayout(info.seats.length);
    const shown = lobbyPlates(info, me ?? -1);
    const before = this.seated;
    const plates = shown.map((plate) => {
      const item = this.plate(plate);
      if (before !== null && !plate.free && !before.has(plate.seat)) item.classList.add('arrived');
      return item;
    });
    this.seated = new Set(shown.filter((plate) => !plate.free).map((plate) => plate.seat));
    plates.forEach((item, i) => {
      const at = layout.places[i]!;
      item.style.gridRow = String(at.row);
      item.style.gridColumn = String(at.column);
    });
    replaceChildren(this.seats, ...plates);
    this.board.style.setProperty('--sides', String(layout.rows - 2));
    const taken = takenSeats(info);
    this.count.textContent = t.t('seatsTaken', { count: info.seats.length, taken });
    const host = info.host === me;
    const freeSeats = taken < info.seats.length;
    this.fill.hidden = !host || !freeSeats;
    this.start.hidden = !host;
    this.start.disabled = freeSeats;
    const hostName = info.seats[info.host]?.name ?? '';
    this.status.textContent = freeSeats
      ? t.t('waitingForSeats')
      : host
        ? t.t('everyoneSeated')
        : t.t('waitingForHost', { name: hostName });
  }

  /** A seat's plate: its emblem, name, who plays it, the host's crown, and a free seat's chair. */
  private plate(plate: LobbyPlate): HTMLElement {
    const { t } = this;
    const who =
      plate.who === 'computer'
        ? t.t(`level.${plate.level ?? 'medium'}`)
        : plate.who === 'you'
          ? t.t('seatYou')
          : plate.who === 'friend'
            ? t.t('seatFriend')
            : t.t('seatFree');
    const presence =
      plate.presence === 'away'
        ? t.t('seatAway')
        : plate.presence === 'standIn'
          ? t.t('seatStandIn')
          : null;
    return h(
      'li',
      {
        class: `seat-plate lobby-plate${plate.who === 'you' ? ' you' : ''}`,
        'data-seat': plate.seat,
        'data-taken': String(!plate.free),
        'data-connected': String(plate.presence === 'connected'),
        'data-emblem': plate.emblem ?? 'free',
      },
      plate.host ? h('span', { class: 'lobby-crown' }, crownPicture()) : null,
      h(
        'div',
        { class: 'seat-kind' },
        plate.emblem === null ? chairPicture() : seatEmblem(plate.emblem),
        plate.who === 'computer'
          ? h(
              'span',
              { class: 'seat-level', 'aria-hidden': 'true' },
              t.t(`kind.${plate.level ?? 'medium'}`),
            )
          : null,
        h('span', { class: plate.who === 'computer' ? 'visually-hidden' : 'seat-level' }, who),
      ),
      plate.free ? null : h('span', { class: 'seat-name' }, plate.name),
      plate.host ? h('span', { class: 'seat-badge' }, t.t('seatHost')) : null,
      presence === null ? null : h('span', { class: 'seat-presence' }, presence),
      plate.canRemove ? this.removeButton(plate) : null,
      plate.canSit
        ? h(
            'button',
            {
              type: 'button',
              class: 'lobby-sit',
              'data-action': 'sit',
              'aria-label': t.t('takeSeatNumber', { n: plate.seat + 1 }),
              onclick: () => this.actions.onSit(plate.seat),
            },
            t.t('takeSeat'),
          )
        : null,
    );
  }

  /**
   * The host's button that removes the friend of `plate`: the first tap asks ("Remove Bea? Tap
   * again"), the second removes; the question lasts until the plates change.
   */
  private removeButton(plate: LobbyPlate): HTMLElement {
    const { t } = this;
    const button = h(
      'button',
      {
        type: 'button',
        class: 'lobby-remove',
        'data-action': 'remove',
        'aria-label': t.t('lobbyRemove', { name: plate.name }),
        title: t.t('lobbyRemove', { name: plate.name }),
      },
      '×',
    );
    button.onclick = () => {
      if (button.dataset.armed === 'true') return this.actions.onRemove(plate.seat);
      button.dataset.armed = 'true';
      button.textContent = t.t('lobbyRemoveSure', { name: plate.name });
      button.setAttribute('aria-label', button.textContent);
    };
    return button;
  }
}
