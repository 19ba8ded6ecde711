import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { woff2CodePoints } from '../helpers/woff2-cmap';

/** The game's font files (src/view/fonts.ts): Latin, Latin Extended, Cyrillic, Cyrillic Extended. */
const FONT_FILES = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'].map((script) =>
  createRequire(import.meta.url).resolve(
    `@fontsource-variable/rubik/files/rubik-${script}-wght-normal.woff2`,
  ),
);

/** The folders whose strings a player may read: all of src/ but the terminal's (cli, server). */
const PLAYER_FOLDERS = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'cli' && entry.name !== 'server')
  .map((entry) => join('src', entry.name));

/** Characters Rubik lacks that the table draws itself, with the file that draws them. */
const DRAWN: Readonly<Record<string, string>> = { Σ: 'src/view/number-text.ts' };

/** Every .ts and .css file under `folder`. */
function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The texts of a TypeScript file's string and template literals (its comments left out). */
function literals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A style sheet without its comments. */
const styles = (path: string): string[] => [
  readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
];

test('every character a player reads is in the game font, or drawn by the game', () => {
  const covered = woff2CodePoints(FONT_FILES);
  const missing = new Set<string>();
  for (const path of PLAYER_FOLDERS.flatMap((folder) => files(folder))) {
    for (const text of path.endsWith('.css') ? styles(path) : literals(path)) {
      for (const character of text) {
        const code = character.codePointAt(0)!;
        if (code < 0x80 || /\s/.test(character) || covered.has(code)) continue;
        if (DRAWN[character] !== undefined && path.startsWith('src/view/')) continue;
        missing.add(`${character} (U+${code.toString(16)}) in ${path}`);
      }
    }
  }
  expect([...missing]).toEqual([]);
});

test('the font files are read: letters of every script, and none of what Rubik lacks', () => {
  const covered = woff2CodePoints(FONT_FILES);
  for (const character of 'AzÄöÅ×–…€ЖжЁё№')
    expect(covered.has(character.codePointAt(0)!)).toBe(true);
  for (const character of '✓✕★Σ▲') expect(covered.has(character.codePointAt(0)!)).toBe(false);
});
