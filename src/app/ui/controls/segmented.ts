import { h } from '../../page/dom';
import { controlId, controlWords, pictureSlot } from './parts';

/** One option of a choice: its value, its words and its small picture. */
export interface ChoiceOption<V extends string> {
  readonly value: V;
  readonly label: string;
  /** A second, smaller line (a tile's description). */
  readonly note?: string;
  readonly picture?: Node;
  /** The language the label is in, when not the page's (a language's own name). */
  readonly lang?: string;
}

/** A choice's name, words, options, value and what a change does. */
export interface ChoiceOptions<V extends string> {
  /** The radio buttons' name (`input[name]`), which tests and forms read. */
  readonly name: string;
  readonly label: string;
  readonly note?: string;
  readonly options: readonly ChoiceOption<V>[];
  readonly value: V;
  /**
   * `segments`: a bar of options side by side (wrapping when they do not fit); `tiles`: larger
   * tiles with a picture over the words, in a grid.
   */
  readonly look?: 'segments' | 'tiles';
  readonly onChange?: (value: V) => void;
}

/** A choice and how to read and set it. */
export interface ChoiceControl<V extends string> {
  readonly element: HTMLElement;
  /** The chosen value. */
  value(): V;
  /** Chooses `value` (without telling `onChange`). */
  set(value: V): void;
}

/**
 * One of a few options as a segmented bar or tiles, the chosen one gold: the game's stand-in
 * for a drop-down list or a list of radio buttons. Each option is a radio button spread over its
 * segment (arrow keys move the choice, as in any radio group); its label draws it.
 */
export function segmentedChoice<V extends string>(options: ChoiceOptions<V>): ChoiceControl<V> {
  const labelId = controlId('choice-label');
  const inputs = options.options.map((option) => {
    const id = controlId(`choice-${options.name}`);
    const input = h('input', {
      id,
      type: 'radio',
      class: 'ctl-hit',
      name: options.name,
      value: option.value,
      checked: option.value === options.value,
      onchange: () => {
        if (input.checked) options.onChange?.(option.value);
      },
    });
    const face = h(
      'label',
      { class: 'ctl-face', for: id, lang: option.lang },
      pictureSlot(option.picture),
      h('span', { class: 'ctl-face-label' }, option.label),
      option.note === undefined ? null : h('span', { class: 'ctl-face-note' }, option.note),
    );
    return { input, segment: h('div', { class: 'ctl-segment' }, input, face) };
  });
  const look = options.look ?? 'segments';
  const element = h(
    'div',
    { class: `ctl ctl-choice ctl-${look}`, 'data-control': options.name },
    controlWords(options.label, options.note, { labelId }),
    h(
      'div',
      {
        class: 'ctl-options',
        role: 'radiogroup',
        'aria-labelledby': labelId,
        style: `--options: ${inputs.length}`,
      },
      ...inputs.map(({ segment }) => segment),
    ),
  );
  return {
    element,
    value: () => (inputs.find(({ input }) => input.checked)?.input.value ?? options.value) as V,
    set: (value) => {
      for (const { input } of inputs) input.checked = input.value === value;
    },
  };
}
