import { describe, expect, test } from 'vitest';
import { LANGUAGES, loadScreenTexts, Translator } from '../../../src/i18n';
import { en } from '../../../src/i18n/en';
import { screensDe } from '../../../src/i18n/screens/de';
import { screensEn } from '../../../src/i18n/screens/en';
import { screensRu } from '../../../src/i18n/screens/ru';
import { screensSv } from '../../../src/i18n/screens/sv';

const PARTS = { en: screensEn, de: screensDe, sv: screensSv, ru: screensRu } as const;

/** The `{placeholders}` of a message (its `other` form). */
const placeholders = (message: string | { readonly other: string }) =>
  new Set(
    [...(typeof message === 'string' ? message : message.other).matchAll(/\{(\w+)\}/g)].map(
      (m) => m[1],
    ),
  );

describe('the screens’ texts (statistics, records, joining a room)', () => {
  test.each(LANGUAGES)('%s translates every English key and nothing else', (language) => {
    expect(Object.keys(PARTS[language]).sort()).toEqual(Object.keys(screensEn).sort());
  });

  test('no key is also in the catalogues that load with the page', () => {
    expect(Object.keys(screensEn).filter((key) => key in en)).toEqual([]);
  });

  test.each(LANGUAGES)('%s gives every plural message each form its language needs', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(PARTS[language])) {
      if (typeof message === 'string') continue;
      for (const category of categories)
        expect(message[category], `${key}.${category}`).toBeTypeOf('string');
    }
  });

  test.each(LANGUAGES)('%s fills every placeholder the English text has', (language) => {
    for (const [key, message] of Object.entries(screensEn))
      expect(placeholders(PARTS[language][key as keyof typeof screensEn]), key).toEqual(
        placeholders(message),
      );
  });

  test('they load with their screens: a translator has them once loaded, in every language', async () => {
    await loadScreenTexts('ru');
    const russian = new Translator('ru');
    expect(russian.t('stats.winRateChart', { wins: 2, count: 5, rate: '40 %' })).toBe(
      'Вы выиграли 2 из 5 партий против компьютера: 40 %.',
    );
    expect(russian.t('stats.winRateChart', { wins: 1, count: 1, rate: '100 %' })).toBe(
      'Вы выиграли 1 из 1 партии против компьютера: 100 %.',
    );
    // The catalogue itself is untouched: the page's texts stay as they were.
    expect(russian.t('points', { count: 5 })).toBe('5 очков');
  });

  test('a screen text asked for before its screen loaded it is an error that names it', () => {
    expect(() => new Translator('en').t('stats.medals')).toThrow(/stats\.medals/);
  });
});
