import { expectScreenFits, SIZES } from './layout';
import { expect, settled, snap, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

for (const size of SIZES) {
  test(`every menu screen fits ${size.width} × ${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/?seed=61&speed=instant');
    await expect(page.locator('.start-screen')).toBeVisible();
    await expectScreenFits(page);
    await snap(page, `${size.name}-start`);

    await page.locator('.start-screen [data-action="rules"]').click();
    await expect(page.locator('.rules-screen')).toBeVisible();
    // The rules open at their top, not scrolled down to the focused button.
    expect(await page.locator('.rules-screen').evaluate((s) => s.scrollTop)).toBe(0);
    await expect(page.locator('.rules-screen h2')).toBeInViewport();
    await expectScreenFits(page);
    await snap(page, `${size.name}-rules`);
    // The credits close the rules: the font's and the emblems' authors and licences.
    const credits = page.locator('.rules-screen .credits');
    await credits.scrollIntoViewIfNeeded();
    await expect(credits).toBeInViewport();
    await expect(credits).toContainText('Rubik');
    await expect(credits).toContainText('SIL Open Font License 1.1');
    await expect(credits).toContainText('game-icons.net');
    await expect(credits).toContainText('Creative Commons Attribution 3.0');
    await page.keyboard.press('Escape');

    await page.locator('.start-screen [data-action="settings"]').click();
    await expect(page.locator('.settings-screen')).toBeVisible();
    await expectScreenFits(page);
    await snap(page, `${size.name}-settings`);
    await page.keyboard.press('Escape');

    await page.locator('.start-screen [data-action="statistics"]').click();
    await expect(page.locator('.stats-screen')).toBeVisible();
    await expectScreenFits(page);
    await snap(page, `${size.name}-statistics`);
    await page.keyboard.press('Escape');

    await page.locator('.start-screen [data-action="import"]').click();
    await expect(page.locator('.import-screen')).toBeVisible();
    await expectScreenFits(page);
    await snap(page, `${size.name}-import`);
    await page.keyboard.press('Escape');

    await page.locator('.start-screen [data-action="new-game"]').click();
    for (let i = 0; i < 4; i++) await page.locator('[data-action="add-seat"]').click();
    await expect(page.locator('.seat-list li')).toHaveCount(8);
    await expectScreenFits(page);
    await expect(page.locator('[data-action="start"]')).toBeInViewport();
    // No label is squeezed beside its control: its words fit its box, and the boxes are apart.
    const overlapping = await page.locator('.setup-screen label').evaluateAll((labels) =>
      labels.flatMap((label) => {
        const [text, control] = [label.querySelector('span'), label.querySelector('select, input')];
        if (text === null || control === null) return [];
        const a = text.getBoundingClientRect();
        const b = control.getBoundingClientRect();
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        const fits = text.scrollWidth <= text.clientWidth + 1;
        return apart && fits ? [] : [text.textContent ?? ''];
      }),
    );
    expect(overlapping).toEqual([]);
    await snap(page, `${size.name}-setup-8-seats`);
    await page.locator('[data-action="start"]').click();
    expect(await settled(page)).toBe('input');
    await snap(page, `${size.name}-table-8-seats`);

    // A game in progress: a new game asks first.
    await page.locator('.hud [data-action="menu"]').click();
    await expect(page.locator('.start-screen [data-action="continue"]')).toBeVisible();
    await page.locator('.start-screen [data-action="new-game"]').click();
    await expect(page.locator('.confirm-dialog')).toBeVisible();
    await expectScreenFits(page);
    await snap(page, `${size.name}-confirm-new-game`);
    await page.locator('.confirm-dialog [data-action="no"]').click();
    await expect(page.locator('.start-screen [data-action="continue"]')).toBeVisible();
    await page.locator('.start-screen [data-action="new-game"]').click();
    await page.locator('.confirm-dialog [data-action="yes"]').click();
    await expect(page.locator('.setup-screen')).toBeVisible();
  });
}
