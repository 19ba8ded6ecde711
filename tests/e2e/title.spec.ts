import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { SIZES } from './layout';

/**
 * The title is a scene, buttons answer the hand, and screens move into each other (issue 17):
 * the fan of cards dealt on the table behind the menu, a sound for every press, a leaving screen
 * that plays its exit without getting in the way, and cross-fades only in reduced motion.
 */

/**
 * Clicks `selector` in the page and reports, in the task that shows the next screen (at once, or
 * once a screen that loads when first opened has loaded), the likenesses of screens left behind:
 * their classes, whether their exit runs, whether they are inert, and how many of their elements
 * still carry a name or an action.
 */
function clickAndSeeGhosts(page: Page, selector: string) {
  return page.evaluate(async (target) => {
    const ghosts = () => [
      ...document.querySelectorAll<HTMLElement>('.overlay-ghosts .screen-ghost'),
    ];
    document.querySelector<HTMLElement>(target)!.click();
    if (ghosts().length === 0)
      await new Promise<void>((appeared) => {
        const watch = new MutationObserver(() => {
          if (ghosts().length === 0) return;
          watch.disconnect();
          appeared();
        });
        watch.observe(document.querySelector('.overlay-ghosts')!, { childList: true });
      });
    return ghosts().map((ghost) => ({
      classes: [...ghost.classList],
      running: ghost.getAnimations()[0]?.playState === 'running',
      inert: ghost.closest('[inert]') !== null,
      named: ghost.querySelectorAll('[data-action], [id], [autofocus], [name]').length,
    }));
  }, selector);
}

/** What the title's fan of cards shows, left to right. */
const fan = (page: Page) => page.evaluate(() => window.skyjo!.table().fan);

/** The screen's entrance animations' names, and whether any of them moves it. */
async function entrance(page: Page, selector: string) {
  return page.locator(selector).evaluate((screen) =>
    screen.getAnimations().map((animation) => {
      const frames = (animation.effect as KeyframeEffect).getKeyframes();
      return {
        name: (animation as CSSAnimation).animationName,
        moves: frames.some((frame) => frame.transform !== undefined && frame.transform !== 'none'),
      };
    }),
  );
}

for (const size of SIZES) {
  test(`the title at ${size.width}×${size.height}: a fan of cards dealt on the felt beside the menu, none left once a game starts`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/?seed=71&speed=fast');
    await expect(page.locator('.start-screen')).toHaveAttribute('data-entered', '');
    // The faces as dealt, read in the frame they all show: idle turns change them later on.
    const dealt = await page.waitForFunction(() => {
      const shown = window.skyjo!.table().fan;
      return shown.filter((face) => typeof face === 'number').length === 7 ? shown : null;
    });
    const faces = (await dealt.jsonValue()) as number[];
    // One card of every value band, low to high: the game's five colours at a glance.
    expect(faces[0]).toBeLessThan(0);
    expect(faces.at(-1)).toBeGreaterThanOrEqual(9);
    expect(await page.evaluate(() => window.skyjo!.table().scene)).toBe('title');
    // The fan lies in the place the start screen leaves for it, clear of the menu's buttons.
    const art = (await page.locator('.title-art').boundingBox())!;
    const menu = (await page.locator('.menu-panel').boundingBox())!;
    const apart =
      art.x + art.width <= menu.x + 1 ||
      art.y + art.height <= menu.y + 1 ||
      art.x >= menu.x + menu.width;
    expect(apart).toBe(true);
    expect(await page.locator('.start-screen .logo').getAttribute('aria-label')).toBe('SKYJO');
    // Another menu keeps the fan behind it; a game puts it away.
    await page.locator('.start-screen [data-action="new-game"]').click();
    await expect(page.locator('.setup-screen')).toBeVisible();
    expect(await page.evaluate(() => window.skyjo!.table().scene)).toBe('title');
    await page.locator('[data-action="start"]').click();
    expect(await settled(page)).toBe('input');
    expect(await page.evaluate(() => window.skyjo!.table().scene)).toBe('table');
    expect(await fan(page)).toEqual([]);
    await page.locator('.hud [data-action="menu"]').click();
    await page.waitForFunction(() => window.skyjo!.table().fan.length === 7);
  });
}

test('every press of a button taps, a menu button under the mouse ticks', async ({ page }) => {
  await page.goto('/?seed=72&speed=fast');
  await expect(page.locator('.start-screen')).toHaveAttribute('data-entered', '');
  const sounds = () => page.evaluate(() => window.skyjo!.sounds());
  await page.locator('.start-screen [data-action="rules"]').click();
  await expect(page.locator('.rules-screen')).toBeVisible();
  expect((await sounds()).tap).toBe(1);
  await page.keyboard.press('Escape');
  // Once a gesture has allowed sound (never before), the mouse onto a menu button ticks.
  await page.mouse.move(1, 1);
  await page.locator('.start-screen [data-action="statistics"]').hover();
  await page.waitForFunction(() => (window.skyjo!.sounds().hover ?? 0) >= 1);
  // A key press on a button taps too.
  await page.locator('.start-screen [data-action="settings"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.settings-screen')).toBeVisible();
  expect((await sounds()).tap).toBe(2);
  // Sound off: no tap.
  await page.locator('input[name="sound"]').uncheck();
  const before = (await sounds()).tap ?? 0;
  await page.locator('.settings-screen button').first().click();
  expect((await sounds()).tap ?? 0).toBe(before);
});

test('screens move into each other: the one left behind plays its exit and takes no input', async ({
  page,
}) => {
  await page.goto('/?seed=73&speed=slow');
  await expect(page.locator('.start-screen')).toHaveAttribute('data-entered', '');
  const left = await clickAndSeeGhosts(page, '.start-screen [data-action="new-game"]');
  // A likeness of the start screen plays its exit; no control answers in it, nothing in it is
  // named for a test or a reader.
  expect(left).toEqual([
    {
      classes: expect.arrayContaining(['start-screen', 'screen-out']),
      running: true,
      inert: true,
      named: 0,
    },
  ]);
  // The new screen rises in, and takes the click at once.
  expect((await entrance(page, '.setup-screen')).some((step) => step.moves)).toBe(true);
  await page.locator('.setup-screen [data-action="add-seat"]').click();
  await expect(page.locator('.setup-screen .seat-list li')).toHaveCount(5);
  await expect(page.locator('.overlay-ghosts .screen-ghost')).toHaveCount(0);
  // Leaving for the table, the screen lifts off over it.
  const lifted = await clickAndSeeGhosts(page, '.setup-screen [data-action="start"]');
  expect(lifted.map((ghost) => ghost.classes)).toEqual([
    expect.arrayContaining(['setup-screen', 'screen-to-table']),
  ]);
  await expect(page.locator('.overlay-ghosts .screen-ghost')).toHaveCount(0);
});

test('in reduced motion screens only cross-fade', async ({ page }) => {
  await page.goto('/?seed=74&speed=slow&motion=reduced');
  await expect(page.locator('.start-screen')).toHaveAttribute('data-entered', '');
  const left = await page.evaluate(() => {
    document.querySelector<HTMLElement>('.start-screen [data-action="rules"]')!.click();
    return [...document.querySelectorAll('.overlay-ghosts .screen-ghost')].map(
      (ghost) => getComputedStyle(ghost).animationName,
    );
  });
  expect(left).toEqual(['screen-fade-out']);
  const steps = await entrance(page, '.rules-screen');
  expect(steps.map((step) => step.name)).toEqual(['screen-fade-in']);
  expect(steps.some((step) => step.moves)).toBe(false);
  await expect(page.locator('.rules-screen')).toHaveAttribute('data-entered', '');
  // The title's letters stand still.
  await page.keyboard.press('Escape');
  await expect(page.locator('.start-screen')).toHaveAttribute('data-entered', '');
  expect(
    await page
      .locator('.logo-letter')
      .first()
      .evaluate((letter) => letter.getAnimations().length),
  ).toBe(0);
});

test('the first screen loads no solver: its chunk comes with the first game or hint', async ({
  page,
}) => {
  await page.goto('/?seed=5');
  await expect(page.locator('.start-screen [data-action="new-game"]')).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  // A page module taking a value from a module of the solver's chunk (the `ai` index, a hint's
  // module) brings all of it onto the first screen (vite.config.ts, codeSplitting).
  expect(scripts.filter((path) => /\/solver-[^/]*\.js$/.test(path))).toEqual([]);
});

test('the first screen reads no pixel back from a canvas (a readback waits for the GPU process)', async ({
  page,
}) => {
  // PixiJS's Canvas 2D renderer's helpers tested the canvas's blend modes by reading a pixel back
  // as they loaded: on software GL the first screen waited 10–155 ms for the GPU process there.
  await page.addInitScript(() => {
    const reads: string[] = [];
    Object.assign(window, { pixelReads: reads });
    const read = CanvasRenderingContext2D.prototype.getImageData;
    CanvasRenderingContext2D.prototype.getImageData = function (
      this: CanvasRenderingContext2D,
      ...args: Parameters<typeof read>
    ) {
      reads.push(`${this.canvas.width}×${this.canvas.height}`);
      return read.apply(this, args);
    };
  });
  await page.goto('/?seed=5');
  await page.waitForFunction(() => performance.getEntriesByName('skyjo:interactive').length > 0);
  await expect(page.locator('.start-screen [data-action="new-game"]')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { pixelReads: string[] }).pixelReads),
  ).toEqual([]);
});
