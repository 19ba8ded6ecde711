import type { KeyValueStore } from '../../storage';
import { MAX_PLAYERS } from '../../engine';

/** Where a room's muted seats are kept, by room code. */
const keyOf = (code: string) => `skyjo.muted.${code}`;

/**
 * The seats whose reactions this person does not want to see in one room, remembered on the
 * device for that room. Muting is this screen's own choice: the room still sends everything.
 */
export class MutedSeats {
  private readonly seats: Set<number>;

  /** The muted seats of room `code`, as `store` remembers them. */
  constructor(
    private readonly store: KeyValueStore,
    private readonly code: string,
  ) {
    this.seats = new Set(readSeats(store.getItem(keyOf(code))));
  }

  /** Whether `seat`'s reactions are hidden. */
  has(seat: number): boolean {
    return this.seats.has(seat);
  }

  /** Hides (`muted`) or shows `seat`'s reactions from now on, and remembers it. */
  set(seat: number, muted: boolean): void {
    if (muted) this.seats.add(seat);
    else this.seats.delete(seat);
    if (this.seats.size === 0) this.store.removeItem(keyOf(this.code));
    else this.store.setItem(keyOf(this.code), JSON.stringify([...this.seats].sort()));
  }
}

/** The seats of a stored list; anything else is none. */
function readSeats(text: string | null): number[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (seat): seat is number => Number.isInteger(seat) && seat >= 0 && seat < MAX_PLAYERS,
    );
  } catch {
    return [];
  }
}
