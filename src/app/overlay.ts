import './screen-motion.css';
import { replaceChildren } from './dom';

/** The layer of menu screens and dialogs over the table; one screen at a time. */
export class Overlay {
  private current: HTMLElement | null = null;

  /** An overlay inside `element`. */
  constructor(private readonly element: HTMLElement) {}

  /** Shows `screen` at its top and focuses its first control; nothing changes if it is shown. */
  show(screen: HTMLElement): void {
    if (screen === this.current) return;
    this.current = screen;
    replaceChildren(this.element, screen);
    this.element.hidden = false;
    this.element.scrollTop = 0;
    screen.scrollTop = 0;
    const first =
      screen.querySelector<HTMLElement>('[autofocus]') ??
      screen.querySelector<HTMLElement>('button, input, select, textarea');
    first?.focus({ preventScroll: true });
  }

  /** Hides the overlay. */
  hide(): void {
    this.current = null;
    replaceChildren(this.element);
    this.element.hidden = true;
  }

  /** Whether a screen is shown. */
  get open(): boolean {
    return this.current !== null;
  }
}
