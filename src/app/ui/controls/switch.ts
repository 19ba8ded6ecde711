import { h } from '../../page/dom';
import { controlId, controlWords, pictureSlot } from './parts';

/** A switch's name, words, picture, state and what a change does. */
export interface SwitchOptions {
  /** The field's name (`input[name]`), which tests and forms read. */
  readonly name: string;
  readonly label: string;
  /** A line under the label saying more, read as the switch's description. */
  readonly note?: string;
  /** A small drawing of what the switch changes. */
  readonly picture?: Node;
  readonly checked: boolean;
  readonly onChange?: (checked: boolean) => void;
}

/** A switch and how to read it. */
export interface SwitchControl {
  /** The row: picture, words and the switch; a press anywhere on it flips the switch. */
  readonly element: HTMLElement;
  /** Whether it is on. */
  checked(): boolean;
  /** Turns it on or off (without telling `onChange`). */
  set(checked: boolean): void;
}

/**
 * An on/off switch drawn in the art direction: a pill whose knob slides to the gold side when on
 * (a checkbox with the `switch` role: Space flips it, and Enter too, as the ARIA pattern allows;
 * its label is its name, its note its description).
 */
export function switchControl(options: SwitchOptions): SwitchControl {
  const labelId = controlId('switch-label');
  const noteId = options.note === undefined ? undefined : controlId('switch-note');
  const input = h('input', {
    type: 'checkbox',
    role: 'switch',
    class: 'ctl-switch',
    name: options.name,
    checked: options.checked,
    'aria-labelledby': labelId,
    'aria-describedby': noteId,
    onchange: () => options.onChange?.(input.checked),
    onkeydown: (event) => {
      if ((event as KeyboardEvent).key !== 'Enter') return;
      event.preventDefault();
      input.click();
    },
  });
  const words = controlWords(options.label, options.note, { labelId });
  if (noteId !== undefined) words.lastElementChild!.id = noteId;
  const element = h(
    'label',
    { class: 'ctl ctl-row ctl-switch-row', 'data-control': options.name },
    pictureSlot(options.picture),
    words,
    input,
  );
  return {
    element,
    checked: () => input.checked,
    set: (checked) => {
      input.checked = checked;
    },
  };
}
