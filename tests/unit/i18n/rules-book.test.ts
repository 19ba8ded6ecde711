import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Message } from '../../../src/i18n';
import { loadRulesBook, pictureText } from '../../../src/i18n/rules-book/book';
import {
  KEY_ROWS,
  PICTURE_WORDS,
  RULE_CHAPTERS,
  RULE_PAGES,
} from '../../../src/i18n/rules-book/texts';

/** The `{placeholders}` of a text, sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every form of a message. */
const forms = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message);

describe('the rules book', () => {
  test.each(LANGUAGES)(
    '%s has every page, its words and placeholders as English has',
    async (language) => {
      const english = await loadRulesBook('en');
      const book = await loadRulesBook(language);
      for (const chapter of RULE_CHAPTERS) expect(book.chapters[chapter].length).toBeGreaterThan(0);
      for (const id of Object.values(RULE_PAGES).flat()) {
        const page = book.pages[id];
        expect(page.heading.length, id).toBeGreaterThan(0);
        expect(page.picture.length, id).toBeGreaterThan(0);
        expect(page.text.length, id).toBe(english.pages[id].text.length);
        page.text.forEach((paragraph, i) =>
          expect(placeholders(paragraph), `${id} ${i}`).toEqual(
            placeholders(english.pages[id].text[i]!),
          ),
        );
      }
      for (const name of PICTURE_WORDS)
        for (const form of forms(book.words[name]))
          expect(placeholders(form), name).toEqual(placeholders(forms(english.words[name])[0]!));
      for (const row of KEY_ROWS) expect(book.keys[row].length).toBeGreaterThan(0);
    },
  );

  test.each(LANGUAGES)('%s has every plural form its language needs', async (language) => {
    const book = await loadRulesBook(language);
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const name of PICTURE_WORDS) {
      const message = book.words[name];
      if (typeof message === 'string') continue;
      for (const category of needed)
        expect(
          message[category] ?? (category === 'other' ? message.other : undefined),
          `${name} ${category}`,
        ).toBeDefined();
    }
  });

  test('picture words take the plural form of their count and write numbers in the language', async () => {
    const russian = await loadRulesBook('ru');
    expect(pictureText(russian.words.revealed, 'ru', { count: 4 })).toBe(
      '4 карты открыты в начале',
    );
    expect(pictureText(russian.words.revealed, 'ru', { count: 5 })).toBe('5 карт открыто в начале');
    const german = await loadRulesBook('de');
    expect(pictureText(german.words.target, 'de', { points: 1000 })).toBe('Ziel 1.000');
  });

  test('the review page names the thresholds of the labels (RULES.md has none: src/review/labels)', async () => {
    for (const language of LANGUAGES) {
      const book = await loadRulesBook(language);
      expect(placeholders(book.pages.review.text.join(' '))).toEqual([
        'blunder',
        'inaccuracy',
        'mistake',
      ]);
    }
  });
});
