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
  /** The label is read, not shown (a group's heading already says it). */
  readonly labelHidden?: boolean;
  /** A line under the label; `describe` makes it say what the chosen option does. */
  readonly note?: string;
  readonly describe?: (value: V) => string;
  readonly options: readonly ChoiceOption<V>[];
  /** The option chosen at first; `null` for none (a rule set the options follow no longer). */
  readonly value: V | null;
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
  /** The chosen value, if any. */
  value(): V | null;
  /** Chooses `value`, or none (without telling `onChange`). */
  set(value: V | null): void;
}

/**
 * One of a few options as a segmented bar or tiles, the chosen one gold: the game's stand-in
 * for a drop-down list or a list of radio buttons. Each option is a radio button spread over its
 * segment (arrow keys move the choice, as in any radio group); its label draws it.
 */
export function segmentedChoice<V extends string>(options: ChoiceOptions<V>): ChoiceControl<V> {
  const labelId = controlId('choice-label');
  const captionId = controlId('choice-caption');
  const described = options.value === null ? '' : options.describe?.(options.value);
  const words = controlWords(options.label, options.note ?? described, { labelId });
  const caption = words.querySelector('.ctl-note');
  caption?.setAttribute('id', captionId);
  if (options.labelHidden) words.classList.add('ctl-unseen');
  const describe = (value: V) => {
    if (caption !== null && options.describe !== undefined)
      caption.textContent = options.describe(value);
  };
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
        if (!input.checked) return;
        describe(option.value);
        options.onChange?.(option.value);
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
    words,
    h(
      'div',
      {
        class: 'ctl-options',
        role: 'radiogroup',
        'aria-labelledby': labelId,
        'aria-describedby': caption === null ? undefined : captionId,
        style: `--options: ${inputs.length}`,
      },
      ...inputs.map(({ segment }) => segment),
    ),
  );
  return {
    element,
    value: () => (inputs.find(({ input }) => input.checked)?.input.value ?? null) as V | null,
    set: (value) => {
      for (const { input } of inputs) input.checked = input.value === value;
      if (value !== null) describe(value);
    },
  };
}
