import type { Translator } from '../../i18n';
import { h } from '../page/dom';
import { svg } from '../ui/stats-chart';
import { RECORD_FILE_ENDING } from './record-file';

/** The zone's picture: a card back sliding into a tray, an arrow over it. */
function picture(): SVGElement {
  const art = svg('svg', { viewBox: '0 0 64 56', class: 'drop-picture', 'aria-hidden': 'true' });
  art.append(
    svg('rect', { x: 20, y: 4, width: 24, height: 33, rx: 3, class: 'drop-card' }),
    svg('rect', { x: 24, y: 8, width: 16, height: 25, rx: 1.5, class: 'drop-card-frame' }),
    svg('path', { d: 'M32 14v12m-5-5 5 5 5-5', class: 'drop-arrow' }),
    svg('path', { d: 'M8 34v10a4 4 0 0 0 4 4h40a4 4 0 0 0 4-4V34', class: 'drop-tray' }),
  );
  return art;
}

/** The drop zone and how to show what it opened. */
export interface DropZone {
  readonly element: HTMLElement;
  /** Folds the zone to a line saying what was opened (`null`: unfolds it, empty). */
  opened(words: string | null): void;
}

/**
 * Where a game file is dropped or chosen: a zone drawn as a card going into a tray, its button
 * opening the browser's file picker (the picker's own input stays out of sight, its "Choose
 * File" never shown); `onFile` hears the file. The whole `area` takes a dropped file, and the
 * zone lights up while one is held over it. Once a game is open, it folds to one line.
 */
export function dropZone(t: Translator, area: HTMLElement, onFile: (file: File) => void): DropZone {
  const input = h('input', {
    type: 'file',
    accept: `${RECORD_FILE_ENDING},.json,application/json,text/plain`,
    class: 'visually-hidden',
    tabindex: -1,
    'aria-hidden': 'true',
    onchange: () => {
      const file = input.files?.[0];
      if (file !== undefined) onFile(file);
      input.value = '';
    },
  });
  const words = h('strong', { class: 'drop-words' }, t.t('record.drop'));
  const done = h('span', { class: 'drop-done' });
  const choose = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      'data-action': 'choose-file',
      onclick: () => input.click(),
    },
    t.t('chooseFile'),
  );
  const zone = h(
    'div',
    { class: 'drop-zone' },
    picture(),
    words,
    done,
    h('span', { class: 'drop-or' }, t.t('record.dropOr')),
    choose,
    h('small', { class: 'drop-note' }, t.t('record.fileKinds')),
    input,
  );
  let held = 0;
  const light = (on: boolean) => {
    zone.toggleAttribute('data-over', on);
    words.textContent = t.t(on ? 'record.dropLetGo' : 'record.drop');
  };
  area.addEventListener('dragenter', (event) => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    held += 1;
    light(true);
  });
  area.addEventListener('dragover', (event) => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  });
  area.addEventListener('dragleave', () => {
    held = Math.max(0, held - 1);
    if (held === 0) light(false);
  });
  area.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files[0];
    if (file === undefined) return;
    event.preventDefault();
    held = 0;
    light(false);
    onFile(file);
  });
  return {
    element: zone,
    opened: (said) => {
      zone.toggleAttribute('data-opened', said !== null);
      done.textContent = said ?? '';
      choose.textContent = t.t(said === null ? 'chooseFile' : 'record.chooseAnother');
      choose.classList.toggle('primary', said === null);
    },
  };
}
