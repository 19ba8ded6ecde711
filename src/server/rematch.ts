/**
 * Who asked to play again once a game is over. Pure bookkeeping for the room: it decides
 * nothing about seats or connections.
 */
export class Rematch {
  private readonly wanting = new Set<number>();

  /** `seat`'s person would (`ready`) or would not play another game; whether that changed. */
  want(seat: number, ready: boolean): boolean {
    if (this.wanting.has(seat) === ready) return false;
    if (ready) this.wanting.add(seat);
    else this.wanting.delete(seat);
    return true;
  }

  /** Whether `seat`'s person asked to play again. */
  wants(seat: number): boolean {
    return this.wanting.has(seat);
  }

  /**
   * Whether the next game is dealt at once: every person seat is played by someone here (`here`)
   * who asked for it.
   */
  everyone(persons: readonly number[], here: (seat: number) => boolean): boolean {
    return persons.length > 0 && persons.every((seat) => here(seat) && this.wanting.has(seat));
  }

  /** A new game was dealt, or the room went back to its lobby: nobody has asked yet. */
  clear(): void {
    this.wanting.clear();
  }
}
