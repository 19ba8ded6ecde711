/**
 * Writes the icon modules of the seat plates: src/view/emblem-icons.ts (a person, a computer),
 * src/view/avatar-icons.ts (the avatars a person picks) and src/view/reaction-icons.ts (the
 * reactions' pictures): the SVG path of each icon, taken from the pinned
 * `@iconify-json/game-icons` (game-icons.net, CC BY 3.0), its coordinates rounded to whole units
 * (./icon-path.ts), so that the game bundles these few paths, less than half their size, and not
 * the 6 MB set. The same bytes on every run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { runScript } from '../command-line';
import { roundedPath } from './icon-path';

const HELP = `Usage: npx tsx scripts/generate/emblems.ts

Writes src/view/emblem-icons.ts, src/view/avatar-icons.ts and src/view/reaction-icons.ts, the SVG
paths of the seat plates' icons, from the pinned @iconify-json/game-icons, formatted as the
project formats TypeScript.`;

/** An icon used: its name and its author on game-icons.net. */
interface IconSource {
  readonly icon: string;
  readonly author: string;
}

/** The icons of the emblems, by the emblem's name. */
export const EMBLEM_SOURCES = {
  person: { icon: 'person', author: 'Delapouite' },
  computer: { icon: 'vintage-robot', author: 'Lorc' },
} as const satisfies Record<string, IconSource>;

/** The avatars' icons, by avatar id (src/online/looks.ts). */
export const AVATAR_SOURCES = {
  fox: { icon: 'fox-head', author: 'Lorc' },
  bear: { icon: 'bear-head', author: 'Delapouite' },
  owl: { icon: 'barn-owl', author: 'Caro Asercion' },
  rabbit: { icon: 'rabbit-head', author: 'Delapouite' },
  penguin: { icon: 'penguin', author: 'Delapouite' },
  frog: { icon: 'frog', author: 'Lorc' },
  wolf: { icon: 'wolf-head', author: 'Lorc' },
  duck: { icon: 'duck', author: 'Delapouite' },
  cat: { icon: 'cat', author: 'Lorc' },
  turtle: { icon: 'turtle', author: 'Lorc' },
  octopus: { icon: 'octopus', author: 'Lorc' },
  unicorn: { icon: 'unicorn', author: 'Delapouite' },
  hummingbird: { icon: 'hummingbird', author: 'Delapouite' },
  whale: { icon: 'whale-tail', author: 'Delapouite' },
} as const satisfies Record<string, IconSource>;

/** The reactions' icons, by reaction id (src/online/reaction-ids.ts). */
export const REACTION_SOURCES = {
  nice: { icon: 'thumb-up', author: 'Delapouite' },
  oops: { icon: 'surprised', author: 'Lorc' },
  gg: { icon: 'shaking-hands', author: 'Delapouite' },
  hurry: { icon: 'hourglass', author: 'Lorc' },
  wow: { icon: 'star-struck', author: 'Delapouite' },
  party: { icon: 'party-popper', author: 'Delapouite' },
  laugh: { icon: 'imp-laugh', author: 'Lorc' },
  nudge: { icon: 'ringing-bell', author: 'Lorc' },
} as const satisfies Record<string, IconSource>;

/** Each module written: its file, its constant, what the constant holds, and its icons. */
const MODULES = [
  {
    file: 'emblem-icons.ts',
    constant: 'EMBLEM_ICONS',
    what: 'The seat emblems’ icons',
    sources: EMBLEM_SOURCES,
  },
  {
    file: 'avatar-icons.ts',
    constant: 'AVATAR_ICONS',
    what: 'The avatars’ icons, by avatar id',
    sources: AVATAR_SOURCES,
  },
  {
    file: 'reaction-icons.ts',
    constant: 'REACTION_ICONS',
    what: 'The reactions’ icons, by reaction id',
    sources: REACTION_SOURCES,
  },
] as const;

/** Every icon used, for the credits. */
export const ALL_ICON_SOURCES: readonly IconSource[] = MODULES.flatMap((module) =>
  Object.values(module.sources),
);

const VIEW = join(import.meta.dirname, '..', '..', 'src', 'view');

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

/** The text of the module holding `sources` as `constant`. */
function iconModule(constant: string, what: string, sources: Record<string, IconSource>): string {
  const lines = Object.entries(sources).map(
    ([name, { icon, author }]) =>
      `  /** "${icon}" by ${author}. */\n  ${name}: '${roundedPath(iconPath(icon))}',`,
  );
  return [
    '// Written by scripts/generate/emblems.ts from @iconify-json/game-icons; do not edit.',
    '// Icons from game-icons.net, licensed under CC BY 3.0 (credited on the rules screen).',
    '',
    `/** ${what} as SVG path data on a 512 × 512 box. */`,
    `export const ${constant} = {`,
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

/** Writes the modules, formatted as the project formats TypeScript. */
async function main(): Promise<void> {
  for (const { file, constant, what, sources } of MODULES) {
    const out = join(VIEW, file);
    const options = (await resolveConfig(out)) ?? {};
    writeFileSync(
      out,
      await format(iconModule(constant, what, sources), { ...options, filepath: out }),
    );
    console.error(`wrote src/view/${file}`);
  }
}

if (process.argv[1] === import.meta.filename)
  await runScript({ name: 'make-emblems', help: HELP }, main);
