import { h } from '../../page/dom';
import { controlId, controlWords, pictureSlot } from './parts';
import { keyMove } from './keys';
import { type NumberRange, steppedValue, typedInteger } from './stepping';

/** A stepper's name, words, bounds, value and what a change does. */
export interface StepperOptions extends NumberRange {
  /** The number field's name (`input[name]`), which tests and forms read. */
  readonly name: string;
  readonly label: string;
  readonly note?: string;
  readonly picture?: Node;
  readonly value: number;
  /** The names of the − and + buttons ("Lower the target", "Raise the target"). */
  readonly lower: string;
  readonly raise: string;
  /** How many steps Page Up and Page Down move (default 5). */
  readonly pageSteps?: number;
  readonly onChange?: (value: number) => void;
}

/** A stepper and how to read it. */
export interface StepperControl {
  readonly element: HTMLElement;
  /** The number it shows now (what is typed, kept inside its bounds). */
  value(): number;
  /** Shows `value` (without telling `onChange`). */
  set(value: number): void;
}

/** How long a held − or + waits before it repeats, and then between repeats (ms). */
const HOLD_MS = 420;
const REPEAT_MS = 80;

/**
 * A number between − and + buttons, as a game's stepper: the number large in the middle, a press
 * of − or + steps to the next multiple of the step (held, it repeats), the number can be typed.
 * The number is a spin button (arrow keys step, Page Up and Page Down step further); the buttons
 * are for the pointer and touch, out of the Tab order.
 */
export function stepper(options: StepperOptions): StepperControl {
  const range: NumberRange = options;
  const fieldId = controlId('stepper');
  const labelId = controlId('stepper-label');
  let current = options.value;
  const input = h('input', {
    id: fieldId,
    type: 'number',
    inputmode: 'numeric',
    class: 'ctl-number',
    name: options.name,
    min: options.min,
    max: options.max,
    step: 1,
    value: current,
  });
  const button = (direction: 1 | -1) =>
    h(
      'button',
      {
        type: 'button',
        class: 'ctl-step',
        tabindex: -1,
        'data-step': direction > 0 ? 'up' : 'down',
        'aria-label': direction > 0 ? options.raise : options.lower,
        'aria-controls': fieldId,
      },
      direction > 0 ? '+' : '−',
    );
  const down = button(-1);
  const up = button(1);

  const show = (value: number, tell = true) => {
    const changed = tell && value !== current;
    current = value;
    if (input.value !== String(value)) input.value = String(value);
    down.disabled = value <= options.min;
    up.disabled = value >= options.max;
    if (changed) options.onChange?.(value);
  };
  const step = (direction: 1 | -1, steps = 1) =>
    show(steppedValue(typedInteger(input.value, range, current), direction, range, steps));

  input.addEventListener('keydown', (event) => {
    const move = keyMove(event.key);
    // Left and Right move the caret in the number; Home and End too.
    if (move === null || event.key === 'ArrowLeft' || event.key === 'ArrowRight') return;
    event.preventDefault();
    step(move.direction, move.page ? (options.pageSteps ?? 5) : 1);
  });
  input.addEventListener('change', () => show(typedInteger(input.value, range, current)));
  for (const [control, direction] of [
    [down, -1],
    [up, 1],
  ] as const)
    holdToRepeat(control, () => {
      step(direction);
      return !control.disabled;
    });
  show(current);

  const element = h(
    'div',
    { class: 'ctl ctl-row ctl-stepper-row', 'data-control': options.name },
    pictureSlot(options.picture),
    controlWords(options.label, options.note, { labelId, forId: fieldId }),
    h('div', { class: 'ctl-stepper', role: 'group', 'aria-labelledby': labelId }, down, input, up),
  );
  return {
    element,
    value: () => typedInteger(input.value, range, current),
    set: (value) => show(value, false),
  };
}

/**
 * Makes `button` act once per press, and again and again while held (after `HOLD_MS`); `act`
 * says whether another repeat makes sense (not at a bound).
 */
function holdToRepeat(button: HTMLButtonElement, act: () => boolean): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let repeated = false;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  button.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    stop();
    repeated = false;
    const repeat = () => {
      repeated = true;
      timer = act() ? setTimeout(repeat, REPEAT_MS) : undefined;
    };
    timer = setTimeout(repeat, HOLD_MS);
  });
  for (const type of ['pointerup', 'pointerleave', 'pointercancel'] as const)
    button.addEventListener(type, stop);
  button.addEventListener('click', () => {
    // A hold that repeated has done its steps; its release is no extra step.
    if (repeated) repeated = false;
    else act();
  });
}
