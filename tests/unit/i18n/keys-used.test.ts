import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { en } from '../../../src/i18n/en';
import { screensEn } from '../../../src/i18n/screens/en';

const SOURCE = join(import.meta.dirname, '..', '..', '..', 'src');

/** A catalogue file: a language's texts (en.ts, screens/de.ts, online/seat-hold-sv.ts …). */
const CATALOGUE = /(^|[/-])(en|de|sv|ru)\.ts$/;

/** The game's code: every TypeScript file under src/ but the catalogues themselves. */
const code = (readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.ts') && !CATALOGUE.test(file.replaceAll('\\', '/')))
  .map((file) => readFileSync(join(SOURCE, file), 'utf8'))
  .join('\n');

/** The keys the code composes from a fixed start, as in `reason.${code}`: those starts. */
const composedStarts = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]!);

/**
 * Keys the code composes from words the scan cannot see as a key's start, each with the words
 * it is made of (src/app/present/round-summary.ts: `${word}${Lowest|NotPositive}` then `You`).
 */
const COMPOSED = [
  {
    parts: ["'notDoubled'", "'notPenalised'", "'Lowest'", "'NotPositive'", '}You`'],
    keys: /^not(Doubled|Penalised)(Lowest|NotPositive)(You)?$/,
  },
];

/** Whether some code asks for `key`: by its literal, by a composed start, or by its parts. */
function used(key: string): boolean {
  if ([`'${key}'`, `"${key}"`, `\`${key}\``].some((literal) => code.includes(literal))) return true;
  if (composedStarts.some((start) => key.startsWith(start))) return true;
  return COMPOSED.some(
    ({ parts, keys }) => keys.test(key) && parts.every((part) => code.includes(part)),
  );
}

describe('the catalogues hold no text that no code asks for', () => {
  test.each([
    ['the page’s catalogue (en.ts and its parts)', Object.keys(en)],
    ['the screens’ texts', Object.keys(screensEn)],
  ])('%s', (_, keys) => {
    expect(keys.filter((key) => !used(key))).toEqual([]);
  });

  test('the check itself finds a key no code asks for', () => {
    expect(used('noCodeAsksForThisKey')).toBe(false);
    expect(used('notDoubledLowestYou')).toBe(true);
    expect(used('reason.keeps-pair.row')).toBe(true);
  });
});
