// Issue 27, defect 7: "+1 points". Every number a player reads beside a unit takes the unit's
// plural form from Intl.PluralRules (through the translator's `count`), in all four languages.
import { describe, expect, test } from 'vitest';
import type { HintCandidate } from '../../../src/ai';
import { candidateCostText } from '../../../src/app/present/hint-text';
import { costText } from '../../../src/app/review/review-text';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';
import { ru } from '../../../src/i18n/ru';
import { sv } from '../../../src/i18n/sv';
import { type Language, LANGUAGES, reasonText, Translator } from '../../../src/i18n';
import type { ReviewedDecision } from '../../../src/review';

const CATALOGUES = { en, de, sv, ru } as const;

/**
 * Per language, the units whose form changes with the number before them: a plain message (one
 * form for every number) must not put one of them right after a number's placeholder (a `{place}`
 * is an ordinal, "3rd place", whose noun does not change).
 */
const INFLECTED_UNITS: Readonly<Record<Language, RegExp>> = {
  en: /\{(?!place\})\w+\}\s+(points?|cards?|seconds?|decisions?|moves?|games?|rounds?|turns?|seats?|columns?)\b/,
  de: /\{(?!place\})\w+\}\s+(Punkte?n?|Karten?|Sekunden?|Entscheidung(en)?|Züge|Zug|Partien?|Runden?|Plätze|Platz)\b/,
  sv: /\{(?!place\})\w+\}\s+(sekund(er)?|rund(a|or)|omgång(ar)?|parti(er)?|plats(er)?|kolumn(er)?)\b/,
  ru: /\{(?!place\})\w+\}\s+(очк\w*|карт\w*|секунд\w*|решени\w*|ход\w*|раунд\w*|парти\w*|мест\w*)/,
};

const candidate = (cost: number, interval: number): HintCandidate => ({
  action: { p: 0, t: 'draw' },
  cost,
  interval,
  equal: false,
  reasons: [],
});

const decision = (cost: number, interval: number): ReviewedDecision =>
  ({ cost, interval }) as ReviewedDecision;

describe('plural forms of numbers with units (issue 27, defect 7)', () => {
  test.each(LANGUAGES)('%s: no plain message puts an inflected unit after a number', (language) => {
    for (const [key, message] of Object.entries(CATALOGUES[language])) {
      if (typeof message !== 'string') continue;
      expect(message, key).not.toMatch(INFLECTED_UNITS[language]);
    }
  });

  test('the hint’s cost of a move: +1 point, +2 points, +1.5 points', () => {
    const english = new Translator('en');
    expect(candidateCostText(english, candidate(1, 0.4), false)).toBe('(+1 point, ± 0.4)');
    expect(candidateCostText(english, candidate(2.04, 0.4), false)).toBe('(+2 points, ± 0.4)');
    expect(candidateCostText(english, candidate(1.46, 0.4), false)).toBe('(+1.5 points, ± 0.4)');
    expect(candidateCostText(new Translator('de'), candidate(1, 0.4), false)).toBe(
      '(+1 Punkt, ± 0,4)',
    );
    const russian = new Translator('ru');
    expect(candidateCostText(russian, candidate(1, 0.4), false)).toBe('(+1 очко, ± 0,4)');
    expect(candidateCostText(russian, candidate(3, 0.4), false)).toBe('(+3 очка, ± 0,4)');
    expect(candidateCostText(russian, candidate(5, 0.4), false)).toBe('(+5 очков, ± 0,4)');
    expect(candidateCostText(russian, candidate(1.5, 0.4), false)).toBe('(+1,5 очка, ± 0,4)');
  });

  test('the review’s cost of a decision and points lost', () => {
    expect(costText(new Translator('en'), decision(1, 0.5))).toBe('1 point, give or take 0.5');
    expect(costText(new Translator('en'), decision(0.96, 0.5))).toBe('1 point, give or take 0.5');
    expect(costText(new Translator('en'), decision(3.2, 0.5))).toBe('3.2 points, give or take 0.5');
    expect(costText(new Translator('de'), decision(1, 0.5))).toBe('1 Punkt, plus oder minus 0,5');
    expect(costText(new Translator('ru'), decision(21, 1))).toBe('21 очко, плюс-минус 1');
    expect(costText(new Translator('ru'), decision(5, 1))).toBe('5 очков, плюс-минус 1');
    expect(new Translator('en').t('reviewRoundCost', { count: 1 })).toBe('1 point lost');
  });

  test('reasons: a point more or less, and a score of one point', () => {
    const english = new Translator('en');
    const lower = { code: 'replaces-card', values: { from: 5, to: 4, count: 1 } } as const;
    expect(reasonText(english, lower, [])).toBe(
      'It replaces your face-up 5 with the 4: 1 point less.',
    );
    const out = {
      code: 'goes-out-lowest',
      values: { score: 1, nextLowest: 30, percent: 0 },
    } as const;
    expect(reasonText(english, out, [])).toContain('about 1 point against 30');
    expect(reasonText(new Translator('de'), out, [])).toContain('etwa 1 Punkt gegen 30');
  });

  test('a draw pile of one card, one seat', () => {
    expect(new Translator('en').t('drawPile', { count: 1 })).toBe('Draw pile, 1 card');
    expect(new Translator('de').t('drawPile', { count: 1 })).toBe('Nachziehstapel, 1 Karte');
    expect(new Translator('sv').t('seatCount', { count: 1 })).toBe('1 plats');
  });
});
