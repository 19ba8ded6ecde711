import type { GameRecord } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../dom';

/** The export dialog: the record as text, to copy or download. */
export function exportDialog(t: Translator, record: GameRecord, onClose: () => void): HTMLElement {
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
    h('p', {}, t.t('exportHelp')),
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

/** What the import dialog does with a record's text; returns an error message, or null if taken. */
export interface ImportActions {
  readonly onResume: (text: string) => string | null;
  readonly onReplay: (text: string) => string | null;
  readonly onBack: () => void;
}

/** The import dialog: paste or choose a record, then resume it or watch it. */
export function importDialog(t: Translator, actions: ImportActions): HTMLElement {
  const area = h('textarea', { class: 'record', rows: 8, 'aria-label': t.t('importHelp') });
  const error = h('p', { class: 'notice', role: 'alert', hidden: true });
  const file = h('input', {
    type: 'file',
    accept: '.json,application/json,text/plain',
    'aria-label': t.t('chooseFile'),
    onchange: async (event) => {
      const chosen = (event.target as HTMLInputElement).files?.[0];
      if (chosen) area.value = await chosen.text();
    },
  });
  const attempt = (take: (text: string) => string | null) => () => {
    const problem = take(area.value);
    error.hidden = problem === null;
    if (problem !== null) error.textContent = t.t('importError', { message: problem });
  };
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
