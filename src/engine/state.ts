import type { RecordAction } from './actions';
import type { Card, MaybeCard } from './cards';
import type { Doubling } from './events';
import type { Grid } from './grid';
import type { Rules } from './rules';

/** Where a game stands. */
export const PHASES = ['setup', 'turns', 'round-over', 'game-over'] as const;
/** Where a game stands: set-up reveals, turns, between rounds, or over. */
export type Phase = (typeof PHASES)[number];

/** One round as a game record stores it: the dealing order, the reshuffle orders, the actions. */
export interface RoundRecord {
  /** The 150 cards in dealing order (GAME-RECORD.md); `null` for cards nobody has seen. */
  readonly deck: readonly MaybeCard[];
  /** Every new draw pile of the round (R6.1), top first. */
  readonly reshuffles: readonly (readonly MaybeCard[])[];
  /** Every action of the round, in order. */
  readonly actions: readonly RecordAction[];
}

/** The outcome of a finished round (R5.2–R5.4). */
export interface RoundResult {
  /** The seat that took the first turn. */
  readonly starter: number;
  /** The seat that ended the round (R5.1). */
  readonly ender: number;
  /** Whether R5.3 applied to the ender. */
  readonly doubled: boolean;
  /** R5.3 in full: whether the ender was doubled, why, and against which seat's score. */
  readonly doubling: Doubling;
  /** Round scores after doubling, per seat. */
  readonly scores: readonly number[];
  /** Game totals after this round, per seat. */
  readonly totals: readonly number[];
  /** The grids after the final reveal and column removal; `null` where a column was removed. */
  readonly grids: readonly (readonly (Card | null)[])[];
}

/** The round being played (or, between rounds, the one just finished). */
export interface RoundState {
  /** Zero-based index of the round in the game. */
  readonly index: number;
  /** Every seat's grid. */
  readonly grids: readonly Grid[];
  /** The draw pile; its top is the last element. */
  readonly drawPile: readonly MaybeCard[];
  /**
   * After a reshuffle, the public multiset of the draw pile (counts per value, R8.1), a drawn card
   * counted until it is placed; `null` before the first reshuffle of the round.
   */
  readonly knownDrawPile: readonly number[] | null;
  /** The discard pile, every card face-up; its top is the last element. */
  readonly discardPile: readonly Card[];
  /** The card the seat to move has drawn and not yet placed (R3.2), if any. */
  readonly drawn: { readonly card: MaybeCard } | null;
  /** How many set-up reveals each seat has made (R2.3). */
  readonly setupReveals: readonly number[];
  /** The seat that took the first turn, once set-up is over. */
  readonly starter: number | null;
  /** The seat whose turn it is, once set-up is over. */
  readonly toMove: number | null;
  /** The seat that ended the round (R5.1), once someone has. */
  readonly ender: number | null;
  /** How many of the other seats' final turns are still to come once there is an ender. */
  readonly finalTurnsLeft: number;
  /** How many reshuffles this round has used (R6.1). */
  readonly reshufflesUsed: number;
}

/** A whole game. Immutable: the engine returns new states and never changes one it was given. */
export interface GameState {
  /** The rule options in force. */
  readonly rules: Rules;
  /** Display names; the seat index is the position in this list. */
  readonly players: readonly string[];
  /** The PRNG state that deals the next round and makes the next reshuffle. */
  readonly rng: number;
  /**
   * Where reshuffle orders come from: the PRNG (`random`), or only the orders already in the
   * round's record (`record`, for replaying, where a missing order is an error).
   */
  readonly reshuffleSource: 'random' | 'record';
  /** Where the game stands. */
  readonly phase: Phase;
  /** The current round. */
  readonly round: RoundState;
  /** The outcome of every finished round. */
  readonly results: readonly RoundResult[];
  /** Game totals per seat (R5.4). */
  readonly totals: readonly number[];
  /** The seats sharing the win once the game is over, else empty (R7). */
  readonly winners: readonly number[];
  /** The record of every round dealt so far. */
  readonly history: readonly RoundRecord[];
}
