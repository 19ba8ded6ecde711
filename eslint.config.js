// @ts-check
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

/** The folders of src/ above one that may import only `below` (itself among them). */
const allBut = (...below) => SRC_FOLDERS.filter((folder) => !below.includes(folder));

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
  ...Object.entries({
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
  }).map(([folder, above]) => ({
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
  // A leftover debug line prints in every player's console: what runs in the page or a library
  // layer reports through its own channels (a toast, a thrown error, console.warn/error for what
  // an engineer must see; timeStamp marks a trace). The server and the command line print on purpose.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/server/**', 'src/cli/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error', 'timeStamp'] }] },
  },
);
