import './reactions.css';
import type { Translator } from '../../i18n';
import {
  PHRASES,
  type ReactionId,
  type ReactionNews,
  ReactionPace,
  type ReactionRequest,
  REACTION_IDS,
} from '../../online/reaction-ids';
import { REACTION_ICONS } from '../../view/reaction-icons';
import { h, replaceChildren } from '../page/dom';
import { switchControl } from '../ui/controls';
import { svgShape } from '../ui/svg';
import type { MutedSeats } from './muted-seats';

/** What the reactions need from the online game around them. */
export interface ReactionHost {
  translator(): Translator;
  /** The seats' names as shown. */
  names(): readonly string[];
  /** This person's seat. */
  me(): number | null;
  /** Which seats are people's (only they send reactions, so only they can be muted). */
  people(): readonly number[];
  /** The seat that may be nudged now (another seat that has been to move a while), or `null`. */
  nudgeable(): number | null;
  send(request: ReactionRequest): void;
}

/** The reactions offered on the panel (the nudge comes when a seat may be nudged). */
const OFFERED = REACTION_IDS.filter((id) => id !== 'nudge');

/** A reaction's picture (decorative: its words say it). */
function reactionIcon(id: ReactionId): SVGElement {
  return svgShape(
    'svg',
    { viewBox: '0 0 512 512', class: 'reaction-icon', 'aria-hidden': 'true', focusable: 'false' },
    svgShape('path', { d: REACTION_ICONS[id], fill: 'currentColor' }),
  );
}

/** What a reaction says in the reader's language: a phrase's words, an emote's name. */
export function reactionWords(t: Translator, news: ReactionNews, names: readonly string[]): string {
  if (news.id === 'nudge') return t.t('reaction.nudge', { name: names[news.to ?? -1] ?? '' });
  return t.t(`reaction.${news.id}`);
}

/** Whether a reaction's bubble shows words (a phrase) or its picture alone (an emote). */
export function isPhrase(id: ReactionId): boolean {
  return PHRASES.includes(id);
}

/**
 * The reactions at an online table: a button in the status bar opens a panel of quick phrases
 * and emotes (and a nudge for a seat that thinks long), and the switches that hide a seat's
 * reactions in this room. The buttons grey while this person's pace is used up (the room would
 * refuse more); Escape closes the panel and gives the focus back to its button.
 */
export class ReactionBar {
  /** The button and its panel. */
  readonly element: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private readonly panel: HTMLElement;
  private readonly pace = new ReactionPace();
  private waitTimer: ReturnType<typeof setTimeout> | null = null;

  /** A bar for the game `host` describes; `muted` keeps the seats hidden in this room. */
  constructor(
    private readonly host: ReactionHost,
    private readonly muted: MutedSeats,
  ) {
    this.toggle = h('button', {
      type: 'button',
      class: 'reaction-toggle',
      'data-action': 'reactions',
      'aria-expanded': 'false',
      onclick: () => this.setOpen(!this.isOpen),
    });
    this.panel = h('div', {
      class: 'reaction-panel',
      hidden: true,
      onkeydown: (event: Event) => {
        if ((event as KeyboardEvent).key !== 'Escape') return;
        event.stopPropagation();
        this.setOpen(false);
        this.toggle.focus();
      },
    });
    this.element = h('div', { class: 'reaction-bar' }, this.toggle, this.panel);
    this.render();
  }

  /** Whether `seat`'s reactions are hidden here. */
  hides(seat: number): boolean {
    return this.muted.has(seat);
  }

  /** Re-reads the language. */
  render(): void {
    const t = this.host.translator();
    const open = this.isOpen;
    this.toggle.replaceChildren(reactionIcon('nice'), h('span', {}, t.t('reactionsOpen')));
    this.toggle.setAttribute('aria-label', open ? t.t('reactionsClose') : t.t('reactionsOpen'));
    if (open) this.fillPanel();
  }

  private get isOpen(): boolean {
    return this.panel.hidden !== true;
  }

  private setOpen(open: boolean): void {
    this.panel.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
    this.render();
    if (open) this.panel.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }

  private fillPanel(): void {
    const t = this.host.translator();
    const names = this.host.names();
    const waiting = this.pace.readyAt(Date.now()) > Date.now();
    const button = (id: ReactionId, label: string, request: ReactionRequest) =>
      h(
        'button',
        {
          type: 'button',
          class: isPhrase(id) ? 'reaction-choice phrase' : 'reaction-choice emote',
          'data-reaction': id,
          disabled: waiting,
          title: waiting ? t.t('reactionsWait') : label,
          onclick: () => this.send(request),
        },
        reactionIcon(id),
        h('span', {}, label),
      );
    const nudged = this.host.nudgeable();
    const choices = [
      ...OFFERED.map((id) => button(id, t.t(`reaction.${id}`), { id } as ReactionRequest)),
      nudged === null
        ? null
        : button('nudge', t.t('reactionNudge', { name: names[nudged] ?? '' }), {
            id: 'nudge',
            to: nudged,
          }),
    ];
    const me = this.host.me();
    const others = this.host.people().filter((seat) => seat !== me);
    const switches = others.map((seat) => {
      const shown = switchControl({
        name: `mute-seat-${seat}`,
        label: names[seat] ?? '',
        checked: !this.muted.has(seat),
        onChange: (on) => this.muted.set(seat, !on),
      });
      shown.element.classList.add('reaction-mute');
      shown.element.querySelector('input')!.dataset.muteSeat = String(seat);
      return shown.element;
    });
    replaceChildren(
      this.panel,
      h(
        'div',
        { class: 'reaction-choices', role: 'group', 'aria-label': t.t('reactionsOpen') },
        ...choices,
      ),
      waiting ? h('p', { class: 'reaction-wait' }, t.t('reactionsWait')) : null,
      switches.length === 0
        ? null
        : h(
            'fieldset',
            { class: 'reaction-mutes' },
            h('legend', {}, t.t('reactionsShowFrom')),
            ...switches,
          ),
    );
  }

  /** Sends a reaction if the pace allows it (the room counts the same), then closes the panel. */
  private send(request: ReactionRequest): void {
    const now = Date.now();
    if (!this.pace.admit(now)) return this.fillPanel();
    this.host.send(request);
    this.setOpen(false);
    this.toggle.focus();
    this.greyUntilReady();
  }

  /** The room refused a reaction as too fast (another window of this seat, say): wait too. */
  refused(): void {
    while (this.pace.admit(Date.now()));
    this.greyUntilReady();
  }

  /** Greys the button until the pace allows the next reaction. */
  private greyUntilReady(): void {
    const now = Date.now();
    const ready = this.pace.readyAt(now);
    const waiting = ready > now;
    this.toggle.classList.toggle('waiting', waiting);
    this.toggle.title = waiting ? this.host.translator().t('reactionsWait') : '';
    if (this.waitTimer !== null) clearTimeout(this.waitTimer);
    this.waitTimer = waiting ? setTimeout(() => this.greyUntilReady(), ready - now) : null;
    if (this.isOpen) this.fillPanel();
  }

  /** Stops its timer (the table is left). */
  stop(): void {
    if (this.waitTimer !== null) clearTimeout(this.waitTimer);
    this.waitTimer = null;
  }
}
