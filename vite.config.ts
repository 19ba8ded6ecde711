import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The offline game: a Workbox service worker (sw.js) that precaches every file of the build and
 * serves it cache-first. Registered by src/app/service-worker.ts; the manifest is public's own.
 */
const offline = VitePWA({
  injectRegister: false,
  manifest: false,
  workbox: {
    cacheId: 'skyjo',
    globPatterns: ['**/*.{html,js,css,wasm,ogg,png,webmanifest}'],
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
 * at http://127.0.0.1:2567). A deployment serves /online the same way (see the README).
 */
const online = {
  '/online': { target: process.env.SKYJO_SERVER ?? 'http://127.0.0.1:2567', ws: true },
};

/**
 * The Content-Security-Policy of the built game: exactly what it needs. Its own scripts, module
 * workers (the solver) and service worker; WebAssembly compiled from its own file
 * ('wasm-unsafe-eval' allows compiling, never eval); its own styles, images, sounds and manifest;
 * requests (the solver module, the sounds, online play at /online, websockets included) to its
 * own host only. No inline script or style, no eval: PixiJS runs without it through
 * pixi.js/unsafe-eval (src/main.ts). The dev server, which injects its own scripts, has none.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

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
 * colyseus.js (online play) decodes with @colyseus/msgpackr, whose module probes eval as it loads
 * (`new Function('')`): under the policy that is a reported violation. Its no-eval build decodes
 * the same without it.
 */
const msgpackrWithoutEval = {
  find: /^@colyseus\/msgpackr$/,
  replacement: fileURLToPath(
    new URL('./node_modules/@colyseus/msgpackr/dist/index-no-eval.cjs', import.meta.url),
  ),
};

/**
 * colyseus.js and @colyseus/schema give browsers their CommonJS or UMD builds, which the bundler
 * cannot trim; their ES module builds hold the same code and let unused parts (and tslib's unused
 * helpers) fall away.
 */
const colyseusModules = ['colyseus.js', '@colyseus/schema'].map((name) => ({
  find: new RegExp(`^${name.replace(/[./]/g, '\\$&')}$`),
  replacement: fileURLToPath(
    new URL(`./node_modules/${name}/build/esm/index.mjs`, import.meta.url),
  ),
}));

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
 * PixiJS's index registers its browser and web-worker environments (chunks of extensions: events,
 * accessibility, DOM, filters, loaded when a renderer starts) and the spritesheet loader. The
 * table imports the events itself, starts its renderer without the rest
 * (src/view/table-stage.ts) and loads no spritesheets, so the build drops these from the index;
 * the offline cache would otherwise download them for nothing.
 */
const pixiWithoutUnusedExtensions: Plugin = {
  name: 'skyjo-pixi-without-unused-extensions',
  apply: 'build',
  transform(code, id) {
    if (!/pixi\.js\/lib\/index\.mjs$/.test(id)) return null;
    let trimmed = code;
    for (const statement of [
      'extensions.add(browserExt, webworkerExt);',
      "import './spritesheet/init.mjs';",
    ]) {
      if (!trimmed.includes(statement)) this.error(`PixiJS changed: no "${statement}" in ${id}`);
      trimmed = trimmed.replace(statement, '');
    }
    return { code: trimmed, map: null };
  },
};

export default defineConfig(({ command }) => ({
  base: './',
  resolve: {
    alias: command === 'build' ? [msgpackrWithoutEval, ...colyseusModules, howlerCore] : [],
  },
  server: { proxy: online },
  // The preview also sends the policy as a header: it then covers the workers' own scripts too,
  // and forbids framing the game (which a meta tag cannot).
  preview: {
    proxy: online,
    headers: { 'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'` },
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The solver's worker runs this chunk (src/worker/solver.worker.ts), which the main
        // thread's fallback uses too: one copy of the solver, the bots and the engine.
        codeSplitting: {
          groups: [{ name: 'solver', test: /src[\\/]worker[\\/]solver\.worker\.ts$/ }],
        },
      },
    },
  },
  plugins: [contentSecurityPolicy, pixiWithoutUnusedExtensions, offline],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    setupFiles: ['tests/unit/setup/property-seed.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
}));
