import { keyCommand } from './keyboard';
import type { IntentHandler } from './intent';

/** How the player plays: with keys and a mouse, or by touch (no keyboard hints then). */
export type InputKind = 'keys' | 'touch';

/** Where the mapper sends what it reads. */
export interface InputRoutes {
  /** What plays the table now, or `null` on the menus. */
  table(): IntentHandler | null;
  /** Whether a menu screen or a dialog is in front: keys go to it, Escape goes `back`. */
  dialogOpen(): boolean;
  /** Escape over a menu screen or a dialog. */
  back(): void;
  /** The player's input kind changed (the first touch, or keys again). */
  inputKind(kind: InputKind): void;
}

/**
 * Turns the player's keys into intents for what plays the table, and tells which kind of input
 * the player uses (pointers and touches on the table are the table's own).
 */
export class InputMapper {
  private kind: InputKind;

  /** A mapper sending to `routes`; a touch-first device starts in touch mode. */
  constructor(private readonly routes: InputRoutes) {
    this.kind = matchMedia('(hover: none) and (pointer: coarse)').matches ? 'touch' : 'keys';
  }

  /** The input kind in use. */
  get inputKind(): InputKind {
    return this.kind;
  }

  /** Listens to the window's keys and pointers. */
  attach(window: Window): void {
    window.addEventListener('keydown', (event) => this.onKey(event));
    window.addEventListener(
      'pointerdown',
      (event) => this.setKind(event.pointerType === 'touch' ? 'touch' : this.kind),
      { capture: true },
    );
  }

  private onKey(event: KeyboardEvent): void {
    const element = event.target as HTMLElement | null;
    const typing = element?.closest('input, select, textarea, button') !== null;
    if (this.routes.dialogOpen()) {
      if (event.key === 'Escape') this.routes.back();
      return;
    }
    if (typing && (event.key === 'Enter' || event.key === ' ')) return;
    const command = keyCommand(event);
    const table = this.routes.table();
    if (command === null || table === null) return;
    event.preventDefault();
    this.setKind('keys');
    // A table key moves the person on from a button of the bar (Hint, Reactions) that kept the
    // focus after a press: the Enter that follows confirms on the table, not the button again.
    if (typing) element?.closest<HTMLElement>('button')?.blur();
    table.intent(command);
  }

  private setKind(kind: InputKind): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.routes.inputKind(kind);
  }
}
