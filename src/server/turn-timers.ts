import type { GameState } from '../engine';

/** One running timer: the turn it times and when it runs out (epoch milliseconds). */
interface Deadline {
  readonly turn: string;
  readonly at: number;
  readonly timer: NodeJS.Timeout;
}

/**
 * The turn timer of a room: each seat it times has `seconds` for its current turn (both set-up
 * reveals are one turn; between rounds, getting ready is one); `onTimeUp` hears when one runs out.
 */
export class TurnTimers {
  private readonly deadlines = new Map<number, Deadline>();

  /** Timers of `seconds`; `schedule` runs a callback later (the room's, cleared on dispose). */
  constructor(
    private readonly seconds: number,
    private readonly schedule: (run: () => void, ms: number) => NodeJS.Timeout,
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
        clearTimeout(deadline.timer);
        this.deadlines.delete(seat);
        changed = true;
      }
    }
    for (const seat of seats) {
      if (this.deadlines.has(seat)) continue;
      const turn = turnKey(game, seat);
      const ms = this.seconds * 1000;
      const timer = this.schedule(() => this.expire(seat, turn), ms);
      this.deadlines.set(seat, { turn, at: Date.now() + ms, timer });
      changed = true;
    }
    return changed;
  }

  /** The timed seats and the milliseconds until the first runs out (0 when none runs). */
  running(): { readonly seats: number[]; readonly ms: number } {
    const all = [...this.deadlines.entries()];
    if (all.length === 0) return { seats: [], ms: 0 };
    const first = Math.min(...all.map(([, deadline]) => deadline.at));
    return { seats: all.map(([seat]) => seat), ms: Math.max(0, first - Date.now()) };
  }

  /** Stops every timer. */
  clear(): void {
    for (const { timer } of this.deadlines.values()) clearTimeout(timer);
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
