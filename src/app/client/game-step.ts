import type { Action, GameEvent, PlayerView } from '../../engine';
import type { SeatKind } from '../../master/seats';
import type { SeatCountdown } from '../../view/countdown';

/** A seat played at this screen that is to choose now. */
export interface Prompt {
  readonly seat: number;
  /** What the seat knows (R8): the hint is asked from this alone. */
  readonly view: PlayerView;
  /** The actions the seat may choose from. */
  readonly legal: readonly Action[];
}

/** One moment of a game as the table presents it. */
export interface GameStep {
  /** What the seat shown at this screen knows now (R8); the table shows its projection. */
  readonly view: PlayerView;
  /** What happened since the step before, as the engine reported it; none for a jump. */
  readonly events: readonly GameEvent[];
  /** The person at this screen to choose now, if any. */
  readonly prompt: Prompt | null;
  /** The computer seat that moves next, if any: its plate shows it thinking. */
  readonly computer: number | null;
  /** Shown at once rather than animated (a game resumed, the first step of a source). */
  readonly jump: boolean;
}

/** Where a game's steps are presented: the table, the status bar and the round summary. */
export interface StepSink {
  /**
   * Presents `step` after those before it; resolves once the table shows it (animation done). A
   * step it cannot show it reports itself: the client goes on with the next one either way.
   */
  present(step: GameStep): Promise<void>;
  /** A computer's thinking from 0 to 1 while the table waits for it; `null` once it has decided. */
  thinking(seat: number, fraction: number | null): void;
  /** A seat's clock (an online turn timer, an away person's time), or none (`null`). */
  countdown?(seat: number, countdown: SeatCountdown | null): void;
  /** The source refused a person's action, with the engine's reason. */
  refused(message: string): void;
  /**
   * Computer `seat` could not play its own choice (`problem`: the engine refused it, or thinking
   * failed): another legal move was played and the game goes on, or, if none is accepted, it cannot.
   */
  computerFailed?(seat: number, problem: string, gameGoesOn: boolean): void;
}

/**
 * Where the states of a game come from. The local engine with its computer players is one
 * source; an online room is another, presented by the same presenter on the same table.
 */
export interface GameSource {
  /** Who plays each seat. */
  readonly seats: readonly SeatKind[];
  /**
   * Who each seat's plate shows, where it differs from `seats`: a person playing elsewhere
   * (online) is `'remote'`, never the computer level that would stand in for them.
   */
  readonly emblems?: readonly (SeatKind | 'remote')[];
  /** Starts handing steps to `sink`: the current state first (a jump), then every change. */
  start(sink: StepSink): void;
  /** A person at this screen chose `action` (one of the prompt's legal actions). */
  act(action: Action): void;
  /** Deals the next round (the round summary's button). */
  nextRound(): void;
  /** Stops: no more steps; thinking is cancelled. */
  stop(): void;
}
