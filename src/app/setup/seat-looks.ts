import type { Translator } from '../../i18n';
import type { SeatKind } from '../../master/seats';
import type { KeyValueStore } from '../../storage';
import { lookPicker } from '../look/look-picker';
import { avatarToken } from '../ui/seat-token';
import { type LookSlot, moveSeatLooks, personLookSlot, seatLookSlot } from '../look/look-store';
import { h, replaceChildren } from '../page/dom';
import type { SeatDraft } from './seat-table';

/**
 * The looks of a new game's person seats, kept on this device: a token on each person seat's
 * plate shows its avatar and picks the seat the look picker beside the table dresses. The first
 * person seat is the device's person (their own look, which online play shows too); every other
 * person seat keeps a look of its own. A look stays with its seat when seats are added, taken away
 * or change hands (`moveSeatLooks`).
 */
export class SeatLooks {
  /** Where the picker of the seat being dressed is shown. */
  readonly element = h('div', { class: 'seat-look-picker' });
  /** The seat being dressed, and the seat that was the first person's when its picker was made. */
  private chosen = 0;
  private shown: { readonly seat: number; readonly first: number } | null = null;
  /** The seats' kinds as the stored looks know them. */
  private known: readonly SeatKind[];

  /**
   * The looks of the seats `seats()` says, kept in `store`; `redraw` draws the tokens anew,
   * `reveal` brings the picker into view when a plate's look button is pressed.
   */
  constructor(
    private readonly t: Translator,
    private readonly store: KeyValueStore,
    private readonly seats: () => readonly SeatDraft<SeatKind>[],
    private readonly redraw: () => void,
    private readonly reveal: () => void = () => {},
  ) {
    this.known = this.kinds();
  }

  /** The look button of seat `index`'s plate (a person's), or `null`. */
  button(index: number, kind: SeatKind): HTMLElement | null {
    if (kind !== 'person') return null;
    const look = this.slot(index).read();
    const name = this.seats()[index]?.name ?? '';
    return h(
      'button',
      {
        type: 'button',
        class: 'seat-look',
        'data-action': 'seat-look',
        'aria-label': this.t.t('seatLookButton', { name }),
        title: this.t.t('seatLookButton', { name }),
        'aria-pressed': String(index === this.chosen),
        onclick: () => this.choose(index),
      },
      avatarToken(look?.avatar ?? 'none', look?.colour ?? 'gold'),
    );
  }

  /** Seat `index` is about to be taken away: the looks of the seats after it move up with them. */
  seatRemoved(index: number): void {
    const before = this.kinds();
    const kept = before.map((_, seat) => seat).filter((seat) => seat !== index);
    this.move(
      before,
      kept.map((seat) => before[seat]!),
      kept,
    );
    if (this.chosen > index) this.chosen -= 1;
  }

  /**
   * The seats changed (one added at the end, or a seat's kind): the looks stay with their seats,
   * and the picker follows when its seat is no person's any more, or moved.
   */
  seatsChanged(): void {
    const now = this.kinds();
    if (now.join() !== this.known.join()) {
      this.move(
        this.known,
        now,
        now.map((_, seat) => (seat < this.known.length ? seat : null)),
      );
      this.redraw();
    }
    const seats = this.seats();
    if (seats[this.chosen]?.kind !== 'person') this.chosen = this.first();
    if (this.shown?.seat !== this.chosen || this.shown.first !== this.first()) this.showPicker();
  }

  private kinds(): SeatKind[] {
    return this.seats().map((seat) => seat.kind);
  }

  private move(
    before: readonly SeatKind[],
    after: readonly SeatKind[],
    from: readonly (number | null)[],
  ): void {
    moveSeatLooks(this.store, before, after, from);
    this.known = after;
  }

  private choose(index: number): void {
    this.chosen = index;
    this.showPicker();
    this.redraw();
    this.reveal();
    this.element.querySelector<HTMLElement>('input:checked')?.focus();
  }

  /** The first person seat (the device's person), or 0 when no seat is a person's. */
  private first(): number {
    return Math.max(
      0,
      this.seats().findIndex((seat) => seat.kind === 'person'),
    );
  }

  private slot(seat: number): LookSlot {
    return seat === this.first() ? personLookSlot(this.store) : seatLookSlot(this.store, seat);
  }

  private showPicker(): void {
    const seat = this.chosen;
    const first = this.first();
    this.shown = { seat, first };
    const name = this.seats()[seat]?.name ?? '';
    const title = seat === first ? this.t.t('lookTitle') : this.t.t('seatLookTitle', { name });
    replaceChildren(
      this.element,
      lookPicker(this.t, this.slot(seat), { title, onChange: this.redraw }),
    );
    this.element.dataset.seat = String(seat);
  }
}
