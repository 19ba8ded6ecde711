import * as v from 'valibot';
import { BOT_LEVELS, type BotLevel } from '../ai/bot-levels';
import { MAX_PLAYERS, MIN_PLAYERS, type Rules, rulesProblem } from '../engine';
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
  /** Whether the lobby is listed for strangers ("Play with anyone"); private by default. */
  readonly listed?: boolean;
}

/** The turn timers a host may choose, in seconds. */
export const TURN_SECONDS = [15, 30, 60, 120] as const;

/**
 * The highest target score of an online room (the setup screens offer no more): a game that can
 * last for ever would keep a room, its stored record and its computers busy without end.
 */
const MAX_TARGET_SCORE = 999;

/** The longest name a player may give, in characters. */
export const MAX_NAME_LENGTH = 24;

/**
 * Characters a name may not hold: controls, lone surrogates, private use, line and paragraph
 * separators, and invisible format characters (bidirectional overrides that make one name read as
 * another, zero-width spaces) — all but the zero-width joiner that emoji sequences need.
 */
const HIDDEN = /[\p{Cc}\p{Cs}\p{Co}\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}/u;

/** More than three combining marks on one character: a name that spills over its neighbours. */
const STACKED_MARKS = /\p{M}{4}/u;

/** Something a person can see: a letter, a digit, a symbol or a punctuation mark. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/**
 * A display name: 1 to 24 characters once trimmed, with something visible in it, and no control,
 * invisible or direction-changing characters, nor marks stacked on one letter.
 */
export const nameSchema = v.pipe(
  v.string('a name is a string'),
  v.trim(),
  v.minLength(1, 'a name is at least one character'),
  v.maxLength(MAX_NAME_LENGTH, `a name is at most ${MAX_NAME_LENGTH} characters`),
  v.check((name) => !HIDDEN.test(name), 'a name has no control or invisible characters'),
  v.check((name) => !STACKED_MARKS.test(name), 'a name has no marks stacked on one letter'),
  v.check((name) => VISIBLE.test(name), 'a name has a letter, a digit or a symbol'),
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
    listed: v.optional(v.boolean('listed must be true or false')),
  }),
  v.check((settings) => settings.seats[0]?.kind === 'person', "seat 0 is the host's: a person's"),
  v.check(
    (settings) => (settings.rules.targetScore ?? 0) <= MAX_TARGET_SCORE,
    `targetScore is at most ${MAX_TARGET_SCORE} online`,
  ),
  // The rules are checked with the seats by the engine (RULES.md R9: dual hands with 2 players,
  // a deal that leaves 20 cards, set-up reveals below a grid's cards), never trusted as sent.
  v.check(
    (settings) => rulesProblem(settings.rules, settings.seats.length) === null,
    (issue) =>
      rulesProblem(issue.input.rules, issue.input.seats.length) ?? 'the rules are not valid',
  ),
);
