import * as v from 'valibot';
import {
  gridShape,
  type MaybeCard,
  NEXT_ROUND_STARTERS,
  type RecordError,
  type Rules,
  rulesProblem,
  TIE_RULES,
  withDefaults,
} from '../engine';
import {
  actionSchemaFor,
  describeIssues,
  documentSchema,
  roundSchema,
} from '../engine/record/schema';
import { ACTION_CODES } from './actions';
import { ruleWords } from './rule-words';
import {
  ACTION_SCHEMA_STOP,
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
  REC_RULES,
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
      /** The record's rules, every option given (missing ones at their defaults). */
      readonly rules: Rules;
    }
  | { readonly ok: false; readonly error: RecordError };

const INT32_MAX = 0x7fffffff;

const cardWord = (card: MaybeCard) => card ?? UNKNOWN_CARD;

/** A seat index as a word: out-of-range integers become -1 (no seat) for the solver to refuse. */
const seatWord = (p: number) => (p >= 0 && p <= INT32_MAX ? p : -1);

/**
 * The header of an encoded record (REC_* words) for `players` seats under `rules` (checked by
 * `rulesProblem`); its round counts are 0.
 */
export function recordHeader(players: number, rules: Rules): number[] {
  const words = new Array<number>(REC_HEADER_WORDS).fill(0);
  words[REC_PLAYERS] = players;
  words[REC_TARGET] = Math.min(rules.targetScore, INT32_MAX);
  words[REC_DOUBLE_ONLY_POSITIVE] = rules.doubleOnlyPositive ? 1 : 0;
  words[REC_NEXT_ROUND_STARTER] = NEXT_ROUND_STARTERS.indexOf(rules.nextRoundStarter);
  words[REC_TIE] = TIE_RULES.indexOf(rules.tie);
  ruleWords(rules).forEach((word, i) => (words[REC_RULES + i] = word));
  return words;
}

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
 * pass the engine's own schemas (types of values), and the rules their one check with the players
 * (`rulesProblem`, as the engine's `recordedGame`); the first round or action that fails stops the
 * encoding with a marker, so the solver reports it only if the replay gets there. Every rule of
 * play is left to the solver, house rules (RULES.md R9) included.
 */
export function encodeRecord(document: unknown): EncodedRecord {
  const parsed = v.safeParse(documentSchema, document);
  if (!parsed.success)
    return {
      ok: false,
      error: { round: null, action: null, message: describeIssues(parsed.issues) },
    };
  const { players, rounds } = parsed.output;
  const problem = rulesProblem(parsed.output.rules, players.length);
  if (problem !== null)
    return { ok: false, error: { round: null, action: null, message: problem } };
  const rules = withDefaults(parsed.output.rules);
  const actionSchema = actionSchemaFor(gridShape(rules).cardsPerSeat);
  const words = recordHeader(players.length, rules);
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
  return { ok: true, words: Int32Array.from(words), schemaProblem, rounds: rounds.length, rules };
}
