import * as v from 'valibot';
import { BOT_LEVELS, type BotLevel } from '../ai/bot-levels';
import { MAX_PLAYERS, MIN_PLAYERS, type Rules } from '../engine';
import { rulesSchema } from '../engine/record/schema';

/** Who a seat of a new room is for: a person who will join, or a computer of a level. */
export type SeatPlan =
  | { readonly kind: 'person' }
  | { readonly kind: 'computer'; readonly level: BotLevel; readonly name: string };

/** What the host of a room chooses: rules, seats, hints, and an optional turn timer. */
export interface RoomSettings {
  readonly rules: Partial<Rules>;
  /** Every seat, 2 to 8; seat 0 is the host's and is a person's. */
  readonly seats: readonly SeatPlan[];
  /** Whether the hint button works in this room. */
  readonly hints: boolean;
  /** Seconds a person has for a turn before a computer plays it, or `null` for no timer. */
  readonly turnSeconds: number | null;
}

/** The turn timers a host may choose, in seconds. */
export const TURN_SECONDS = [15, 30, 60, 120] as const;

/** The longest name a player may give, in characters. */
export const MAX_NAME_LENGTH = 24;

/** A display name: 1 to 24 characters once trimmed, no control characters. */
export const nameSchema = v.pipe(
  v.string('a name is a string'),
  v.trim(),
  v.minLength(1, 'a name is at least one character'),
  v.maxLength(MAX_NAME_LENGTH, `a name is at most ${MAX_NAME_LENGTH} characters`),
  // eslint-disable-next-line no-control-regex
  v.regex(/^[^\u0000-\u001f\u007f]*$/u, 'a name has no control characters'),
);

/** One seat of the plan: a person's, or a named computer of a level. */
export const seatPlanSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('person') }),
  v.strictObject({
    kind: v.literal('computer'),
    level: v.picklist(BOT_LEVELS, `level must be one of ${BOT_LEVELS.join(', ')}`),
    name: nameSchema,
  }),
]);

/** A room's settings as the host sends them; seat 0 must be a person's (the host's). */
export const roomSettingsSchema = v.pipe(
  v.strictObject({
    rules: rulesSchema,
    seats: v.pipe(
      v.array(seatPlanSchema, 'seats must be a list'),
      v.minLength(MIN_PLAYERS, `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} seats`),
      v.maxLength(MAX_PLAYERS, `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} seats`),
    ),
    hints: v.boolean('hints must be true or false'),
    turnSeconds: v.nullable(
      v.picklist(TURN_SECONDS, `turnSeconds must be null or one of ${TURN_SECONDS.join(', ')}`),
    ),
  }),
  v.check((settings) => settings.seats[0]?.kind === 'person', "seat 0 is the host's: a person's"),
);
