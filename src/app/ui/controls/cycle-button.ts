import { h, replaceChildren } from '../../page/dom';
import { cycledIndex, keyMove } from './keys';

/** A cycle button's values, words, faces and what a change does. */
export interface CycleOptions<V extends string> {
  readonly values: readonly V[];
  readonly value: V;
  /** The button's name with a value ("Who plays seat 2: Computer: medium"). */
  readonly name: (value: V) => string;
  /** What the button shows for a value. */
  readonly face: (value: V) => readonly Node[];
  /** Says a new value aloud (a live region, `announcer`), as a press changes it. */
  readonly announce?: (text: string) => void;
  readonly onChange?: (value: V) => void;
  readonly className?: string;
  /** Its `data-action`, for tests and the page's sounds. */
  readonly action?: string;
}

/** A cycle button and how to read and set it. */
export interface CycleControl<V extends string> {
  readonly element: HTMLButtonElement;
  value(): V;
  /** Shows `value` (without telling `onChange`). */
  set(value: V): void;
}

/**
 * A button that steps through a few values, as a game's carousel: a press (click, tap, Enter,
 * Space) or the right and up arrows go to the next value, the left and down arrows back; it
 * wraps round. Its name says the value; each change is said aloud through `announce`.
 */
export function cycleButton<V extends string>(options: CycleOptions<V>): CycleControl<V> {
  let index = Math.max(0, options.values.indexOf(options.value));
  const element = h('button', {
    type: 'button',
    class: `ctl-cycle ${options.className ?? ''}`.trim(),
    'data-action': options.action,
  });
  const show = () => {
    const value = options.values[index]!;
    element.dataset.value = value;
    element.setAttribute('aria-label', options.name(value));
    replaceChildren(element, ...options.face(value));
  };
  const move = (delta: number) => {
    index = cycledIndex(index, delta, options.values.length);
    show();
    const value = options.values[index]!;
    options.announce?.(options.name(value));
    options.onChange?.(value);
  };
  element.addEventListener('click', () => move(1));
  element.addEventListener('keydown', (event) => {
    const step = keyMove(event.key);
    if (step === null || step.page) return;
    event.preventDefault();
    move(step.direction);
  });
  show();
  return {
    element,
    value: () => options.values[index]!,
    set: (value) => {
      index = Math.max(0, options.values.indexOf(value));
      show();
    },
  };
}

/**
 * A polite live region, out of sight, and the function that says a text through it: for
 * changes a control makes that its own name cannot tell (a cycle button's new value).
 */
export function announcer(): { readonly element: HTMLElement; say(text: string): void } {
  const element = h('p', { class: 'ctl-announce', role: 'status', 'aria-live': 'polite' });
  return {
    element,
    say: (text) => {
      // The same words twice (back and forth) are said again.
      element.textContent = element.textContent === text ? `${text}\u00a0` : text;
    },
  };
}
