import '../page/screen-motion.css';
import { replaceChildren } from '../page/dom';
import { trapFocus } from './focus-trap';

/** Attributes a leaving screen's likeness drops: it is a picture, never a control or a name. */
const GHOST_DROPS = ['id', 'name', 'for', 'autofocus', 'role', 'aria-live', 'aria-labelledby'];

/**
 * The layer of menu screens and dialogs over the table; one screen at a time. Screens move into
 * each other: the screen left behind leaves as a likeness (a copy that takes no input and names
 * nothing, removed when its exit has played) while the new one comes in; leaving for the table,
 * it lifts away over it. Without motion (or at instant speed) screens change at once; in
 * reduced motion they cross-fade (screen-motion.css).
 */
export class Overlay {
  private current: HTMLElement | null = null;
  /** Where leaving screens play their exit, above the overlay and never in its way. */
  private readonly ghosts: HTMLElement;

  /** An overlay inside `element`. */
  constructor(private readonly element: HTMLElement) {
    this.ghosts = document.createElement('div');
    this.ghosts.className = 'overlay-ghosts';
    this.ghosts.setAttribute('aria-hidden', 'true');
    this.ghosts.inert = true;
    element.after(this.ghosts);
    // A screen over the table is modal: Tab walks round its controls, never onto the page behind.
    trapFocus(element, () => this.open);
  }

  /**
   * Shows `screen` at its top and focuses its first control; nothing changes if it is shown.
   * `exit`: the screen it replaces plays its exit (not when a dialog opens over it).
   */
  show(screen: HTMLElement, exit = true): void {
    if (screen === this.current) return;
    const leaving = this.current;
    // A screen drawn again (new words, a new state) replaces itself without an exit.
    if (exit && leaving !== null && leaving.dataset.screen !== screen.dataset.screen)
      this.leave(leaving, 'screen-out');
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
    if (this.current !== null) this.leave(this.current, 'screen-to-table');
    this.current = null;
    replaceChildren(this.element);
    this.element.hidden = true;
  }

  /**
   * Plays `screen`'s exit (`kind`, a class of screen-motion.css) as a likeness where it stands;
   * nothing when screens move instantly.
   */
  private leave(screen: HTMLElement, kind: string): void {
    const root = document.documentElement;
    const speed = parseFloat(getComputedStyle(root).getPropertyValue('--motion-speed') || '1');
    if (!(speed > 0) || !screen.isConnected) return;
    const box = screen.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const ghost = screen.cloneNode(true) as HTMLElement;
    for (const element of [ghost, ...ghost.querySelectorAll<HTMLElement>('*')]) {
      for (const name of GHOST_DROPS) element.removeAttribute(name);
      for (const name of Object.keys(element.dataset))
        if (name !== 'outcome' && name !== 'seats') delete element.dataset[name];
    }
    ghost.classList.add('screen-ghost', kind);
    Object.assign(ghost.style, {
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
    });
    ghost.scrollTop = screen.scrollTop;
    this.ghosts.append(ghost);
    const exit = ghost.getAnimations()[0];
    const duration = Number(exit?.effect?.getTiming().duration ?? 0);
    if (exit === undefined || !(duration > 0)) return ghost.remove();
    // Gone once its exit has played, and at the latest when it should have (a busy page may
    // start the animation late): a likeness never lingers.
    const remove = () => {
      clearTimeout(timer);
      ghost.remove();
    };
    const timer = setTimeout(remove, duration + 40);
    exit.finished.then(remove, remove);
  }

  /** Whether a screen is shown. */
  get open(): boolean {
    return this.current !== null;
  }
}
