import type { GameEvent, GameState } from '../engine';
import type { Translator } from '../i18n';
import { tableSnapshot } from '../view/snapshot';
import { NO_MARKS } from '../view/table-types';
import type { TableView } from '../view/table-view';
import { h } from './dom';
import type { Hud } from './hud';
import { tableLabels } from './table-labels';

/** Base pause in milliseconds between two actions while a replay plays. */
const PLAY_PAUSE = 500;

/** What a replay needs from the application around it. */
export interface ReplayContext {
  readonly view: TableView;
  readonly hud: Hud;
  /** Where the replay's control bar goes. */
  readonly controls: HTMLElement;
  translator(): Translator;
  onLeave(): void;
  /** Called after every step with the index shown and the number of states. */
  onStep(index: number, count: number): void;
}

/** Watches a recorded game: step forward (animated), step back, play, jump to a round. */
export class ReplayController {
  private index = 0;
  private playing = false;
  private moving = false;
  private stopped = false;
  /** A step back or a jump asked for during a step forward, done when the step ends. */
  private queued: (() => void) | null = null;

  /** A replay of `states` and the `events` leading to each (from `replayStates`). */
  constructor(
    private readonly context: ReplayContext,
    private readonly states: readonly GameState[],
    private readonly events: readonly (readonly GameEvent[])[],
  ) {}

  /** Shows the first state and the controls. */
  start(): void {
    const { view, hud } = this.context;
    hud.setHintEnabled(false);
    hud.setExportEnabled(false);
    view.setFocus(0);
    view.setMarks(NO_MARKS);
    this.relabel();
    this.show(0);
  }

  /** Stops playing and removes the controls. */
  stop(): void {
    this.stopped = true;
    this.playing = false;
    this.context.controls.replaceChildren();
    this.context.controls.hidden = true;
  }

  /** Re-reads the language. */
  relabel(): void {
    const t = this.context.translator();
    this.context.view.setLabels(tableLabels(t, this.states[0]!.players, null));
    this.renderControls();
  }

  /** Moves one action forward, animated. */
  async forward(): Promise<void> {
    if (this.moving || this.index >= this.states.length - 1) return;
    this.moving = true;
    this.index++;
    this.renderControls();
    await this.context.view.update(
      tableSnapshot(this.states[this.index]!),
      this.events[this.index]!,
    );
    this.moving = false;
    this.context.onStep(this.index, this.states.length);
    const queued = this.queued;
    this.queued = null;
    if (queued !== null && !this.stopped) queued();
  }

  /** Moves one action back, without animation (after the step forward under way, if any). */
  back(): void {
    if (this.moving) return void (this.queued = () => this.back());
    if (this.index > 0) this.show(this.index - 1);
  }

  /** Jumps to the deal of round `round` (zero-based), after the step forward under way, if any. */
  jumpToRound(round: number): void {
    if (this.moving) return void (this.queued = () => this.jumpToRound(round));
    const index = this.states.findIndex((state) => state.round.index === round);
    if (index >= 0) this.show(index);
  }

  /** Starts or stops playing. */
  async togglePlay(): Promise<void> {
    this.playing = !this.playing;
    this.renderControls();
    while (this.playing && !this.stopped && this.index < this.states.length - 1) {
      await this.forward();
      await this.context.view.motion.pause(PLAY_PAUSE);
    }
    this.playing = false;
    if (!this.stopped) this.renderControls();
  }

  private show(index: number): void {
    this.index = index;
    this.context.view.show(tableSnapshot(this.states[index]!));
    this.renderControls();
    this.context.onStep(index, this.states.length);
  }

  private renderControls(): void {
    const { controls, hud } = this.context;
    const t = this.context.translator();
    const state = this.states[this.index]!;
    const rounds = this.states[this.states.length - 1]!.round.index + 1;
    hud.setStatus(
      t.t('statusReplay', {
        step: this.index,
        total: this.states.length - 1,
        round: state.round.index + 1,
      }),
    );
    const button = (label: string, action: string, onclick: () => void, text: string) =>
      h(
        'button',
        { type: 'button', 'aria-label': label, title: label, 'data-action': action, onclick },
        text,
      );
    controls.hidden = false;
    controls.replaceChildren(
      h('span', { class: 'replay-title' }, t.t('replayTitle')),
      button(t.t('stepBack'), 'back', () => this.back(), '«'),
      button(
        this.playing ? t.t('pause') : t.t('play'),
        'play',
        () => void this.togglePlay(),
        this.playing ? '❚❚' : '▶',
      ),
      button(t.t('stepForward'), 'forward', () => void this.forward(), '»'),
      h(
        'select',
        {
          'aria-label': t.t('jumpToRound'),
          'data-action': 'round',
          onchange: (event) => this.jumpToRound(Number((event.target as HTMLSelectElement).value)),
        },
        ...Array.from({ length: rounds }, (_, round) =>
          h(
            'option',
            { value: round, selected: round === state.round.index },
            t.t('roundTitle', { round: round + 1 }),
          ),
        ),
      ),
      button(t.t('leaveReplay'), 'leave', () => this.context.onLeave(), '✕'),
    );
  }
}
