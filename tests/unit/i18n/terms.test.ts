import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/** Every file of a language's texts in `src` (the catalogues and their parts: `<language>.ts`). */
function textFiles(language: string, folder = 'src'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return textFiles(language, path);
    return entry.name === `${language}.ts` ? [path] : [];
  });
}

/**
 * One word per concept in each language: the words a player must not meet beside the one the
 * game uses (issue 27: Russian called a grid both «раскладка» and «сетка»).
 */
const OTHER_WORDS: Record<string, readonly { concept: string; used: string; not: RegExp }[]> = {
  ru: [
    { concept: 'grid', used: 'раскладка', not: /[Сс]ет(к|ок)/ },
    { concept: 'row', used: 'ряд', not: /[Сс]трок/ },
  ],
  de: [
    { concept: 'grid', used: 'Raster', not: /Auslage|Gitter|Kartenfeld/ },
    { concept: 'discard pile', used: 'Ablagestapel', not: /\bAblage\b/ },
    { concept: 'draw pile', used: 'Nachziehstapel', not: /'Nachziehen'/ },
    // Issue 27: "Beender" read oddly; a German SKYJO player says who ends the round.
    { concept: 'round ender', used: 'Rundenbeender', not: /\bBeende(r|nde)/ },
  ],
  sv: [
    { concept: 'grid', used: 'rutnät', not: /[Uu]tlägg|[Ss]pelplan|[Kk]ortfält/ },
    { concept: 'discard pile', used: 'slänghög', not: /[Kk]asthög/ },
  ],
};

describe('one term per concept', () => {
  for (const [language, terms] of Object.entries(OTHER_WORDS))
    test.each(terms)(`${language} says only $used for a $concept`, ({ not }) => {
      const files = textFiles(language);
      expect(files.length).toBeGreaterThan(5);
      const found = files.flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .filter((line) => not.test(line))
          .map((line) => `${path}: ${line.trim()}`),
      );
      expect(found).toEqual([]);
    });
});

/**
 * The game's own words, never the machine's: a crashed solver worker told players about a
 * "background worker" and "the page itself" (issue 27); the words of its inner workings stay out.
 */
const MACHINE_WORDS: Record<string, RegExp> = {
  en: /\bworker\b|\bthe page itself\b/i,
  de: /Worker|Seite selbst/,
  sv: /bakgrundsarbetare|själva sidan/,
  ru: /обработчик|на странице/,
};

describe('the game’s own words', () => {
  test.each(Object.entries(MACHINE_WORDS))(
    '%s names none of the machine’s parts',
    (language, machine) => {
      const found = textFiles(language).flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .filter((line) => machine.test(line))
          .map((line) => `${path}: ${line.trim()}`),
      );
      expect(found).toEqual([]);
    },
  );
});
