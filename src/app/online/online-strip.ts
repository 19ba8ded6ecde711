import type { Translator } from '../../i18n';
import type { RoomInfo } from '../../online/protocol';
import { formatRoomCode } from '../../online/room-code';
import { h } from '../page/dom';
import { watchersChip } from './watchers-chip';

/**
 * The line under the status bar during an online game: the room code, each seat with a dot for
 * connected, away (with the seconds until a computer stands in) or played by a computer, and the
 * turn timer's seconds. It is read out politely when it changes.
 */
export class OnlineStrip {
  /** The strip's element. */
  readonly element = h('p', { class: 'online-strip', 'aria-live': 'polite' });
  /** The last reaction said aloud (read out politely with the strip). */
  private readonly voice = h('span', { class: 'online-voice' });
  private info: RoomInfo | null = null;
  /** When the room info came (its away times count from then). */
  private infoAt = 0;
  private deadline: { seats: readonly number[]; at: number } | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;

  /** A strip in the language `t()` gives; `names` localizes default player names. */
  constructor(
    private readonly t: () => Translator,
    private readonly names: (players: readonly string[]) => readonly string[],
  ) {}

  /** The room changed. */
  room(info: RoomInfo): void {
    this.info = info;
    this.infoAt = Date.now();
    this.tickWhileCounting();
    this.render();
  }

  /** The turn timer runs for `seats` until `at` (epoch ms), or stopped (`null`). */
  timer(seats: readonly number[], at: number | null): void {
    this.deadline = at === null || seats.length === 0 ? null : { seats, at };
    this.tickWhileCounting();
    this.render();
  }

  /** Re-renders every second while a turn timer or an away seat counts down. */
  private tickWhileCounting(): void {
    const away = this.info?.seats.some((seat) => seat.awayMs !== null && !seat.connected);
    const counting = this.deadline !== null || away === true;
    if (counting && this.ticker === null) this.ticker = setInterval(() => this.render(), 1000);
    if (!counting) this.stop();
  }

  /** Says `text` politely (a reaction at the table), read out as the strip's news. */
  say(text: string): void {
    this.voice.textContent = text;
  }

  /** Stops the timer's ticking. */
  stop(): void {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  /** Re-reads the language. */
  render(): void {
    const info = this.info;
    if (info === null) return;
    const t = this.t();
    const names = this.names(info.seats.map((seat) => seat.name ?? ''));
    const seats = info.seats.map((seat, index) => {
      const name = names[index] ?? '';
      const state =
        seat.kind === 'computer'
          ? 'computer'
          : seat.standIn
            ? 'stand-in'
            : seat.connected
              ? 'connected'
              : 'away';
      const awaySeconds =
        state === 'away' && seat.awayMs !== null
          ? Math.max(0, Math.ceil((this.infoAt + seat.awayMs - Date.now()) / 1000))
          : null;
      const title =
        state === 'stand-in'
          ? t.t('onlineSeatComputer', { name })
          : awaySeconds !== null
            ? t.t('onlineSeatAwayFor', { name, seconds: awaySeconds })
            : state === 'away'
              ? t.t('onlineSeatAway', { name })
              : name;
      return h(
        'span',
        { class: `online-seat ${state}`, 'data-seat': index, 'data-state': state, title },
        awaySeconds === null ? name : t.t('onlineTimer', { name, seconds: awaySeconds }),
      );
    });
    const deadline = this.deadline;
    const timer =
      deadline === null
        ? null
        : h(
            'span',
            { class: 'online-timer' },
            t.t('onlineTimer', {
              name: deadline.seats.map((seat) => names[seat] ?? '').join(', '),
              seconds: Math.max(0, Math.ceil((deadline.at - Date.now()) / 1000)),
            }),
          );
    this.element.replaceChildren(
      h('span', { class: 'online-room' }, t.t('onlineRoom', { code: formatRoomCode(info.code) })),
      ...seats,
      timer ?? '',
      watchersChip(t, info.watchers) ?? '',
      this.voice,
    );
  }
}
