import type { Action } from '../../engine';
import type { MasterLink, SeatKind, SeatStep } from '../../master';
import type { SeatCountdown } from '../../view/countdown';
import type { Clock } from './clock';
import type { GameSource, StepSink } from './game-source';
import { SerialQueue } from './serial-queue';
import type { SeatLook } from '../../online/looks';

/**
 * The pause before a computer's turn is shown at normal speed, in milliseconds: time to see whose
 * turn it is. A computer going on with its own turn (its placement after its draw, its second
 * opening card) goes on without it: the art direction keeps a computer's whole turn within 0.4 s.
 */
export const COMPUTER_PAUSE_MS = 120;

/** How a client presents its master's steps. */
export interface ClientOptions {
  /** Who plays each seat, as this screen sees it (read at every step). */
  readonly seats: () => readonly SeatKind[];
  /** Who each seat's plate shows, where it differs from `seats` (online: a friend elsewhere). */
  readonly emblems?: () => readonly (SeatKind | 'remote' | 'stand-in')[];
  /** The avatar and colour each person picked, by seat (read at every room's news). */
  readonly looks?: () => readonly (SeatLook | null)[];
  /**
   * The seats' clocks (an online turn timer, an away person's time): `show` hears them all, by
   * seat, whenever one changes; returns what stops it.
   */
  readonly countdowns?: (
    show: (countdowns: readonly (SeatCountdown | null)[]) => void,
  ) => () => void;
  /** The game's pauses: follow the speed, end at once on a skip. */
  readonly clock: Clock;
  /**
   * The pause before a computer's turn is shown (default `COMPUTER_PAUSE_MS`; 0 online, where the
   * room already paces its computers). A computer still deciding after it shows its thinking.
   */
  readonly computerPauseMs?: number;
}

/**
 * The one client: hands the steps its game master sends (in this process or through a room) to
 * the presenter, and sends the person's choices back. It rebuilds nothing: every step carries
 * what its seats know. It holds the one queue of steps: they are presented one after another,
 * each once the one before is shown, a computer's turn after a short pause; while the table waits
 * for a computer that is still thinking, its plate shows the progress.
 */
export class GameClient implements GameSource {
  private sink: StepSink | null = null;
  private unwatch: (() => void) | null = null;
  private stopCountdowns: (() => void) | null = null;
  private readonly queue = new SerialQueue();
  /** Steps received and not yet shown. */
  private behind = 0;
  /** The seat a computer plays that the last step shown says moves next. */
  private next: number | null = null;
  /** The pause after the last step shown, when a computer moves next. */
  private pause: Promise<void> = Promise.resolve();
  /** The computers deciding now, with their progress. */
  private readonly deciding = new Map<number, number>();
  /** The seat whose thinking the table shows, if any. */
  private shownThinking: number | null = null;
  private stopped = false;

  /** A client of the master behind `link`. */
  constructor(
    private readonly link: MasterLink,
    private readonly options: ClientOptions,
  ) {}

  get seats(): readonly SeatKind[] {
    return this.options.seats();
  }

  get emblems(): readonly (SeatKind | 'remote' | 'stand-in')[] {
    return this.options.emblems?.() ?? this.seats;
  }

  get looks(): readonly (SeatLook | null)[] {
    return this.options.looks?.() ?? [];
  }

  start(sink: StepSink): void {
    this.sink = sink;
    this.unwatch = this.link.watch({
      step: (step) => this.receive(step),
      thinking: (seat, fraction) => this.thinking(seat, fraction),
      computerFailed: (seat, problem, goesOn) => sink.computerFailed?.(seat, problem, goesOn),
      refused: (message) => sink.refused(message),
    });
    const countdowns = sink.countdowns?.bind(sink);
    if (countdowns !== undefined && this.options.countdowns !== undefined)
      this.stopCountdowns = this.options.countdowns(countdowns);
  }

  act(action: Action): void {
    if (!this.stopped) this.link.act(action);
  }

  nextRound(): void {
    if (!this.stopped) this.link.ready();
  }

  stop(): void {
    this.stopped = true;
    this.unwatch?.();
    this.unwatch = null;
    this.stopCountdowns?.();
    this.stopCountdowns = null;
  }

  private receive(step: SeatStep): void {
    if (this.stopped) return;
    this.behind++;
    this.hideThinking();
    void this.queue.run(async () => {
      // A computer's move waits for the pause after the step before (over already if it came late).
      if (step.byComputer && !step.jump) await this.pause;
      if (this.stopped) return;
      try {
        await this.sink!.present(step);
      } catch {
        // The sink reports a step it could not show (StepSink.present); the steps after it come.
      }
      this.behind--;
      // The computer that made this step moves again: its turn goes on without a pause.
      const goesOn = step.byComputer && step.computer !== null && step.computer === this.next;
      this.next = step.computer;
      const ms = this.pauseMs();
      this.pause =
        step.computer !== null && ms > 0 && !goesOn
          ? this.options.clock.wait(ms)
          : Promise.resolve();
      if (this.behind === 0) void this.waitForComputer();
    });
  }

  private pauseMs(): number {
    return this.options.computerPauseMs ?? COMPUTER_PAUSE_MS;
  }

  /** The table shows every step: after the pause, a computer still deciding shows its thinking. */
  private async waitForComputer(): Promise<void> {
    const seat = this.next;
    if (seat === null || this.pauseMs() <= 0) return;
    await this.pause;
    if (this.stopped || this.behind > 0 || this.next !== seat) return;
    const fraction = this.deciding.get(seat);
    if (fraction === undefined) return;
    this.shownThinking = seat;
    this.sink!.thinking(seat, fraction);
  }

  private thinking(seat: number, fraction: number | null): void {
    if (fraction === null) this.deciding.delete(seat);
    else this.deciding.set(seat, fraction);
    if (this.shownThinking !== seat || this.stopped) return;
    if (fraction === null) this.hideThinking();
    else this.sink!.thinking(seat, fraction);
  }

  private hideThinking(): void {
    const seat = this.shownThinking;
    if (seat === null) return;
    this.shownThinking = null;
    this.sink!.thinking(seat, null);
  }
}
