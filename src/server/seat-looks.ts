import type { SeatLook } from '../online/looks';

/**
 * The avatar and colour each person showed when they joined (checked against the game's ids by
 * the join options' schema), by seat. They are not stored with the room: after a restart each
 * person brings theirs again as they come back.
 */
export class SeatLooks {
  private readonly looks = new Map<number, SeatLook>();

  /** `seat`'s person shows `look` (`undefined`: none picked). */
  set(seat: number, look: SeatLook | undefined): void {
    if (look === undefined) this.looks.delete(seat);
    else this.looks.set(seat, look);
  }

  /** The person moved from seat `from` to `to` (lobby): their look goes with them. */
  move(from: number, to: number): void {
    const look = this.looks.get(from);
    this.looks.delete(from);
    this.set(to, look);
  }

  /** Forgets `seat`'s look (the seat is free again). */
  clear(seat: number): void {
    this.looks.delete(seat);
  }

  /** `seat`'s look, or `null`. */
  of(seat: number): SeatLook | null {
    return this.looks.get(seat) ?? null;
  }
}
