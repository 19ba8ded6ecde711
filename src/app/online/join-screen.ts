import type { Translator } from '../../i18n';
import { MAX_NAME_LENGTH } from '../../online/room-settings';
import { formatRoomCode, normalizeRoomCode } from '../../online/room-code';
import { h } from '../page/dom';

/** "Join a room": the room code (from the link, or typed) and the person's name. */
export function joinScreen(
  t: Translator,
  initial: { readonly code: string; readonly name: string },
  actions: { onJoin(code: string, name: string): void; onBack(): void },
  problem: string | null,
): HTMLElement {
  const known = normalizeRoomCode(initial.code);
  const code = h('input', {
    type: 'text',
    name: 'code',
    required: true,
    maxlength: 12,
    autocapitalize: 'characters',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: 'ABCD-2345',
    value: known === null ? initial.code : formatRoomCode(known),
    'aria-describedby': 'room-code-help',
  });
  const name = h('input', {
    type: 'text',
    name: 'name',
    required: true,
    maxlength: MAX_NAME_LENGTH,
    autocomplete: 'nickname',
    value: initial.name,
    autofocus: known !== null,
  });
  const notice = h(
    'p',
    { class: 'notice', role: 'alert', hidden: problem === null },
    problem ?? '',
  );
  return h(
    'form',
    {
      class: 'screen setup-screen join-screen',
      'data-screen': 'join',
      onsubmit: (event) => {
        event.preventDefault();
        const room = normalizeRoomCode(code.value);
        if (room === null) {
          notice.textContent = t.t('badRoomCode');
          notice.hidden = false;
          return;
        }
        actions.onJoin(room, name.value.trim());
      },
    },
    h('h2', {}, t.t('joinTitle')),
    notice,
    h(
      'fieldset',
      {},
      h('label', {}, h('span', {}, t.t('roomCode')), code),
      h('p', { id: 'room-code-help', class: 'help' }, t.t('roomCodeHelp')),
      h('label', {}, h('span', {}, t.t('yourName')), name),
    ),
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: actions.onBack }, t.t('back')),
      h('button', { type: 'submit', class: 'primary', 'data-action': 'join-room' }, t.t('join')),
    ),
  );
}
