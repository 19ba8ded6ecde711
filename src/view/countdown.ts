/**
 * A clock on a seat's plate: the turn timer of the seat to move (`turn`), or how long a person
 * who dropped keeps their seat before a computer stands in (`away`).
 */
export interface SeatCountdown {
  readonly kind: 'turn' | 'away';
  /** When it runs out (epoch milliseconds, `Date.now()`). */
  readonly endsAt: number;
  /** How long it ran in all (the ring's full circle). */
  readonly totalMs: number;
}

/** The countdown as it is shown, for the browser tests. */
export interface CountdownShown {
  readonly kind: 'turn' | 'away';
  /** The whole seconds on the plate. */
  readonly seconds: number;
}

/** The whole seconds left of `countdown` at `now` (rounded up: 0 only once it has run out). */
export function secondsLeft(countdown: SeatCountdown, now: number): number {
  return Math.max(0, Math.ceil((countdown.endsAt - now) / 1000));
}
