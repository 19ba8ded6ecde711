import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The repository's root: three folders above this file. */
const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The folders whose exports must say what they are (DESIGN.md: a doc comment on every export). */
const FOLDERS = ['src', 'assembly', 'scripts'];

/** Every TypeScript file below `folder`, as a path from the repository's root. */
function typeScriptFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/** The names a top-level statement exports (none when it exports nothing of its own). */
function exportedNames(statement: ts.Statement): string[] {
  const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
  if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.map((declaration) => declaration.name.getText());
  const named = statement as ts.Statement & { name?: ts.Node };
  return [named.name?.getText() ?? 'default'];
}

/** The words of a text in lower case, names split: `RULE_PAGES`, `rulePages`, "the rule pages" give rule, pages. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !['a', 'an', 'the', 'of'].includes(word));
}

/** `file:line name` for each export in `file` without a doc comment, or whose comment only restates its name. */
function undocumentedExports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    const names = exportedNames(statement);
    if (names.length === 0) continue;
    const docs = ts.getJSDocCommentsAndTags(statement).filter(ts.isJSDoc);
    const comment = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ');
    const nameWords = new Set(names.flatMap(words));
    const saysMore = words(comment).some((word) => !nameWords.has(word));
    if (!saysMore) {
      const line = source.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
      found.push(`${file}:${line} ${names.join(', ')}`);
    }
  }
  return found;
}

describe('doc comments (DESIGN.md: a one-line doc comment on every export)', () => {
  it.each(FOLDERS)(
    'every export of %s/ has a doc comment that says more than its name',
    (folder) => {
      const files = typeScriptFiles(folder);
      expect(files.length).toBeGreaterThan(0);
      expect(files.flatMap(undocumentedExports)).toEqual([]);
    },
  );
});
