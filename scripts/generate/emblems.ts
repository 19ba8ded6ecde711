/**
 * Writes src/view/emblem-icons.ts: the SVG path of each icon the seat plates' emblems are drawn
 * from, taken from the pinned `@iconify-json/game-icons` (game-icons.net, CC BY 3.0), so that the
 * game bundles these few paths and not the 6 MB set. The same bytes on every run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { runScript } from '../command-line';

const HELP = `Usage: npx tsx scripts/generate/emblems.ts

Writes src/view/emblem-icons.ts, the SVG paths of the seat emblems' icons, from the pinned
@iconify-json/game-icons, formatted as the project formats TypeScript.`;

/** The icons used, by the emblem's name, with the icon's name and its author on game-icons.net. */
export const EMBLEM_SOURCES = {
  person: { icon: 'person', author: 'Delapouite' },
  computer: { icon: 'vintage-robot', author: 'Lorc' },
} as const;

const OUT = join(import.meta.dirname, '..', '..', 'src', 'view', 'emblem-icons.ts');

/** The path data of `icon` (each game-icons icon is one path on a 512 × 512 box). */
export function iconPath(icon: string): string {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@iconify-json/game-icons/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as {
    icons: Record<string, { body: string }>;
  };
  const body = set.icons[icon]?.body;
  const paths = [...(body ?? '').matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
  if (paths.length !== 1) throw new Error(`game-icons "${icon}": expected one path`);
  return paths[0]!;
}

/** The module's text. */
export function emblemModule(): string {
  const lines = Object.entries(EMBLEM_SOURCES).map(
    ([name, { icon, author }]) =>
      `  /** "${icon}" by ${author}. */\n  ${name}: '${iconPath(icon)}',`,
  );
  return [
    '// Written by scripts/generate/emblems.ts from @iconify-json/game-icons; do not edit.',
    '// Icons from game-icons.net, licensed under CC BY 3.0 (credited on the rules screen).',
    '',
    '/** The seat emblems’ icons as SVG path data on a 512 × 512 box. */',
    'export const EMBLEM_ICONS = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

/** Writes the module, formatted as the project formats TypeScript. */
async function main(): Promise<void> {
  const options = (await resolveConfig(OUT)) ?? {};
  writeFileSync(OUT, await format(emblemModule(), { ...options, filepath: OUT }));
  console.error('wrote src/view/emblem-icons.ts');
}

if (process.argv[1] === import.meta.filename)
  await runScript({ name: 'make-emblems', help: HELP }, main);
