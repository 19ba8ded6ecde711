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
