import { type GameEvent, type GameState, playerView } from '../../engine';
import type { Translator } from '../../i18n';
import { tableSnapshot, type TableView } from '../../view';
import { h } from '../page/dom';
import { icon, type IconName } from '../ui/icons';
import { replayWords } from './replay-words';
import type { Hud } from '../page/hud';
import type { Intent, IntentHandler } from '../input/intent';
import type { Screen } from '../screens/navigation';
import { showRulesInForce } from '../present/house-rules-text';
import { tableLabels } from '../present/table-labels';

/** Base pause in milliseconds between two actions while a replay plays. */
const PLAY_PAUSE = 500;

/** What a replay needs from the application around it. */
export interface ReplayContext {
  readonly view: TableView;
  readonly hud: Hud;
  /** Where the replay's control bar goes. */
  readonly controls: HTMLElement;
  translator(): Translator;
  /** Localizes default player names for display. */
  names(players: readonly string[]): readonly string[];
  /** Waits `ms` at normal speed (the game's clock: follows the speed, ends early on a skip). */
  wait(ms: number): Promise<void>;
  /** Finishes the running animation at once. */
  skip(): void;
  onLeave(): void;
  /** Reviews the game replayed (absent: no review from this replay). */
  onReview?(): void;
  /** Called after every step with the index shown and the number of states. */
  onStep(index: number, count: number): void;
  /** Called when the replay is left. */
  onHide?(): void;
}

/**
 * One request of the player: a step forward or back, or a jump to a round's deal (`-1`: the deal
 * of the round shown, or of the one before when it is shown from its deal; `1`: the next round's).
 */
type Move = { readonly kind: 'forward' | 'back' } | { readonly kind: 'round'; readonly by: -1 | 1 };

/**
 * Watches a recorded game on the table, a screen of its own: step forward (animated), step back,
 * play, jump to a round. Every request is queued: N clicks on a step button move N actions, the
 * animations catching up.
 */
export class ReplayController implements Screen, IntentHandler {
  readonly name = 'replay';
  readonly table = true;
  private index = 0;
  private playing = false;
  private stopped = false;
  private readonly moves: Move[] = [];
  private moving = false;
  /** Resolves when the queue is empty. */
  private idle: Promise<void> = Promise.resolve();
  private playButton: HTMLButtonElement | null = null;
  private roundBack: HTMLButtonElement | null = null;
  private roundForward: HTMLButtonElement | null = null;
  private readonly roundShown = h('span', { class: 'replay-round' });
  /** What the step shown did, in words. */
  private readonly words = h('p', { class: 'replay-words', 'aria-live': 'polite' });

  /** A replay of `states` and the `events` leading to each (from `replayStates`). */
  constructor(
    private readonly context: ReplayContext,
    private readonly states: readonly GameState[],
    private readonly events: readonly (readonly GameEvent[])[],
  ) {}

  /** The index of the state shown. */
  get position(): number {
    return this.index;
  }

  /** In front: shows the first state and the controls. */
  show(): void {
    const { view, hud } = this.context;
    hud.setGameButtons(false, false);
    // The replay's own step buttons finish a running step; the bar's skip has nothing to add.
    hud.setSkip(false, false);
    void view.set({ focus: 0, choosing: null });
    this.update();
    this.showState(0);
  }

  element(): HTMLElement | null {
    return null;
  }

  /** Leaving the replay stops it. */
  hide(): void {
    this.stop();
    this.context.onHide?.();
  }

  /** Stops playing and removes the controls. */
  stop(): void {
    this.stopped = true;
    this.playing = false;
    this.moves.length = 0;
    this.context.controls.replaceChildren();
    this.context.controls.hidden = true;
    showRulesInForce(this.context.hud, this.context.translator(), {});
  }

  /** Re-reads the language: the table's labels, the house rules in force (R9), the controls. */
  update(): void {
    const t = this.context.translator();
    const players = this.context.names(this.states[0]!.players);
    void this.context.view.set({ labels: tableLabels(t, players, null) });
    showRulesInForce(this.context.hud, t, this.states[0]!.rules);
    this.buildControls();
    this.renderControls();
  }

  intent(intent: Intent): void {
    if (intent.kind === 'skip') this.context.skip();
    else if (intent.kind === 'confirm') void this.togglePlay();
    else if (intent.kind === 'move' && intent.columns > 0) this.request({ kind: 'forward' });
    else if (intent.kind === 'move' && intent.columns < 0) this.request({ kind: 'back' });
  }

  /** Queues a step forward, a step back or a jump; they are played in order. */
  request(move: Move): void {
    if (this.stopped) return;
    this.moves.push(move);
    // Behind by more than the running step: finish its animation at once to catch up.
    if (this.moving) this.context.skip();
    void this.drain();
  }

  /** Starts or stops playing. */
  async togglePlay(): Promise<void> {
    this.playing = !this.playing;
    this.renderControls();
    while (this.playing && !this.stopped && this.index < this.states.length - 1) {
      this.request({ kind: 'forward' });
      await this.drain();
      await this.context.wait(PLAY_PAUSE);
    }
    this.playing = false;
    if (!this.stopped) this.renderControls();
  }

  /** Plays the queued moves one after another. */
  private async drain(): Promise<void> {
    if (this.moving) return this.idle;
    this.moving = true;
    let done = () => {};
    this.idle = new Promise((resolve) => (done = resolve));
    try {
      for (let move = this.moves.shift(); move && !this.stopped; move = this.moves.shift())
        await this.perform(move);
    } finally {
      this.moving = false;
      done();
    }
  }

  private async perform(move: Move): Promise<void> {
    if (move.kind === 'back') {
      if (this.index > 0) this.showState(this.index - 1);
      return;
    }
    if (move.kind === 'round') {
      const index = this.roundDeal(move.by);
      if (index !== null) this.showState(index);
      return;
    }
    if (this.index >= this.states.length - 1) return;
    this.index++;
    this.renderControls();
    await this.context.view.set({
      snapshot: tableSnapshot(playerView(this.states[this.index]!, 0)),
      events: this.events[this.index]!,
    });
    this.context.onStep(this.index, this.states.length);
  }

  /** The state of the deal a round move goes to from the state shown, or null at an end. */
  private roundDeal(by: -1 | 1): number | null {
    const round = this.states[this.index]!.round.index;
    const dealOf = (r: number) => this.states.findIndex((state) => state.round.index === r);
    const shownDeal = dealOf(round);
    const target =
      by > 0 ? dealOf(round + 1) : this.index > shownDeal ? shownDeal : dealOf(round - 1);
    return target >= 0 ? target : null;
  }

  private showState(index: number): void {
    this.index = index;
    void this.context.view.set({ snapshot: tableSnapshot(playerView(this.states[index]!, 0)) });
    this.renderControls();
    this.context.onStep(index, this.states.length);
  }

  /** Builds the control bar (again after a language change); steps only update it. */
  private buildControls(): void {
    const t = this.context.translator();
    const button = (label: string, action: IconName | 'leave', onclick: () => void) =>
      h(
        'button',
        {
          type: 'button',
          class: 'icon-button',
          'aria-label': label,
          title: label,
          'data-action': action,
          onclick,
        },
        icon(action === 'leave' ? 'close' : action),
      );
    this.playButton = button(t.t('play'), 'play', () => void this.togglePlay());
    const roundButton = (by: -1 | 1) =>
      button(
        by < 0 ? t.t('replayRoundStart') : t.t('replayNextRound'),
        by < 0 ? 'round-back' : 'round-forward',
        () => this.request({ kind: 'round', by }),
      );
    this.roundBack = roundButton(-1);
    this.roundForward = roundButton(1);
    this.context.controls.hidden = false;
    this.context.controls.replaceChildren(
      this.words,
      h(
        'div',
        { class: 'replay-buttons' },
        h('span', { class: 'replay-title' }, t.t('replayTitle')),
        button(t.t('stepBack'), 'back', () => this.request({ kind: 'back' })),
        this.playButton,
        button(t.t('stepForward'), 'forward', () => this.request({ kind: 'forward' })),
        h('span', { class: 'replay-rounds' }, this.roundBack, this.roundShown, this.roundForward),
        this.context.onReview === undefined
          ? null
          : h(
              'button',
              { type: 'button', 'data-action': 'review', onclick: () => this.context.onReview?.() },
              t.t('reviewGame'),
            ),
        button(t.t('leaveReplay'), 'leave', () => this.context.onLeave()),
      ),
    );
  }

  /** Shows where the replay stands: the status line, the play button, the round. */
  private renderControls(): void {
    if (this.stopped) return;
    const t = this.context.translator();
    const state = this.states[this.index]!;
    this.context.hud.setStatus(
      t.t('statusReplay', {
        step: this.index,
        total: this.states.length - 1,
        round: state.round.index + 1,
      }),
    );
    const names = this.context.names(state.players);
    this.words.textContent = replayWords(t, names, this.events[this.index] ?? []);
    const play = this.playButton!;
    const label = this.playing ? t.t('pause') : t.t('play');
    play.replaceChildren(icon(this.playing ? 'pause' : 'play'));
    play.setAttribute('aria-label', label);
    play.title = label;
    const rounds = this.states[this.states.length - 1]!.round.index + 1;
    this.roundShown.textContent = t.t('replayRound', { round: state.round.index + 1, rounds });
    this.roundBack!.disabled = this.roundDeal(-1) === null;
    this.roundForward!.disabled = this.roundDeal(1) === null;
  }
}
