import type { Hint } from '../../ai';
import type { PlayerView } from '../../engine';
import type { Translator } from '../../i18n';
import type { Rect } from '../../view';
import type { SolverClient } from '../../worker';
import { h, replaceChildren } from '../page/dom';
import { hintPanel } from './hint-text';
import { icon } from '../ui/icons';
import { overlaps, sameRects } from '../../view/geometry';
import {
  type HintPlacement,
  hintPlacement,
  openedDock,
  openedRect,
  PHONE_WIDTH,
  type PlacementInput,
  SHORT_DOCK_SHARE,
  SHORT_WINDOW,
} from './hint-placement';

/**
 * How long a hint's search runs before its card shows the search's progress: most answers come
 * sooner (a few tens of milliseconds), and the page's frames share the device's cores with the
 * worker's search.
 */
const THINKING_SHOWN_AFTER_MS = 150;

/** What the hint needs from the game around it. */
export interface HintContext {
  readonly solver: SolverClient;
  translator(): Translator;
  /** The status bar's height: the panel stays below it. */
  top(): number;
  /** What the panel must not cover: the person's cards and the piles, on screen now. */
  avoid(): Rect[];
  /** What it must leave in view too: the other seats' plates and grids. */
  keepClear(): Rect[];
  /** The panel docks as a bottom sheet `height` pixels high (0: not docked); the table makes room. */
  dock(height: number): void;
  /** The hint to show on the table, or `null` to show none. */
  suggest(hint: Hint | null): void;
  /** Called after every solver answer (to tell once of a fallback to the main thread). */
  answered(): void;
}

/** What a shown hint was asked for: what the person knew, and the names and discard top then. */
interface Asked {
  readonly view: PlayerView;
  readonly players: readonly string[];
  readonly discardTop: number;
}

/**
 * The hint card: opens at once with the search's progress, then shows the best move and the reason
 * that decides it; "more" opens its other reasons, the best three moves and the numbers. It lies
 * on the felt near the person's cards and the piles, never over them; on a phone it docks as a
 * bottom sheet, and the table makes room by moving only the person's cards and the piles. It closes with its button,
 * Escape, a tap elsewhere, or the next action.
 */
export class HintPresenter {
  /** The panel's element. */
  readonly element = h('aside', { class: 'hint-panel', hidden: true, 'aria-live': 'polite' });
  private readonly closeButton = h('button', {
    type: 'button',
    class: 'hint-dismiss',
    'data-action': 'close-hint',
  });
  private readonly body = h('div', { class: 'hint-body' });
  private asked: Asked | null = null;
  private hint: Hint | null = null;
  private ms = 0;
  /** Whether the card's details are open (closed again with every new hint). */
  private detailed = false;
  private abort: AbortController | null = null;

  /** A hint panel inside `root`, working in `context`. */
  constructor(
    root: HTMLElement,
    private readonly context: HintContext,
  ) {
    this.closeButton.addEventListener('click', () => this.close());
    this.closeButton.append(icon('close'));
    this.element.append(this.closeButton, this.body);
    root.append(this.element);
    // A tap or click anywhere but on the panel (or the button that opens it) closes it.
    document.addEventListener(
      'pointerdown',
      (event) => {
        const target = event.target as Element | null;
        if (this.open && !target?.closest('.hint-panel, [data-action="hint"]')) this.close();
      },
      { capture: true },
    );
  }

  /** Whether the panel is open (thinking or showing a hint). */
  get open(): boolean {
    return this.asked !== null;
  }

  /**
   * Asks the solver for the best moves of the person who knows `view` and shows them; `players`
   * and `discardTop` word them.
   */
  async request(view: PlayerView, players: readonly string[], discardTop: number): Promise<void> {
    this.close();
    const asked: Asked = { view, players, discardTop };
    const abort = new AbortController();
    this.asked = asked;
    this.abort = abort;
    const started = performance.now();
    // How far the search has come, shown once the card is.
    let searched = 0;
    const answer = this.context.solver.hint(view, {
      signal: abort.signal,
      onProgress: (fraction) => {
        searched = fraction;
        if (this.asked === asked && this.hint === null && !this.element.hidden)
          this.render(fraction);
      },
    });
    // The thinking card shows only for a search that takes a while: a quick answer comes without
    // a flash of progress first, and the page draws nothing while the worker searches.
    window.setTimeout(() => {
      if (this.asked === asked && this.hint === null && this.element.hidden) this.render(searched);
    }, THINKING_SHOWN_AFTER_MS);
    try {
      const hint = await answer;
      this.context.answered();
      if (this.asked !== asked) return;
      this.hint = hint;
      this.ms = performance.now() - started;
      this.render(null);
      this.context.suggest(hint);
    } catch (error) {
      if (abort.signal.aborted) return;
      throw error;
    }
  }

  /** Closes the panel and forgets its hint; a search under way is cancelled. */
  close(): void {
    if (!this.open) return;
    this.abort?.abort();
    this.abort = null;
    this.asked = null;
    this.hint = null;
    this.detailed = false;
    this.element.hidden = true;
    this.element.classList.remove('sheet');
    replaceChildren(this.body);
    this.context.dock(0);
    this.context.suggest(null);
  }

  /** Re-reads the language (the panel's words). */
  relabel(): void {
    if (this.open) this.render(this.hint === null ? 0 : null);
  }

  /**
   * Places the panel again (its words or the window changed). Beside the cards it is placed
   * against the table as it is without a docked sheet; on a phone it is a sheet at once.
   */
  place(): void {
    if (!this.open) return;
    const { element } = this;
    if (window.innerWidth >= PHONE_WIDTH) this.context.dock(0);
    // The table makes room for the card as it is closed; its details, opened, take free felt or
    // rise over the person's cards for a while rather than move or cover any other seat.
    const details = element.querySelector<HTMLElement>('.hint-details');
    const opened = () => (details === null || details.hidden ? 0 : details.offsetHeight + 8);
    const measure = (width: number) => {
      element.classList.remove('sheet');
      Object.assign(element.style, { width: `${width}px`, maxHeight: '' });
      return element.offsetHeight;
    };
    const input = {
      width: window.innerWidth,
      height: window.innerHeight,
      top: this.context.top(),
      avoid: this.context.avoid(),
      keepClear: this.context.keepClear(),
      measure: (width: number) => measure(width) - opened(),
    };
    const placement = this.placement(input);
    if (placement.kind === 'sheet') {
      element.classList.add('sheet');
      Object.assign(element.style, { left: '', top: '', width: '', maxHeight: '' });
      this.context.dock(element.offsetHeight - opened());
      return;
    }
    const { rect } = placement;
    let shown = opened() === 0 ? rect : openedRect(rect, measure, input);
    let dock = placement.kind === 'dock' ? window.innerHeight - rect.y : 0;
    // Opened over the person's own cards or the piles, or over another seat (a full table):
    // docked at the foot instead, the person's cards and the piles moving up over it for as long
    // as the details stay open.
    const covers = (parts: readonly Rect[]) => parts.some((part) => overlaps(shown, part));
    if (opened() > 0 && (covers(input.avoid) || covers(input.keepClear))) {
      const docked = openedDock({ ...input, measure });
      // Only where the table makes that room moving no other seat (else it is laid out anew).
      if (docked !== null) this.context.dock(window.innerHeight - docked.y);
      if (docked !== null && sameRects(this.context.keepClear(), input.keepClear)) {
        shown = docked;
        dock = window.innerHeight - docked.y;
      }
    }
    element.classList.remove('sheet');
    Object.assign(element.style, {
      left: `${shown.x}px`,
      top: `${shown.y}px`,
      width: `${shown.width}px`,
      maxHeight: `${shown.height}px`,
    });
    this.context.dock(dock);
  }

  /**
   * Where the card goes for `input`. A short window first tries a taller card docked between the
   * side seats; kept only where the table makes room for it moving no other seat (else the card
   * goes where a taller window's would).
   */
  private placement(input: PlacementInput): HintPlacement {
    if (input.height > SHORT_WINDOW) return hintPlacement(input);
    const tall = hintPlacement({ ...input, dockShare: SHORT_DOCK_SHARE });
    if (tall.kind !== 'dock') return tall;
    this.context.dock(input.height - tall.rect.y);
    if (sameRects(this.context.keepClear(), input.keepClear ?? [])) return tall;
    this.context.dock(0);
    return hintPlacement(input);
  }

  /** Opens or closes the card's details, keeping the keyboard's focus on its button. */
  private toggleDetails(): void {
    this.detailed = !this.detailed;
    this.render(null);
    this.body.querySelector<HTMLElement>('[data-action="hint-more"]')?.focus();
  }

  /** Shows the search's progress (a fraction), or the hint (`null`). */
  private render(fraction: number | null): void {
    const t = this.context.translator();
    const asked = this.asked!;
    this.closeButton.setAttribute('aria-label', t.t('closeHint'));
    this.closeButton.title = t.t('closeHint');
    this.element.setAttribute('aria-label', t.t('hintTitle'));
    const wasHidden = this.element.hidden;
    this.element.hidden = false;
    if (fraction !== null) {
      this.element.dataset.state = 'thinking';
      const progress = this.body.querySelector('progress');
      if (progress !== null && !wasHidden) {
        progress.value = fraction;
        return;
      }
      replaceChildren(
        this.body,
        h('h3', {}, t.t('hintTitle')),
        h('p', { class: 'hint-thinking' }, t.t('hintThinking')),
        h('progress', { class: 'progress', max: 1, value: fraction }),
      );
    } else {
      this.element.dataset.state = 'ready';
      replaceChildren(
        this.body,
        hintPanel(
          t,
          this.hint!,
          asked.players,
          { discardTop: asked.discardTop, rules: asked.view.rules },
          this.ms,
          {
            open: this.detailed,
            toggle: () => this.toggleDetails(),
          },
        ),
      );
    }
    this.place();
  }
}
