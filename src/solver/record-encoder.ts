import * as v from 'valibot';
import {
  hasHouseRules,
  type MaybeCard,
  NEXT_ROUND_STARTERS,
  type RecordError,
  TIE_RULES,
} from '../engine';
import {
  actionSchemaFor,
  describeIssues,
  documentSchema,
  roundSchema,
} from '../engine/record/schema';
import { ACTION_CODES } from './actions';
import {
  ACTION_SCHEMA_STOP,
  GRID_SIZE,
  R_ACTIONS,
  R_DECK,
  R_RESHUFFLES,
  R_SCHEMA_STOP,
  R_WORDS,
  REC_DOUBLE_ONLY_POSITIVE,
  REC_HEADER_WORDS,
  REC_NEXT_ROUND_STARTER,
  REC_PLAYERS,
  REC_ROUNDS,
  REC_ROUNDS_ENCODED,
  REC_TARGET,
  REC_TIE,
  UNKNOWN_CARD,
} from './layout';

/** A game record encoded for the solver's replay (REC_*, R_* words), or why it cannot be. */
export type EncodedRecord =
  | {
      readonly ok: true;
      /** The encoded record. */
      readonly words: Int32Array;
      /** The schema problem where the encoding stops (an ACTION_SCHEMA_STOP or R_SCHEMA_STOP). */
      readonly schemaProblem: string | null;
      /** How many rounds the record holds. */
      readonly rounds: number;
    }
  | { readonly ok: false; readonly error: RecordError };

const INT32_MAX = 0x7fffffff;

const cardWord = (card: MaybeCard) => card ?? UNKNOWN_CARD;

/** A seat index as a word: out-of-range integers become -1 (no seat) for the solver to refuse. */
const seatWord = (p: number) => (p >= 0 && p <= INT32_MAX ? p : -1);

/** The words of a round's deck and reshuffle orders (R_* layout, no actions: R_ACTIONS is 0). */
export function roundWords(
  deck: readonly MaybeCard[],
  reshuffles: readonly (readonly MaybeCard[])[],
): number[] {
  const words = [...new Array<number>(R_DECK).fill(0), ...deck.map(cardWord)];
  words[R_RESHUFFLES] = reshuffles.length;
  for (const order of reshuffles) words.push(order.length, ...order.map(cardWord));
  words[R_WORDS] = words.length;
  return words;
}

/**
 * Encodes a parsed game record for the solver's replay. The document, each round and each action
 * pass the engine's own schemas (types of values); the first round or action that fails stops the
 * encoding with a marker, so the solver reports it only if the replay gets there. Every rule is
 * left to the solver, which plays the official rules only: a record with house rules (RULES.md
 * R9) is refused as a document.
 */
export function encodeRecord(document: unknown): EncodedRecord {
  const parsed = v.safeParse(documentSchema, document);
  if (!parsed.success)
    return {
      ok: false,
      error: { round: null, action: null, message: describeIssues(parsed.issues) },
    };
  const { players, rules, rounds } = parsed.output;
  if (hasHouseRules(rules))
    return {
      ok: false,
      error: {
        round: null,
        action: null,
        message:
          'the WebAssembly replay plays the official rules only: this record has house rules (RULES.md R9)',
      },
    };
  const actionSchema = actionSchemaFor(GRID_SIZE);
  const words: number[] = new Array<number>(REC_HEADER_WORDS).fill(0);
  words[REC_PLAYERS] = players.length;
  words[REC_TARGET] = Math.min(rules.targetScore ?? 100, INT32_MAX);
  words[REC_DOUBLE_ONLY_POSITIVE] = (rules.doubleOnlyPositive ?? true) ? 1 : 0;
  words[REC_NEXT_ROUND_STARTER] = NEXT_ROUND_STARTERS.indexOf(rules.nextRoundStarter ?? 'ender');
  words[REC_TIE] = TIE_RULES.indexOf(rules.tie ?? 'shared');
  words[REC_ROUNDS] = rounds.length;
  let schemaProblem: string | null = null;
  let encoded = 0;
  for (const rawRound of rounds) {
    encoded++;
    const round = v.safeParse(roundSchema, rawRound);
    if (!round.success) {
      const header = new Array<number>(R_DECK).fill(0);
      header[R_SCHEMA_STOP] = 1;
      header[R_WORDS] = R_DECK;
      words.push(...header);
      schemaProblem = describeIssues(round.issues);
      break;
    }
    const { deck, reshuffles, actions } = round.output;
    const start = words.length;
    words.push(...roundWords(deck, reshuffles));
    for (const rawAction of actions) {
      words[start + R_ACTIONS]!++;
      const action = v.safeParse(actionSchema, rawAction);
      if (!action.success) {
        words.push(0, ACTION_SCHEMA_STOP, 0);
        schemaProblem = describeIssues(action.issues);
        break;
      }
      const { p, t, pos } = action.output;
      words.push(seatWord(p), ACTION_CODES[t], pos);
    }
    words[start + R_WORDS] = words.length - start;
    if (schemaProblem !== null) break;
  }
  words[REC_ROUNDS_ENCODED] = encoded;
  return { ok: true, words: Int32Array.from(words), schemaProblem, rounds: rounds.length };
}
