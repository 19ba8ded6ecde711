import { ENDER_PENALTY_ORDERS, gridShape, type Rules, rulesProblem, withDefaults } from '../engine';
import {
  RULE_COLUMN_CLEARS,
  RULE_COLUMNS,
  RULE_DUAL_HANDS,
  RULE_ENDER_FLAT,
  RULE_ENDER_MULTIPLIER,
  RULE_PENALTY_ORDER,
  RULE_ROW_CLEARS,
  RULE_ROWS,
  RULE_SETUP_REVEALS,
  RULE_WORDS,
} from './layout';

/** The house rules of `rules` as a rules block (RULE_* words, RULES.md R9). */
export function ruleWords(rules: Rules): Int32Array {
  const words = new Int32Array(RULE_WORDS);
  words[RULE_ROWS] = rules.rows;
  words[RULE_COLUMNS] = rules.columns;
  words[RULE_DUAL_HANDS] = rules.dualHands ? 1 : 0;
  words[RULE_COLUMN_CLEARS] = rules.columnClears ? 1 : 0;
  words[RULE_ROW_CLEARS] = rules.rowClears ? 1 : 0;
  words[RULE_SETUP_REVEALS] = rules.setupReveals;
  words[RULE_ENDER_MULTIPLIER] = rules.enderMultiplier;
  words[RULE_ENDER_FLAT] = rules.enderFlat;
  words[RULE_PENALTY_ORDER] = ENDER_PENALTY_ORDERS.indexOf(rules.enderPenaltyOrder);
  return words;
}

/** A flag word as a boolean (0 or 1), or `undefined` for any other word. */
function flag(word: number): boolean | undefined {
  return word === 0 ? false : word === 1 ? true : undefined;
}

/**
 * The house rules of the rules block at `at` of `words`, checked for `players` seats: the rules,
 * or why the block stands for no rules they can play (`rulesProblem`'s message).
 */
export function rulesFromWords(words: Int32Array, at: number, players: number): Rules | string {
  const word = (offset: number) => words[at + offset]!;
  const flags = {
    dualHands: flag(word(RULE_DUAL_HANDS)),
    columnClears: flag(word(RULE_COLUMN_CLEARS)),
    rowClears: flag(word(RULE_ROW_CLEARS)),
  };
  for (const [key, value] of Object.entries(flags))
    if (value === undefined) return `the rules block's ${key} is neither 0 nor 1`;
  const order = ENDER_PENALTY_ORDERS[word(RULE_PENALTY_ORDER)];
  if (order === undefined) return "the rules block's enderPenaltyOrder is not a penalty order";
  const rules: Partial<Rules> = {
    ...(flags as Pick<Rules, keyof typeof flags>),
    rows: word(RULE_ROWS),
    columns: word(RULE_COLUMNS),
    setupReveals: word(RULE_SETUP_REVEALS),
    enderMultiplier: word(RULE_ENDER_MULTIPLIER),
    enderFlat: word(RULE_ENDER_FLAT),
    enderPenaltyOrder: order,
  };
  return rulesProblem(rules, players) ?? withDefaults(rules);
}

/** Cards of one seat under `rules` (every grid's, RULES.md R9.1, R9.5). */
export function seatCards(rules: Rules): number {
  return gridShape(rules).cardsPerSeat;
}
