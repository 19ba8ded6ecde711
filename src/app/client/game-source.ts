import type { Action } from '../../engine';
import type { SeatKind, SeatStep } from '../../master';
import type { SeatCountdown } from '../../view/countdown';
import type { SeatLook } from '../../online/looks';

/** Where a game's steps are presented: the table, the status bar and the round summary. */
export interface StepSink {
  /**
   * Presents `step` (the master's step for this screen: what its seat knows, the events since the
   * step before, whether a person here chooses now) once the one before it is shown; resolves once
   * the table shows it (animation done). A step it cannot show it reports itself: the client goes
   * on with the next one either way.
   */
  present(step: SeatStep): Promise<void>;
  /** A computer's thinking from 0 to 1 while the table waits for it; `null` once it has decided. */
  thinking(seat: number, fraction: number | null): void;
  /** Each seat's clock (an online turn timer, an away person's time, or none), by seat. */
  countdowns?(countdowns: readonly (SeatCountdown | null)[]): void;
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
  readonly emblems?: readonly (SeatKind | 'remote' | 'stand-in')[];
  /** The avatar and colour each person picked, by seat (`null`: the plain figure or a robot). */
  readonly looks?: readonly (SeatLook | null)[];
  /** Starts handing steps to `sink`: the current state first (a jump), then every change. */
  start(sink: StepSink): void;
  /** A person at this screen chose `action` (one of the legal actions of the step's view). */
  act(action: Action): void;
  /** Deals the next round (the round summary's button). */
  nextRound(): void;
  /** Stops: no more steps; thinking is cancelled. */
  stop(): void;
}
