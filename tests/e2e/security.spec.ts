import { test as base, type Page } from '@playwright/test';
import { expect, settled, startGame, test } from './fixtures';
import { keyboardTurn } from './play';

/** Collects every `securitypolicyviolation` the document reports, from before its first script. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The Content-Security-Policy the page declares in its markup. */
const declaredPolicy = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content') ?? null,
  );

// A whole round beside the service worker's precache of the whole build: 18 s on a quiet machine,
// 150 s beside another browser test here and over 240 s on a CI machine. A bound, not a wait.
test.describe.configure({ timeout: 480_000 });
// These tests install the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a whole round plays under the Content-Security-Policy with no violation: table, worker, WebAssembly, sounds, service worker', async ({
  page,
}) => {
  await watchViolations(page);
  const sounds: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/sounds/')) sounds.push(response.status());
  });
  await startGame(page, { seed: 31, speed: 'instant' });
  const policy = await declaredPolicy(page);
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toMatch(/'unsafe-eval'/);
  let hinted = false;
  for (let turn = 0; turn < 400; turn++) {
    const awaiting = await settled(page);
    if (awaiting !== 'input') break;
    if (!hinted && (await page.evaluate(() => document.body.dataset.phase)) === 'turns') {
      hinted = true;
      await page.keyboard.press('h');
      // The hint comes from the solver's worker running the WebAssembly kernel.
      await expect(page.locator('.hint-panel [data-hint-action]')).toHaveAttribute(
        'data-hint-kernel',
        'wasm',
      );
      await page.keyboard.press('Escape');
    }
    const version = await page.evaluate(() => document.body.dataset.version);
    await keyboardTurn(page, turn);
    // A move the table did not take fails here, naming it, not at the test's end.
    await page.waitForFunction((v) => document.body.dataset.version !== v, version, {
      timeout: 60_000,
    });
  }
  expect(await settled(page)).toMatch(/next-round|game-over/);
  expect(hinted).toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(sounds.length).toBeGreaterThan(0);
  expect(sounds.every((status) => status === 200 || status === 304)).toBe(true);
  expect(await violations(page)).toEqual([]);
});

base(
  'the policy is enforced: an inline script and a string eval are refused and reported',
  async ({ page }) => {
    await watchViolations(page);
    await page.goto('/');
    await expect(page.locator('.start-screen')).toBeVisible();
    expect(await declaredPolicy(page)).toMatch(/default-src 'self'/);
    // Run by the page itself (Playwright's own evaluation is exempt from the policy).
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      (setTimeout as (code: string, ms: number) => number)('window.evalRan = true', 0);
    });
    await expect
      .poll(() => violations(page))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-elem blocked inline/),
          expect.stringMatching(/^script-src blocked eval/),
        ]),
      );
    // Reported by the meta policy and by the preview's header policy alike: nothing else.
    for (const violation of await violations(page))
      expect(violation).toMatch(/^(script-src-elem blocked inline|script-src blocked eval)/);
    expect(
      await page.evaluate(() => {
        const ran = window as unknown as { inlineRan?: boolean; evalRan?: boolean };
        return [ran.inlineRan ?? false, ran.evalRan ?? false];
      }),
    ).toEqual([false, false]);
  },
);
