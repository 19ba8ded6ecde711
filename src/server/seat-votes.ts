import type { SeatVote } from '../online/seat-hold-protocol';

/** What a vote came to: still open, or the computer keeps the seat. */
export type VoteOutcome = 'open' | 'passed';

/**
 * The votes on letting a computer keep, for the rest of the game, the seats of persons who stayed
 * away past their reconnection window. A vote counts while its voter is present; it passes once a
 * majority of the people present (the away person not among them) voted yes. Pure bookkeeping:
 * the room says who may vote and on which seat.
 */
export class SeatVotes {
  private readonly votes = new Map<number, Set<number>>();

  /** The yes votes a majority of `present` people takes (more than half of them). */
  static needed(present: number): number {
    return Math.floor(present / 2) + 1;
  }

  /**
   * `voter` votes on `seat` (`keep`: a computer keeps it); with `present` the people present now,
   * returns what the vote came to.
   */
  cast(voter: number, seat: number, keep: boolean, present: readonly number[]): VoteOutcome {
    const yes = this.votes.get(seat) ?? new Set<number>();
    if (keep) yes.add(voter);
    else yes.delete(voter);
    this.votes.set(seat, yes);
    return this.outcome(seat, present);
  }

  /** Whether `seat`'s vote has passed with the people `present` now. */
  outcome(seat: number, present: readonly number[]): VoteOutcome {
    return this.tally(seat, present).yes.length >= SeatVotes.needed(present.length)
      ? 'passed'
      : 'open';
  }

  /** `seat`'s vote as it stands with the people `present` (only their votes count). */
  tally(seat: number, present: readonly number[]): SeatVote {
    const yes = [...(this.votes.get(seat) ?? [])].filter((voter) => present.includes(voter));
    return { yes: yes.sort((a, b) => a - b), needed: SeatVotes.needed(present.length) };
  }

  /** The vote on `seat` is over: its person is back, or it passed. */
  end(seat: number): void {
    this.votes.delete(seat);
  }

  /** Every vote is over (a new game). */
  clear(): void {
    this.votes.clear();
  }
}
