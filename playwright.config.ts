import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumTestLaunchOptions, headlessShellTestLaunchOptions } from './tests/e2e/chromium';
import {
  e2eGamePort as gamePort,
  e2ePort as port,
  SHORT_AWAY_SECONDS,
  shortAwayGamePort,
  shortAwayPort,
} from './tests/e2e/servers';

/** Port and build folder can be moved (E2E_PORT, E2E_DIST) so two runs can share a machine. */
const dist = process.env.E2E_DIST ?? 'dist';

/**
 * A game server the online tests play on, beside its preview (which proxies it at /online): its
 * own port, rooms in a folder of its own, the reconnection window it is given (the server's
 * command line sets it, never a client). A seat may be nudged once it has been to move 1 s (the
 * room tells its clients so), not 15 s: the test that nudges waits that long for the offer.
 */
function gameServer(at: number, reconnectSeconds: number) {
  const rooms = join(tmpdir(), `skyjo-e2e-rooms-${at}`);
  return {
    command: `node --import tsx src/server/main.ts --port ${at} --data ${rooms} --bot-delay 0 --nudge-delay 1000 --reconnect-seconds ${reconnectSeconds} --exempt 127.0.0.1`,
    url: `http://127.0.0.1:${at}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

/** The preview of the build on `at`, its /online proxied to the game server on `game`. */
function preview(at: number, game: number) {
  return {
    command: `npx vite preview --host 127.0.0.1 --port ${at} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${at}`,
    env: { SKYJO_SERVER: `http://127.0.0.1:${game}` },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

/**
 * Browser tests run two at a time (E2E_WORKERS to change it), each test on its own: every test
 * has its own browser context (storage, seat tokens) and every online test its own rooms, on the
 * one game server, which lets this machine's address open them as fast as the tests need.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * The specs that run in the whole browser a player uses (Debian's chromium): the gallery, whose
 * screenshots people look at, and installing and playing offline (the service worker, the web
 * app's installability, which only the whole browser has). Every other spec runs in Debian's
 * chromium-headless-shell, the same build without the browser's own layer, at a third less CPU.
 */
const wholeBrowserSpecs = ['**/gallery.spec.ts', '**/offline.spec.ts'];

/** The other specs' browser: the headless shell, or the whole browser with E2E_WHOLE_BROWSER=1. */
const otherSpecsBrowser =
  process.env.E2E_WHOLE_BROWSER === '1'
    ? chromiumTestLaunchOptions
    : headlessShellTestLaunchOptions;

/**
 * The other specs' device pixels per CSS pixel: half of a desktop's (E2E_DSF to change it), a
 * quarter of the pixels for SwiftShader to shade, in the table's WebGL and in the page's own
 * compositing; layout, input and every check are in CSS pixels and the same. None of those specs
 * looks at pixels (the gallery, at a desktop's density, shoots the scenes people look at); a spec
 * that emulates a density (a phone's 3, a zoom) sets its own. Measured on two cores: the hint card
 * and table polish specs 347 s of test time at 1, 254 s at 0.5 (227 s at 0.25).
 */
const otherSpecsPixelDensity = Number(process.env.E2E_DSF ?? 0.5);

/**
 * Playwright drives Debian's Chromium (never a downloaded browser) against the built game. A
 * test's time is a bound, not a wait: software WebGL takes most of two cores while the table
 * animates, and the same test has taken from 1 to 3 minutes beside another browser; each wait
 * inside a test has its own, shorter bound that says what did not happen.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 300_000,
  expect: { timeout: 30_000 },
  workers,
  fullyParallel: true,
  retries: 0,
  // The list as it goes; every test's seconds in test-results/timings.tsv (see the reporter).
  reporter: [['list'], ['./tests/e2e/timing-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    // No service worker: each test's fresh browser would precache the whole build (6.6 MB) for
    // nothing. The specs that test it (offline, security) allow it for their own tests.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testMatch: wholeBrowserSpecs,
      use: { launchOptions: chromiumTestLaunchOptions },
    },
    {
      name: 'headless-shell',
      testIgnore: wholeBrowserSpecs,
      use: { launchOptions: otherSpecsBrowser, deviceScaleFactor: otherSpecsPixelDensity },
    },
  ],
  webServer: [
    // A reconnection window of 60 s, as in real play: long enough for a reloaded page to come
    // back on a busy machine (a reload took 53 s at a load average of 16 on two cores).
    gameServer(gamePort, 60),
    preview(port, gamePort),
    // A short one for the tests that wait it out (the vote on an away seat): see servers.ts.
    gameServer(shortAwayGamePort, SHORT_AWAY_SECONDS),
    preview(shortAwayPort, shortAwayGamePort),
  ],
});
