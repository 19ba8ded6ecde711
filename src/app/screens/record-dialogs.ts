import { type GameRecord, MAX_PLAYERS, MIN_PLAYERS } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';
import { recordSeatKinds } from '../records/record-seats';
import type { SeatKind } from '../../master/seats';
import { MAX_RECORD_CHARS, readRecordText } from '../records/record-text';
import { seatKindChooser } from './seat-kind-chooser';

/**
 * The export dialog: the record as text, to copy or download; `complete` when it holds every card
 * (a round that is over), else it is the public record of the round under way.
 */
export function exportDialog(
  t: Translator,
  record: GameRecord,
  complete: boolean,
  onClose: () => void,
): HTMLElement {
  const text = JSON.stringify(record);
  const area = h('textarea', {
    class: 'record',
    readonly: true,
    rows: 8,
    'aria-label': t.t('exportTitle'),
  });
  area.value = text;
  const copied = h('span', { class: 'copied', role: 'status' });
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = h('a', { href: url, download: 'skyjo-game.json' });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copy = () => {
    area.select();
    navigator.clipboard?.writeText(text).then(
      () => (copied.textContent = t.t('copied')),
      () => (copied.textContent = ''),
    );
  };
  return h(
    'section',
    {
      class: 'screen dialog',
      'data-screen': 'export',
      role: 'dialog',
      'aria-label': t.t('exportTitle'),
    },
    h('h2', {}, t.t('exportTitle')),
    h('p', { class: 'export-help' }, t.t(complete ? 'exportHelp' : 'exportHelpPublic')),
    area,
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: copy }, t.t('copy')),
      h(
        'button',
        { type: 'button', 'data-action': 'download', onclick: download },
        t.t('download'),
      ),
      copied,
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-action': 'close',
          onclick: onClose,
          autofocus: true,
        },
        t.t('close'),
      ),
    ),
  );
}

/**
 * Why the import dialog did not take a record: what is wrong with the record (the engine's
 * words, shown as "This record cannot be read: …"), or a whole message to show as it is.
 */
export type ImportFeedback = string | { readonly notice: string };

/** What the import dialog does with a record's text; returns what to tell, or null if taken. */
export interface ImportActions {
  /** Resumes the record with `seats` saying who plays each of its players. */
  readonly onResume: (text: string, seats: readonly SeatKind[]) => ImportFeedback | null;
  readonly onReplay: (text: string) => ImportFeedback | null;
  /** Reviews the record's decisions of one of its seats (the people of `seats` offered first). */
  readonly onReview: (text: string, seats: readonly SeatKind[]) => ImportFeedback | null;
  readonly onBack: () => void;
}

/** The message for a record of `size` characters (or bytes), over the most the game reads. */
export function tooLargeMessage(t: Translator, size: number): string {
  const kb = (n: number) => String(Math.ceil(n / 1024));
  return t.t('importTooLarge', { size: kb(size), max: kb(MAX_RECORD_CHARS) });
}

/** The document of a record's text as the game reads it (`readRecordText`), or `null`. */
function readDocument(text: string): unknown {
  const read = readRecordText(text);
  return read.ok ? read.document : null;
}

/** The player names of a record's text, or `null` while the text names no 2–8 players. */
export function recordPlayers(text: string): string[] | null {
  const document = readDocument(text);
  const players = (document as { players?: unknown } | null)?.players;
  if (!Array.isArray(players) || !players.every((name) => typeof name === 'string')) return null;
  return players.length >= MIN_PLAYERS && players.length <= MAX_PLAYERS ? players : null;
}

/** The first seat a person, the others medium computers: the choice offered for a new record. */
const defaultKinds = (count: number): SeatKind[] =>
  Array.from({ length: count }, (_, seat) => (seat === 0 ? 'person' : 'medium'));

/** Who plays each seat by the record's own `seats` key, else the default choice. */
function offeredKinds(text: string, count: number): SeatKind[] {
  return recordSeatKinds(readDocument(text)) ?? defaultKinds(count);
}

/**
 * The import dialog: paste or choose a record, say who plays each of its seats (as on the
 * new-game form), then resume it, watch it or review it.
 */
export function importDialog(t: Translator, actions: ImportActions): HTMLElement {
  const area = h('textarea', { class: 'record', rows: 8, 'aria-label': t.t('importHelp') });
  const seatList = h('ol', { class: 'seat-list' });
  const seatChoice = h('fieldset', { hidden: true }, h('legend', {}, t.t('seats')), seatList);
  let kinds: SeatKind[] = [];
  let names: string[] = [];
  const showSeats = () => {
    const players = recordPlayers(area.value) ?? [];
    if (players.join('\n') !== names.join('\n')) kinds = offeredKinds(area.value, players.length);
    names = players;
    seatChoice.hidden = players.length === 0;
    seatList.replaceChildren(
      ...players.map((name, seat) =>
        h(
          'li',
          {},
          h('span', { class: 'seat-name' }, name),
          seatKindChooser(t, seat, kinds[seat]!, (kind) => (kinds[seat] = kind)),
        ),
      ),
    );
  };
  const error = h('p', { class: 'notice', role: 'alert', hidden: true });
  const tell = (problem: ImportFeedback | null) => {
    error.hidden = problem === null;
    if (problem === null) return;
    error.textContent =
      typeof problem === 'string' ? t.t('importError', { message: problem }) : problem.notice;
  };
  const tooLarge = (size: number) => tooLargeMessage(t, size);
  area.addEventListener('input', () => {
    tell(area.value.length > MAX_RECORD_CHARS ? { notice: tooLarge(area.value.length) } : null);
    showSeats();
  });
  const file = h('input', {
    type: 'file',
    accept: '.json,application/json,text/plain',
    'aria-label': t.t('chooseFile'),
    onchange: async (event) => {
      const chosen = (event.target as HTMLInputElement).files?.[0];
      if (!chosen) return;
      // A file too large to be a record is never read: it could freeze the page.
      if (chosen.size > MAX_RECORD_CHARS) return tell({ notice: tooLarge(chosen.size) });
      area.value = await chosen.text();
      showSeats();
    },
  });
  const attempt =
    (take: (text: string, seats: readonly SeatKind[]) => ImportFeedback | null) => () =>
      tell(take(area.value, kinds));
  return h(
    'section',
    {
      class: 'screen dialog',
      'data-screen': 'import',
      role: 'dialog',
      'aria-label': t.t('importTitle'),
    },
    h('h2', {}, t.t('importTitle')),
    h('p', {}, t.t('importHelp')),
    area,
    h('label', { class: 'file' }, h('span', {}, t.t('chooseFile')), file),
    seatChoice,
    error,
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: actions.onBack }, t.t('back')),
      h(
        'button',
        { type: 'button', 'data-action': 'watch', onclick: attempt(actions.onReplay) },
        t.t('watchReplay'),
      ),
      h(
        'button',
        { type: 'button', 'data-action': 'review', onclick: attempt(actions.onReview) },
        t.t('reviewGame'),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-action': 'resume',
          onclick: attempt(actions.onResume),
        },
        t.t('resumeGame'),
      ),
    ),
  );
}
