import type { Translator } from '../../i18n';
import type { EmblemKind } from '../../view/palette';
import { h, replaceChildren } from '../page/dom';
import { announcer, controlId, cycleButton, tileButton } from '../ui/controls';
import { miniCard } from '../ui/mini-card';
import { brand, picture, svgShape } from '../ui/svg';
import { seatEmblem } from '../ui/seat-emblem';
import { seatLayout } from './seat-places';

/** A seat as the table shows it: who plays it and the name. */
export interface SeatDraft<K extends string> {
  readonly kind: K;
  readonly name: string;
}

/** What the seat table needs to know about a kind of seat. */
export interface SeatKinds<K extends string> {
  /** The kinds a press on a seat goes through, in order. */
  readonly cycle: readonly K[];
  /** The kind of a seat added at the free place. */
  readonly added: K;
  /** The emblem a kind wears on the plates. */
  emblem(kind: K): EmblemKind;
  /** The kind in a word on the plate ("Medium"), and in full for a reader ("Computer: medium"). */
  short(kind: K): string;
  full(kind: K): string;
  /** The name a seat of this kind takes at seat `index` (zero-based) unless the player names it. */
  defaultName(kind: K, index: number): string;
}

/** The seat of the person opening an online room: their name, always the first, not changed. */
export interface HostSeat {
  readonly name: string;
  /** The field's name and accessible name ("Your name"), and what the plate says ("You"). */
  readonly field: string;
  readonly label: string;
  readonly badge: string;
  readonly maxLength: number;
}

/** The seat table's seats and bounds. */
export interface SeatTableOptions<K extends string> {
  readonly kinds: SeatKinds<K>;
  /** The seats at first (after the host's, online). */
  readonly seats: readonly SeatDraft<K>[];
  /** The fewest and most seats, the host's included. */
  readonly min: number;
  readonly max: number;
  /** The longest name; `null`: the seats' names are not typed here (online, friends name themselves). */
  readonly maxLength: number | null;
  /** Online: the host's own seat, first at the table. */
  readonly host?: HostSeat;
  /** The button on seat `index`'s plate that picks its look (`null`: none for that kind). */
  readonly look?: (index: number, kind: K) => HTMLElement | null;
  /** Hears that seat `index` is about to be taken away (before the table is drawn without it). */
  readonly onSeatRemove?: (index: number) => void;
  /** Hears when a seat's kind changed, or a seat was added or taken away. */
  readonly onSeatsChange?: () => void;
}

/** The seat table, and the seats it says now. */
export interface SeatTable<K extends string> {
  readonly element: HTMLElement;
  /** The seats (the host's not among them), their names as typed. */
  seats(): SeatDraft<K>[];
  /** The host's name as typed. */
  hostName(): string;
  /** Draws the plates' look buttons anew (a look or the seat picked changed). */
  refreshLooks(): void;
}

/** A seat at the table: its draft and whether the player typed its name. */
interface Seat<K extends string> {
  kind: K;
  name: string;
  named: boolean;
}

/** The piles in the middle of the table's picture: the draw pile and a discard. */
export function pilesPicture(): SVGElement {
  return picture(
    64,
    44,
    miniCard({ x: 8, y: 6, width: 22, value: null, tilt: -4 }),
    miniCard({ x: 34, y: 6, width: 22, value: 5, tilt: 5 }),
  );
}

/** The "+" of the free place. */
function plusPicture(): SVGElement {
  return picture(
    32,
    32,
    svgShape('circle', {
      cx: 16,
      cy: 16,
      r: 14,
      fill: 'none',
      stroke: brand('cyan'),
      'stroke-width': 2.5,
    }),
    svgShape('path', {
      d: 'M16 9 v14 M9 16 h14',
      stroke: brand('cream'),
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
    }),
  );
}

/**
 * The seats of a new game drawn around a small table, as a game's lobby draws them: each seat a
 * plate with its emblem, who plays it and its name (typed in place); a press on a seat's emblem
 * goes to the next kind (person, easy, medium, hard, expert; online a friend or a level), its ×
 * takes the seat away, the "+" at the table's free place adds one. The first seat sits at the
 * bottom, the others clockwise, the free place at its right (seat-places.ts).
 */
export function seatTable<K extends string>(
  t: Translator,
  options: SeatTableOptions<K>,
): SeatTable<K> {
  const { kinds } = options;
  const offset = options.host === undefined ? 0 : 1;
  const seats: Seat<K>[] = options.seats.map((seat, i) => ({
    ...seat,
    named: seat.name !== '' && seat.name !== kinds.defaultName(seat.kind, i + offset),
  }));
  const voice = announcer();
  const hintId = controlId('seat-hint');
  const count = h('p', { class: 'seat-count' });
  const felt = h('div', { class: 'table-felt', 'aria-hidden': 'true' }, pilesPicture(), count);
  const hint = h('p', { class: 'seat-hint', id: hintId }, t.t('setupTableHint'));
  const list = h('ol', { class: 'seat-list' });
  const host =
    options.host === undefined
      ? null
      : h('input', {
          type: 'text',
          class: 'seat-name',
          name: options.host.field,
          required: true,
          maxlength: options.host.maxLength,
          value: options.host.name,
          autocomplete: 'nickname',
          placeholder: options.host.label,
          'aria-label': options.host.label,
        });
  const add = tileButton({
    label: t.t('addSeat'),
    picture: plusPicture(),
    action: 'add-seat',
    className: 'seat-add',
    onClick: () => {
      seats.push({ kind: kinds.added, name: '', named: false });
      render();
      list.querySelector<HTMLElement>('li:last-child .seat-kind')?.focus();
    },
  });
  const board = h('div', { class: 'seat-board' }, felt, list, add);

  const plate = (seat: Seat<K>, index: number): HTMLElement => {
    const n = index + offset + 1;
    if (!seat.named) seat.name = kinds.defaultName(seat.kind, index + offset);
    const name =
      options.maxLength === null
        ? h('span', { class: 'seat-name' }, seat.name)
        : h('input', {
            type: 'text',
            class: 'seat-name',
            value: seat.name,
            maxlength: options.maxLength,
            'aria-label': t.t('seatName', { n }),
            oninput: (event) => {
              seat.name = (event.target as HTMLInputElement).value;
              seat.named = seat.name.trim() !== '';
              refreshLooks();
            },
          });
    const item = h('li', { class: 'seat-plate', 'data-seat': n - 1, 'data-kind': seat.kind });
    const level = (kind: K) => [
      seatEmblem(kinds.emblem(kind)),
      h('span', { class: 'seat-level' }, kinds.short(kind)),
    ];
    const kind = cycleButton({
      values: kinds.cycle,
      value: seat.kind,
      className: 'seat-kind',
      name: (value) => t.t('seatKindButton', { n, kind: kinds.full(value) }),
      face: level,
      announce: voice.say,
      onChange: (value) => {
        seat.kind = value;
        item.dataset.kind = value;
        item.dataset.emblem = kinds.emblem(value);
        refreshLooks();
        options.onSeatsChange?.();
        if (seat.named) return;
        seat.name = kinds.defaultName(value, index + offset);
        if (name instanceof HTMLInputElement) name.value = seat.name;
        else name.textContent = seat.name;
      },
    });
    kind.element.setAttribute('aria-describedby', hintId);
    item.dataset.emblem = kinds.emblem(seat.kind);
    item.append(kind.element, name);
    const look = options.look?.(index, seat.kind);
    if (look) item.append(look);
    if (seats.length + offset > options.min)
      item.append(
        h(
          'button',
          {
            type: 'button',
            class: 'seat-remove',
            'data-action': 'remove-seat',
            'aria-label': t.t('removeSeat', { n }),
            title: t.t('removeSeat', { n }),
            onclick: () => {
              options.onSeatRemove?.(index);
              seats.splice(index, 1);
              render();
              const plates = list.querySelectorAll<HTMLElement>('.seat-plate .seat-kind');
              (plates[Math.min(index, plates.length - 1)] ?? add).focus();
            },
          },
          '×',
        ),
      );
    return item;
  };

  const hostPlate = (): HTMLElement | null =>
    host === null || options.host === undefined
      ? null
      : h(
          'li',
          {
            class: 'seat-plate seat-host',
            'data-seat': 0,
            'data-kind': 'person',
            'data-emblem': 'person',
          },
          h(
            'div',
            { class: 'seat-kind' },
            seatEmblem('person'),
            h('span', { class: 'seat-level' }, options.host.badge),
          ),
          host,
        );

  const render = () => {
    const total = seats.length + offset;
    const free = total < options.max;
    const layout = seatLayout(total);
    const plates = [hostPlate(), ...seats.map(plate)].filter((p): p is HTMLElement => p !== null);
    plates.forEach((item, i) => place(item, layout.places[i]!));
    replaceChildren(list, ...plates);
    add.hidden = !free;
    add.disabled = !free;
    if (free) place(add, layout.free);
    board.style.setProperty('--sides', String(layout.rows - 2));
    count.textContent = t.t('seatCount', { count: total });
    options.onSeatsChange?.();
  };
  /** Each seat's look button, drawn for its kind now (the first person seat may have moved). */
  const refreshLooks = () => {
    if (options.look === undefined) return;
    for (const item of list.querySelectorAll<HTMLElement>('.seat-plate:not(.seat-host)')) {
      const index = Number(item.dataset.seat) - offset;
      const seat = seats[index];
      if (seat === undefined) continue;
      const look = options.look(index, seat.kind);
      const shown = item.querySelector('.seat-look');
      if (shown !== null && look !== null) shown.replaceWith(look);
      else if (shown !== null) shown.remove();
      else if (look !== null) item.querySelector('.seat-name')!.after(look);
    }
  };
  render();

  return {
    element: h('div', { class: 'seat-table' }, board, hint, voice.element),
    seats: () => seats.map(({ kind, name }) => ({ kind, name })),
    hostName: () => host?.value ?? '',
    refreshLooks,
  };
}

/** Puts `element` in its grid cell. */
function place(element: HTMLElement, at: { readonly row: number; readonly column: number }): void {
  element.style.gridRow = String(at.row);
  element.style.gridColumn = String(at.column);
}
