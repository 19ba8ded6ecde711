import {
  type Action,
  apply,
  dealtEvent,
  type GameEvent,
  type GameState,
  legalActions,
  playerView,
  seatsToAct,
  startNextRound,
} from '../../engine';
import { tableSnapshot } from '../../view/snapshot';
import { isComputer, type SeatKind } from './seats';
import type { Clock } from './clock';
import { computerMove } from './computer-move';
import type { Computers } from './computers';
import type { GameSource, GameStep, Prompt, StepSink } from './game-step';

/** The pause before a computer's move at normal speed, in milliseconds: time to see whose turn. */
export const COMPUTER_PAUSE_MS = 120;

/** A game on this device: its state, and who plays each seat. */
export interface LocalGameSetup {
  readonly seats: readonly SeatKind[];
  readonly state: GameState;
}

/** What a local game needs: its clock, its computer players, and who hears of each new state. */
export interface LocalGameOptions {
  readonly clock: Clock;
  readonly computers: Computers;
  /** Called with every new state, before it is presented (the app saves it here). */
  readonly onState?: (state: GameState, previous: GameState) => void;
  /** The pause before a computer's move at normal speed (default `COMPUTER_PAUSE_MS`). */
  readonly computerPauseMs?: number;
}

/** How far a computer's decision has got, whether it is made, and whether the table shows it. */
interface Progress {
  fraction: number;
  done: boolean;
  shown: boolean;
}

/** A computer's decision under way: started as soon as its state is known. */
interface Decision {
  readonly seat: number;
  readonly action: Promise<Action>;
  readonly progress: Progress;
}

/**
 * The turn loop of a game played on this device: applies the persons' actions and the computers'
 * moves to the engine and hands every new state to the presenter as a step. It knows no DOM: time
 * comes from a clock, moves from the computers and the persons' `act`. A computer starts thinking
 * as soon as its state is known, while the presenter still animates the move before it.
 */
export class LocalGame implements GameSource {
  readonly seats: readonly SeatKind[];
  private state: GameState;
  private sink: StepSink | null = null;
  /** Resolves once the table shows the latest step. */
  private presented: Promise<void> = Promise.resolve();
  private stopped = false;
  /** Counts the loop's runs, so a stale run stops when a newer one has begun. */
  private runs = 0;

  /** A game of `setup` played with `options`. */
  constructor(
    setup: LocalGameSetup,
    private readonly options: LocalGameOptions,
  ) {
    this.seats = setup.seats;
    this.state = setup.state;
  }

  /** The current engine state. */
  get current(): GameState {
    return this.state;
  }

  start(sink: StepSink): void {
    this.sink = sink;
    // A round that has just been dealt is dealt on the table; any other state is shown as it is.
    const { phase, round, history } = this.state;
    const fresh = phase === 'setup' && (history[round.index]?.actions.length ?? 0) === 0;
    this.presented = sink.present(
      fresh ? this.step([dealtEvent(this.state)], false) : this.step([], true),
    );
    void this.advance();
  }

  act(action: Action): void {
    const prompt = this.prompt();
    if (this.stopped || prompt === null || prompt.seat !== action.p) {
      return this.sink?.refused('it is not your move');
    }
    const result = apply(this.state, action);
    if (!result.ok) return this.sink?.refused(result.message);
    this.commit(result.state, result.events);
    void this.advance();
  }

  nextRound(): void {
    if (this.stopped || this.state.phase !== 'round-over') return;
    const next = startNextRound(this.state);
    if (!next.ok) return;
    this.commit(next.state, next.events);
    void this.advance();
  }

  stop(): void {
    this.stopped = true;
    this.options.computers.cancel();
  }

  /** The computer seat to act now: computers make their set-up reveals before the persons. */
  private computerToAct(): number | null {
    return seatsToAct(this.state).find((seat) => isComputer(this.seats[seat]!)) ?? null;
  }

  /** The person to choose now, once no computer is to act. */
  private prompt(): Prompt | null {
    if (this.computerToAct() !== null) return null;
    const seat = seatsToAct(this.state).find((s) => this.seats[s] === 'person');
    if (seat === undefined) return null;
    return {
      seat,
      view: playerView(this.state, seat),
      legal: legalActions(this.state, seat),
    };
  }

  private step(events: readonly GameEvent[], jump: boolean): GameStep {
    return {
      snapshot: tableSnapshot(this.state),
      events,
      prompt: this.prompt(),
      computer: this.computerToAct(),
      jump,
    };
  }

  private commit(next: GameState, events: readonly GameEvent[]): void {
    const previous = this.state;
    this.state = next;
    this.options.onState?.(next, previous);
    this.presented = this.sink!.present(this.step(events, false));
  }

  /** Plays the computers' moves until a person is to choose or the round is over. */
  private async advance(): Promise<void> {
    const run = ++this.runs;
    const live = () => !this.stopped && run === this.runs;
    while (live()) {
      const state = this.state;
      const decision = this.decide(state);
      if (decision === null) return;
      await this.presented;
      if (!live()) return;
      await this.options.clock.wait(this.options.computerPauseMs ?? COMPUTER_PAUSE_MS);
      if (!live()) return;
      const { progress } = decision;
      // Only a decision that keeps the table waiting past the pause shows its thinking.
      if (!progress.done) {
        progress.shown = true;
        this.sink!.thinking(decision.seat, progress.fraction);
      }
      let chosen: Action | Error;
      try {
        chosen = await decision.action;
      } catch (error) {
        if (!live()) return;
        chosen = error instanceof Error ? error : new Error(String(error));
      } finally {
        if (progress.shown) this.sink!.thinking(decision.seat, null);
        progress.shown = false;
      }
      if (!live() || this.state !== state) return;
      // A move the engine refuses (or no move at all) never leaves the computer thinking for ever.
      const move = computerMove(state, decision.seat, chosen);
      if (move.problem !== null)
        this.sink!.computerFailed?.(decision.seat, move.problem, move.state !== null);
      if (move.state === null) return;
      this.commit(move.state, move.events);
    }
  }

  /** Starts the decision of the computer to act in `state`, or `null` when none is to act. */
  private decide(state: GameState): Decision | null {
    const seat = this.computerToAct();
    if (seat === null) return null;
    const level = this.seats[seat]!;
    if (!isComputer(level)) return null;
    const progress: Progress = { fraction: 0, done: false, shown: false };
    const action = this.options.computers.decide(playerView(state, seat), level, (fraction) => {
      progress.fraction = fraction;
      if (progress.shown && !this.stopped) this.sink!.thinking(seat, fraction);
    });
    // A decision the loop no longer waits for (the game stopped) must not report an error.
    action.then(
      () => (progress.done = true),
      () => (progress.done = true),
    );
    return { seat, action, progress };
  }
}
