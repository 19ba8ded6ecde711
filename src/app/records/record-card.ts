import type { MessageKey, Translator } from '../../i18n';
import { SEAT_KINDS, type SeatKind } from '../../master/seats';
import { h } from '../page/dom';
import { seatEmblem } from '../ui/seat-emblem';
import { announcer, cycleButton } from '../ui/controls';
import { icon } from '../ui/icons';
import type { RecordSummary } from './record-summary';

/** Who plays a seat, in a word or two: a person, or a computer's level. */
const kindName = (kind: SeatKind): MessageKey =>
  kind === 'person' ? 'person' : `levelShort.${kind}`;

/** A seat's total in points, once a round is scored. */
function points(t: Translator, total: number | undefined): string | null {
  return total === undefined ? null : t.t('record.total', { count: total });
}

/**
 * What a seat's plate shows: the emblem, the name, who plays it (with the turning arrow of a
 * plate a tap `turns` to the next kind) and the total.
 */
function seatFace(
  t: Translator,
  name: string,
  kind: SeatKind,
  total: number | undefined,
  turns = false,
): Node[] {
  const scored = points(t, total);
  return [
    seatEmblem(kind),
    h('span', { class: 'record-seat-name' }, name),
    document.createTextNode(' '),
    h(
      'span',
      { class: 'record-seat-line' },
      h('span', { class: 'record-seat-kind' }, t.t(kindName(kind)), turns ? icon('cycle') : null),
      scored === null ? null : ' ',
      scored === null ? null : h('span', { class: 'record-total' }, scored),
    ),
  ];
}

/** The card's head: how many players, and how far the game went. */
function cardHead(t: Translator, names: readonly string[], summary: RecordSummary): HTMLElement {
  const state =
    summary.rounds === 0
      ? null
      : summary.over
        ? `${t.t('record.over')} · ${t.t('record.won', { names: t.list(summary.winners.map((seat) => names[seat]!)) })}`
        : t.t(summary.roundOver ? 'record.roundOver' : 'record.roundInPlay', { n: summary.rounds });
  return h(
    'p',
    { class: 'record-head' },
    h('strong', {}, t.t('record.players', { count: summary.players.length })),
    state === null ? null : ` · ${state}`,
  );
}

/** A seat's line: its plate (a picture, or a control), a winner's ringed. */
function seatLine(plate: Node, winner: boolean): HTMLElement {
  return h('li', { class: 'record-seat', 'data-winner': winner }, plate);
}

/**
 * A record as a card (the export's): its players on plates like the table's (emblem, name, who
 * plays), their totals, how far the game went.
 */
export function recordCard(
  t: Translator,
  names: readonly string[],
  summary: RecordSummary,
): HTMLElement {
  return h(
    'section',
    { class: 'record-card', 'aria-label': t.t('record.players', { count: names.length }) },
    cardHead(t, names, summary),
    h(
      'ol',
      { class: 'record-seats', 'data-seats': names.length },
      ...names.map((name, seat) =>
        seatLine(
          h(
            'span',
            { class: 'record-plate' },
            ...seatFace(t, name, summary.seats?.[seat] ?? 'person', summary.totals?.[seat]),
          ),
          summary.winners.includes(seat),
        ),
      ),
    ),
  );
}

/**
 * A record as the import's card: each seat a plate that a tap (or Enter, Space, an arrow) turns
 * to the next of person, easy, medium, hard and expert, as a game's seat carousel;
 * `onChange` hears each seat's new choice.
 */
export function chooserCard(
  t: Translator,
  names: readonly string[],
  summary: RecordSummary,
  kinds: readonly SeatKind[],
  onChange: (seat: number, kind: SeatKind) => void,
): HTMLElement {
  const voice = announcer();
  return h(
    'section',
    { class: 'record-card choosing', 'aria-label': t.t('seats') },
    cardHead(t, names, summary),
    h('p', { class: 'record-help' }, t.t('record.seatsHelp')),
    h(
      'ol',
      { class: 'record-seats', 'data-seats': names.length },
      ...names.map((name, seat) =>
        seatLine(
          cycleButton({
            values: SEAT_KINDS,
            value: kinds[seat]!,
            // The plate's words in the order it shows them: a voice reads what the eye sees.
            name: (kind) =>
              [
                `${t.t('seatKind', { n: seat + 1 })}: ${name}`,
                t.t(kindName(kind)),
                points(t, summary.totals?.[seat]),
              ]
                .filter((part) => part !== null)
                .join(', '),
            face: (kind) => seatFace(t, name, kind, summary.totals?.[seat], true),
            announce: voice.say,
            onChange: (kind) => onChange(seat, kind),
            className: 'record-plate',
            action: 'seat-kind',
          }).element,
          summary.winners.includes(seat),
        ),
      ),
    ),
    voice.element,
  );
}
