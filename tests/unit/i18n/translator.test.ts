import { describe, expect, test } from 'vitest';
import { GAIN_WAYS, HINT_REASON_CODES, RIVAL_WAYS } from '../../../src/ai';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';
import { ru } from '../../../src/i18n/ru';
import { sv } from '../../../src/i18n/sv';
import { detectLanguage, LANGUAGES, Translator } from '../../../src/i18n';

const CATALOGUES = { en, de, sv, ru } as const;

describe('catalogues', () => {
  test.each(LANGUAGES)('%s translates every English key and nothing else', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual(Object.keys(en).sort());
  });

  test.each(LANGUAGES)('%s translates every hint reason code', (language) => {
    for (const code of HINT_REASON_CODES) {
      // A reason of the points now has a sentence for each way it takes them, naming the other move.
      const keys =
        code === 'gains-more-now'
          ? [
              ...GAIN_WAYS.map((way) => `reason.${code}.${way}`),
              ...RIVAL_WAYS.map((way) => `reason.rival.${way}`),
            ]
          : [`reason.${code}`];
      for (const key of keys)
        expect(CATALOGUES[language][key as keyof typeof en], key).toBeDefined();
    }
  });

  test.each(LANGUAGES)('%s gives every plural message each form its language needs', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(CATALOGUES[language])) {
      if (typeof message === 'string') continue;
      for (const category of categories)
        expect(message[category], `${key}.${category}`).toBeTypeOf('string');
    }
  });

  test.each(LANGUAGES)('%s fills every placeholder the English text has', (language) => {
    for (const [key, message] of Object.entries(en)) {
      const english = typeof message === 'string' ? message : message.other;
      const translated = CATALOGUES[language][key as keyof typeof en];
      const other = typeof translated === 'string' ? translated : translated.other;
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(new Set(names(other)), key).toEqual(new Set(names(english)));
    }
  });
});

describe('translator', () => {
  test('fills placeholders and formats numbers in the language', () => {
    expect(new Translator('en').t('discardPile', { card: 7 })).toBe('Discard pile: 7');
    expect(new Translator('de').t('seatLabel', { name: 'Ada', total: 1234 })).toBe('Ada: 1.234');
  });

  test('English and Swedish plurals: one and other', () => {
    const english = new Translator('en');
    expect(english.t('points', { count: 1 })).toBe('1 point');
    expect(english.t('points', { count: 0 })).toBe('0 points');
    expect(new Translator('sv').t('seatCount', { count: 1 })).toBe('1 plats');
    expect(new Translator('sv').t('seatCount', { count: 3 })).toBe('3 platser');
  });

  test('Russian plurals: one, few and many', () => {
    const russian = new Translator('ru');
    expect(russian.t('points', { count: 1 })).toBe('1 очко');
    expect(russian.t('points', { count: 3 })).toBe('3 очка');
    expect(russian.t('points', { count: 5 })).toBe('5 очков');
    expect(russian.t('points', { count: 11 })).toBe('11 очков');
    expect(russian.t('points', { count: 21 })).toBe('21 очко');
    expect(russian.t('points', { count: 22 })).toBe('22 очка');
  });

  test('joins names the way the language does', () => {
    expect(new Translator('en').list(['Ada', 'Bob', 'Cy'])).toBe('Ada, Bob, and Cy');
    expect(new Translator('de').list(['Ada', 'Bob'])).toBe('Ada und Bob');
  });
});

describe('language detection', () => {
  test.each([
    [['de-AT', 'en'], 'de'],
    [['sv'], 'sv'],
    [['ru-RU'], 'ru'],
    [['fr-FR', 'sv-SE'], 'sv'],
    [['ja'], 'en'],
    [[], 'en'],
  ] as const)('%j gives %s', (preferred, expected) => {
    expect(detectLanguage(preferred)).toBe(expected);
  });
});
