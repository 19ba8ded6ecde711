import type { Translator } from '../../i18n';
import { SEAT_KINDS, type SeatKind } from '../../master/seats';
import { h } from '../page/dom';
import { cycleButton } from '../ui/controls/cycle-button';
import { seatEmblem } from '../ui/seat-emblem';

/** Who plays a seat in words: a person, or a computer and its level. */
const kindText = (t: Translator, kind: SeatKind) =>
  t.t(kind === 'person' ? 'person' : `level.${kind}`);

/**
 * Who plays seat `index` (zero-based) as a button that goes to the next kind at each press
 * (person, easy, medium, hard, expert; the arrow keys go either way), showing the seat's
 * emblem and the kind in words, as the new game's seats do.
 */
export function seatKindChooser(
  t: Translator,
  index: number,
  kind: SeatKind,
  onChange: (kind: SeatKind) => void,
): HTMLButtonElement {
  return cycleButton({
    values: SEAT_KINDS,
    value: kind,
    className: 'seat-kind-chooser',
    name: (value) => t.t('seatKindButton', { n: index + 1, kind: kindText(t, value) }),
    face: (value) => [seatEmblem(value), h('span', {}, kindText(t, value))],
    onChange,
  }).element;
}
