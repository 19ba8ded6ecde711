import type { Translator } from '../../i18n';
import type { RoomInfo } from '../../online/protocol';
import { icon } from '../ui/icons';
import { h, replaceChildren } from '../page/dom';

/** What the rematch panel's buttons do. */
export interface RematchActions {
  /** This person would (`true`) or would not play another game here. */
  onReady(ready: boolean): void;
  /** The host: a new game with those here, from the room's lobby. */
  onStartHere(): void;
}

/** A person of the table as the rematch panel shows them. */
export interface RematchPlate {
  readonly seat: number;
  readonly name: string;
  readonly state: 'ready' | 'waiting' | 'gone';
  readonly you: boolean;
}

/** The people of `info` (computers are always ready) and whether each asked to play again. */
function rematchPlates(info: RoomInfo, me: number, names: readonly string[]): RematchPlate[] {
  return info.seats.flatMap((seat, index): RematchPlate[] =>
    seat.kind === 'person' && seat.taken
      ? [
          {
            seat: index,
            name: names[index] ?? '',
            state: !seat.connected ? 'gone' : seat.ready ? 'ready' : 'waiting',
            you: index === me,
          },
        ]
      : [],
  );
}

/**
 * Who the table marks ready to play again, by seat: after the game, each person here who asked
 * (computers are always ready and get no mark); nobody before the game is over.
 */
export function readySeats(info: RoomInfo): boolean[] {
  return info.seats.map(
    (seat) =>
      info.phase === 'over' && seat.kind === 'person' && seat.taken && seat.connected && seat.ready,
  );
}

/**
 * Under the game's final scores online: who at the table asked to play again (a tick on each
 * person's plate and on their line of the summary), this person's own wish to take back, and for the host a new game with those
 * here. The summary's "Play again" button asks for it; the room deals the next game once every
 * person has.
 */
export class RematchPanel {
  /** The panel's element (the summary shows it above its buttons). */
  readonly element = h('section', {
    class: 'rematch-panel',
    'data-rematch': '',
    'aria-live': 'polite',
  });

  /** A panel in `t()`'s language doing `actions`. */
  constructor(
    private readonly t: () => Translator,
    private readonly actions: RematchActions,
  ) {}

  /** Shows `info` from seat `me`, with the players' names as shown (`names`). */
  update(info: RoomInfo, me: number, names: readonly string[]): void {
    const t = this.t();
    const plates = rematchPlates(info, me, names);
    const ready = plates.filter((plate) => plate.state === 'ready').length;
    const mine = plates.find((plate) => plate.you);
    const host = info.host === me;
    this.element.dataset.ready = String(mine?.state === 'ready');
    replaceChildren(
      this.element,
      h('h3', {}, t.t('rematchTitle')),
      h('p', { class: 'rematch-count' }, t.t('rematchCount', { ready, count: plates.length })),
      h(
        'ul',
        { class: 'rematch-plates' },
        ...plates.map((plate) =>
          h(
            'li',
            {
              class: `rematch-plate ${plate.state}${plate.you ? ' you' : ''}`,
              'data-seat': plate.seat,
              'data-state': plate.state,
            },
            h('span', { class: 'rematch-mark', 'aria-hidden': 'true' }, MARKS[plate.state]()),
            h('span', { class: 'rematch-name' }, plate.name),
            h('span', { class: 'rematch-state' }, t.t(STATE_KEYS[plate.state])),
          ),
        ),
      ),
      mine?.state === 'ready'
        ? h(
            'p',
            { class: 'rematch-mine' },
            t.t('rematchWaiting'),
            ' ',
            h(
              'button',
              {
                type: 'button',
                class: 'link-button',
                'data-action': 'rematch-cancel',
                onclick: () => this.actions.onReady(false),
              },
              t.t('rematchCancel'),
            ),
          )
        : null,
      host && plates.some((plate) => plate.state !== 'ready')
        ? h(
            'p',
            { class: 'rematch-host' },
            h(
              'button',
              {
                type: 'button',
                'data-action': 'rematch-here',
                onclick: () => this.actions.onStartHere(),
              },
              t.t('rematchStartHere'),
            ),
            h('span', { class: 'help' }, t.t('rematchStartHereHelp')),
          )
        : null,
    );
    this.markLines(plates);
  }

  /**
   * Marks the summary's line of each person who asked to play again with the plates' tick (the
   * summary covers the plates until "View table").
   */
  private markLines(plates: readonly RematchPlate[]): void {
    const summary = this.element.closest('.summary-screen');
    if (summary === null) return;
    const label = this.t().t('rematchReady');
    for (const row of summary.querySelectorAll<HTMLElement>('tr[data-seat]')) {
      const name = row.querySelector('.name');
      if (name === null) continue;
      const seat = Number(row.dataset.seat);
      const ready = plates.some((plate) => plate.seat === seat && plate.state === 'ready');
      const shown = name.querySelector('.ready-tick');
      if (ready && shown === null)
        name.append(
          h('span', { class: 'ready-tick', role: 'img', 'aria-label': label }, icon('check')),
        );
      else if (!ready) shown?.remove();
    }
  }
}

const MARKS = { ready: () => icon('check'), waiting: () => '…', gone: () => icon('ring') } as const;
const STATE_KEYS = {
  ready: 'rematchReady',
  waiting: 'rematchNotYet',
  gone: 'rematchGone',
} as const;
