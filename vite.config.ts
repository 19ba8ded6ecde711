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
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    sourcemap: false,
  },
});

export default defineConfig({
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  plugins: [offline],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
