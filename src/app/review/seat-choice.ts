import type { SeatKind } from '../../master/seats';
import { h } from '../page/dom';
import { seatEmblem } from '../screens/seat-emblem';

/** A seat the player may choose: its number, name and who played it (if the record says). */
export interface SeatOption {
  readonly seat: number;
  readonly name: string;
  readonly kind: SeatKind | null;
}

/**
 * Whose decisions to review: a row of seat tiles (the plates' emblem and the name), one chosen,
 * as a radio group: a click or tap chooses, the arrows move the choice, Tab leaves the group.
 */
export function seatChoice(
  label: string,
  options: readonly SeatOption[],
  chosen: number,
  onChoose: (seat: number) => void,
): HTMLElement {
  const tiles = options.map((option) =>
    h(
      'button',
      {
        type: 'button',
        role: 'radio',
        class: 'seat-tile',
        'data-seat': option.seat,
        'aria-checked': String(option.seat === chosen),
        tabindex: option.seat === chosen ? 0 : -1,
        onclick: () => choose(option.seat),
      },
      option.kind === null ? null : seatEmblem(option.kind),
      h('span', { class: 'seat-tile-name' }, option.name),
    ),
  );
  const choose = (seat: number) => {
    for (const tile of tiles) {
      const on = Number(tile.dataset.seat) === seat;
      tile.setAttribute('aria-checked', String(on));
      tile.tabIndex = on ? 0 : -1;
      if (on) tile.focus();
    }
    onChoose(seat);
  };
  const group = h(
    'div',
    { class: 'seat-tiles', role: 'radiogroup', 'aria-label': label },
    ...tiles,
  );
  group.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step === undefined) return;
    const at = tiles.findIndex((tile) => tile.getAttribute('aria-checked') === 'true');
    const next = tiles[(at + step + tiles.length) % tiles.length]!;
    event.preventDefault();
    choose(Number(next.dataset.seat));
  });
  return group;
}
