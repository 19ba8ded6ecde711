import './disclosure.css';
import { type Child, h } from '../../page/dom';
import { svgShape } from '../svg';
import { controlId } from './parts';

/** A disclosure's words, its class, and whether it starts open. */
export interface DisclosureOptions {
  /** The words on its button, which are its name. */
  readonly label: string;
  /** The class of the whole (what the screen's styles and tests find it by). */
  readonly className?: string;
  /** Its button's `data-action`, for tests. */
  readonly action?: string;
  readonly open?: boolean;
}

/** A disclosure and how to open or close it. */
export interface DisclosureControl {
  /** The whole: the button over what it folds away (`data-open` says whether it shows). */
  readonly element: HTMLElement;
  /** The button that opens and closes it. */
  readonly toggle: HTMLButtonElement;
  /** Whether what it folds away shows. */
  isOpen(): boolean;
  /** Opens or closes it. */
  set(open: boolean): void;
}

/** The gold chevron of the button, turned down when open (decorative: the state is read aloud). */
function chevron(): SVGElement {
  return svgShape(
    'svg',
    { viewBox: '0 0 16 16', class: 'ctl-disclosure-chevron', 'aria-hidden': 'true' },
    svgShape('path', { d: 'M6 3.5 10.5 8 6 12.5' }),
  );
}

/**
 * A "more" that folds `content` away, drawn in the art direction instead of the browser's
 * triangle: a chunky pill with a gold chevron that turns as it opens, over a navy well. It is the
 * ARIA disclosure pattern — a button whose `aria-expanded` says whether the part it controls shows
 * — so the keyboard (Enter, Space) and screen readers use it as any button, with the cyan ring.
 */
export function disclosure(options: DisclosureOptions, ...content: Child[]): DisclosureControl {
  const bodyId = controlId('disclosure');
  const body = h('div', { class: 'ctl-disclosure-body', id: bodyId }, ...content);
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'ctl-disclosure-toggle',
      'data-action': options.action,
      'aria-controls': bodyId,
    },
    chevron(),
    h('span', { class: 'ctl-disclosure-label' }, options.label),
  );
  const element = h(
    'div',
    { class: `ctl ctl-disclosure ${options.className ?? ''}`.trim() },
    toggle,
    body,
  );
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    element.dataset.open = String(open);
    body.hidden = !open;
  };
  set(options.open ?? false);
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  return { element, toggle, isOpen: () => element.dataset.open === 'true', set };
}
