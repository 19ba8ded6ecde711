/**
 * Writes src/app/stats/medal-icons.ts: the SVG path of each medal's icon on the statistics screen,
 * taken from the pinned `@iconify-json/game-icons` (game-icons.net, CC BY 3.0) like the seat
 * emblems (generate/emblems.ts), its numbers rounded to a tenth of a unit of the 512 × 512 box
 * (the medals are drawn at most 64 px wide). The same bytes on every run.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { runScript } from '../command-line';
import { iconPath } from './emblems';

const HELP = `Usage: npx tsx scripts/generate/medals.ts

Writes src/app/stats/medal-icons.ts, the SVG paths of the statistics' medals, from the pinned
@iconify-json/game-icons (numbers rounded to a tenth), formatted as the project formats TypeScript.`;

/** Each medal's icon, by the medal's id, with the icon's name and its author on game-icons.net. */
export const MEDAL_SOURCES = {
  'first-win': { icon: 'trophy-cup', author: 'Delapouite' },
  'streak-3': { icon: 'fire-ring', author: 'Lorc' },
  'streak-5': { icon: 'burning-embers', author: 'Lorc' },
  'below-zero': { icon: 'snowflake-2', author: 'Lorc' },
  'first-column': { icon: 'card-burn', author: 'Delapouite' },
  'columns-25': { icon: 'broom', author: 'Delapouite' },
  'expert-faced': { icon: 'robot-golem', author: 'Lorc' },
  'expert-beaten': { icon: 'laurel-crown', author: 'Lorc' },
  'games-10': { icon: 'poker-hand', author: 'Lorc' },
  'games-50': { icon: 'podium-winner', author: 'Delapouite' },
} as const;

const OUT = join(import.meta.dirname, '..', '..', 'src', 'app', 'stats', 'medal-icons.ts');

/**
 * `path` with every number rounded to one decimal (a leading zero dropped, as SVG allows); a
 * space keeps apart two numbers that only a decimal point or a minus sign kept apart before.
 */
export function roundedPath(path: string): string {
  return path.replace(/-?\d*\.?\d+(?:e-?\d+)?/g, (number, at: number) => {
    const rounded = String(Math.round(Number(number) * 10) / 10).replace(/^(-?)0\./, '$1.');
    const joined = !rounded.startsWith('-') && /[\d.]/.test(path[at - 1] ?? '');
    return joined ? ` ${rounded}` : rounded;
  });
}

/** The module's text. */
export function medalModule(): string {
  const lines = Object.entries(MEDAL_SOURCES).map(
    ([name, { icon, author }]) =>
      `  /** "${icon}" by ${author}. */\n  '${name}': '${roundedPath(iconPath(icon))}',`,
  );
  return [
    '// Written by scripts/generate/medals.ts from @iconify-json/game-icons; do not edit.',
    '// Icons from game-icons.net, licensed under CC BY 3.0 (credited on the rules screen).',
    "import type { MedalId } from '../../stats';",
    '',
    '/** Each medal’s icon as SVG path data on a 512 × 512 box. */',
    'export const MEDAL_ICONS: Readonly<Record<MedalId, string>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/** Writes the module, formatted as the project formats TypeScript. */
async function main(): Promise<void> {
  const options = (await resolveConfig(OUT)) ?? {};
  writeFileSync(OUT, await format(medalModule(), { ...options, filepath: OUT }));
  console.error('wrote src/app/stats/medal-icons.ts');
}

if (process.argv[1] === import.meta.filename)
  await runScript({ name: 'make-medals', help: HELP }, main);
