import type { Client } from '@colyseus/core';
import type { GameState } from '../engine';
import type { GameMaster } from '../master';
import type { ClientMessage } from '../online/protocol';
import { SEAT_HOLD_CLOSES, type SeatVote } from '../online/seat-hold-protocol';
import { Rematch } from './rematch';
import { SeatVotes } from './seat-votes';
import type { Refusal, Table } from './table';

/** A message of this block, by type (see `seat-hold-protocol.ts`). */
export type SeatHoldMessage =
  | { readonly type: 'again'; readonly body: ClientMessage<'again'> }
  | { readonly type: 'rematch'; readonly body: ClientMessage<'rematch'> }
  | { readonly type: 'remove'; readonly body: ClientMessage<'remove'> }
  | { readonly type: 'vote'; readonly body: ClientMessage<'vote'> };

/** What the rematch, removals and away votes need of their room. */
export interface HoldDesk {
  readonly table: Table;
  /** The game's master, while a game is dealt. */
  master(): GameMaster | null;
  /** The seat whose person hosts now. */
  host(): number;
  /** Whether a connection plays `seat` now. */
  present(seat: number): boolean;
  /** The connection playing `seat`, if any. */
  holder(seat: number): Client | undefined;
  /** `seat`'s connection plays it no more (it is about to be closed); its away time ends. */
  unseat(seat: number): void;
  /** Closes `client` with `code` and `reason`, after what it was told so far. */
  close(client: Client, code: number, reason: string): void;
  /** A new game of the table: the old master stops, the new one deals to every seat here. */
  deal(game: GameState): void;
  /** The game is over for good: the room went back to its lobby (no master any more). */
  endGame(): void;
  /** The seats or phase changed: store, then tell everyone. */
  changed(): void;
}

const refusal = (code: Refusal['code'], message: string): Refusal => ({ ok: false, code, message });

/**
 * A table that holds together: once the game is over, who asked to play again and the new game
 * (the same seats and rules, at once when every person asked; else, when the host wants, back to
 * the lobby with those here); the host removing a person from the lobby; and, in a game, the
 * vote on letting a computer keep the seat of a person who stayed away past their reconnection
 * window (a majority of the people present decides; that person may not come back to it).
 */
export class SeatHold {
  private readonly rematch = new Rematch();
  private readonly votes = new SeatVotes();

  /** The rematch and votes of the room `desk` serves. */
  constructor(private readonly desk: HoldDesk) {}

  /** Handles `message` from the person at `seat`; returns why it was refused, or `null`. */
  handle(seat: number, message: SeatHoldMessage): Refusal | null {
    switch (message.type) {
      case 'again':
        return this.again(seat, message.body.ready);
      case 'rematch':
        return this.reopen(seat);
      case 'remove':
        return this.remove(seat, message.body.seat);
      case 'vote':
        return this.vote(seat, message.body.seat, message.body.keep);
    }
  }

  /** Once the game is over: whether `seat`'s person asked to play again. */
  wantsAgain(seat: number): boolean {
    return this.rematch.wants(seat);
  }

  /** The vote on `seat`, while one may be held on it; else `null`. */
  voteOn(seat: number): SeatVote | null {
    return this.votable(seat) ? this.votes.tally(seat, this.voters(seat)) : null;
  }

  /**
   * Who is at the table changed (someone left, came back, or stayed away past the window): a
   * vote whose seat's person is back ends, and one the people left now carry passes.
   */
  presenceChanged(): void {
    for (const seat of this.personSeats()) {
      if (this.desk.present(seat)) this.votes.end(seat);
      else if (this.votable(seat) && this.votes.outcome(seat, this.voters(seat)) === 'passed')
        this.giveToComputer(seat);
    }
  }

  /** A new game was dealt, or the room went back to its lobby: no wishes, no votes. */
  reset(): void {
    this.rematch.clear();
    this.votes.clear();
  }

  private personSeats(): number[] {
    return this.desk.table.seats.flatMap((s, seat) => (s.kind === 'person' ? [seat] : []));
  }

  private again(seat: number, ready: boolean): Refusal | null {
    const { table } = this.desk;
    if (table.phase !== 'over') return refusal('wrong-phase', 'the game is not over');
    if (!this.rematch.want(seat, ready)) return null;
    if (!this.rematch.everyone(this.personSeats(), (s) => this.desk.present(s))) {
      this.desk.changed();
      return null;
    }
    const dealt = table.again();
    if (!dealt.ok) return dealt;
    this.reset();
    this.desk.deal(dealt.game);
    this.desk.changed();
    return null;
  }

  /** The host: a new game with those here, from the lobby, where the others' seats are free. */
  private reopen(seat: number): Refusal | null {
    if (seat !== this.desk.host()) return refusal('not-host', 'only the host starts a new game');
    const reopened = this.desk.table.reopen((s) => this.desk.present(s));
    if (!reopened.ok) return reopened;
    this.reset();
    this.desk.endGame();
    this.desk.changed();
    return null;
  }

  private remove(seat: number, target: number): Refusal | null {
    if (seat !== this.desk.host()) return refusal('not-host', 'only the host removes people');
    if (target === seat) return refusal('not-host', 'the host does not remove themself');
    const removed = this.desk.table.remove(target);
    if (!removed.ok) return removed;
    const holder = this.desk.holder(target);
    this.desk.unseat(target);
    if (holder !== undefined)
      this.desk.close(holder, SEAT_HOLD_CLOSES.removed, 'the host removed you from this room');
    this.desk.changed();
    return null;
  }

  private vote(voter: number, seat: number, keep: boolean): Refusal | null {
    if (!this.votable(seat))
      return refusal('wrong-phase', `seat ${seat + 1} is not away past its reconnection window`);
    if (voter === seat) return refusal('not-seated', 'nobody votes on their own seat');
    const voters = this.voters(seat);
    if (this.votes.cast(voter, seat, keep, voters) === 'passed') this.giveToComputer(seat);
    else this.desk.changed();
    return null;
  }

  /**
   * Whether a vote may be held on `seat`: a game is being played, and a computer stands in for
   * its person, who is away past their reconnection window.
   */
  private votable(seat: number): boolean {
    const { table } = this.desk;
    const master = this.desk.master();
    return (
      table.phase === 'playing' &&
      table.seats[seat]?.kind === 'person' &&
      master !== null &&
      master.isStandIn(seat) &&
      !this.desk.present(seat)
    );
  }

  /** The people present who vote on `seat` (all but its person). */
  private voters(seat: number): number[] {
    return this.personSeats().filter((s) => s !== seat && this.desk.present(s));
  }

  private giveToComputer(seat: number): void {
    this.votes.end(seat);
    if (this.desk.table.giveToComputer(seat).ok) this.desk.changed();
  }
}
