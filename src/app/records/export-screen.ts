import './records.css';
import type { GameRecord } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';
import { svg } from '../ui/stats-chart';
import { disclosure, popToast, tileButton } from '../ui/controls';
import { recordCard } from './record-card';
import { recordFileName, saveRecordFile } from './record-file';
import { MAX_LINK_CHARS, recordLink } from './record-link';
import { summariseRecord } from './record-summary';

/** A tile's picture drawn in strokes on a 48 × 48 box. */
function picture(paths: readonly string[]): SVGElement {
  const art = svg('svg', { viewBox: '0 0 48 48', class: 'share-picture' });
  for (const d of paths) art.append(svg('path', { d }));
  return art;
}

/** A file going down into a tray. */
const FILE_PICTURE = [
  'M17 6h11l7 7v17H17z',
  'M28 6v7h7',
  'M26 18v9m-4-4 4 4 4-4',
  'M8 30v9a3 3 0 0 0 3 3h30a3 3 0 0 0 3-3v-9',
];
/** Two links of a chain. */
const LINK_PICTURE = [
  'M21 27l6-6',
  'M18.5 22.5l-4 4a6 6 0 0 0 8.5 8.5l4-4',
  'M29.5 25.5l4-4a6 6 0 0 0-8.5-8.5l-4 4',
];

/**
 * The export screen: the game as a card (its players, totals, how far it went), then two tiles —
 * save it as a `.skyjo.json` file, or copy a link that opens it in the game (the record packed
 * into the link's fragment, which no server sees; a game too long for a link says so and keeps
 * the file). The record's text shows only under "advanced". `complete`: it holds every card (a
 * round that is over), else it is the public record of the round under way. `base` is the
 * game's own address.
 */
export function exportScreen(
  t: Translator,
  record: GameRecord,
  names: readonly string[],
  complete: boolean,
  base: string,
  onClose: () => void,
): HTMLElement {
  const text = JSON.stringify(record);
  /** What a tile just did, as a toast over the tiles' foot (it takes no room of its own). */
  const done = popToast('share-status');
  /** Why a link cannot be had, a line that shows only then. */
  const notice = h('p', { class: 'share-notice', role: 'status' });
  const linkField = h('input', {
    type: 'text',
    readonly: true,
    class: 'link-field',
    'aria-label': t.t('record.linkField'),
    hidden: true,
  });
  let url: string | null = null;
  const save = () => {
    const name = recordFileName(new Date());
    saveRecordFile(text, name);
    done.show(t.t('record.saved', { file: name }), true);
  };
  const copyLink = () => {
    if (url === null) return;
    const shown = url;
    const fail = () => {
      linkField.value = shown;
      linkField.hidden = false;
      linkField.select();
      notice.textContent = t.t('record.linkCopyFailed');
    };
    if (navigator.clipboard === undefined) return fail();
    navigator.clipboard.writeText(shown).then(() => {
      linkField.hidden = true;
      notice.textContent = '';
      done.show(t.t('record.linkCopied'), true);
    }, fail);
  };
  const fileTile = tileButton({
    label: t.t('record.saveFile'),
    note: t.t('record.saveFileNote'),
    picture: picture(FILE_PICTURE),
    action: 'download',
    className: 'share-tile',
    onClick: save,
  });
  const linkTile = tileButton({
    label: t.t('record.copyLink'),
    note: t.t('record.copyLinkNote'),
    picture: picture(LINK_PICTURE),
    action: 'copy-link',
    className: 'share-tile',
    onClick: copyLink,
  });
  linkTile.disabled = true;
  void recordLink(text, base).then((made) => {
    if (made.ok) {
      url = made.url;
      linkTile.disabled = false;
      return;
    }
    linkTile.dataset.refused = made.reason;
    notice.textContent =
      made.reason === 'too-long'
        ? t.t('record.linkTooLong', {
            size: String(Math.ceil(made.chars / 1024)),
            max: String(Math.floor(MAX_LINK_CHARS / 1024)),
          })
        : t.t('record.linkUnavailable');
  });
  const area = h('textarea', {
    class: 'record',
    readonly: true,
    rows: 6,
    'aria-label': t.t('record.advancedExport'),
  });
  area.value = text;
  const copied = popToast('copied');
  const copyText = () => {
    area.select();
    navigator.clipboard?.writeText(text).then(
      () => copied.show(t.t('copied'), true),
      () => undefined,
    );
  };
  const summarised = summariseRecord(record);
  return h(
    'section',
    {
      class: 'screen dialog export-screen',
      'data-screen': 'export',
      role: 'dialog',
      'aria-labelledby': 'export-title',
    },
    h('h2', { id: 'export-title', class: 'screen-title' }, t.t('exportTitle')),
    summarised.ok ? recordCard(t, names, summarised.summary) : null,
    h('p', { class: 'export-help' }, t.t(complete ? 'exportHelp' : 'exportHelpPublic')),
    h('div', { class: 'share-tiles' }, fileTile, linkTile, done.element),
    notice,
    linkField,
    disclosure(
      { label: t.t('record.advancedExport'), className: 'advanced', action: 'advanced' },
      area,
      h(
        'div',
        { class: 'advanced-buttons' },
        h(
          'button',
          { type: 'button', 'data-action': 'copy-text', onclick: copyText },
          t.t('record.copyText'),
        ),
        copied.element,
      ),
    ).element,
    h(
      'div',
      { class: 'buttons' },
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
