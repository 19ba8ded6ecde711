import { h } from '../../page/dom';

let made = 0;

/** A fresh id for an element a control's label points at (`for`, `aria-labelledby`). */
export function controlId(prefix: string): string {
  made += 1;
  return `${prefix}-${made}`;
}

/** A control's small picture of what it changes, or nothing; decorative (the words say it). */
export function pictureSlot(picture: Node | undefined): HTMLElement | null {
  return picture === undefined
    ? null
    : h('span', { class: 'ctl-picture', 'aria-hidden': 'true' }, picture);
}

/** What a control's row says: its label (a `label` element when `forId` names its field) and a note. */
export function controlWords(
  label: string,
  note: string | undefined,
  ids: { readonly labelId?: string; readonly forId?: string } = {},
): HTMLElement {
  const text =
    ids.forId === undefined
      ? h('span', { class: 'ctl-label', id: ids.labelId }, label)
      : h('label', { class: 'ctl-label', id: ids.labelId, for: ids.forId }, label);
  return h(
    'span',
    { class: 'ctl-words' },
    text,
    note === undefined ? null : h('span', { class: 'ctl-note' }, note),
  );
}
