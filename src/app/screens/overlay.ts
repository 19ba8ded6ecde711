import '../page/screen-motion.css';
import { replaceChildren } from '../page/dom';

/** The layer of menu screens and dialogs over the table; one screen at a time. */
export class Overlay {
  private current: HTMLElement | null = null;

  /** An overlay inside `element`. */
  constructor(private readonly element: HTMLElement) {}

  /** Shows `screen` at its top and focuses its first control; nothing changes if it is shown. */
  show(screen: HTMLElement): void {
    if (screen === this.current) return;
    this.current = screen;
    delete screen.dataset.entered;
    replaceChildren(this.element, screen);
    this.element.hidden = false;
    this.element.scrollTop = 0;
    screen.scrollTop = 0;
    this.markEntered(screen);
    const first =
      screen.querySelector<HTMLElement>('[autofocus]') ??
      screen.querySelector<HTMLElement>('button, input, select, textarea');
    first?.focus({ preventScroll: true });
  }

  /**
   * Marks `screen` `data-entered` once its entrance has ended (at once without one: reduced
   * motion), so that a test waits for the screen as it stays rather than as it comes in. The
   * entrance is every animation in it that plays once: a win's repeating glow is not waited for.
   */
  private markEntered(screen: HTMLElement): void {
    const ended = screen
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getTiming().iterations === 1)
      .map((animation) => animation.finished);
    // A screen left before its entrance ended cancels it: it is not marked.
    Promise.all(ended).then(
      () => {
        if (this.current === screen) screen.dataset.entered = '';
      },
      () => undefined,
    );
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
