import * as v from 'valibot';
import { MAX_PLAYERS } from '../engine';

/**
 * The reactions a person may send at an online table: quick phrases, emotes and a nudge. Each
 * travels as its id and every receiver says it in their own language: nothing anybody types
 * reaches another player's screen.
 */
export const REACTION_IDS = [
  'nice',
  'oops',
  'gg',
  'hurry',
  'wow',
  'party',
  'laugh',
  'nudge',
] as const;
/** A reaction's id. */
export type ReactionId = (typeof REACTION_IDS)[number];

/** The reactions that are said in words on the bubble (the others are emotes: a picture alone). */
export const PHRASES: readonly ReactionId[] = ['nice', 'oops', 'gg', 'hurry', 'nudge'];

/** How long a seat must have been to move before another person may nudge it (milliseconds). */
export const NUDGE_AFTER_MS = 15_000;

/** The pace of a person's reactions: at most `burst` in any `windowMs` (the server enforces it). */
export const REACTION_PACE = { burst: 3, windowMs: 12_000 } as const;

const seat = v.pipe(
  v.number('a seat is a number'),
  v.integer('a seat is an integer'),
  v.minValue(0, 'a seat is 0 or more'),
  v.maxValue(MAX_PLAYERS - 1, `a seat is below ${MAX_PLAYERS}`),
);

/** A reaction a client sends: a nudge names the seat it nudges, any other reaction no seat. */
export const reactionSchema = v.variant('id', [
  v.strictObject({ id: v.literal('nudge'), to: seat }),
  v.strictObject({ id: v.picklist(REACTION_IDS.filter((id) => id !== 'nudge')) }),
]);
/** A reaction a client sends. */
export type ReactionRequest = v.InferOutput<typeof reactionSchema>;

/** A reaction the room passes on to everyone at the table: who sent it, and whom it nudges. */
export interface ReactionNews {
  readonly seat: number;
  readonly id: ReactionId;
  readonly to: number | null;
}

/** The reaction news as a client checks it. */
export const reactionNewsSchema = v.strictObject({
  seat,
  id: v.picklist(REACTION_IDS),
  to: v.nullable(seat),
});

/**
 * The sliding window of one person's reactions (`REACTION_PACE`): the room refuses a reaction
 * past it, and the person's own screen greys its reactions until `readyAt`, with the same sums.
 */
export class ReactionPace {
  private sent: number[] = [];

  /** Takes one reaction at `now` (ms) if the window has room; returns whether it had. */
  admit(now: number): boolean {
    this.forget(now);
    if (this.sent.length >= REACTION_PACE.burst) return false;
    this.sent.push(now);
    return true;
  }

  /** When the next reaction may go (ms; `now` or earlier if it may go now). */
  readyAt(now: number): number {
    this.forget(now);
    if (this.sent.length < REACTION_PACE.burst) return now;
    return this.sent[0]! + REACTION_PACE.windowMs;
  }

  private forget(now: number): void {
    while (this.sent.length > 0 && this.sent[0]! + REACTION_PACE.windowMs <= now) this.sent.shift();
  }
}
