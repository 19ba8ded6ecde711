import { chooseSeatKind, setTarget } from './controls';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { expect, recordToasts, settled, shownToasts, startGame, test } from './fixtures';
import { keyboardTurn, playToTheEnd } from './play';

test.describe.configure({ timeout: 360_000 });
// These tests install the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (precached the build) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * What a fetch of `url` from the service worker gives: its HTTP status, or `failed`. Asked in the
 * worker, the one that would reach the network for what it has not cached (and a failed fetch in
 * the page would count as a console error).
 */
async function fetchFromServiceWorker(context: BrowserContext, url: string): Promise<string> {
  const [worker] = context.serviceWorkers();
  return worker!.evaluate(
    (u) =>
      fetch(u, { cache: 'no-store' }).then(
        (r) => String(r.status),
        () => 'failed',
      ),
    url,
  );
}

/** Starts one person against one expert computer (the WebAssembly solver), ending at `target`. */
async function startAgainstExpert(page: Page, target: number): Promise<void> {
  await page.locator('.start-screen [data-action="new-game"]').click();
  await page.getByRole('button', { name: 'Remove seat 4' }).click();
  await page.getByRole('button', { name: 'Remove seat 3' }).click();
  await chooseSeatKind(page, 1, 'expert');
  await setTarget(page, String(target));
  await page.locator('[data-action="start"]').click();
}

test('after one visit the whole game plays offline, solver and sounds included', async ({
  page,
  context,
  baseURL,
}) => {
  await recordToasts(page);
  await page.goto('/?seed=21&speed=instant');
  await expect(page.locator('.start-screen')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  expect(await fetchFromServiceWorker(context, `${baseURL}/not-cached-${Date.now()}.txt`)).toBe(
    'failed',
  );

  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.reload();
  await expect(page.locator('.start-screen')).toBeVisible();
  await startAgainstExpert(page, 1);
  await settled(page);
  await playToTheEnd(page, keyboardTurn);
  await expect(page.locator('.summary-screen .winners')).toContainText(/wins|share/);
  await expect(page.locator('.summary-screen .scores tbody tr')).toHaveCount(2);

  const wasm = responses.filter((r) => r.url().endsWith('.wasm'));
  expect(wasm.length).toBeGreaterThan(0);
  for (const response of wasm) {
    expect(response.status()).toBe(200);
    expect(response.fromServiceWorker()).toBe(true);
  }
  // The worker runs the solver's own chunk of the build (vite.config.ts).
  const solverWorker = page.workers().find((w) => /\/solver-[^/]*\.js$/.test(w.url()));
  const exports = await solverWorker!.evaluate(
    async (url) => WebAssembly.Module.exports(await WebAssembly.compileStreaming(fetch(url))),
    wasm[0]!.url(),
  );
  expect(exports.length).toBeGreaterThan(0);
  const toasts = await shownToasts(page);
  expect(toasts.some((text) => text.includes('one last turn'))).toBe(true);
  expect(toasts).not.toContain(en.solverFallback);

  expect(responses.some((r) => r.url().endsWith('.ogg'))).toBe(true);
  const sound = await page.evaluate(async () => {
    const response = await fetch('./sounds/flip.ogg');
    return { ok: response.ok, bytes: (await response.arrayBuffer()).byteLength };
  });
  expect(sound.ok).toBe(true);
  expect(sound.bytes).toBeGreaterThan(44);
  expect(responses.filter((r) => !r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
});

test('the browser can install the game: manifest, icons and service worker', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const app = JSON.parse(manifest.data!) as { icons: { src: string; sizes: string }[] };
  expect(app).toMatchObject({ name: 'SKYJO', display: 'standalone' });
  const sizes = await page.evaluate(
    (icons) =>
      Promise.all(
        icons.map(async ({ src }) => {
          const image = await createImageBitmap(await (await fetch(src)).blob());
          return `${image.width}x${image.height}`;
        }),
      ),
    app.icons,
  );
  expect(sizes).toEqual(app.icons.map((icon) => icon.sizes));
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test's browser context is incognito, where Chromium never installs; nothing else may be wrong.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
});

test('a service worker that cannot register only warns; the game plays online', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.serviceWorker.register = () => Promise.reject(new Error('refused by the test'));
  });
  const warned = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('cannot work offline'),
    timeout: 30_000,
  });
  await startGame(page, { seed: 5, targetScore: 1 });
  expect((await warned).type()).toBe('warning');
  await settled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.locator('button[aria-label^="Your card"]')).toHaveCount(12);
});
