import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  houseRuleLines,
  penaltyText,
  rulesProblemText,
  ruleSummary,
} from '../../../src/app/present/house-rules-text';
import { DEFAULT_RULES, type Rules, rulesProblem, withDefaults } from '../../../src/engine';
import { LANGUAGES, loadLanguage, Translator } from '../../../src/i18n';

const en = new Translator('en');

beforeAll(async () => {
  for (const language of LANGUAGES) await loadLanguage(language);
});

/** Any rules of RULES.md section 9 within each option's own range (combinations may not fit). */
const houseRules = fc.record({
  rows: fc.integer({ min: 2, max: 4 }),
  columns: fc.integer({ min: 2, max: 6 }),
  setupReveals: fc.integer({ min: 0, max: 23 }),
  columnClears: fc.boolean(),
  rowClears: fc.boolean(),
  enderMultiplier: fc.integer({ min: 1, max: 4 }),
  enderFlat: fc.integer({ min: 0, max: 50 }),
  enderPenaltyOrder: fc.constantFrom('multiply-first' as const, 'add-first' as const),
  dualHands: fc.boolean(),
});

describe('the house rules in words', () => {
  test('the official game has none', () => {
    expect(houseRuleLines(en, DEFAULT_RULES)).toEqual([]);
    expect(houseRuleLines(en, {})).toEqual([]);
    expect(ruleSummary(en, { targetScore: 100 })).toEqual(['Game to 100 points']);
  });

  test('R9.1–R9.5 each house rule in force has its phrase', () => {
    expect(
      houseRuleLines(en, {
        rows: 4,
        columns: 5,
        dualHands: true,
        setupReveals: 1,
        rowClears: true,
        columnClears: false,
        enderMultiplier: 3,
        enderFlat: 10,
      }),
    ).toEqual([
      '4 × 5 grid',
      'Two grids each',
      '1 card turned at set-up',
      'Rows clear too',
      'Columns never clear',
      "Ender's penalty ×3 + 10",
    ]);
  });

  test('R9.4 the penalty reads in the order it applies', () => {
    const penalty = (rules: Partial<Rules>) => penaltyText(withDefaults(rules));
    expect(penalty({})).toBe('×2');
    expect(penalty({ enderMultiplier: 1, enderFlat: 5 })).toBe('+5');
    expect(penalty({ enderMultiplier: 3, enderFlat: 10 })).toBe('×3 + 10');
    expect(penalty({ enderFlat: 10, enderPenaltyOrder: 'add-first' })).toBe('(+10) ×2');
  });

  test('the summary a joiner reads names the target and the official options that differ', () => {
    expect(
      ruleSummary(en, {
        targetScore: 50,
        nextRoundStarter: 'round-winner',
        tie: 'extra-round',
        doubleOnlyPositive: false,
        rowClears: true,
      }),
    ).toEqual([
      'Game to 50 points',
      'Next round: Round winner starts',
      'Any score may be doubled',
      'More rounds until one total is lowest.',
      'Rows clear too',
    ]);
  });

  test('R9.1 R9.2 R9.5 a combination is refused exactly when the engine refuses it, in every language, with the reason', () => {
    fc.assert(
      fc.property(
        houseRules,
        fc.integer({ min: 2, max: 8 }),
        fc.constantFrom(...LANGUAGES),
        (rules, players, language) => {
          const text = rulesProblemText(new Translator(language), rules, players);
          expect(text === null).toBe(rulesProblem(rules, players) === null);
          if (text !== null) expect(text).not.toMatch(/\{|\}/);
        },
      ),
    );
  });

  test('the reasons a player can bring about on the setup screen', () => {
    expect(rulesProblemText(en, { dualHands: true }, 4)).toBe(
      'Dual hands needs exactly 2 players, not 4.',
    );
    expect(rulesProblemText(en, { rows: 4, columns: 5 }, 7)).toBe(
      'With 20 cards each, at most 6 players fit: the draw pile must keep 20 cards (7 seats now).',
    );
    expect(rulesProblemText(en, { rows: 2, columns: 2, setupReveals: 4 }, 2)).toBe(
      'A grid of 4 cards lets at most 3 cards be turned at set-up: one stays face down.',
    );
    expect(rulesProblemText(en, { dualHands: true }, 2)).toBeNull();
  });

  test('every language words every house rule, with its plural forms', () => {
    const all = {
      rows: 4,
      columns: 5,
      dualHands: true,
      setupReveals: 5,
      rowClears: true,
      columnClears: false,
      enderFlat: 10,
    };
    for (const language of LANGUAGES) {
      const t = new Translator(language);
      const lines = houseRuleLines(t, all);
      expect(lines).toHaveLength(6);
      for (const line of lines) expect(line).not.toMatch(/\{|\}|house\./);
      if (language !== 'en') expect(lines).not.toEqual(houseRuleLines(en, all));
    }
  });
});
