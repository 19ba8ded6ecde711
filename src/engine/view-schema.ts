import * as v from 'valibot';
import { MAX_CARD, MIN_CARD } from './cards';
import { DOUBLING_REASONS, type GameEvent } from './events';
import { gridShape, LINE_KINDS } from './grid';
import { maybeCardSchema, rulesSchema } from './record/schema';
import {
  DEFAULT_RULES,
  ENDER_PENALTY_ORDERS,
  MAX_PLAYERS,
  NEXT_ROUND_STARTERS,
  RULE_RANGES,
  type Rules,
} from './rules';
import { PHASES } from './state';
import type { PlayerView } from './view';

/**
 * The schemas of what the engine tells a seat — its events and its player view (the record
 * aside: `record/schema.ts`) — for a program that reads them from outside (the online client, from
 * a server it does not trust). Each is checked against its type below: a field the engine's type
 * gains and the schema lacks fails to compile.
 */

/** The most cards a player can hold under any rules (R9.1, R9.5): the largest grid, twice. */
const MAX_CARDS_PER_SEAT = RULE_RANGES.rows.max * RULE_RANGES.columns.max * 2;
/** The longest line of any grid (R9.3). */
const MAX_LINE = Math.max(RULE_RANGES.rows.max, RULE_RANGES.columns.max);

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const score = v.pipe(v.number(), v.integer());
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1));
const position = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CARDS_PER_SEAT - 1));
const card = v.pipe(v.number(), v.integer(), v.minValue(MIN_CARD), v.maxValue(MAX_CARD));
const seats = v.pipe(v.array(seat), v.maxLength(MAX_PLAYERS));
const scores = v.pipe(v.array(score), v.maxLength(MAX_PLAYERS));
const doubling = v.object({
  doubled: v.boolean(),
  reason: v.picklist(DOUBLING_REASONS),
  enderScore: score,
  rival: seat,
  rivalScore: score,
  penalty: v.object({
    multiplier: count,
    flat: count,
    order: v.picklist(ENDER_PENALTY_ORDERS),
  }),
});
const positions = v.pipe(v.array(position), v.maxLength(MAX_LINE));
const shownGrid = v.pipe(v.array(v.nullable(card)), v.maxLength(MAX_CARDS_PER_SEAT));

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
    kind: v.literal('line-cleared'),
    seat,
    line: v.picklist(LINE_KINDS),
    grid: v.pipe(count, v.maxValue(1)),
    index: v.pipe(count, v.maxValue(MAX_LINE - 1)),
    value: card,
    positions,
    discarded: positions,
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

const viewFields = v.object({
  seat,
  rules: fullRules,
  players: v.pipe(v.array(v.string()), v.minLength(2), v.maxLength(MAX_PLAYERS)),
  phase: v.picklist(PHASES),
  roundIndex: count,
  grids: v.pipe(
    v.array(v.pipe(v.array(slot), v.maxLength(MAX_CARDS_PER_SEAT))),
    v.maxLength(MAX_PLAYERS),
  ),
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

/**
 * A player view without its record, each field checked, and every seat's grid and every round's
 * shown grids of the shape its rules give (R9.1, R9.5).
 */
export const playerViewSchema = v.pipe(
  viewFields,
  v.check((view) => {
    const { cardsPerSeat } = gridShape(view.rules);
    const fits = (grid: readonly unknown[]) => grid.length === cardsPerSeat;
    return view.grids.every(fits) && view.results.every((result) => result.grids.every(fits));
  }, "a grid does not have the shape of the view's rules"),
);

/** The fields of a player view that its schema checks: every field but the record. */
export const PLAYER_VIEW_FIELDS = Object.keys(viewFields.entries) as (keyof ViewWithoutRecord)[];

// What the schemas read must be what the engine makes: a field or event the engine's types gain
// that a schema lacks is a compile error here.
type Reads<Schema extends v.GenericSchema, Type> =
  v.InferOutput<Schema> extends Type ? true : never;
const viewChecked: Reads<typeof playerViewSchema, ViewWithoutRecord> = true;
const eventsChecked: Reads<typeof gameEventSchema, GameEvent> = true;
const fieldsChecked: Exclude<keyof ViewWithoutRecord, keyof typeof viewFields.entries> extends never
  ? true
  : never = true;
void [viewChecked, eventsChecked, fieldsChecked];
