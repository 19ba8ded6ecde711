import type { Page } from '@playwright/test';
import { axeOn } from './axe';
import { expect, test } from './fixtures';

/**
 * The rules book (issue 27): one rule a page with a drawn example, turned by its buttons, its
 * page dots, the arrow keys and a swipe; chapters; four languages; no accessibility violation.
 */

/** Opens the rules book from the start screen and waits for its pages. */
async function openBook(page: Page, query = 'seed=5&speed=instant'): Promise<void> {
  await page.goto(`/?${query}`);
  await page.locator('.start-screen [data-action="rules"]').click();
  await expect(page.locator('.rules-screen[data-ready]')).toBeVisible();
}

/** The page the book shows. */
function shownPage(page: Page) {
  return page.locator('.rules-book').getAttribute('data-page');
}

/** The axe-core violations inside `selector` (impact and rule), none expected. */
async function violations(page: Page, selector: string): Promise<string[]> {
  const result = await axeOn(page).include(selector).analyze();
  return result.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
  );
}

test('the book turns its pages by its buttons, dots, keys and chapters', async ({ page }) => {
  await openBook(page);
  const book = page.locator('.rules-book');
  expect(await shownPage(page)).toBe('aim');
  // One page is seen at a time, with its picture of cards on the felt.
  await expect(page.locator('.book-page:visible')).toHaveCount(1);
  await expect(page.locator('#rules-page-aim .pic-card[data-band]')).toHaveCount(6);
  const previous = page.locator('[data-action="previous-page"]');
  const next = page.locator('[data-action="next-page"]');
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  // The focus waits on the button that turns the page.
  await expect(next).toBeFocused();
  await next.click();
  expect(await shownPage(page)).toBe('setup');
  await expect(page.locator('#rules-page-setup h3')).toBeVisible();
  await expect(page.locator('#rules-page-aim h3')).toBeHidden();
  await previous.click();
  expect(await shownPage(page)).toBe('aim');
  // Arrow keys, Home and End.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await shownPage(page)).toBe('take-discard');
  await page.keyboard.press('ArrowLeft');
  expect(await shownPage(page)).toBe('setup');
  await page.keyboard.press('End');
  expect(await shownPage(page)).toBe('keys');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Home');
  expect(await shownPage(page)).toBe('aim');
  // A dot is a tab: it shows its page, and the arrows move along the dots.
  const columns = page.getByRole('tab', { name: /Three alike clear a column/ });
  await columns.click();
  expect(await shownPage(page)).toBe('columns');
  await expect(columns).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  expect(await shownPage(page)).toBe('round-end');
  await expect(page.getByRole('tab', { name: /The end of a round/ })).toBeFocused();
  // A chapter opens at its first page; its dots replace the others.
  await page.locator('.book-chapter[data-chapter="house"]').click();
  expect(await shownPage(page)).toBe('grid-shape');
  await expect(page.locator('.book-chapter[data-chapter="house"]')).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('.book-dot:visible')).toHaveCount(5);
  await expect(book.locator('#rules-page-lines .pic-card')).not.toHaveCount(0);
  // Escape goes back to the start.
  await page.keyboard.press('Escape');
  await expect(page.locator('.start-screen')).toBeVisible();
});

test('a swipe turns the page, and the pointer drag does too', async ({ page }) => {
  await openBook(page);
  const stage = page.locator('.book-pages');
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(box.x + from, y);
    await page.mouse.down();
    await page.mouse.move(box.x + (from + to) / 2, y + 4);
    await page.mouse.move(box.x + to, y + 6);
    await page.mouse.up();
  };
  await swipe(box.width * 0.8, box.width * 0.3);
  expect(await shownPage(page)).toBe('setup');
  await swipe(box.width * 0.3, box.width * 0.8);
  expect(await shownPage(page)).toBe('aim');
  // A short or mostly vertical move is no swipe.
  await swipe(box.width * 0.5, box.width * 0.47);
  expect(await shownPage(page)).toBe('aim');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a finger swipes the pages and the next tap is taken; the book has no keys page there', async ({
    page,
  }) => {
    await openBook(page);
    await expect(page.locator('html')).toHaveAttribute('data-input', 'touch');
    const box = (await page.locator('.book-pages').boundingBox())!;
    const y = box.y + box.height / 3;
    // A finger's swipe as a phone sends it: a move every 16 ms, right to left.
    const session = await page.context().newCDPSession(page);
    let timestamp = Date.now() / 1000;
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', share = 0) => {
      timestamp += 0.016;
      await session.send('Input.dispatchTouchEvent', {
        type,
        timestamp,
        touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + box.width * share, y }],
      });
    };
    await touch('touchStart', 0.85);
    for (let step = 1; step <= 12; step++) await touch('touchMove', 0.85 - step * 0.05);
    await touch('touchEnd');
    // The swipe turned to the second page, and the next tap is the player's: the swipe left no
    // gesture of the browser's to swallow it.
    await page.locator('[data-action="next-page"]').tap();
    expect(await shownPage(page)).toBe('take-discard');
    await page.locator('.book-chapter[data-chapter="more"]').tap();
    expect(await shownPage(page)).toBe('review');
    await expect(page.locator('.book-dot:visible')).toHaveCount(1);
    await expect(page.locator('#rules-page-keys')).toHaveCount(0);
  });
});

test('every page is in four languages, and the book reports no accessibility violation', async ({
  page,
}) => {
  for (const [language, heading] of [
    ['de', 'Drei Gleiche räumen eine Spalte ab'],
    ['sv', 'Tre lika rensar en kolumn'],
    ['ru', 'Три одинаковые убирают столбец'],
    ['en', 'Three alike clear a column'],
  ] as const) {
    await page.addInitScript(
      (l) => localStorage.setItem('skyjo.settings', JSON.stringify({ language: l })),
      language,
    );
    await openBook(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.locator('#rules-tab-columns').click();
    await expect(page.locator('#rules-page-columns h3')).toHaveText(heading);
  }
  for (const id of ['aim', 'ender', 'lines', 'review', 'keys']) {
    await page.locator(`#rules-tab-${id}`).evaluate((tab: HTMLElement) => tab.click());
    expect(await violations(page, '.rules-screen'), id).toEqual([]);
  }
});
