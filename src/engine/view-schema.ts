import * as v from 'valibot';
import { MAX_CARD, MIN_CARD } from './cards';
import { DOUBLING_REASONS, type GameEvent } from './events';
import { GRID_SIZE } from './grid';
import { maybeCardSchema, rulesSchema } from './record/schema';
import { DEFAULT_RULES, MAX_PLAYERS, NEXT_ROUND_STARTERS, type Rules } from './rules';
import { PHASES } from './state';
import type { PlayerView } from './view';

/**
 * The schemas of what the engine tells a seat — its events and its player view (the record
 * aside: `record/schema.ts`) — for a program that reads them from outside (the online client, from
 * a server it does not trust). Each is checked against its type below: a field the engine's type
 * gains and the schema lacks fails to compile.
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const score = v.pipe(v.number(), v.integer());
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1));
const position = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(GRID_SIZE - 1));
const card = v.pipe(v.number(), v.integer(), v.minValue(MIN_CARD), v.maxValue(MAX_CARD));
const seats = v.pipe(v.array(seat), v.maxLength(MAX_PLAYERS));
const scores = v.pipe(v.array(score), v.maxLength(MAX_PLAYERS));
const doubling = v.object({
  doubled: v.boolean(),
  reason: v.picklist(DOUBLING_REASONS),
  enderScore: score,
  rival: seat,
  rivalScore: score,
});
const shownGrid = v.pipe(v.array(v.nullable(card)), v.length(GRID_SIZE));

/** Every engine event, each field checked. */
export const gameEventSchema = v.variant('kind', [
  v.object({
    kind: v.literal('dealt'),
    round: count,
    seats: count,
    discard: card,
    drawPile: count,
  }),
  v.object({
    kind: v.literal('revealed'),
    seat,
    pos: position,
    card,
    cause: v.picklist(['setup', 'turn']),
  }),
  v.object({
    kind: v.literal('turns-began'),
    starter: seat,
    rule: v.picklist(NEXT_ROUND_STARTERS),
  }),
  v.object({ kind: v.literal('reshuffled'), size: count }),
  v.object({ kind: v.literal('drew'), seat, card: maybeCardSchema }),
  v.object({
    kind: v.literal('replaced'),
    seat,
    pos: position,
    from: v.picklist(['discard', 'drawn']),
    card,
    replaced: card,
    replacedFaceDown: v.boolean(),
  }),
  v.object({ kind: v.literal('discarded'), seat, card }),
  v.object({
    kind: v.literal('column-cleared'),
    seat,
    column: v.pipe(count, v.maxValue(GRID_SIZE / 3 - 1)),
    value: card,
    atRoundEnd: v.boolean(),
  }),
  v.object({ kind: v.literal('round-ending'), ender: seat, finalTurns: count }),
  v.object({
    kind: v.literal('final-reveal'),
    seat,
    cards: v.array(v.object({ pos: position, card })),
  }),
  v.object({
    kind: v.literal('round-scored'),
    round: count,
    ender: seat,
    sums: scores,
    scores,
    totals: scores,
    doubling,
    lowest: seats,
  }),
  v.object({ kind: v.literal('game-over'), winners: seats, totals: scores }),
]);

/** A view's rules: every option of RULES.md written out (`rulesSchema` takes any subset). */
const fullRules = v.custom<Rules>(
  (value) =>
    v.is(rulesSchema, value) && Object.keys(DEFAULT_RULES).every((key) => key in (value as object)),
  'the rules must name every option',
);

const slot = v.nullable(v.object({ card: maybeCardSchema, up: v.boolean() }));
const cardCounts = v.pipe(v.array(count), v.length(MAX_CARD - MIN_CARD + 1));
const roundResult = v.object({
  starter: seat,
  ender: seat,
  doubled: v.boolean(),
  doubling,
  scores,
  totals: scores,
  grids: v.pipe(v.array(shownGrid), v.maxLength(MAX_PLAYERS)),
});

/** A player view without its record (the record: `record/schema.ts`). */
export type ViewWithoutRecord = Omit<PlayerView, 'record'>;

/** A player view without its record, each field checked. */
export const playerViewSchema = v.object({
  seat,
  rules: fullRules,
  players: v.pipe(v.array(v.string()), v.minLength(2), v.maxLength(MAX_PLAYERS)),
  phase: v.picklist(PHASES),
  roundIndex: count,
  grids: v.pipe(v.array(v.pipe(v.array(slot), v.length(GRID_SIZE))), v.maxLength(MAX_PLAYERS)),
  discardPile: v.array(card),
  drawPileSize: count,
  drawPileKnown: v.nullable(cardCounts),
  unseen: cardCounts,
  drawn: v.nullable(card),
  drawingSeat: v.nullable(seat),
  setupReveals: v.array(count),
  starter: v.nullable(seat),
  toMove: v.nullable(seat),
  ender: v.nullable(seat),
  finalTurnsLeft: count,
  results: v.array(roundResult),
  totals: scores,
  winners: seats,
});

/** The fields of a player view that its schema checks: every field but the record. */
export const PLAYER_VIEW_FIELDS = Object.keys(
  playerViewSchema.entries,
) as (keyof ViewWithoutRecord)[];

// What the schemas read must be what the engine makes: a field or event the engine's types gain
// that a schema lacks is a compile error here.
type Reads<Schema extends v.GenericSchema, Type> =
  v.InferOutput<Schema> extends Type ? true : never;
const viewChecked: Reads<typeof playerViewSchema, ViewWithoutRecord> = true;
const eventsChecked: Reads<typeof gameEventSchema, GameEvent> = true;
const fieldsChecked: Exclude<
  keyof ViewWithoutRecord,
  keyof typeof playerViewSchema.entries
> extends never
  ? true
  : never = true;
void [viewChecked, eventsChecked, fieldsChecked];
