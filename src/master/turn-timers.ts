import type { GameState } from '../engine';
import type { Scheduler } from './scheduler';

/** One running timer: the turn it times, when it runs out (epoch milliseconds), its cancel. */
interface Deadline {
  readonly turn: string;
  readonly at: number;
  readonly cancel: () => void;
}

/** The timed seats and the milliseconds until the first runs out (0 when none runs). */
export interface RunningTimers {
  readonly seats: readonly number[];
  readonly ms: number;
}

/**
 * The turn timer of a game: each seat it times has `seconds` for its current turn (both set-up
 * reveals are one turn; between rounds, getting ready is one); `onTimeUp` hears when one runs out.
 */
export class TurnTimers {
  private readonly deadlines = new Map<number, Deadline>();

  /** Timers of `seconds` run by `scheduler`. */
  constructor(
    private readonly seconds: number,
    private readonly scheduler: Scheduler,
    private readonly onTimeUp: (seat: number) => void,
  ) {}

  /**
   * Times exactly `seats` in `game`: stops timers of seats no longer timed or whose turn has
   * changed, starts timers for the rest. Returns whether any timer started or stopped.
   */
  follow(game: GameState, seats: readonly number[]): boolean {
    let changed = false;
    for (const [seat, deadline] of this.deadlines) {
      if (!seats.includes(seat) || deadline.turn !== turnKey(game, seat)) {
        deadline.cancel();
        this.deadlines.delete(seat);
        changed = true;
      }
    }
    for (const seat of seats) {
      if (this.deadlines.has(seat)) continue;
      const turn = turnKey(game, seat);
      const ms = this.seconds * 1000;
      const cancel = this.scheduler.after(ms, () => this.expire(seat, turn));
      this.deadlines.set(seat, { turn, at: this.scheduler.now() + ms, cancel });
      changed = true;
    }
    return changed;
  }

  /** The timers running now. */
  running(): RunningTimers {
    const all = [...this.deadlines.entries()];
    if (all.length === 0) return { seats: [], ms: 0 };
    const first = Math.min(...all.map(([, deadline]) => deadline.at));
    const ms = Math.max(0, first - this.scheduler.now());
    return { seats: all.map(([seat]) => seat), ms };
  }

  /** Stops every timer. */
  clear(): void {
    for (const { cancel } of this.deadlines.values()) cancel();
    this.deadlines.clear();
  }

  private expire(seat: number, turn: string): void {
    if (this.deadlines.get(seat)?.turn !== turn) return;
    this.deadlines.delete(seat);
    this.onTimeUp(seat);
  }
}

/**
 * Names a seat's current turn: in set-up the seat's reveals, between rounds the readiness, in
 * the turns the count of recorded actions (a turn ends with exactly one; a draw is not one).
 */
function turnKey(game: GameState, seat: number): string {
  const round = game.round.index;
  if (game.phase === 'setup') return `${round}:setup:${seat}`;
  if (game.phase === 'turns') return `${round}:turn:${game.history[round]?.actions.length ?? 0}`;
  return `${round}:${game.phase}`;
}
