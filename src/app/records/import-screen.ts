import './records.css';
import type { Translator } from '../../i18n';
import type { SeatKind } from '../../master/seats';
import { h } from '../page/dom';
import { disclosure } from '../ui/controls';
import { dropZone } from './drop-zone';
import {
  feedbackText,
  type ImportActions,
  type ImportFeedback,
  tooLargeMessage,
} from './import-feedback';
import { chooserCard } from './record-card';
import { readChosenFile } from './record-file';
import { linkedGame, type LinkedRecord, recordFromLink } from './record-link';

export { recordFromLink } from './record-link';
import { recordSeatKinds } from '../game/record-seats';
import { playersOnly, summariseRecord } from './record-summary';
import { MAX_RECORD_CHARS, readRecordText } from './record-text';

/** What a link that held no record tells the player. */
export function linkProblem(t: Translator, linked: Exclude<LinkedRecord, { ok: true }>): string {
  switch (linked.reason) {
    case 'no-game':
      return t.t('record.linkNoGame');
    case 'damaged':
      return t.t('record.linkDamaged');
    case 'too-large':
      return t.t('record.linkTooLarge');
    case 'unsupported':
      return t.t('record.linkUnsupported');
  }
}

/**
 * What is wrong with a record's text when it is opened from a file or a link, or `null` when it
 * is a game: not a SKYJO record at all, a record damaged (cut short, say: no JSON any more) or
 * one that does not replay (the engine's words).
 */
function loadProblem(t: Translator, text: string): string | null {
  const read = readRecordText(text);
  if (read.ok === false && read.tooLarge) return tooLargeMessage(t, read.chars);
  const looksLikeOne = /"format"\s*:\s*"skyjo-record"/.test(text.slice(0, 200));
  // A file cut short or changed is no JSON any more: said in the reader's words, not the parser's.
  if (!read.ok) return looksLikeOne ? t.t('record.fileDamaged') : t.t('record.notAGame');
  const format = (read.document as { format?: unknown } | null)?.format;
  if (format !== 'skyjo-record') return t.t('record.notAGame');
  const summary = summariseRecord(read.document);
  return summary.ok ? null : feedbackText(t, summary.refusal);
}

/** The first seat a person, the others medium computers: the choice offered for a record without seats. */
const defaultKinds = (count: number): SeatKind[] =>
  Array.from({ length: count }, (_, seat) => (seat === 0 ? 'person' : 'medium'));

/** The import screen, and what ends it (its listeners on the page). */
export interface ImportScreen {
  readonly element: HTMLElement;
  dispose(): void;
}

/**
 * The import screen: a game file dropped on it or chosen in its drop zone, a game link pasted
 * (or the link the page was opened with, `initial`), or, under "advanced", a record's text; the
 * game then shows as a card whose seats a tap turns (person or a computer level), and it is
 * resumed, watched or reviewed. A file or link that holds no game is said so at once; the saved
 * game is never touched before the player resumes.
 */
export function importScreen(
  t: Translator,
  actions: ImportActions,
  names: (players: readonly string[]) => readonly string[],
  initial: { readonly text?: string; readonly problem?: string } = {},
): ImportScreen {
  const area = h('textarea', {
    class: 'record',
    rows: 6,
    'aria-label': t.t('record.advancedImport'),
  });
  const notice = h('p', { class: 'notice', role: 'alert', hidden: true });
  const slot = h('div', { class: 'record-slot' });
  let kinds: SeatKind[] = [];
  /** Whether the text was put in the box by hand (else it came from a file or a link). */
  let typed = false;
  let players: readonly string[] = [];
  const tell = (message: string | null) => {
    notice.hidden = message === null;
    notice.textContent = message ?? '';
  };
  /** The card of the text in the box (its seats kept while its players stay the same). */
  const show = () => {
    const read = area.value.length > MAX_RECORD_CHARS ? null : readRecordText(area.value);
    const summarised = read?.ok ? summariseRecord(read.document) : null;
    // A record that does not replay still offers its seats, typed in: the engine says why at a press.
    const summary = summarised?.ok
      ? summarised.summary
      : typed && read?.ok
        ? playersOnly(read.document)
        : null;
    // A file or a link that holds no game offers nothing to do with it.
    const offered = area.value.trim() !== '' && (typed || summarised?.ok === true);
    footer.replaceChildren(back, ...(offered ? buttons : []));
    if (summary === null || !read?.ok) {
      players = [];
      slot.replaceChildren();
      return;
    }
    if (summary.players.join('\n') !== players.join('\n'))
      kinds = recordSeatKinds(read.document) ?? defaultKinds(summary.players.length);
    players = summary.players;
    slot.replaceChildren(
      chooserCard(t, names(summary.players), summary, kinds, (seat, kind) => (kinds[seat] = kind)),
    );
  };

  /** Opens a record's text from a file or a link: said at once when it holds no game. */
  const open = (text: string, from: string | null) => {
    area.value = text;
    typed = false;
    show();
    const problem = loadProblem(t, text);
    tell(problem);
    zone.opened(problem === null ? from : null);
  };
  const openFile = async (file: File) => {
    const chosen = await readChosenFile(file);
    if (chosen.ok) return open(chosen.text, t.t('record.opened', { file: chosen.name }));
    tell(
      chosen.reason === 'too-large'
        ? tooLargeMessage(t, chosen.size)
        : t.t('record.fileUnreadable'),
    );
  };
  const link = h('input', {
    type: 'text',
    inputmode: 'url',
    name: 'link',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: t.t('record.linkPlaceholder'),
  });
  const openLink = async (text: string) => {
    const linked = await recordFromLink(text);
    if (linked.ok) open(linked.text, t.t('record.openedLink'));
    else tell(linkProblem(t, linked));
  };
  const attempt =
    (take: (text: string, seats: readonly SeatKind[]) => ImportFeedback | null) => () => {
      const problem = take(area.value, kinds);
      tell(problem === null ? null : feedbackText(t, problem));
    };
  const back = h(
    'button',
    { type: 'button', 'data-action': 'back', onclick: actions.onBack },
    t.t('back'),
  );
  const footer = h('div', { class: 'buttons' }, back);
  const buttons = [
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
  ];
  area.addEventListener('input', () => {
    typed = true;
    tell(area.value.length > MAX_RECORD_CHARS ? tooLargeMessage(t, area.value.length) : null);
    zone.opened(null);
    show();
  });
  const element: HTMLElement = h(
    'section',
    {
      class: 'screen dialog import-screen',
      'data-screen': 'import',
      role: 'dialog',
      'aria-labelledby': 'import-title',
    },
    h('h2', { id: 'import-title', class: 'screen-title' }, t.t('importTitle')),
    h('p', { class: 'import-help' }, t.t('importHelp')),
  );
  const zone = dropZone(t, element, (file) => void openFile(file));
  element.append(
    h(
      'div',
      { class: 'import-stage' },
      zone.element,
      h(
        'form',
        {
          class: 'link-form',
          onsubmit: (event) => {
            event.preventDefault();
            void openLink(link.value);
          },
        },
        h('label', { class: 'link-label' }, h('span', {}, t.t('record.linkLabel')), link),
        h('button', { type: 'submit', 'data-action': 'open-link' }, t.t('record.openLink')),
      ),
    ),
    notice,
    slot,
    disclosure(
      { label: t.t('record.advancedImport'), className: 'advanced', action: 'advanced' },
      area,
    ).element,
    footer,
  );
  /** A link or a record pasted anywhere on the screen but a field opens at once. */
  const paste = (event: ClipboardEvent) => {
    if ((event.target as Element | null)?.closest('input, textarea')) return;
    const text = event.clipboardData?.getData('text') ?? '';
    if (linkedGame(text) !== null) void openLink(text);
    else if (text.trim().startsWith('{')) open(text, null);
  };
  // A file dropped beside the screen would make the browser leave the game to show it.
  const keepPage = (event: DragEvent) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  };
  document.addEventListener('paste', paste);
  document.addEventListener('dragover', keepPage);
  document.addEventListener('drop', keepPage);
  if (initial.text !== undefined) open(initial.text, t.t('record.openedLink'));
  else show();
  if (initial.problem !== undefined) tell(initial.problem);
  return {
    element,
    dispose: () => {
      document.removeEventListener('paste', paste);
      document.removeEventListener('dragover', keepPage);
      document.removeEventListener('drop', keepPage);
    },
  };
}
