import type { Translator } from '../../i18n';
import type { RoomInfo } from '../../online/protocol';
import { h, replaceChildren } from '../page/dom';
import { switchControl } from '../ui/controls';
import { watchersChip } from './watchers-chip';

/** How long a listed lobby waits for a stranger before its host is offered computers. */
const NOBODY_CAME_MS = 30_000;

/** What the lobby's public part does. */
export interface LobbyPublicActions {
  /** The host lists the lobby for strangers, or no longer. */
  onPublish(listed: boolean): void;
  /** The host gives the free seats to computers and starts. */
  onFillAndStart(): void;
}

/**
 * The lobby's public part: for the host, the switch that lists the table in "Play with anyone";
 * for everyone, how many watch; and, once a listed table has waited `NOBODY_CAME_MS` without a
 * newcomer, the host's offer to fill the free seats with computers and start.
 */
export class LobbyPublicPanel {
  /** The panel's element. */
  readonly element = h('div', { class: 'lobby-public' });
  private readonly listing;
  private readonly nobody: HTMLElement;
  private readonly watchers = h('p', { class: 'lobby-watchers' });
  private waiting: ReturnType<typeof setTimeout> | null = null;
  private seated = -1;

  /** The panel in `t`'s language. */
  constructor(
    private readonly t: Translator,
    private readonly actions: LobbyPublicActions,
  ) {
    this.listing = switchControl({
      name: 'listed',
      label: t.t('publicTable'),
      note: t.t('publicTableNote'),
      checked: false,
      onChange: (listed) => actions.onPublish(listed),
    });
    this.nobody = h(
      'p',
      { class: 'lobby-nobody', hidden: true },
      h('span', {}, t.t('nobodyCame')),
      h(
        'button',
        {
          type: 'button',
          'data-action': 'fill-and-start',
          onclick: () => actions.onFillAndStart(),
        },
        t.t('fillAndStart'),
      ),
    );
  }

  /** Shows the room as `info` says, seen from seat `me` (`null`: a spectator). */
  update(info: RoomInfo, me: number | null): void {
    const host = me !== null && info.host === me;
    this.listing.set(info.listed);
    const taken = info.seats.filter((seat) => seat.taken).length;
    const free = info.seats.some((seat) => seat.kind === 'person' && !seat.taken);
    // A newcomer (or a change of listing) starts the wait again.
    if (taken !== this.seated || !info.listed || !free || !host) this.stopWaiting();
    this.seated = taken;
    if (host && info.listed && free && this.waiting === null && this.nobody.hidden)
      this.waiting = setTimeout(() => {
        this.waiting = null;
        this.nobody.hidden = false;
      }, NOBODY_CAME_MS);
    replaceChildren(this.watchers, watchersChip(this.t, info.watchers) ?? '');
    replaceChildren(
      this.element,
      ...(host ? [this.listing.element, this.nobody] : []),
      ...(info.watchers > 0 ? [this.watchers] : []),
    );
  }

  /** The lobby is gone: no offer will come. */
  stop(): void {
    this.stopWaiting();
  }

  private stopWaiting(): void {
    if (this.waiting !== null) clearTimeout(this.waiting);
    this.waiting = null;
    this.nobody.hidden = true;
  }
}
