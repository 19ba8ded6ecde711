import * as v from 'valibot';
import { RECORD_ACTION_TYPES } from '../actions';
import { DECK_SIZE, MAX_CARD, MIN_CARD } from '../cards';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  RULE_KEYS,
  type Rules,
  rulesProblem,
  ruleValueProblem,
} from '../rules';
import { RECORD_FORMAT, RECORD_VERSION } from './format';

/** Messages of an object schema: a missing key, or a value that is not an object at all. */
function objectMessages(what: string): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => {
    if (v.getDotPath(issue) === null) return `${what} must be a JSON object`;
    return issue.expected === 'never' ? 'is not a rule of RULES.md' : 'is missing';
  };
}

/** Whether `value` is a JSON object: not null, and not a list (valibot's object schemas take lists). */
function isJsonObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `schema`, for a value that must first of all be a JSON object ("rules must be a JSON object"). */
function jsonObject<const S extends v.GenericSchema>(what: string, schema: S) {
  return v.pipe(v.custom<v.InferInput<S>>(isJsonObject, `${what} must be a JSON object`), schema);
}

const cardMessage = `a card is an integer from ${MIN_CARD} to ${MAX_CARD}`;
const card = v.pipe(
  v.number(cardMessage),
  v.integer(cardMessage),
  v.minValue(MIN_CARD, cardMessage),
  v.maxValue(MAX_CARD, cardMessage),
);
const maybeCard = v.nullable(card);

/** One option of the rules object: a value `ruleValueProblem` accepts for `key`. */
function ruleOption<K extends keyof Rules>(key: K) {
  return v.optional(
    v.custom<Rules[K]>(
      (value) => ruleValueProblem(key, value) === null,
      (issue) => ruleValueProblem(key, issue.input) ?? `${key} is not valid`,
    ),
  );
}

const ruleEntries = Object.fromEntries(RULE_KEYS.map((key) => [key, ruleOption(key)])) as {
  [K in (typeof RULE_KEYS)[number]]: ReturnType<typeof ruleOption<K>>;
};

/**
 * The `rules` object: any subset of the options of RULES.md, each of its type and range, nothing
 * else, and playable together (`rulesProblem` without the players, whom the game checks).
 */
export const rulesSchema = jsonObject(
  'rules',
  v.pipe(
    v.strictObject(ruleEntries, objectMessages('rules')),
    v.check(
      (rules) => rulesProblem(rules) === null,
      (issue) => rulesProblem(issue.input as Partial<Rules>) ?? 'the rules are not valid',
    ),
  ),
);

/**
 * A rules object read from outside (a command line, a form, a message): its options as
 * `rulesSchema` reads them, playable by `players` seats when given (`rulesProblem`); or why not,
 * as "key: problem".
 */
export function readRules(
  value: unknown,
  players?: number,
):
  | { readonly ok: true; readonly rules: Partial<Rules> }
  | { readonly ok: false; readonly message: string } {
  const parsed = v.safeParse(rulesSchema, value);
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.issues) };
  const problem = rulesProblem(parsed.output, players);
  return problem === null ? { ok: true, rules: parsed.output } : { ok: false, message: problem };
}

/** The document around the rounds: format, version, rules and players (rounds checked one by one). */
export const documentSchema = jsonObject(
  'a record',
  v.object(
    {
      format: v.literal(RECORD_FORMAT, `format must be "${RECORD_FORMAT}"`),
      version: v.literal(RECORD_VERSION, `version must be ${RECORD_VERSION}`),
      rules: v.optional(rulesSchema, {}),
      players: v.pipe(
        v.array(v.string('a player name is a string'), 'players must be a list of names'),
        v.minLength(MIN_PLAYERS, `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players`),
        v.maxLength(MAX_PLAYERS, `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players`),
      ),
      rounds: v.array(v.unknown(), 'rounds must be a list'),
    },
    objectMessages('a record'),
  ),
);

/** One round: a 150-card deck, the reshuffle orders, the actions (each checked when reached). */
export const roundSchema = jsonObject(
  'a round',
  v.object(
    {
      deck: v.pipe(
        v.array(maybeCard, 'deck must be a list of cards'),
        v.length(DECK_SIZE, `the deck must hold ${DECK_SIZE} cards`),
      ),
      reshuffles: v.optional(
        v.array(v.array(maybeCard, 'a reshuffle is a list of cards'), 'reshuffles must be a list'),
        [],
      ),
      actions: v.array(v.unknown(), 'actions must be a list'),
    },
    objectMessages('a round'),
  ),
);

/** Why an action's position is refused, for a game whose players have `cards` positions each. */
function badPositionMessage(cards: number): string {
  return `pos must be an integer from 0 to ${cards - 1}`;
}

/**
 * The last position a record's refusal names when an action's position is out of the grid (see
 * `badPositionMessage`), so the player may read that reason in their language; else null.
 */
export function badPositionLast(message: string): number | null {
  const found = /^pos must be an integer from 0 to (\d+)$/.exec(message);
  return found === null ? null : Number(found[1]);
}

/** One recorded action of a game whose players have `cards` positions each (R9.1, R9.5). */
function makeActionSchema(cards: number) {
  const positionMessage = badPositionMessage(cards);
  return jsonObject(
    'an action',
    v.object(
      {
        p: v.pipe(v.number('p must be a seat index'), v.integer('p must be a seat index')),
        t: v.picklist(RECORD_ACTION_TYPES, `t must be one of ${RECORD_ACTION_TYPES.join(', ')}`),
        pos: v.pipe(
          v.number(positionMessage),
          v.integer(positionMessage),
          v.minValue(0, positionMessage),
          v.maxValue(cards - 1, positionMessage),
        ),
      },
      objectMessages('an action'),
    ),
  );
}

/** A recorded action's schema. */
export type ActionSchema = ReturnType<typeof makeActionSchema>;

const actionSchemas = new Map<number, ActionSchema>();

/**
 * The schema of one recorded action when each player has `cards` positions: a seat, one of the
 * four record action types, a position of the player's grids.
 */
export function actionSchemaFor(cards: number): ActionSchema {
  let schema = actionSchemas.get(cards);
  if (schema === undefined) {
    schema = makeActionSchema(cards);
    actionSchemas.set(cards, schema);
  }
  return schema;
}

/** The first problem valibot found, as "where: what" (e.g. `deck.3: a card is an integer …`). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!;
  const path = v.getDotPath(issue);
  return path === null || issue.message.startsWith(`${path} `)
    ? issue.message
    : `${path}: ${issue.message}`;
}

/** A card of a public record (GAME-RECORD.md): its value, or `null` for one nobody has seen. */
export const maybeCardSchema = maybeCard;
