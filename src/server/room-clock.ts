import type { Scheduler } from '../master';

/**
 * A room's time: every timer it sets (turn timers, reconnection windows, seat questions) runs
 * through `run` (the room's guard) and never after the room stopped it; `stop` ends them all.
 */
export class RoomClock implements Scheduler {
  private readonly pending = new Set<NodeJS.Timeout>();
  private stopped = false;

  /** A clock whose timers run through `run` (which keeps a failure from escaping). */
  constructor(private readonly run: (work: () => void) => void) {}

  /** Runs `work` after `ms` unless stopped first; returns what cancels it. */
  after(ms: number, work: () => void): () => void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      if (!this.stopped) this.run(work);
    }, ms);
    this.pending.add(timer);
    return () => {
      clearTimeout(timer);
      this.pending.delete(timer);
    };
  }

  /** The time now (epoch ms). */
  now(): number {
    return Date.now();
  }

  /** Whether the clock was stopped (the room is gone). */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Ends every timer; none runs from now on. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
