import type { Rect } from './geometry';
import './table-controls.css';

/**
 * One of the table's own accessible elements: a button (a card or a pile that can be chosen) or a
 * text (a seat read as a whole). It lies over the canvas where its object is drawn; the pointer
 * goes through it to the canvas, keyboards and screen readers use it.
 */
export class TableControl {
  /** The element. */
  readonly element: HTMLElement;
  private shown = false;
  private label = '';
  /** What the label was made from (`labelFrom`). */
  private labelKey: unknown = undefined;
  /** Where the control was last laid. */
  private at: Rect | null = null;
  /** Whether it is marked as one that can be chosen now. */
  private pressable = false;

  /**
   * A control of `kind`; a button calls `onPress` when it is pressed. `changed` hears when its
   * label changed: its layer writes it into the page (`writeLabel`), now or a little later.
   */
  constructor(
    kind: 'button' | 'text',
    onPress: (() => void) | undefined,
    private readonly changed: (control: TableControl) => void,
  ) {
    if (kind === 'button') {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'table-control';
      if (onPress !== undefined) button.addEventListener('click', onPress);
      this.element = button;
    } else {
      this.element = document.createElement('p');
      this.element.className = 'table-control table-text';
    }
  }

  /** Whether the control is in the page now. */
  get visible(): boolean {
    return this.shown;
  }

  /** What the control says: a button's label, or a text's words. */
  setLabel(label: string): void {
    if (label === this.label) return;
    this.label = label;
    this.changed(this);
  }

  /** Writes the label into the page (its element's name or words), if it differs from it. */
  writeLabel(): void {
    const label = this.label;
    if (this.element instanceof HTMLButtonElement) {
      if (this.element.getAttribute('aria-label') === label) return;
      this.element.setAttribute('aria-label', label);
      this.element.title = label;
    } else if (this.element.textContent !== label) {
      this.element.textContent = label;
    }
  }

  /** Sets the label `make` gives, made again only when `key` differs from the last one's. */
  labelFrom(key: unknown, make: () => string): void {
    if (key === this.labelKey) return;
    this.labelKey = key;
    this.setLabel(make());
  }

  /** Lays the control over `rect` (CSS pixels of the table), or takes it out of the page (`null`). */
  place(rect: Rect | null): void {
    this.shown = rect !== null;
    if (rect === null) return;
    // Unchanged (most controls on most steps): no style written, no style recalculated.
    const at = this.at;
    if (
      at !== null &&
      at.x === rect.x &&
      at.y === rect.y &&
      at.width === rect.width &&
      at.height === rect.height
    )
      return;
    this.at = { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    const style = this.element.style;
    style.left = `${rect.x}px`;
    style.top = `${rect.y}px`;
    style.width = `${rect.width}px`;
    style.height = `${rect.height}px`;
  }

  /** Marks a button as one that can be chosen now (or not). */
  setPressable(pressable: boolean): void {
    // Every control is marked after each step: the page is touched only where it changes.
    if (pressable === this.pressable) return;
    this.pressable = pressable;
    this.element.toggleAttribute('data-pressable', pressable);
  }
}

/**
 * The table's accessible layer: the game's own DOM controls over the canvas, in reading order.
 * Only controls whose object is on the table are in the page (tests and screen readers count
 * them); adding or removing one leaves the others, and the focus, in place.
 *
 * Changed labels are written into the page once the table rests (`atRest`: no move playing), in
 * an idle moment: written as a move ends they were laid out and painted in the frame that starts
 * the next one, which made it one of the heaviest. `writeLabels` writes them at once (the table
 * waits for a person, who reads them now).
 */
export class TableControls {
  /** The layer's element. */
  readonly root: HTMLElement;
  private readonly controls: TableControl[] = [];
  /** Controls whose label changed and is not yet in the page. */
  private readonly unwritten = new Set<TableControl>();
  /** Whether the layer waits for the table to rest to write them. */
  private waiting = false;

  /** A layer inside `host`, whose table rests when `atRest` says so. */
  constructor(
    host: HTMLElement,
    private readonly atRest: () => boolean,
  ) {
    this.root = document.createElement('div');
    this.root.className = 'table-controls';
    host.appendChild(this.root);
  }

  /** A new button at the end of the reading order. */
  button(onPress: () => void): TableControl {
    return this.add(new TableControl('button', onPress, this.labelChanged));
  }

  /** A new text at the end of the reading order. */
  text(): TableControl {
    return this.add(new TableControl('text', undefined, this.labelChanged));
  }

  /** Removes `control` for good. */
  remove(control: TableControl): void {
    const at = this.controls.indexOf(control);
    if (at >= 0) this.controls.splice(at, 1);
    this.unwritten.delete(control);
    control.element.remove();
  }

  /** Writes every changed label into the page now. */
  writeLabels(): void {
    for (const control of this.unwritten) control.writeLabel();
    this.unwritten.clear();
  }

  private readonly labelChanged = (control: TableControl): void => {
    this.unwritten.add(control);
    if (this.waiting) return;
    this.waiting = true;
    this.writeWhenAtRest();
  };

  /** One wait at a time: it ends once the labels are written (here, or by `writeLabels`). */
  private writeWhenAtRest(): void {
    afterFrame(() => {
      if (this.unwritten.size > 0 && !this.atRest()) return this.writeWhenAtRest();
      this.writeLabels();
      this.waiting = false;
    });
  }

  /** Puts in the page the controls that are shown and takes out the others. */
  commit(): void {
    let next: Node | null = null;
    for (let i = this.controls.length - 1; i >= 0; i--) {
      const { element, visible } = this.controls[i]!;
      const attached = element.parentNode === this.root;
      if (visible && !attached) this.root.insertBefore(element, next);
      else if (!visible && attached) element.remove();
      if (visible) next = element;
    }
  }

  private add(control: TableControl): TableControl {
    this.controls.push(control);
    return control;
  }
}

/** At most how long the layer waits for an idle moment before it looks again, in milliseconds. */
const IDLE_WAIT_MS = 150;

/** Runs `run` in an idle moment after the next frame, or after `IDLE_WAIT_MS` at the latest. */
function afterFrame(run: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  else setTimeout(run, IDLE_WAIT_MS / 3);
}
