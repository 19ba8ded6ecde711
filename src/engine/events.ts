import type { Card, MaybeCard } from './cards';
import type { LineKind } from './grid';
import type { EnderPenaltyOrder, NextRoundStarter } from './rules';

/**
 * What the engine reports with every step (`apply`, `startNextRound`, `startRecordedRound`): the
 * facts of the step in the order they happen at the table, so that a view or a client plays them
 * instead of rebuilding them from two states. Every value in an event was seen at the table at that
 * moment (R8.1), except the card of a `drew` event, which only the drawing seat sees until it
 * decides (R8.2): `eventsForSeat` hides it from the others.
 */
export const GAME_EVENT_KINDS = [
  'dealt',
  'revealed',
  'turns-began',
  'reshuffled',
  'drew',
  'replaced',
  'discarded',
  'line-cleared',
  'round-ending',
  'final-reveal',
  'round-scored',
  'game-over',
] as const;
/** What a game event reports, its `kind`: one of GAME_EVENT_KINDS. */
export type GameEventKind = (typeof GAME_EVENT_KINDS)[number];

/** Why R5.3 did or did not penalise (double, R9.4) the ender's round score. */
export const DOUBLING_REASONS = [
  /** Penalised: another seat scored less than or the same as the ender. */
  'not-strictly-lowest',
  /** Not penalised: the ender scored strictly less than every other seat. */
  'strictly-lowest',
  /** Not penalised: the ender's score is zero or negative and only positive scores are. */
  'not-positive',
] as const;
/** Why R5.3 did or did not penalise the ender's round score. */
export type DoublingReason = (typeof DOUBLING_REASONS)[number];

/**
 * The ender's penalty in force (R9.4): the score s becomes s × multiplier + flat
 * (`multiply-first`) or (s + flat) × multiplier (`add-first`); officially ×2 and +0.
 */
export interface EnderPenalty {
  readonly multiplier: number;
  readonly flat: number;
  readonly order: EnderPenaltyOrder;
}

/**
 * R5.3 and R9.4 for one round: whether the ender's score was penalised (`doubled`, whatever the
 * penalty: the condition held), why, against whom, and the penalty in force.
 */
export interface Doubling {
  /** Whether R5.3's condition held and the ender's score took the penalty. */
  readonly doubled: boolean;
  /** Why it did or did not. */
  readonly reason: DoublingReason;
  /** The ender's round score before the penalty. */
  readonly enderScore: number;
  /** The other seat with the lowest round score (the lowest such seat index on a tie). */
  readonly rival: number;
  /** That seat's round score. */
  readonly rivalScore: number;
  /** The penalty the rules give the ender (applied only when `doubled`). */
  readonly penalty: EnderPenalty;
}

/** How the starting seat of a round was chosen: R2.4 (`highest-reveal`) or an option of R2.5. */
export type StarterRule = NextRoundStarter;

/** A card turned face-up at the end of the round (R5.2). */
export interface FinalCard {
  readonly pos: number;
  readonly card: Card;
}

/** One fact of a step of the game. */
export type GameEvent =
  /** R2.1, R2.2: a round was dealt: every seat's cards face-down, the first discard face-up. */
  | {
      readonly kind: 'dealt';
      /** Zero-based index of the round. */
      readonly round: number;
      readonly seats: number;
      /** The card that starts the discard pile. */
      readonly discard: Card;
      /** How many cards the draw pile holds. */
      readonly drawPile: number;
    }
  /**
   * A face-down card was turned face-up: a set-up reveal (R2.3, `setup`), or the card turned after
   * discarding the drawn one (R3.2b, `turn`). The final reveal is its own event.
   */
  | {
      readonly kind: 'revealed';
      readonly seat: number;
      readonly pos: number;
      readonly card: Card;
      readonly cause: 'setup' | 'turn';
    }
  /** Set-up is over and `starter` moves first (R2.4, R2.5), chosen by `rule`. */
  | { readonly kind: 'turns-began'; readonly starter: number; readonly rule: StarterRule }
  /** R6.1: the discard pile but its top became the new draw pile of `size` cards (order secret). */
  | { readonly kind: 'reshuffled'; readonly size: number }
  /**
   * R3.2: `seat` drew the top card of the draw pile. `card` is private to `seat` until it decides
   * (R8.2); `null` for other seats (see `eventsForSeat`) or when a public record left it unknown.
   */
  | { readonly kind: 'drew'; readonly seat: number; readonly card: MaybeCard }
  /**
   * R3.1, R3.2a: `card` (taken from the discard pile or the drawn card) now lies face-up at `pos`;
   * the card it replaced, `replaced`, went face-up onto the discard pile.
   */
  | {
      readonly kind: 'replaced';
      readonly seat: number;
      readonly pos: number;
      readonly from: 'discard' | 'drawn';
      readonly card: Card;
      readonly replaced: Card;
      /** Whether the replaced card lay face-down (everybody sees it now for the first time). */
      readonly replacedFaceDown: boolean;
    }
  /** R3.2b: `seat` put its drawn card face-up onto the discard pile (a `revealed` follows). */
  | { readonly kind: 'discarded'; readonly seat: number; readonly card: Card }
  /**
   * R4.1, R4.3, R9.3: a line of equal face-up cards left `seat`'s grid `grid`, a column or a row
   * (`line`, its `index` within the grid); its cards lie on the discard pile, on top of the card
   * the turn put down and of the lines removed before it. `atRoundEnd`: formed by the final reveal
   * (R4.5). One event per line, in removal order.
   */
  | {
      readonly kind: 'line-cleared';
      readonly seat: number;
      readonly line: LineKind;
      readonly grid: number;
      readonly index: number;
      readonly value: Card;
      /** The line's positions still in play when it went, in discard order (R9.3). */
      readonly positions: readonly number[];
      /**
       * The positions whose cards it put onto the discard pile, in order: `positions` but a card
       * an earlier line of the same pass shared with it (that card went with the earlier line).
       */
      readonly discarded: readonly number[];
      readonly atRoundEnd: boolean;
    }
  /** R5.1: `ender` has no face-down card left; every other seat has `finalTurns` turns left in all. */
  | { readonly kind: 'round-ending'; readonly ender: number; readonly finalTurns: number }
  /** R5.2: the face-down cards of `seat` turned face-up at the end of the round, by position. */
  | { readonly kind: 'final-reveal'; readonly seat: number; readonly cards: readonly FinalCard[] }
  /** R5.2–R5.4: the round's scores, before and after doubling, and the game totals. */
  | {
      readonly kind: 'round-scored';
      /** Zero-based index of the round. */
      readonly round: number;
      readonly ender: number;
      /** The sum of each seat's remaining cards (R5.2), before the ender's penalty. */
      readonly sums: readonly number[];
      /** Round scores after the ender's penalty (R5.3, R9.4). */
      readonly scores: readonly number[];
      /** Game totals after this round (R5.4). */
      readonly totals: readonly number[];
      readonly doubling: Doubling;
      /** The seats with the lowest round score after doubling, in seat order. */
      readonly lowest: readonly number[];
    }
  /** R7.1, R7.2: the game is over; `winners` share the lowest total. */
  | {
      readonly kind: 'game-over';
      readonly winners: readonly number[];
      readonly totals: readonly number[];
    };

/**
 * The events `seat` may see (R8): the same events, with the card another seat drew hidden until
 * that seat decides (R8.2; the decision's own event shows it). `null` is a spectator, who sees no
 * drawn card before its decision. Every other value in an event was public when it happened.
 */
export function eventsForSeat(events: readonly GameEvent[], seat: number | null): GameEvent[] {
  return events.map((event) =>
    event.kind === 'drew' && event.seat !== seat && event.card !== null
      ? { ...event, card: null }
      : event,
  );
}
