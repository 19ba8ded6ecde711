import type { Intent, IntentHandler } from '../input/intent';
import type { Overlay } from './overlay';

/**
 * A screen: a menu page or a dialog in the overlay, or the table itself (a game, a replay, a
 * reviewed moment). Every screen lives one lifecycle: its feature's route makes it (a class of
 * its own, or `pageScreen`), the navigation shows it (`go`, `open`), resizes and updates it while
 * it is up, hands it the player's table intents while it is in front, and hides it when another
 * takes its place.
 */
export interface Screen {
  /** The name the page publishes (`data-screen`), which tests wait on. */
  readonly name: string;
  /** What the overlay shows for this screen now; `null` shows the table alone. */
  element(): HTMLElement | null;
  /** Whether the table is in play under this screen (else the table is put away). */
  readonly table: boolean;
  /** Called once the navigation has put it in front (`go`, `open`): it starts what it plays. */
  show?(): void;
  /** Called after the window changed size. */
  resize?(): void;
  /** The language or the input kind changed: its texts again. */
  update?(): void;
  /** Called when the screen is left for another (not when a dialog opens over it). */
  hide?(): void;
  /** What Escape does on this screen, if anything. */
  back?(): void;
  /** A player's intent on the table (a card, a pile, a key), for a screen on the table. */
  intent?(intent: Intent): void;
}

/** A menu page or a dialog: one element in the overlay, no table. */
export function pageScreen(name: string, element: HTMLElement, back?: () => void): Screen {
  return { name, element: () => element, table: false, ...(back ? { back } : {}) };
}

/**
 * The one way between screens: a base screen (a menu page, a game, a replay) and at most one
 * dialog over it (export, a question); closing the dialog returns to the base as it was.
 */
export class Navigation {
  private base: Screen | null = null;
  private dialog: Screen | null = null;
  /** What had the focus when the dialog opened: it has it again when the dialog closes. */
  private opener: HTMLElement | null = null;

  /** Navigation through `overlay`; `onChange` hears of every change of the screen shown. */
  constructor(
    private readonly overlay: Overlay,
    private readonly onChange: (screen: Screen | null) => void,
  ) {}

  /** The screen in front: the dialog, else the base. */
  get current(): Screen | null {
    return this.dialog ?? this.base;
  }

  /** The base screen, under any dialog. */
  get underneath(): Screen | null {
    return this.base;
  }

  /** Whether the overlay covers the table (a menu page, a dialog, a round summary). */
  get covering(): boolean {
    return this.overlay.open;
  }

  /** Goes to `screen`; the screen before and any dialog over it are left. */
  go(screen: Screen): void {
    this.opener = null;
    const leaving = [this.dialog, this.base].filter((s) => s !== null && s !== screen);
    this.dialog = null;
    this.base = screen;
    for (const left of leaving) left?.hide?.();
    this.refresh();
    screen.show?.();
  }

  /** Opens `dialog` over the current screen (which stays put under it: it plays no exit). */
  open(dialog: Screen): void {
    if (this.dialog === null)
      this.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.dialog?.hide?.();
    this.dialog = dialog;
    this.refresh(false);
    dialog.show?.();
  }

  /** Closes the dialog, back to the screen under it. */
  close(): void {
    const dialog = this.dialog;
    if (dialog === null) return;
    this.dialog = null;
    dialog.hide?.();
    this.refresh();
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected && opener.closest('[inert]') === null) opener.focus();
  }

  /** Escape: the screen in front goes back, if it can. */
  back(): void {
    this.current?.back?.();
  }

  /**
   * Shows again what the current screen shows now (its overlay may have changed); `exit`: the
   * screen it replaces plays its exit.
   */
  refresh(exit = true): void {
    const screen = this.current;
    const element = screen?.element() ?? null;
    if (element === null) this.overlay.hide();
    else this.overlay.show(element, exit);
    this.onChange(screen);
  }

  /** Where the player's table intents go: the base screen, when it is on the table. */
  get tableHandler(): IntentHandler | null {
    const base = this.base;
    if (base?.intent === undefined) return null;
    return { intent: (intent) => base.intent!(intent) };
  }

  /** Tells the screens the language or the input kind changed. */
  update(): void {
    this.base?.update?.();
    if (this.dialog !== this.base) this.dialog?.update?.();
  }

  /** Tells the screens the window changed size. */
  resize(): void {
    this.base?.resize?.();
    if (this.dialog !== this.base) this.dialog?.resize?.();
  }
}
