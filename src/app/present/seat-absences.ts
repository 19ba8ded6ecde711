import { type SeatCountdown, secondsLeft } from '../../view';
import type { GameSource } from '../client/game-source';
import type { SeatAbsence } from './status';

/**
 * Who is away from an online table and who is stood in for: the seats' countdowns as the room
 * last told them, and a ticker that calls `tick` every second while a person is away (the
 * status line counts down the seconds the game still waits).
 */
export class SeatAbsences {
  /** The seats' countdowns as last told (an away person's shows how long the game waits). */
  private countdowns: readonly (SeatCountdown | null)[] = [];
  /** Ticks the status line's seconds while a person is away, or `null`. */
  private ticker: ReturnType<typeof setInterval> | null = null;

  /** The absences at `source`'s seats; `tick` is called each second someone is away. */
  constructor(
    private readonly source: GameSource,
    private readonly tick: () => void,
  ) {}

  /** Takes the room's latest countdowns: the seconds tick while a person is away. */
  told(countdowns: readonly (SeatCountdown | null)[]): void {
    this.countdowns = countdowns;
    this.ticking(countdowns.some((countdown) => countdown?.kind === 'away'));
  }

  /** Stops the ticking (the game is left). */
  stop(): void {
    this.ticking(false);
  }

  /** By seat, whose person is away (the seconds the game still waits) or stood in for. */
  bySeat(): (SeatAbsence | null)[] {
    const emblems = this.source.emblems ?? this.source.seats;
    const now = Date.now();
    return emblems.map((emblem, seat): SeatAbsence | null => {
      const countdown = this.countdowns[seat];
      if (countdown?.kind === 'away') return { kind: 'away', seconds: secondsLeft(countdown, now) };
      return emblem === 'stand-in' ? { kind: 'stand-in' } : null;
    });
  }

  /** Starts or stops ticking the status line's seconds of an away person. */
  private ticking(on: boolean): void {
    if (on && this.ticker === null) this.ticker = setInterval(this.tick, 1000);
    else if (!on && this.ticker !== null) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }
}
