import type { Translator } from '../../i18n';
import type { Rect } from '../../view/geometry';
import { h } from './dom';
import { keysHelpText, type PickKeys } from './keys-help';
import { barBand, toastPlace } from './toast-placement';

/** What the status bar's buttons do. */
export interface HudActions {
  readonly onHint: () => void;
  readonly onSkip: () => void;
  readonly onExport: () => void;
  readonly onMenu: () => void;
  /** Brings back a round summary put aside to look at the table. */
  readonly onScores: () => void;
}

/** The status bar above the table: whose turn and what to do, hint, skip, export, menu. */
export class Hud {
  /** The bar's element. */
  readonly element: HTMLElement;
  private readonly status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  private readonly hintButton: HTMLButtonElement;
  private readonly skipButton: HTMLButtonElement;
  private readonly exportButton: HTMLButtonElement;
  private readonly menuButton: HTMLButtonElement;
  private readonly scoresButton: HTMLButtonElement;
  private readonly toastText = h('span', { class: 'toast-text' });
  private readonly toastBox = h(
    'div',
    { class: 'toast', role: 'alert', hidden: true },
    this.toastText,
  );
  /** The house rules in force (RULES.md R9), a small chip under the status; a press lists them. */
  private readonly houseRules = h('button', {
    type: 'button',
    class: 'hud-house-rules',
    'data-action': 'house-rules',
    hidden: true,
    onclick: () => this.toast(this.houseRules.getAttribute('aria-label') ?? ''),
  });
  private readonly text = h('div', { class: 'hud-text' }, this.status, this.houseRules);
  private online: HTMLElement | null = null;
  /** How the number keys reach the cards (the official grid's: a key a card). */
  private pickKeys: PickKeys = { scheme: 'card', keys: [], grids: 1 };
  /** Whether the player uses keys (the buttons then name them). */
  private keysInUse = false;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  /** What a toast must leave in view on the table now (nothing when no table shows). */
  private occupied: () => readonly Rect[] = () => [];

  /** A status bar inside `root`. */
  constructor(root: HTMLElement, actions: HudActions) {
    this.hintButton = barButton('hint', actions.onHint);
    this.skipButton = barButton('skip', actions.onSkip);
    this.exportButton = barButton('export', actions.onExport);
    this.menuButton = barButton('menu', actions.onMenu);
    this.scoresButton = barButton('scores', actions.onScores);
    this.scoresButton.classList.add('primary');
    this.scoresButton.hidden = true;
    this.element = h(
      'header',
      { class: 'hud' },
      this.text,
      h(
        'div',
        { class: 'hud-buttons' },
        this.scoresButton,
        this.hintButton,
        this.skipButton,
        this.exportButton,
        this.menuButton,
      ),
    );
    // A toast in the bar (a full table on a phone) goes at a tap.
    this.toastBox.addEventListener('click', () => this.hideToast());
    root.append(this.element, this.toastBox);
  }

  /**
   * Tells what a toast must leave in view (`occupied`: the table's plates, cards, piles, hand and
   * callouts, in CSS pixels).
   */
  setToastRoom(occupied: () => readonly Rect[]): void {
    this.occupied = occupied;
  }

  /** Sets the button texts in the current language; `keys` names the hint's key (not on touch). */
  setTexts(t: Translator, keys: boolean): void {
    this.keysInUse = keys;
    this.hintButton.textContent = keys ? `${t.t('hint')} (H)` : t.t('hint');
    this.skipButton.textContent = t.t('skip');
    this.skipButton.title = keys ? `${t.t('skipAnimation')} (Space)` : t.t('skipAnimation');
    this.exportButton.textContent = t.t('exportGame');
    this.menuButton.textContent = t.t('menu');
    this.scoresButton.textContent = t.t('showScores');
    this.hintButton.title = keys ? keysHelpText(t, this.pickKeys) : '';
  }

  /** Tells the keys of a table whose number keys reach its cards as `pick` says. */
  setPickKeys(t: Translator, pick: PickKeys): void {
    this.pickKeys = pick;
    this.hintButton.title = this.keysInUse ? keysHelpText(t, pick) : '';
  }

  /** Shows or hides the bar (hidden on the menu screens). */
  setVisible(visible: boolean): void {
    this.element.hidden = !visible;
  }

  /** Shows the button that brings back a round summary put aside. */
  setScoresButton(visible: boolean): void {
    this.scoresButton.hidden = !visible;
  }

  /** The bar's height in CSS pixels, kept free at the top of the table. */
  height(): number {
    return this.element.hidden ? 0 : this.element.getBoundingClientRect().height;
  }

  /**
   * Sets the status line: its key hints ("(D)") drawn as key caps, its words unchanged for screen
   * readers (the caps keep their brackets, unseen). `yourTurn`: the table waits for the person
   * at the screen, and the pill turns gold (ART-DIRECTION.md: gold is your turn).
   */
  setStatus(text: string, yourTurn = false): void {
    if (this.status.textContent !== text) this.status.replaceChildren(...withKeyCaps(text));
    this.status.classList.toggle('your-turn', yourTurn);
  }

  /**
   * Shows the skip button where a game animates (`offered`), enabled while an animation or a
   * computer's pause runs (`active`).
   */
  setSkip(offered: boolean, active: boolean): void {
    if (this.skipButton.hidden !== !offered) this.skipButton.hidden = !offered;
    if (this.skipButton.disabled !== !active) this.skipButton.disabled = !active;
  }

  /** Enables the hint button when a person at the screen is to act. */
  setHintEnabled(enabled: boolean): void {
    if (this.hintButton.disabled !== !enabled) this.hintButton.disabled = !enabled;
  }

  /** Shows the buttons of a game: the hint, and the export (a replay and the guided round have neither). */
  setGameButtons(hint: boolean, exportable: boolean): void {
    this.hintButton.hidden = !hint;
    this.exportButton.hidden = !exportable;
  }

  /**
   * Shows the house rules of the game in play (`lines`, one phrase each) as a chip under the
   * status, or hides it for the official game.
   */
  setHouseRules(t: Translator, lines: readonly string[]): void {
    this.houseRules.hidden = lines.length === 0;
    if (lines.length === 0) return;
    const list = lines.join(' · ');
    this.houseRules.textContent = `${t.t('hudHouseRules')}: ${list}`;
    this.houseRules.setAttribute('aria-label', t.t('hudHouseRulesList', { list }));
  }

  /** Shows a line under the status (an online game's room and who is connected), or none. */
  setOnline(line: HTMLElement | null): void {
    this.online?.remove();
    this.online = line;
    if (line !== null) this.text.append(line);
  }

  /** Shows a short message for a few seconds (a longer one in the bar, page by page). */
  toast(text: string): void {
    this.toastText.textContent = text;
    this.toastBox.hidden = false;
    clearTimeout(this.toastTimer);
    const pages = this.placeToast();
    if (pages === null) {
      this.toastTimer = setTimeout(() => (this.toastBox.hidden = true), TOAST_MS);
      return;
    }
    this.turnToastPage(0, pages);
  }

  /**
   * Shows page `page` of a toast in the bar (`pages.count` pages of `pages.height` pixels, the
   * text `pages.text` pixels high): a last page of fewer lines is centred in the band as the
   * full ones are, the lines before it clipped away.
   */
  private turnToastPage(page: number, pages: ToastPages): void {
    const above = page * pages.height;
    const centring = Math.max(0, (pages.height - (pages.text - above)) / 2);
    Object.assign(this.toastText.style, {
      transform: page === 0 ? '' : `translateY(${centring - above}px)`,
      clipPath: page === 0 ? '' : `inset(${above}px 0 0 0)`,
    });
    if (page + 1 >= pages.count) {
      this.toastTimer = setTimeout(
        () => (this.toastBox.hidden = true),
        pages.count === 1 ? TOAST_MS : PAGE_MS,
      );
      return;
    }
    this.toastTimer = setTimeout(() => this.turnToastPage(page + 1, pages), PAGE_MS);
  }

  /** Takes down the toast if it still shows `text` (a "connecting…" once connected). */
  dismissToast(text: string): void {
    if (this.toastBox.hidden || this.toastBox.textContent !== text) return;
    this.hideToast();
  }

  private hideToast(): void {
    clearTimeout(this.toastTimer);
    this.toastBox.hidden = true;
  }

  /**
   * Puts the toast on free felt near the top of the table, clear of every plate, card, pile and
   * callout (and gives null); where the table leaves no room for it, in the bar's band its buttons
   * leave (and gives its pages there).
   */
  private placeToast(): ToastPages | null {
    const box = this.toastBox;
    box.classList.remove('on-bar', 'paged');
    Object.assign(this.toastText.style, { transform: '', clipPath: '' });
    Object.assign(box.style, {
      left: '0px',
      top: '0px',
      width: '',
      height: '',
      fontSize: '',
      lineHeight: '',
    });
    const natural = Math.ceil(box.getBoundingClientRect().width) + 1;
    const place = toastPlace({
      width: window.innerWidth,
      height: window.innerHeight,
      top: this.height(),
      occupied: this.occupied(),
      natural,
      measure: (width) => {
        box.style.width = `${width}px`;
        return box.getBoundingClientRect().height;
      },
    });
    if (place.kind === 'bar') return this.toastInBar();
    const { x, y, width } = place.rect;
    Object.assign(box.style, { left: `${x}px`, top: `${y}px`, width: `${width}px` });
    return null;
  }

  /**
   * Puts the toast in the bar's band clear of its buttons (the status pill's place: Hint and Menu
   * stay in reach), in the largest type that fits it; a text too long even in the smallest comes
   * in pages of whole lines.
   */
  private toastInBar(): ToastPages {
    const box = this.toastBox;
    const shown = [...this.element.querySelectorAll<HTMLElement>('.hud-buttons button')].filter(
      (button) => !button.hidden,
    );
    const band = barBand(
      this.element.getBoundingClientRect(),
      shown.map((button) => button.getBoundingClientRect()),
    );
    box.classList.add('on-bar');
    Object.assign(box.style, {
      left: `${band.x}px`,
      top: `${band.y}px`,
      width: `${band.width}px`,
      height: `${band.height}px`,
    });
    const textHeight = () => this.toastText.getBoundingClientRect().height;
    for (const size of BAR_TYPE_SIZES) {
      box.style.fontSize = `${size}px`;
      if (textHeight() <= band.height) return { count: 1, height: band.height, text: textHeight() };
    }
    // Whole lines fill the band exactly, so each page shows its lines and no sliver of the next.
    const lines = Math.max(
      1,
      Math.floor(band.height / parseFloat(getComputedStyle(box).lineHeight)),
    );
    box.style.lineHeight = `${band.height / lines}px`;
    box.classList.add('paged');
    const text = textHeight();
    return { count: Math.ceil((text - 1) / band.height), height: band.height, text };
  }
}

/** A toast in the bar's band: how many pages, each `height` pixels, of a text `text` high. */
interface ToastPages {
  readonly count: number;
  readonly height: number;
  readonly text: number;
}

/** How long a toast shows, in milliseconds. */
const TOAST_MS = 4000;
/** How long each page of a toast too long for the bar shows, in milliseconds. */
const PAGE_MS = 3000;
/** The type sizes a toast in the bar tries, in CSS pixels, largest first. */
const BAR_TYPE_SIZES = [15, 14, 13, 12, 11];

/** A key hint of the status line: a capital letter in brackets, as `statusText` writes it. */
const KEY_HINT = /\(([A-Z])\)/g;

/** A piece of the status line: words, or a key hint's key (its brackets dropped). */
export type StatusPart = { readonly words: string } | { readonly key: string };

/** `text` cut into its words and its key hints ("(D)"), in order. */
export function statusParts(text: string): StatusPart[] {
  const parts: StatusPart[] = [];
  let from = 0;
  for (const hint of text.matchAll(KEY_HINT)) {
    if (hint.index > from) parts.push({ words: text.slice(from, hint.index) });
    parts.push({ key: hint[1]! });
    from = hint.index + hint[0].length;
  }
  if (from < text.length) parts.push({ words: text.slice(from) });
  return parts;
}

/** `text` with each key hint a key cap whose brackets only screen readers read. */
function withKeyCaps(text: string): (string | HTMLElement)[] {
  const unseen = (bracket: string) => h('span', { class: 'visually-hidden' }, bracket);
  return statusParts(text).map((part) =>
    'key' in part ? h('kbd', { class: 'key-cap' }, unseen('('), part.key, unseen(')')) : part.words,
  );
}

/** A button of the bar, named by its `data-action`, doing `onclick`. */
function barButton(action: string, onclick: () => void): HTMLButtonElement {
  return h('button', { type: 'button', 'data-action': action, onclick });
}
