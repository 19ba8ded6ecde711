import './join.css';
import type { Translator } from '../../i18n';
import { MAX_NAME_LENGTH } from '../../online/room-settings';
import { normalizeRoomCode, ROOM_CODE_LENGTH } from '../../online/room-code';
import type { KeyValueStore } from '../../storage';
import { lookPicker } from '../look/look-picker';
import { personLookSlot } from '../look/look-store';
import { h } from '../page/dom';
import { codeCharacter, pastedCode } from './code-entry';

/**
 * The room code in large boxes, one per character, as a game's party code: typing fills a box
 * and moves on (upper case; a character no code holds is refused and said why), Backspace goes
 * back, the arrows move, and a code or an invite link pasted into any box fills them all.
 * `onWhole` hears when the last box is filled.
 */
function codeBoxes(
  t: Translator,
  code: string,
  say: (text: string) => void,
  onWhole: () => void,
): { readonly element: HTMLElement; value(): string; focus(): void } {
  const boxes = Array.from({ length: ROOM_CODE_LENGTH }, (_, i) =>
    h('input', {
      type: 'text',
      class: 'code-box',
      inputmode: 'text',
      autocapitalize: 'characters',
      autocomplete: 'off',
      spellcheck: 'false',
      enterkeyhint: 'next',
      placeholder: '·',
      'aria-label': t.t('join.char', { n: i + 1, total: ROOM_CODE_LENGTH }),
      'data-index': i,
      value: code[i] ?? '',
    }),
  );
  const fill = (from: number, chars: string) => {
    [...chars].forEach((char, k) => {
      const box = boxes[from + k];
      if (box !== undefined) box.value = char;
    });
    const next = Math.min(from + chars.length, ROOM_CODE_LENGTH - 1);
    if (boxes.every((box) => box.value !== '')) onWhole();
    else boxes[next]!.focus();
  };
  const refuse = (box: HTMLInputElement, char: string) => {
    say(t.t('join.refused', { char }));
    box.classList.remove('refused');
    void box.offsetWidth;
    box.classList.add('refused');
  };
  boxes.forEach((box, i) => {
    box.addEventListener('focus', () => box.select());
    box.addEventListener('beforeinput', (event) => {
      // Typed text (one character, or several from a keyboard's suggestion) fills from here on.
      if (event.inputType !== 'insertText' || event.data === null) return;
      event.preventDefault();
      const chars = [...event.data.replace(/[\s-]/g, '')];
      const taken = chars.map(codeCharacter);
      const bad = chars.find((_, k) => taken[k] === null);
      if (bad !== undefined) return refuse(box, bad);
      fill(i, taken.join(''));
    });
    // What arrives without a `beforeinput` (an input method's composition, an autofill): kept
    // only as far as it is a code.
    const take = () => {
      const typed = box.value;
      box.value = '';
      const chars = pastedCode(typed);
      if (chars !== null) fill(i, chars);
      else if (typed.trim() !== '') refuse(box, typed.trim());
    };
    box.addEventListener('input', (event) => {
      if (!(event as InputEvent).isComposing) take();
    });
    box.addEventListener('compositionend', take);
    box.addEventListener('paste', (event) => {
      event.preventDefault();
      const text = event.clipboardData?.getData('text') ?? '';
      const chars = pastedCode(text);
      if (chars === null) return say(t.t('badRoomCode'));
      fill(chars.length === ROOM_CODE_LENGTH ? 0 : i, chars);
    });
    box.addEventListener('keydown', (event) => {
      if (event.key === 'Backspace' && box.value === '' && i > 0) {
        event.preventDefault();
        boxes[i - 1]!.value = '';
        boxes[i - 1]!.focus();
      } else if (event.key === 'ArrowLeft' && i > 0) {
        event.preventDefault();
        boxes[i - 1]!.focus();
      } else if (event.key === 'ArrowRight' && i < ROOM_CODE_LENGTH - 1) {
        event.preventDefault();
        boxes[i + 1]!.focus();
      }
    });
  });
  const half = ROOM_CODE_LENGTH / 2;
  const element = h(
    'div',
    {
      class: 'code-boxes',
      role: 'group',
      'aria-labelledby': 'room-code-label',
      'aria-describedby': 'room-code-help',
    },
    ...boxes.slice(0, half),
    h('span', { class: 'code-dash', 'aria-hidden': 'true' }, '–'),
    ...boxes.slice(half),
  );
  return {
    element,
    value: () => boxes.map((box) => box.value).join(''),
    focus: () => (boxes.find((box) => box.value === '') ?? boxes[0]!).focus(),
  };
}

/**
 * "Join a room": the room code (from the link, or typed in its boxes), the person's name, and
 * their avatar and colour (the online setup screen's picker, kept in `store`). `watchFirst`: the
 * room has no seat to give (its game started, or every seat is taken), so watching is the big
 * button and joining the small one.
 */
export function joinScreen(
  t: Translator,
  initial: { readonly code: string; readonly name: string; readonly watchFirst?: boolean },
  actions: {
    onJoin(code: string, name: string): void;
    /** Watch the room without a seat. */
    onWatch(code: string): void;
    onBack(): void;
  },
  problem: string | null,
  store?: KeyValueStore,
): HTMLElement {
  const known = normalizeRoomCode(initial.code);
  const watchFirst = initial.watchFirst === true;
  const voice = h('p', { class: 'code-voice', 'aria-live': 'polite' });
  const say = (text: string) => {
    voice.textContent = voice.textContent === text ? `${text}\u00a0` : text;
  };
  const name = h('input', {
    type: 'text',
    name: 'name',
    required: true,
    maxlength: MAX_NAME_LENGTH,
    autocomplete: 'nickname',
    value: initial.name,
    autofocus: known !== null && !watchFirst,
  });
  const code = codeBoxes(t, known ?? pastedCode(initial.code) ?? '', say, () => name.focus());
  const notice = h(
    'p',
    { class: 'notice', role: 'alert', hidden: problem === null },
    problem ?? '',
  );
  const watchButton = h(
    'button',
    {
      type: 'button',
      class: watchFirst ? 'primary' : undefined,
      autofocus: watchFirst,
      'data-action': 'watch-room',
      onclick: () => {
        const room = normalizeRoomCode(code.value());
        if (room !== null) return actions.onWatch(room);
        notice.textContent = t.t('badRoomCode');
        notice.hidden = false;
        code.focus();
      },
    },
    t.t('watch'),
  );
  const joinButton = h(
    'button',
    { type: 'submit', class: watchFirst ? undefined : 'primary', 'data-action': 'join-room' },
    t.t('join'),
  );
  const form = h(
    'form',
    {
      class: 'screen join-screen',
      'data-screen': 'join',
      'aria-labelledby': 'join-title',
      onsubmit: (event) => {
        event.preventDefault();
        const room = normalizeRoomCode(code.value());
        if (room === null) {
          notice.textContent = t.t('badRoomCode');
          notice.hidden = false;
          code.focus();
          return;
        }
        actions.onJoin(room, name.value.trim());
      },
    },
    h('h2', { id: 'join-title', class: 'screen-title' }, t.t('joinTitle')),
    notice,
    h(
      'div',
      { class: 'join-code' },
      h('p', { id: 'room-code-label', class: 'join-label' }, t.t('roomCode')),
      code.element,
      h('p', { id: 'room-code-help', class: 'help' }, t.t('join.help')),
      voice,
    ),
    h('label', { class: 'join-name' }, h('span', {}, t.t('yourName')), name),
    store && lookPicker(t, personLookSlot(store)),
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: actions.onBack }, t.t('back')),
      // The big button comes last (under the thumb on a phone).
      ...(watchFirst ? [joinButton, watchButton] : [watchButton, joinButton]),
    ),
  );
  return form;
}
