import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { closeWithTheBrowser } from './src/server/browser-socket-relay.ts';
import {
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_HEADER,
} from './src/security/content-security-policy.ts';

/**
 * The offline game: a Workbox service worker (sw.js) that precaches every file of the build and
 * serves it cache-first. Registered by src/app/page/service-worker.ts; the manifest is public's own.
 */
const offline = VitePWA({
  injectRegister: false,
  manifest: false,
  workbox: {
    cacheId: 'skyjo',
    globPatterns: ['**/*.{html,js,css,wasm,ogg,png,woff2,webmanifest}'],
    navigateFallback: 'index.html',
    // The game server (online play) is never the service worker's: no fallback, no cache.
    navigateFallbackDenylist: [/^\/online/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    sourcemap: false,
  },
});

/**
 * Online play: the game server answers on the game's own host at /online (matchmaking and
 * websockets), proxied by the dev server and the preview to $SKYJO_SERVER (npm start runs one
 * at http://127.0.0.1:2567). A deployment serves /online the same way (docs/hosting.md). A
 * websocket's game-server side closes with its browser side (`closeWithTheBrowser`).
 */
const online = {
  '/online': {
    target: process.env.SKYJO_SERVER ?? 'http://127.0.0.1:2567',
    ws: true,
    configure: closeWithTheBrowser,
  },
};

/** Puts the policy first in the built index.html's head, before anything it governs. */
const contentSecurityPolicy: Plugin = {
  name: 'skyjo-content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend',
    },
  ],
};

/**
 * The display font's Latin file (src/view/fonts.ts), preloaded by the built index.html: its
 * download starts with the page's rather than after the scripts, so the first screen, which waits
 * for it, is not held up.
 */
const preloadDisplayFont: Plugin = {
  name: 'skyjo-preload-display-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const file = Object.values(context.bundle ?? {}).find(
        (output) =>
          output.type === 'asset' &&
          output.names.some((name) => name === 'rubik-latin-wght-normal.woff2'),
      );
      if (file === undefined) throw new Error('the display font is not in the build');
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `./${file.fileName}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        },
      ];
    },
  },
};

/** The file `path` in node_modules. */
const nodeModule = (path: string) =>
  fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

/**
 * colyseus.js gives browsers its CommonJS build, which the bundler cannot trim; its ES module
 * build holds the same code and lets unused parts (and tslib's unused helpers) fall away.
 */
const colyseusModule = {
  find: /^colyseus\.js$/,
  replacement: nodeModule('colyseus.js/build/esm/index.mjs'),
};

/** A statement to take out of a module, or one to put another in place of: `[statement, by]`. */
type Edit = string | readonly [string, string];

/** The module `id` with each of `edits` made; a build error if a statement is missing. */
function without(
  context: { error(message: string): never },
  code: string,
  id: string,
  edits: readonly Edit[],
): { code: string; map: null } {
  let trimmed = code;
  for (const edit of edits) {
    const [statement, by] = typeof edit === 'string' ? [edit, ''] : edit;
    if (!trimmed.includes(statement)) context.error(`changed: no "${statement}" in ${id}`);
    trimmed = trimmed.replace(statement, by);
  }
  return { code: trimmed, map: null };
}

/**
 * In place of PixiJS's import of a function `name`, one that throws: the game never calls it,
 * as it never does `what`.
 */
const never =
  (what: string) =>
  (name: string, from: string): Edit => [
    `import { ${name} } from '${from}';`,
    `const ${name} = () => { throw new Error('SKYJO ${what} (vite.config.ts)'); };`,
  ];

/** A PixiJS function for SVG, which the game never draws. */
const noSvg = never('draws no SVG in PixiJS');
/**
 * In place of PixiJS's Canvas 2D renderer's helpers, which a text's fill reads only for a texture
 * pattern (no text of the game has one): loading them tests the canvas's blend modes by reading a
 * pixel back, which waits for the GPU process at the first screen (10–155 ms on software GL).
 */
const noTextPattern = (name: string): Edit => [
  `import { ${name} } from '../../../../rendering/renderers/canvas/utils/canvasUtils.mjs';`,
  `const ${name} = { applyPatternTransform: () => { throw new Error('SKYJO fills no PixiJS text with a texture pattern (vite.config.ts)'); } };`,
];
/** A PixiJS function for a text's word wrap or tag styles, which no text of the game has. */
const noTextLayout = never('sets no word wrap or tag styles on a PixiJS text');
/**
 * A PixiJS function that writes code for eval (uniform, shader and uniform-buffer upload), which
 * pixi.js/unsafe-eval (src/main.ts) replaces with code that needs no eval.
 */
const noEvalCode = never('compiles no code for eval: pixi.js/unsafe-eval replaces it');

/** In place of a PixiJS statement that makes a WebGPU program: the table's renderer is WebGL's. */
const WEBGL_ALONE = "throw new Error('SKYJO draws with WebGL alone (vite.config.ts)');";

const COLYSEUS_WIRE = '\0skyjo:colyseus-wire';
const NO_SCHEMA_STATE = '\0skyjo:colyseus-no-schema-state';
const MESSAGE_PACK = fileURLToPath(new URL('./src/online/msgpack.ts', import.meta.url));
const NO_AUTH = '\0skyjo:colyseus-no-auth';
const NO_WEB_TRANSPORT = '\0skyjo:colyseus-no-web-transport';

/**
 * Online play as the game uses it. Its rooms keep no synchronized state (they send messages,
 * src/server/skyjo-room.ts), so the client only ever uses Colyseus's "none" serializer:
 * - colyseus.js takes from @colyseus/schema only the wire encoding of a message's type (its
 *   `encode` and `decode`, from that package's own modules), not the schema decoder, its
 *   reflection and collections;
 * - the "schema" serializer it registers is one that refuses to start (never asked for);
 * - its MessagePack is src/online/msgpack.ts (@msgpack/msgpack behind the two calls it makes)
 *   instead of @colyseus/msgpackr (records, structured clones, eval-compiled readers: 8 KB gzip; its
 *   module also probes eval as it loads, which the Content-Security-Policy reports);
 * - its accounts (`client.auth`: sign-in windows, a stored token) are left out: the game has no
 *   accounts, so the matchmaker is asked without a token, as it was (none was ever stored);
 * - its WebTransport (HTTP/3) connection is one that refuses to start: the game's server speaks
 *   WebSocket only, so a room never asks for it.
 */
const colyseusWithoutSchemaState: Plugin = {
  name: 'skyjo-colyseus-without-schema-state',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer?.includes('/node_modules/colyseus.js/')) return null;
    if (source === '@colyseus/schema') return COLYSEUS_WIRE;
    if (source === './serializer/SchemaSerializer.mjs') return NO_SCHEMA_STATE;
    if (source === '@colyseus/msgpackr') return MESSAGE_PACK;
    if (source === './Auth.mjs') return NO_AUTH;
    if (source === './transport/H3Transport.mjs') return NO_WEB_TRANSPORT;
    return null;
  },
  load(id) {
    if (id === COLYSEUS_WIRE) {
      const encoding = nodeModule('@colyseus/schema/src/encoding/');
      return [
        `export { encode } from ${JSON.stringify(`${encoding}encode.ts`)};`,
        `export { decode } from ${JSON.stringify(`${encoding}decode.ts`)};`,
      ].join('\n');
    }
    if (id === NO_SCHEMA_STATE)
      return [
        'export class SchemaSerializer {',
        '  constructor() {',
        "    throw new Error('SKYJO rooms have no schema state');",
        '  }',
        '}',
        'export function getStateCallbacks() {}',
      ].join('\n');
    if (id === NO_AUTH)
      return [
        'export class Auth {',
        '  constructor(http) {',
        '    this.http = http;',
        '  }',
        '}',
      ].join('\n');
    if (id === NO_WEB_TRANSPORT)
      return [
        'export class H3TransportTransport {',
        '  constructor() {',
        "    throw new Error('the SKYJO server speaks WebSocket only');",
        '  }',
        '}',
      ].join('\n');
    return null;
  },
};

/**
 * howler's main file carries its spatial-audio plugin, which the game does not use (its sounds
 * are plain stereo); the core build is the same player without it.
 */
const howlerCore = {
  find: /^howler$/,
  replacement: fileURLToPath(
    new URL('./node_modules/howler/dist/howler.core.min.js', import.meta.url),
  ),
};

/**
 * What PixiJS registers as its modules load that the table never uses; the build leaves it out.
 * - Its index registers the browser and web-worker environments (chunks of extensions: events,
 *   accessibility, DOM, filters, loaded when a renderer starts) and the spritesheet loader. The
 *   table imports the events itself, starts its renderer without the rest
 *   (src/view/table-stage.ts) and loads no spritesheets; the offline cache would otherwise
 *   download them for nothing.
 * - Video textures (the table draws canvases).
 * - The Canvas 2D renderer's graphics pipes (it draws with WebGL).
 * - In pixi.js/unsafe-eval (src/main.ts), the no-eval code of WebGPU's uniform buffers and of
 *   particle containers (WebGL's is kept: the table has neither WebGPU nor particle containers).
 * - The SVG parsers of `Graphics.svg()` and of a `GraphicsPath` made from a path's text, and
 *   SVG's arc command (`arcToSvg`): the table draws its shapes with calls, never from SVG (those
 *   throw instead).
 * - Word wrap and tag styles of PixiJS texts: no text the table draws sets `wordWrap` or
 *   `tagStyles` (the HUD's texts, which wrap, are the page's HTML).
 * - The Canvas 2D renderer's helpers, which a text's fill reads only for a texture pattern (no
 *   text of the game has one): as they load they read a pixel back from a canvas, which waits for
 *   the GPU process.
 * - The renderer's `extract` (pixels, images and canvases read back from the screen or a
 *   texture): the game never reads a texture back.
 * - WebGPU programs: the sprite batcher's (its WGSL shader bits and their compiler), the alpha
 *   mask's, and those a shader or filter is made from (`Shader.from` and `Filter.from` throw if
 *   given one): the table's renderer is WebGL's, which uses their GL programs alone.
 * - The code PixiJS writes for eval to upload uniforms, shader resources and uniform buffers:
 *   pixi.js/unsafe-eval (src/main.ts, which the Content-Security-Policy asks for) puts functions
 *   that need no eval in their place (those throw instead).
 */
const PIXI_UNUSED: Readonly<Record<string, readonly Edit[]>> = {
  'index.mjs': ['extensions.add(browserExt, webworkerExt);', "import './spritesheet/init.mjs';"],
  'rendering/init.mjs': ['  VideoSource,\n'],
  'scene/graphics/init.mjs': [
    'extensions.add(CanvasGraphicsPipe);',
    'extensions.add(CanvasGraphicsContextSystem);',
  ],
  'scene/graphics/shared/GraphicsContext.mjs': [noSvg('SVGParser', './svg/SVGParser.mjs')],
  'scene/graphics/shared/path/GraphicsPath.mjs': [noSvg('parseSVGPath', '../svg/parseSVGPath.mjs')],
  'scene/graphics/shared/path/ShapePath.mjs': [
    noSvg('buildArcToSvg', '../buildCommands/buildArcToSvg.mjs'),
  ],
  'scene/text/canvas/utils/getCanvasFillStyle.mjs': [noTextPattern('canvasUtils')],
  'scene/text/canvas/CanvasTextMetrics.mjs': [
    noTextLayout('measureTaggedText', './utils/measureTaggedText.mjs'),
    noTextLayout('wordWrap', './utils/wordWrap.mjs'),
  ],
  'rendering/renderers/shared/system/SharedSystems.mjs': [
    "import { ExtractSystem } from '../extract/ExtractSystem.mjs';",
    '  ExtractSystem,\n',
  ],
  'rendering/renderers/shared/shader/Shader.mjs': [
    "import { GpuProgram } from '../../gpu/shader/GpuProgram.mjs';",
    ['      gpuProgram = GpuProgram.from(gpu);', `      ${WEBGL_ALONE}`],
  ],
  'filters/Filter.mjs': [
    "import { GpuProgram } from '../rendering/renderers/gpu/shader/GpuProgram.mjs';",
    ['      gpuProgram = GpuProgram.from(gpu);', `      ${WEBGL_ALONE}`],
  ],
  'filters/mask/MaskFilter.mjs': [
    "import { GpuProgram } from '../../rendering/renderers/gpu/shader/GpuProgram.mjs';",
    "import source from './mask.wgsl.mjs';",
    '    const gpuProgram = GpuProgram.from({\n      vertex: {\n        source,\n        entryPoint: "mainVertex"\n      },\n      fragment: {\n        source,\n        entryPoint: "mainFragment"\n      }\n    });\n',
    '      gpuProgram,\n',
  ],
  'rendering/batcher/shared/DefaultShader.mjs': [
    [
      "import { compileHighShaderGlProgram, compileHighShaderGpuProgram } from '../../high-shader/compileHighShaderToProgram.mjs';",
      "import { compileHighShaderGlProgram } from '../../high-shader/compileHighShaderToProgram.mjs';",
    ],
    [
      "import { colorBitGl, colorBit } from '../../high-shader/shader-bits/colorBit.mjs';",
      "import { colorBitGl } from '../../high-shader/shader-bits/colorBit.mjs';",
    ],
    [
      "import { generateTextureBatchBitGl, generateTextureBatchBit } from '../../high-shader/shader-bits/generateTextureBatchBit.mjs';",
      "import { generateTextureBatchBitGl } from '../../high-shader/shader-bits/generateTextureBatchBit.mjs';",
    ],
    [
      "import { roundPixelsBitGl, roundPixelsBit } from '../../high-shader/shader-bits/roundPixelsBit.mjs';",
      "import { roundPixelsBitGl } from '../../high-shader/shader-bits/roundPixelsBit.mjs';",
    ],
    '    const gpuProgram = compileHighShaderGpuProgram({\n      name: "batch",\n      bits: [\n        colorBit,\n        generateTextureBatchBit(maxTextures),\n        roundPixelsBit\n      ]\n    });\n',
    '      gpuProgram,\n',
  ],
  'rendering/renderers/gl/shader/GlUniformGroupSystem.mjs': [
    noEvalCode('generateUniformsSync', './utils/generateUniformsSync.mjs'),
  ],
  'rendering/renderers/gl/shader/GlShaderSystem.mjs': [
    noEvalCode('generateShaderSyncCode', './GenerateShaderSyncCode.mjs'),
  ],
  'rendering/renderers/gl/GlUboSystem.mjs': [
    noEvalCode('createUboSyncFunctionSTD40', './shader/utils/createUboSyncSTD40.mjs'),
  ],
  'unsafe-eval/init.mjs': [
    '  Object.assign(GpuUboSystem.prototype, {\n    // use polyfill which avoids eval method\n    _generateUboSync: generateUboSyncPolyfillWGSL\n  });\n',
    '  Object.assign(ParticleBuffer.prototype, {\n    // use polyfill which avoids eval method\n    generateParticleUpdate: generateParticleUpdatePolyfill\n  });\n',
  ],
};

const pixiWithoutUnusedParts: Plugin = {
  name: 'skyjo-pixi-without-unused-parts',
  apply: 'build',
  transform(code, id) {
    const file = /\/node_modules\/pixi\.js\/lib\/(.+)$/.exec(id)?.[1];
    const statements = file === undefined ? undefined : PIXI_UNUSED[file];
    return statements === undefined ? null : without(this, code, id, statements);
  },
};

/**
 * A chunk's file name: a language's texts are named after their catalogue and language
 * (`i18n-screens-de-….js`, `coach-texts-de-….js` for the guided round's, not one of four
 * `de-….js`), every other chunk after its module.
 */
function chunkFileName(chunk: { readonly facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  const texts = /[\\/]src[\\/]i18n[\\/](.+)\.ts$/.exec(id)?.[1];
  const coach = /[\\/]coach-texts[\\/](\w+)\.ts$/.exec(id)?.[1];
  const name =
    texts !== undefined
      ? `i18n-${texts.replace(/[\\/]/g, '-')}`
      : coach !== undefined
        ? `coach-texts-${coach}`
        : '[name]';
  return `assets/${name}-[hash].js`;
}

export default defineConfig(({ command }) => ({
  base: './',
  resolve: {
    alias: command === 'build' ? [colyseusModule, howlerCore] : [],
  },
  server: { proxy: online },
  // The preview also sends the policy as a header: it then covers the workers' own scripts too,
  // and forbids framing the game (which a meta tag cannot).
  preview: {
    proxy: online,
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER },
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser the game runs in preloads modules by itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        // The solver's worker runs the solver chunk (src/worker/solver.worker.ts), which the
        // main thread's fallback loads too: one copy of the solver and the bots. The engine (with
        // the names of the computer levels and the words of the hint's reasons, src/i18n's) is a
        // chunk of its own, which the page and the worker
        // both load: the page's first screen loads no solver, and the worker never loads the
        // page's code; with it go the small modules the page's solver client and the worker
        // share (the search budgets and their share on a larger grid, the cancellation), which
        // would otherwise bring the next chunk onto the first screen. What else both use (the
        // review's decisions, labels and summary, which the review page shows; the medium bot, the game master's fallback) is a small chunk of its
        // own too: were it in the solver's chunk, the page would load all of that at once.
        // The page takes these from their own files (src/ai/search-budgets.ts, src/review/labels.ts,
        // …), never through the `ai` or `review` index: an index also re-exports the searches, and
        // a page module importing it would make the first screen load the solver's chunk.
        codeSplitting: {
          groups: [
            {
              name: 'engine',
              test: /src[\\/](engine[\\/]|ai[\\/](bot-levels|hint-types|search-budgets|search[\\/]grid-budget)\.ts$|worker[\\/]cancelled\.ts$)|node_modules[\\/]valibot[\\/]/,
              priority: 2,
            },
            {
              name: 'shared',
              test: /src[\\/](review[\\/](decisions|labels|summary)|ai[\\/]threshold-bot)\.ts$/,
              priority: 2,
            },
            { name: 'solver', test: /src[\\/]worker[\\/]solver\.worker\.ts$/, priority: 1 },
            // What the page loads before its first screen stays one chunk (the entry's): without
            // this, modules the page shares with a lazy chunk (the game screen, the local game)
            // fall into small chunks of their own that the first screen loads one by one.
            { name: 'first-screen', tags: ['$initial'], priority: 0 },
          ],
        },
      },
    },
  },
  plugins: [
    contentSecurityPolicy,
    preloadDisplayFont,
    colyseusWithoutSchemaState,
    pixiWithoutUnusedParts,
    offline,
  ],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    setupFiles: ['tests/unit/setup/property-seed.ts', 'tests/unit/setup/languages.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // Every core: Vitest's default leaves one free, which on a two-core machine runs one file at a time.
    maxWorkers: availableParallelism(),
  },
}));
