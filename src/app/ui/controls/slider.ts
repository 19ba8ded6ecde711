import { h } from '../../page/dom';
import { controlId, controlWords, pictureSlot } from './parts';
import { filledPercent, type NumberRange } from './stepping';

/** A slider's name, words, bounds, value and what it does as it moves. */
export interface SliderOptions extends NumberRange {
  /** The range field's name (`input[name]`), which tests and forms read. */
  readonly name: string;
  readonly label: string;
  readonly note?: string;
  readonly picture?: Node;
  readonly value: number;
  /** The value in words, shown beside the track and read by screen readers ("70 %", "Fast"). */
  readonly format: (value: number) => string;
  /** The words of each stop under the track, for a slider of a few stops (slow, normal, fast). */
  readonly stops?: readonly string[];
  /** While it moves. */
  readonly onInput?: (value: number) => void;
  /** Once it is let go (or a key moved it). */
  readonly onChange?: (value: number) => void;
}

/** A slider and how to read it. */
export interface SliderControl {
  readonly element: HTMLElement;
  value(): number;
}

/**
 * A value along a track, drawn in the art direction: a gold fill up to a gold knob, the value in
 * Rubik 800 beside it. A range input underneath: arrow keys, Page Up and Down, Home and End,
 * dragging and touch as the browser gives them; its value is read out in words.
 */
export function slider(options: SliderOptions): SliderControl {
  const fieldId = controlId('slider');
  const input = h('input', {
    id: fieldId,
    type: 'range',
    class: 'ctl-range',
    name: options.name,
    min: options.min,
    max: options.max,
    step: options.step,
    value: options.value,
  });
  const shown = h('output', { class: 'ctl-value', for: fieldId, 'aria-hidden': 'true' });
  const stops =
    options.stops === undefined
      ? []
      : options.stops.map((stop) => h('span', { class: 'ctl-stop' }, stop));
  const show = () => {
    const value = Number(input.value);
    const words = options.format(value);
    input.setAttribute('aria-valuetext', words);
    input.style.setProperty('--fill', `${filledPercent(value, options)}%`);
    shown.textContent = words;
    stops.forEach((stop, i) =>
      stop.classList.toggle('ctl-stop-on', options.min + i * options.step === value),
    );
  };
  input.addEventListener('input', () => {
    show();
    options.onInput?.(Number(input.value));
  });
  input.addEventListener('change', () => options.onChange?.(Number(input.value)));
  show();
  return {
    element: h(
      'div',
      { class: 'ctl ctl-row ctl-slider-row', 'data-control': options.name },
      pictureSlot(options.picture),
      controlWords(options.label, options.note, { forId: fieldId }),
      h(
        'div',
        { class: 'ctl-slider' },
        input,
        shown,
        stops.length === 0
          ? null
          : h('div', { class: 'ctl-stops', 'aria-hidden': 'true' }, ...stops),
      ),
    ),
    value: () => Number(input.value),
  };
}
