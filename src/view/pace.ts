import type { GameEvent } from '../engine';

/**
 * Base durations in milliseconds at normal speed. A computer's whole turn (draw into the hand,
 * place or discard and turn) plays in about 0.4 s, which leaves the app its pause within 0.7 s;
 * `fast` halves everything and a skip ends it at once.
 */
export const MS = {
  /** A card travelling between two places. */
  fly: 200,
  /** A card coming off the draw pile into the hand. */
  draw: 170,
  /** Half a flip (the card turns edge-on, then shows its other side). */
  flip: 80,
  /** A fade in reduced motion. */
  fade: 140,
  /** The whole deal, all seats, however many cards. */
  deal: 1100,
  /** A card of the deal in flight. */
  dealFly: 260,
  /** Between two cards of a seat turned at the end of the round. */
  revealStagger: 28,
  /** After one seat's final reveal, before the next. */
  seatPause: 110,
  /** The round scores counting up on the plates. */
  count: 650,
  /** The ×2 stamp coming down. */
  stamp: 260,
  /** A cleared column's card flying to the discard pile, its trail behind it. */
  clearFly: 260,
  /** A place's medal popping onto a plate after a round, and between two places. */
  rank: 300,
  rankStagger: 90,
  /** A beat to read something (the final round called, the scores stamped). */
  beat: 320,
} as const;

/**
 * How long `event` plays at normal speed, in milliseconds, when nothing is skipped: the
 * choreography's budget (a computer's turn must leave the app's pause room within 0.7 s).
 */
export function nominalMs(event: GameEvent): number {
  switch (event.kind) {
    case 'drew':
      return MS.draw;
    case 'replaced':
      return MS.fly;
    case 'discarded':
      return MS.fly * DISCARD_OVERLAP;
    case 'revealed':
      return 2 * MS.flip;
    case 'line-cleared':
      return MS.flip + MS.clearFly + Math.max(event.discarded.length - 1, 0) * COLUMN_STAGGER;
    case 'reshuffled':
      return MS.fly + 3 * 50;
    case 'round-ending':
      return MS.beat;
    default:
      return 0;
  }
}

/** The share of a discard's flight after which the turn goes on (the card still lands). */
export const DISCARD_OVERLAP = 0.35;
/** Between the three cards of a cleared column leaving. */
export const COLUMN_STAGGER = 70;

/** How many ticks a round's count plays as it climbs (each a semitone above the last). */
export const COUNT_TICKS = 8;
