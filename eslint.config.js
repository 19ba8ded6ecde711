// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of src/ the layer map below names. */
const SRC_FOLDERS = [
  'engine',
  'security',
  'solver',
  'ai',
  'review',
  'i18n',
  'storage',
  'stats',
  'audio',
  'master',
  'view',
  'worker',
  'online',
  'server',
  'cli',
  'app',
];

// A folder of src/ that SRC_FOLDERS does not name would be under no rule: lint stops until it is placed.
for (const entry of readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true })) {
  if (entry.isDirectory() && !SRC_FOLDERS.includes(entry.name)) {
    throw new Error(
      `eslint.config.js: src/${entry.name} is missing from SRC_FOLDERS and the layer map.`,
    );
  }
}

/** The folders of src/ above one that may import only `below` (itself among them). */
const allBut = (...below) => SRC_FOLDERS.filter((folder) => !below.includes(folder));

/**
 * The floors of src/app, from the ground up (ARCHITECTURE.md, "The app's floors"): a folder
 * imports only folders on floors below its own, never one beside it or above; `context` is the
 * file context.ts. app.ts, first-screen.ts and test-hook.ts stand on top of them all.
 */
const APP_FLOORS = [
  ['client', 'input'],
  ['page'],
  ['ui', 'pictures', 'screens'],
  ['present', 'look'],
  ['context'],
  ['game', 'replay'],
  ['setup', 'rules', 'review'],
  ['records', 'stats'],
  ['tutorial', 'online'],
  ['menus', 'play'],
];

// A folder of src/app that no floor names would be under no rule: lint stops until it is placed.
for (const entry of readdirSync(new URL('./src/app/', import.meta.url), { withFileTypes: true })) {
  if (entry.isDirectory() && !APP_FLOORS.flat().includes(entry.name)) {
    throw new Error(`eslint.config.js: src/app/${entry.name} stands on no floor of APP_FLOORS.`);
  }
}

/** What stands on src/app's top floor, beside the floors' folders. */
const APP_TOP = ['app', 'first-screen', 'test-hook'];

/**
 * The lint rules that keep `folder` (on `APP_FLOORS[floor]`) off its own floor and those above:
 * static imports and `import()` alike. A file `depth` folders below src/app reaches another
 * folder of it through as many `../` (context.ts, at depth 0, through `./`).
 */
function appFloorRules(folder, floor) {
  const above = [...APP_FLOORS.slice(floor).flat(), ...APP_TOP].filter((name) => name !== folder);
  const message = `src/app/${folder} stands on floor ${floor + 1} of src/app: it imports nothing on its floor or above (${above.join(', ')}).`;
  const depths = folder === 'context' ? [0] : [1, 2, 3];
  return depths.map((depth) => {
    const up = depth === 0 ? String.raw`\./` : String.raw`(\.\./){${depth}}`;
    const regex = `^${up}(${above.join('|')})(\\.ts)?(/|$)`;
    return {
      files: [
        depth === 0 ? 'src/app/context.ts' : `src/app/${folder}/${'*/'.repeat(depth - 1)}*.ts`,
      ],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
        'no-restricted-syntax': [
          'error',
          // esquery reads a regex up to its next `/`: the slashes are written `\x2F`.
          {
            selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
            message,
          },
        ],
      },
    };
  });
}

/**
 * The layer map: for each folder of src/ but the app (on top of them all), the folders above it,
 * which it may not import (DESIGN.md: imports only run downward).
 */
const LAYERS = {
  engine: allBut('engine'),
  security: allBut('security', 'engine'),
  audio: allBut('audio', 'engine'),
  i18n: allBut('i18n', 'engine', 'ai', 'review'),
  storage: [
    'engine',
    'ai',
    'solver',
    'master',
    'view',
    'worker',
    'online',
    'server',
    'stats',
    'cli',
    'app',
  ],
  solver: ['ai', 'master', 'view', 'worker', 'online', 'server', 'stats', 'cli', 'app'],
  ai: ['master', 'view', 'worker', 'online', 'server', 'stats', 'cli', 'app'],
  master: ['view', 'worker', 'online', 'server', 'stats', 'cli', 'app', 'audio'],
  view: ['master', 'worker', 'online', 'server', 'stats', 'cli', 'app'],
  review: ['master', 'view', 'worker', 'online', 'server', 'stats', 'cli', 'app'],
  stats: ['master', 'view', 'worker', 'online', 'server', 'cli', 'app'],
  worker: ['view', 'online', 'server', 'stats', 'cli', 'app'],
  online: ['view', 'worker', 'server', 'stats', 'cli', 'app'],
  server: ['view', 'cli', 'app', 'stats'],
  cli: ['view', 'worker', 'online', 'server', 'app'],
};

// Every folder of src/ but the app has its floor in the layer map.
for (const folder of SRC_FOLDERS.filter((name) => name !== 'app' && !(name in LAYERS))) {
  throw new Error(`eslint.config.js: src/${folder} has no floor in LAYERS.`);
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist*', 'build', 'test-results*', 'playwright-report', 'assembly'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  // Every import arrow points down: a folder imports only folders below it (DESIGN.md). Every
  // folder of src/ is named; src/app and src/main.ts sit on top of all of them.
  ...Object.entries(LAYERS).map(([folder, above]) => ({
    files: [`src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Only an import that leaves the folder (`../…`) reaches another folder of src/.
              regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
              message: `src/${folder} imports nothing above it (${above.join(', ')}).`,
            },
            ...(folder === 'engine'
              ? [
                  {
                    group: ['pixi.js', 'howler', 'comlink'],
                    message: 'The engine is pure: no display, sound or worker imports.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  // The first screen's page loads no search: the `ai`, `review` and `solver` indexes re-export
  // the searches, and a page module importing one (for more than its types) makes the built page
  // import the solver's chunk. Page modules take what they need from the modules themselves
  // (src/ai/search-budgets.ts, src/review/labels.ts, …); the worker's own thread may use them.
  {
    files: ['src/main.ts', 'src/{app,view,master,stats,i18n,audio,storage,online,worker}/**/*.ts'],
    ignores: ['src/worker/solver.worker.ts', 'src/worker/solver-api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+(ai|review|solver)(/index(\\.ts)?)?$',
              allowTypeImports: true,
              message:
                'A page module imports no search: take it from its own file, not the ai, review or solver index (it would load the solver on the first screen).',
            },
          ],
        },
      ],
    },
  },
  // Inside src/app too every import points down, floor by floor (APP_FLOORS).
  ...APP_FLOORS.flatMap((folders, floor) =>
    folders.flatMap((folder) => appFloorRules(folder, floor)),
  ),
  // A leftover debug line prints in every player's console: what runs in the page or a library
  // layer reports through its own channels (a toast, a thrown error, console.warn/error for what
  // an engineer must see; timeStamp marks a trace). The server and the command line print on purpose.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/server/**', 'src/cli/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error', 'timeStamp'] }] },
  },
);
