import type { Page } from '@playwright/test';
import { choose, turnTo } from './controls';
import { expect, test } from './fixtures';

/**
 * Issue 27: the new game and the online room were long web forms (1 950 px of setup in a 770 px
 * window at 1280×800, in English). Now neither screen scrolls on a laptop's window in any
 * language, on any of its pages, and its start button is in view; nor does joining a room (it
 * scrolled 6 px in German at 1280×800, 36 px at 1024×768); on a phone the screen scrolls under a
 * start button that stays in view.
 */

const LANGUAGES = ['en', 'de', 'sv', 'ru'] as const;

/** Chooses the game's language in its settings, from the start screen and back to it. */
async function speak(page: Page, language: string): Promise<void> {
  await page.locator('.start-screen [data-action="settings"]').click();
  await choose(page, 'language', language);
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Opens the start screen's `action`, turns to each of the screen's pages (in the page, to keep the
 * test cheap) and checks that neither the screen nor the page scrolls and that `start` lies wholly
 * inside the window; back to the start screen.
 */
async function checkFits(page: Page, action: string, start: string, what: string): Promise<void> {
  await page.locator(`.start-screen [data-action="${action}"]`).click();
  const screen = page.locator('.overlay .paged-setup');
  await expect(screen.getByRole('tab').first()).toBeVisible();
  const pages = await screen.evaluate((form, selector) => {
    const button = form.querySelector(selector)!;
    return [...form.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
      tab.click();
      const shown = document.getElementById(tab.getAttribute('aria-controls')!)!;
      const box = button.getBoundingClientRect();
      return {
        page: tab.textContent,
        shown: !shown.hidden,
        scrolls: form.scrollHeight - form.clientHeight + shown.scrollHeight - shown.clientHeight,
        startInView: box.top >= 0 && box.bottom <= innerHeight && box.height > 0,
      };
    });
  }, start);
  expect(pages.length, what).toBeGreaterThanOrEqual(4);
  for (const shown of pages)
    expect(shown, `${what}, page ${shown.page}`).toEqual({
      ...shown,
      shown: true,
      scrolls: 0,
      startInView: true,
    });
  await page.keyboard.press('Escape');
  await expect(page.locator('.start-screen')).toBeVisible();
}

/**
 * Opens joining a room from the online room, checks that it does not scroll and that its join
 * button is in view; back to the start screen.
 */
async function checkJoinFits(page: Page, what: string): Promise<void> {
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('.online-screen [data-action="join"]').click();
  const screen = page.locator('.overlay .join-screen');
  await expect(screen.locator('.look-picker')).toBeVisible();
  expect(await screen.evaluate((form) => form.scrollHeight - form.clientHeight), what).toBe(0);
  await expect(screen.locator('[data-action="join-room"]')).toBeInViewport({ ratio: 1 });
  await page.goto('/?seed=41&speed=instant');
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
])
  test(`the setups never scroll at ${size.width}×${size.height}, in any language`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/?seed=41&speed=instant');
    for (const language of LANGUAGES) {
      await speak(page, language);
      await checkFits(page, 'new-game', '[data-action="start"]', `${language} new game`);
      await checkFits(page, 'play-online', '[data-action="open-room"]', `${language} online`);
      await checkJoinFits(page, `${language} joining`);
    }
  });

test('on a phone the start button stays in view while the setup scrolls; the penalty’s pictures follow their steppers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?seed=41&speed=instant');
  for (const [action, start] of [
    ['new-game', '[data-action="start"]'],
    ['play-online', '[data-action="open-room"]'],
  ] as const) {
    await page.locator(`.start-screen [data-action="${action}"]`).click();
    const screen = page.locator('.overlay .paged-setup');
    await expect(screen.locator(start)).toBeInViewport({ ratio: 1 });
    await screen.evaluate((form) => form.scrollTo(0, form.scrollHeight));
    await expect(screen.locator(start)).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(page.locator('.start-screen')).toBeVisible();
  }
  // The ender's penalty's pictures said ×3 and +10 while their steppers said 2 and 0.
  await page.locator('.start-screen [data-action="new-game"]').click();
  const multiplier = page.locator('input[name="enderMultiplier"]');
  await turnTo(multiplier);
  const stamp = (key: string) =>
    page.locator(`.ctl-row:has(input[name="${key}"]) .ctl-picture text`).last();
  await expect(multiplier).toHaveValue('2');
  await expect(stamp('enderMultiplier')).toHaveText('×2');
  await expect(stamp('enderFlat')).toHaveText('+0');
  await page.locator('.ctl-row:has(input[name="enderMultiplier"]) [data-step="up"]').click();
  await expect(multiplier).toHaveValue('3');
  await expect(stamp('enderMultiplier')).toHaveText('×3');
});

test('on a phone turned sideways the new game shows its whole table of four beside the rules, its start in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/?seed=41&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  const screen = page.locator('.overlay .paged-setup');
  await expect(screen.locator('[data-action="start"]')).toBeInViewport({ ratio: 1 });
  // Every seat's plate and the added seat's button lie above the screen's buttons, none hidden.
  const placed = await screen.evaluate((form) => {
    const foot = form.querySelector(':scope > .buttons')!.getBoundingClientRect().top;
    const rules = form.querySelector('.setup-side')!.getBoundingClientRect();
    return [...form.querySelectorAll('.seat-list > li, [data-action="add-seat"]')].map((seat) => {
      const box = seat.getBoundingClientRect();
      return {
        top: box.top >= 0,
        aboveFoot: box.bottom <= foot,
        besideRules: box.right <= rules.left,
      };
    });
  });
  expect(placed).toHaveLength(5);
  for (const seat of placed)
    expect(seat).toEqual({ top: true, aboveFoot: true, besideRules: true });
});
