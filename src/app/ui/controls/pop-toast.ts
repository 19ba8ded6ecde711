import './pop-toast.css';
import { h } from '../../page/dom';

/** A toast that pops over the foot of the box it is put in, and how to show it. */
export interface PopToast {
  /** The toast: a status the page reads aloud; its box needs `position: relative`. */
  readonly element: HTMLElement;
  /** Pops it up saying `text` (`done` false: something went wrong, it stays longer). */
  show(text: string, done: boolean): void;
}

/**
 * A short word on what a button just did ("The link is copied."), as a gold pill that pops over
 * the foot of its box and pops away: it takes no room of its own, so nothing moves as it comes,
 * and no empty line waits for it. `className` is the screen's own class for it.
 */
export function popToast(className: string): PopToast {
  const element = h('p', { class: `pop-toast ${className}`, role: 'status' });
  return {
    element,
    show: (text, done) => {
      element.textContent = text;
      element.dataset.done = String(done);
      // Its animation starts again at each word.
      element.classList.remove('shown');
      void element.offsetWidth;
      element.classList.add('shown');
    },
  };
}
