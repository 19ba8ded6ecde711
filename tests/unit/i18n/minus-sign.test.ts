import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatNumber, LANGUAGES, tableNumber, Translator } from '../../../src/i18n';
import { NUMBER_CHARS } from '../../../src/view/number-chars';

const MINUS = '\u2212';

describe('issue 27: negative numbers the player reads carry the minus sign (U+2212)', () => {
  test.each(LANGUAGES)('%s: the status line offers the discard −1, not -1', (language) => {
    const t = new Translator(language);
    const line = t.t('statusTurnYou', { name: 'Ada', card: -1, keyDraw: ' (D)', keyTake: ' (T)' });
    expect(line).toContain('\u22121');
    expect(line).not.toMatch(/-1/);
    expect(t.number(-12)).toBe('\u221212');
    expect(t.number(5)).toBe('5');
  });
});

describe('one formatter writes every number a player reads with the minus sign (U+2212)', () => {
  test('in every language, with any options: never a hyphen', () => {
    for (const language of LANGUAGES) {
      const t = new Translator(language);
      expect(formatNumber(-3, language)).toBe(`${MINUS}3`);
      expect(formatNumber(-1.5, language, { maximumFractionDigits: 1 })).toMatch(/^\u22121\D5$/);
      expect(formatNumber(-0.05, language, { style: 'percent' })).not.toContain('-');
      expect(formatNumber(-0.05, language, { style: 'percent' })).toContain(MINUS);
      expect(t.number(-12)).toBe(`${MINUS}12`);
      expect(t.t('points', { count: -4 })).toContain(`${MINUS}4`);
    }
  });

  test('the table writes a plate’s numbers and a round score’s badge the same way', () => {
    expect(tableNumber(-3)).toBe(`${MINUS}3`);
    expect(tableNumber(1234)).toBe('1234');
    expect(tableNumber(12, true)).toBe('+12');
    expect(tableNumber(-3, true)).toBe(`${MINUS}3`);
    expect(tableNumber(0, true)).toBe('0');
  });

  test('the plates’ bitmap font holds every character the table writes', () => {
    const written = new Set<string>(['Σ', ' ']);
    for (let n = -300; n <= 300; n++)
      for (const character of tableNumber(n, n % 2 === 0) + tableNumber(n)) written.add(character);
    expect([...written].filter((character) => !NUMBER_CHARS.includes(character))).toEqual([]);
    expect(NUMBER_CHARS).not.toContain('-');
  });
});

/** Every style sheet under src/app. */
const STYLE_SHEETS = readdirSync('src/app', { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
  .map((entry) => join(entry.parentPath, entry.name));

test('a number a style sheet counts (a summary’s total counting up) is written with the minus sign', () => {
  const styles = STYLE_SHEETS.map((path) => readFileSync(path, 'utf8')).join('\n');
  const counters = [...styles.matchAll(/counter\(\s*([\w-]+)\s*(?:,\s*([\w-]+))?\s*\)/g)];
  expect(counters.length).toBeGreaterThan(0);
  for (const [, , style] of counters) {
    expect(style).toBeDefined();
    const rule = new RegExp(`@counter-style\\s+${style}\\s*\\{[^}]*negative:\\s*'\\\\2212'`);
    expect(styles).toMatch(rule);
  }
});
