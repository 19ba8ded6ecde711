import { VitePWA } from 'vite-plugin-pwa';
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

export default defineConfig({
  base: './',
  server: { proxy: online },
  preview: { proxy: online },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  plugins: [offline],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
