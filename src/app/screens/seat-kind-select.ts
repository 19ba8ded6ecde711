import type { MessageKey, Translator } from '../../i18n';
import { h } from '../page/dom';
import { SEAT_KINDS, type SeatKind } from '../../master/seats';

const kindLabel = (kind: SeatKind): MessageKey => (kind === 'person' ? 'person' : `level.${kind}`);

/** The menu of who plays seat `index` (zero-based): a person or a computer level. */
export function seatKindSelect(
  t: Translator,
  index: number,
  kind: SeatKind,
  onChange: (kind: SeatKind) => void,
): HTMLSelectElement {
  return h(
    'select',
    {
      'aria-label': t.t('seatKind', { n: index + 1 }),
      onchange: (event) => onChange((event.target as HTMLSelectElement).value as SeatKind),
    },
    ...SEAT_KINDS.map((option) =>
      h('option', { value: option, selected: option === kind }, t.t(kindLabel(option))),
    ),
  );
}
