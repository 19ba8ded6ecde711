import { createBot } from '../../../src/ai';
import type { Clock } from '../../../src/app/client/clock';
import type { StepSink } from '../../../src/app/client/game-source';
import { type Action, type GameState, newGame, type PlayerView } from '../../../src/engine';
import type { Computers, Scheduler, SeatKind, SeatStep } from '../../../src/master';

/** A clock that never waits, and remembers every wait asked of it. */
export class InstantClock implements Clock {
  readonly waits: number[] = [];
  async wait(ms: number): Promise<void> {
    this.waits.push(ms);
  }
}

/** Time for a master under test: the real timers (scaled), the real clock. */
export const testScheduler: Scheduler = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  now: () => Date.now(),
};

/** Computers played by the engine's bots, recording who was asked, and when. */
export class BotComputers implements Computers {
  readonly asked: { seat: number; presentedSteps: number }[] = [];
  cancelled = 0;
  /** How many steps the sink had presented (animations finished) when a decision was asked. */
  presented = () => 0;
  async decide(view: PlayerView, level: Parameters<Computers['decide']>[1]): Promise<Action> {
    this.asked.push({ seat: view.seat, presentedSteps: this.presented() });
    return createBot(level, { seed: 1 }).decide(view);
  }
  cancel(): void {
    this.cancelled++;
  }
}

/** A sink that finishes presenting each step only when told to (or at once). */
export class RecordingSink implements StepSink {
  readonly steps: SeatStep[] = [];
  readonly refusals: string[] = [];
  readonly thinks: [number, number | null][] = [];
  readonly troubles: { seat: number; gameGoesOn: boolean }[] = [];
  finished = 0;
  private pending: (() => void)[] = [];
  constructor(private readonly instant: boolean) {}
  present(step: SeatStep): Promise<void> {
    this.steps.push(step);
    if (this.instant) {
      this.finished++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.pending.push(() => {
        this.finished++;
        resolve();
      }),
    );
  }
  /** Finishes the oldest presentation under way. */
  finishOne(): void {
    this.pending.shift()?.();
  }
  thinking(seat: number, fraction: number | null): void {
    this.thinks.push([seat, fraction]);
  }
  refused(message: string): void {
    this.refusals.push(message);
  }
  computerFailed(seat: number, _problem: string, gameGoesOn: boolean): void {
    this.troubles.push({ seat, gameGoesOn });
  }
}

/** Lets every timer of 0 ms and every promise settle once. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Settles until `done` holds (at most `rounds` times). */
export async function settleUntil(done: () => boolean, rounds = 2000): Promise<void> {
  for (let i = 0; i < rounds && !done(); i++) await settle();
}

/** A new game of `seats`, dealt by `seed`. */
export function game(seats: SeatKind[], seed = 3): { state: GameState; seats: SeatKind[] } {
  return { state: newGame({ players: seats.map((_, i) => `P${i}`), seed }), seats };
}
