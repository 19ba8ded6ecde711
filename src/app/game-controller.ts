import type { Hint } from '../ai';
import {
  type Action,
  apply,
  type GameEvent,
  type GameRecord,
  type GameState,
  playerView,
  seatsToAct,
  startNextRound,
  toRecord,
} from '../engine';
import type { Translator } from '../i18n';
import { tableSnapshot } from '../view/snapshot';
import { NO_MARKS, type TableTarget } from '../view/table-types';
import type { TableView } from '../view/table-view';
import { choicesFor, choose, type ChoiceMode, type Choices } from './choices';
import { hintPanel } from './hint-text';
import type { Hud } from './hud';
import { type KeyCommand, moveCursor } from './keyboard';
import type { Overlay } from './overlay';
import { saveGame, type SavedGame } from './saves';
import { roundSummary } from './screens/round-summary';
import { isComputer, type SeatKind } from './seats';
import type { SolverClient } from '../worker/client';
import type { KeyValueStore } from './storage';
import { statusText } from './status';
import { tableLabels } from './table-labels';

/** What the table is waiting for: nothing (animating, a computer plays), a person, or a button. */
export type Awaiting = 'none' | 'input' | 'next-round' | 'game-over';

/** Base pause in milliseconds before a computer moves, so a person can follow (skippable). */
const COMPUTER_PAUSE = 420;

/** A lesson steering a game (the guided round): what the person may choose, the computers' moves. */
export interface GameGuide {
  /** `choices` narrowed to what the lesson teaches now. */
  narrow(state: GameState, mode: ChoiceMode, choices: Choices): Choices;
  /** Whether choosing `target` in `mode` is what the lesson teaches now. */
  permits(state: GameState, mode: ChoiceMode, target: TableTarget): boolean;
  /** Explains gently why a choice the lesson does not teach now was refused. */
  refuse(): void;
  /** The scripted move of computer `seat`, or `null` to let the solver choose. */
  computerMove(state: GameState, seat: number): Action | null;
  /** Follows the game: called whenever what the table waits for changes. */
  follow(state: GameState, awaiting: Awaiting): void;
}

/** What a game needs from the application around it. */
export interface GameContext {
  readonly view: TableView;
  readonly hud: Hud;
  readonly overlay: Overlay;
  readonly solver: SolverClient;
  readonly store: KeyValueStore;
  translator(): Translator;
  onNewGame(): void;
  onExport(record: GameRecord): void;
  onReplay(record: GameRecord): void;
  /** Called whenever what the table waits for changes (the test hook reads it). */
  onAwaiting(awaiting: Awaiting): void;
  /** Called after a solver call, to tell the player once if the solver had to fall back. */
  onSolverAnswered(): void;
  /** Called once, on the action that ends the game. */
  onGameOver(state: GameState, seats: readonly SeatKind[]): void;
  /** Called once the table has shown the end of the game (to celebrate a person's win). */
  onFinale?(state: GameState, seats: readonly SeatKind[]): void;
  /** The lesson steering this game, if it is the guided round. */
  readonly guide?: GameGuide;
}

/**
 * Plays one game: applies the persons' choices and the computers' moves to the engine, saves
 * after every action, and lets the table animate each new state. Computers and hints see only
 * their seat's player view.
 */
export class GameController {
  private state: GameState;
  private readonly seats: readonly SeatKind[];
  private mode: ChoiceMode = 'idle';
  private cursor: number | null = null;
  private hint: Hint | null = null;
  /** How long the shown hint took, from asking the solver to its answer. */
  private hintMs = 0;
  private awaiting: Awaiting = 'none';
  private person: number | null = null;
  private stopped = false;
  private changes = 0;
  private readonly abort = new AbortController();

  /** A controller for `game` within `context`. */
  constructor(
    private readonly context: GameContext,
    game: SavedGame,
  ) {
    this.state = game.state;
    this.seats = game.seats;
  }

  /** The game so far as a record (GAME-RECORD.md). */
  get record(): GameRecord {
    return toRecord(this.state);
  }

  /** The current engine state. */
  get current(): GameState {
    return this.state;
  }

  /** How many states this controller has moved through (the test hook waits on it). */
  get version(): number {
    return this.changes;
  }

  /** What the table waits for. */
  get waitingFor(): Awaiting {
    return this.awaiting;
  }

  /** The seat of the person choosing now, if any. */
  get actingPerson(): number | null {
    return this.awaiting === 'input' ? this.person : null;
  }

  /** Shows the game and plays on from where it stands. */
  start(): void {
    const { view, hud } = this.context;
    const first = this.seats.findIndex((kind) => kind === 'person');
    this.person = this.personSeat() ?? (first >= 0 ? first : null);
    view.setFocus(this.person ?? 0);
    view.setSeatEmblems(this.seats);
    this.relabel();
    view.show(tableSnapshot(this.state));
    hud.setExportEnabled(true);
    void this.run();
  }

  /** Stops thinking and waiting; the controller is done. */
  stop(): void {
    this.stopped = true;
    this.abort.abort();
    this.context.view.setMarks(NO_MARKS);
    this.context.hud.setProgress(null);
  }

  /** Re-reads the language: labels, status, summary. */
  relabel(): void {
    const t = this.context.translator();
    this.context.view.setLabels(tableLabels(t, this.state.players, this.viewer()));
    this.updateStatus();
    if (this.awaiting === 'next-round' || this.awaiting === 'game-over') this.showSummary();
    if (this.hint !== null) this.showHintPanel(this.hint);
  }

  /** Closes a dialog opened over the game: back to the round summary, or to the table. */
  restoreOverlay(): void {
    if (this.awaiting === 'next-round' || this.awaiting === 'game-over') this.showSummary();
    else this.context.overlay.hide();
  }

  /** A table object was chosen with the pointer or the keyboard. */
  choose(target: TableTarget): void {
    if (this.awaiting !== 'input' || this.person === null) return;
    const guide = this.context.guide;
    if (guide !== undefined && !guide.permits(this.state, this.mode, target)) return guide.refuse();
    const outcome = choose(this.state, this.person, this.mode, target);
    if (outcome.kind === 'act') void this.personAct(outcome.action);
    else if (outcome.kind === 'mode') this.setMode(outcome.mode);
    else this.context.hud.toast(this.context.translator().t('illegalMove'));
  }

  /** A key command at the table. */
  key(command: KeyCommand): void {
    if (command.kind === 'skip') return this.context.view.skip();
    if (command.kind === 'hint') return void this.requestHint();
    if (this.awaiting !== 'input' || this.person === null) return;
    const drawn = this.state.round.drawn !== null;
    const choices = this.choices(this.person);
    switch (command.kind) {
      case 'draw':
        return this.choose({ kind: 'draw' });
      case 'take':
        return drawn ? this.refuse() : this.choose({ kind: 'discard' });
      case 'discard':
        return drawn ? this.choose({ kind: 'discard' }) : this.refuse();
      case 'cancel':
        return this.setMode('idle');
      case 'move':
        this.cursor = moveCursor(this.cursor, command.columns, command.rows, choices.positions);
        return this.mark();
      case 'pick':
        if (!choices.positions.includes(command.pos)) return this.refuse();
        this.cursor = command.pos;
        return this.mark();
      case 'confirm':
        if (this.cursor === null) return this.refuse();
        return this.choose({ kind: 'card', seat: this.person, pos: this.cursor });
    }
  }

  /** Asks the solver for the best move of the person to act and shows it with its reasons. */
  async requestHint(): Promise<void> {
    const { hud, solver } = this.context;
    const t = this.context.translator();
    if (this.context.guide !== undefined) return this.context.guide.refuse();
    if (this.awaiting !== 'input' || this.person === null) return hud.toast(t.t('hintUnavailable'));
    const asked = this.state;
    const started = performance.now();
    hud.setProgress(0);
    hud.setStatus(t.t('hintThinking', { percent: 0 }));
    try {
      const hint = await solver.hint(playerView(asked, this.person), {
        signal: this.abort.signal,
        onProgress: (fraction) => {
          hud.setProgress(fraction);
          hud.setStatus(t.t('hintThinking', { percent: Math.round(fraction * 100) }));
        },
      });
      this.context.onSolverAnswered();
      if (this.stopped || this.state !== asked) return;
      this.hint = hint;
      this.hintMs = performance.now() - started;
      this.showHintPanel(hint);
      this.context.view.showHint(hint.candidates[0]?.action ?? null);
      this.mark();
    } finally {
      hud.setProgress(null);
      this.updateStatus();
    }
  }

  /** Deals the next round once the summary is closed. */
  private nextRound(): void {
    if (this.awaiting !== 'next-round') return;
    const next = startNextRound(this.state);
    if (!next.ok) return;
    this.context.overlay.hide();
    void this.commitState(next.state, next.events).then(() => this.run());
  }

  private async run(): Promise<void> {
    const { view } = this.context;
    while (!this.stopped) {
      const state = this.state;
      if (state.phase === 'round-over' || state.phase === 'game-over') return this.showSummary();
      const computer = seatsToAct(state).find((seat) => isComputer(this.seats[seat]!));
      if (computer === undefined) return this.awaitPerson();
      this.setAwaiting('none');
      this.updateStatus();
      await view.motion.pause(COMPUTER_PAUSE);
      const action =
        this.context.guide?.computerMove(state, computer) ?? (await this.think(computer));
      if (this.stopped || action === null) return;
      await this.commit(action);
    }
  }

  private async think(seat: number): Promise<Action | null> {
    const { hud, solver } = this.context;
    const t = this.context.translator();
    const level = this.seats[seat]!;
    if (!isComputer(level)) return null;
    const name = this.state.players[seat]!;
    hud.setStatus(t.t('statusThinking', { name, percent: 0 }));
    this.context.view.setThinking(seat, 0);
    try {
      const action = await solver.chooseAction(playerView(this.state, seat), level, {
        signal: this.abort.signal,
        onProgress: (fraction) => {
          this.context.view.setThinking(seat, fraction);
          hud.setProgress(fraction);
          hud.setStatus(t.t('statusThinking', { name, percent: Math.round(fraction * 100) }));
        },
      });
      this.context.onSolverAnswered();
      return action;
    } catch (error) {
      if (this.stopped) return null;
      throw error;
    } finally {
      this.context.view.setThinking(seat, null);
      hud.setProgress(null);
    }
  }

  private async personAct(action: Action): Promise<void> {
    if (await this.commit(action)) await this.run();
  }

  /** Applies `action`; on success saves and animates the new state. */
  private async commit(action: Action): Promise<boolean> {
    const result = apply(this.state, action);
    if (!result.ok) {
      this.refuse();
      return false;
    }
    await this.commitState(result.state, result.events);
    return true;
  }

  private async commitState(next: GameState, events: readonly GameEvent[]): Promise<void> {
    const { view, hud, store } = this.context;
    const before = this.state;
    this.state = next;
    this.changes++;
    this.mode = 'idle';
    this.hint = null;
    hud.showHint(null);
    hud.setHintEnabled(false);
    this.setAwaiting('none');
    saveGame(store, { seats: this.seats, state: next });
    if (before.phase !== 'game-over' && next.phase === 'game-over')
      this.context.onGameOver(next, this.seats);
    const { ender } = next.round;
    if (before.round.ender === null && ender !== null && next.phase === 'turns') {
      hud.toast(this.context.translator().t('statusFinalRound', { name: next.players[ender]! }));
    }
    this.updateStatus();
    await view.update(tableSnapshot(next), events);
    if (before.phase !== 'game-over' && next.phase === 'game-over')
      this.context.onFinale?.(next, this.seats);
  }

  private awaitPerson(): void {
    const seat = this.personSeat();
    if (seat === null) return;
    if (seat !== this.person) {
      this.person = seat;
      this.context.view.setFocus(seat);
      this.relabel();
    }
    this.cursor = null;
    this.setAwaiting('input');
    this.context.hud.setHintEnabled(this.context.guide === undefined);
    this.updateStatus();
    this.mark();
  }

  private personSeat(): number | null {
    return seatsToAct(this.state).find((seat) => this.seats[seat] === 'person') ?? null;
  }

  /** The seat whose cards the labels call "your": the person at the screen, if any. */
  private viewer(): number | null {
    return this.person !== null && this.seats[this.person] === 'person' ? this.person : null;
  }

  private setMode(mode: ChoiceMode): void {
    this.mode = mode;
    this.updateStatus();
    this.mark();
  }

  private refuse(): void {
    if (this.context.guide !== undefined) return this.context.guide.refuse();
    this.context.hud.toast(this.context.translator().t('illegalMove'));
  }

  private mark(): void {
    const { view } = this.context;
    if (this.awaiting !== 'input' || this.person === null) return view.setMarks(NO_MARKS);
    const choices = this.choices(this.person);
    if (this.cursor === null || !choices.positions.includes(this.cursor))
      this.cursor = choices.positions[0] ?? null;
    view.setMarks({
      seat: this.person,
      positions: choices.positions,
      piles: choices.piles,
      cursor: this.cursor,
      chosenPile: this.mode === 'idle' ? null : 'discard',
    });
  }

  private showHintPanel(hint: Hint): void {
    const pile = this.state.round.discardPile;
    const t = this.context.translator();
    const discardTop = pile[pile.length - 1] ?? 0;
    this.context.hud.showHint(hintPanel(t, hint, this.state.players, discardTop, this.hintMs));
  }

  private showSummary(): void {
    const { overlay } = this.context;
    this.setAwaiting(this.state.phase === 'game-over' ? 'game-over' : 'next-round');
    this.updateStatus();
    overlay.show(
      roundSummary(this.context.translator(), this.state, {
        onNextRound: () => this.nextRound(),
        onNewGame: () => this.context.onNewGame(),
        onExport: () => this.context.onExport(this.record),
        onReplay: () => this.context.onReplay(this.record),
      }),
    );
  }

  private updateStatus(): void {
    const t = this.context.translator();
    const person = this.awaiting === 'input' ? this.person : null;
    this.context.hud.setStatus(statusText(t, this.state, person, this.mode));
  }

  /** What `person` may choose now: the legal choices, narrowed by the lesson if there is one. */
  private choices(person: number): Choices {
    const choices = choicesFor(this.state, person, this.mode);
    return this.context.guide?.narrow(this.state, this.mode, choices) ?? choices;
  }

  private setAwaiting(awaiting: Awaiting): void {
    this.awaiting = awaiting;
    this.context.onAwaiting(awaiting);
    this.context.guide?.follow(this.state, awaiting);
  }
}
