import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 27, defects of the sixth play-through, each test failing before its fix: the rules book
 * scrolled its page turns below the window (in German at 1280×800, in every language at
 * 1100×700: the picture of a column clearing wrapped onto a second line and every page is as
 * tall as the tallest); the first visit's offer of the guided round wrapped its two buttons one
 * under the other at different widths; the winning streak's flame and number stood apart at the
 * tile's two edges.
 */

/** Opens the game in `language` (its settings before the page loads). */
async function openIn(page: Page, language: string): Promise<void> {
  await page.addInitScript(
    (l) => localStorage.setItem('skyjo.settings', JSON.stringify({ language: l })),
    language,
  );
  await page.goto('/?seed=41&speed=instant');
  await expect(page.locator('.start-screen')).toBeVisible();
}

for (const { language, width, height } of [
  { language: 'de', width: 1280, height: 800 },
  { language: 'en', width: 1100, height: 700 },
  { language: 'sv', width: 1100, height: 700 },
]) {
  test(`the rules book in ${language} at ${width}×${height} turns its pages without scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openIn(page, language);
    await page.locator('.start-screen [data-action="rules"]').click();
    await expect(page.locator('.rules-screen[data-ready]')).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const screen = await page.evaluate(() => {
      const shown = document.querySelector<HTMLElement>('.overlay > .rules-screen')!;
      return { scrolled: shown.scrollHeight, seen: shown.clientHeight };
    });
    expect(screen.scrolled, 'the rules screen scrolls').toBeLessThanOrEqual(screen.seen + 1);
    await expect(page.locator('.book-nav [data-action="next-page"]')).toBeInViewport({ ratio: 1 });
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])
  test(`the offer of the guided round at ${size.width}×${size.height}: two buttons as wide as the offer`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openIn(page, 'en');
    const offer = page.locator('.tutorial-offer .buttons');
    await expect(offer).toBeVisible();
    const boxes = await offer.evaluate((row) =>
      [row, ...row.querySelectorAll('button')].map((element) => {
        const box = element.getBoundingClientRect();
        return { left: Math.round(box.left), right: Math.round(box.right), top: box.top };
      }),
    );
    const [row, first, second] = boxes;
    for (const button of [first, second]) {
      expect(button!.left).toBe(row!.left);
      expect(button!.right).toBe(row!.right);
    }
    // The guided round first, "No, thanks" under it, in the order Tab takes them.
    await expect(offer.locator('button').first()).toHaveAttribute('data-action', 'tutorial');
    expect(second!.top).toBeGreaterThan(first!.top);
  });

test("the winning streak's flame stands beside its number, the pair centred in the tile", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const group = { games: 3, wins: 2, rounds: 9, roundPoints: 120, bestGame: 40 };
    const stats = {
      version: 2,
      groups: { medium: { ...group, columnClears: 1, lowRounds: 0, bestRound: 2 } },
    };
    localStorage.setItem(
      'skyjo.stats',
      JSON.stringify({ ...stats, streak: { current: 2, best: 2 }, recent: [], counted: [] }),
    );
  });
  await openIn(page, 'en');
  await page.locator('.start-screen [data-action="statistics"]').click();
  const tile = page.locator('.stats-screen .streak-tile');
  await expect(tile).toBeVisible();
  const { gap, offCentre } = await tile.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const flame = element.querySelector('.streak-flame')!.getBoundingClientRect();
    const value = element.querySelector('.stat-value')!.getBoundingClientRect();
    const middle = (flame.left + value.right) / 2;
    return {
      gap: value.left - flame.right,
      offCentre: Math.abs(middle - (box.left + box.width / 2)),
    };
  });
  expect(gap).toBeLessThanOrEqual(12);
  expect(offCentre).toBeLessThanOrEqual(2);
});
