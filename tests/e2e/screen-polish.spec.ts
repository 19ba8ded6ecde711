import type { Browser, Locator, Page } from '@playwright/test';
import { screensEn } from '../../src/i18n/screens/en';
import { drawDiscardAndTurn, expect, pasteRecord, resumeRecord, settled, test } from './fixtures';
import { newGame, toRecord } from '../../src/engine';
import { SIZES } from './layout';
import { turnTo } from './controls';
import { threeRoundRecord } from './records';

/**
 * Issue 27's leftovers, found by looking at every screen of the gallery; each test failed before
 * its fix: the browser's own disclosure triangles ("Every round", "Advanced"), an empty line kept
 * for "Copied!" in the lobby and the export, the replay's buttons drawn with characters the font
 * lacks (and its × alone on a second row), the avatars one to a row on a phone.
 */

/** Imports `record`, resumes it and plays the person's last turn; waits for the round's summary. */
async function roundSummary(page: Page): Promise<Locator> {
  await resumeRecord(page, threeRoundRecord(true, 1000), 'seed=43&speed=instant');
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe('next-round');
  const summary = page.locator('.summary-screen');
  await expect(summary).toBeVisible();
  return summary;
}

/**
 * Checks that `scope` folds `shown` away under a button named `name` drawn by the game (no
 * browser's `details`): a button with its expanded state, that Enter opens and Space closes,
 * with the keyboard's ring (3 px, solid) while focused.
 */
async function expectGameDisclosure(scope: Locator, name: string, shown: Locator): Promise<void> {
  await expect(scope.locator('details, summary')).toHaveCount(0);
  const closed = scope.getByRole('button', { name, expanded: false });
  await expect(closed).toBeVisible();
  await expect(shown).toBeHidden();
  await closed.focus();
  await scope.page().keyboard.press('Enter');
  const open = scope.getByRole('button', { name, expanded: true });
  await expect(open).toBeFocused();
  await expect(shown).toBeVisible();
  const ring = await open.evaluate((button) => {
    const style = getComputedStyle(button);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring).toEqual({ style: 'solid', width: 3 });
  await scope.page().keyboard.press('Space');
  await expect(scope.getByRole('button', { name, expanded: false })).toBeVisible();
  await expect(shown).toBeHidden();
}

test('the summary’s "Every round" is the game’s disclosure, not the browser’s triangle', async ({
  page,
}) => {
  const summary = await roundSummary(page);
  await expectGameDisclosure(summary, 'Every round', summary.locator('.rounds-table'));
});

test('the import’s and the export’s "Advanced" are the game’s disclosures', async ({ page }) => {
  await page.goto('/?seed=43&speed=instant');
  await page.locator('.start-screen [data-action="import"]').click();
  const importing = page.locator('.import-screen');
  await expectGameDisclosure(
    importing,
    screensEn['record.advancedImport'],
    importing.locator('textarea.record'),
  );
  await pasteRecord(page, threeRoundRecord(true, 1000));
  await page.locator('[data-action="resume"]').click();
  expect(await settled(page)).toBe('input');
  await page.locator('.hud [data-action="export"]').click();
  const exporting = page.locator('.export-screen');
  await expect(exporting.locator('[data-action="copy-link"]')).toBeEnabled();
  await expectGameDisclosure(
    exporting,
    screensEn['record.advancedExport'],
    exporting.locator('textarea.record'),
  );
});

/** A page of its own in a window of `size`, that may use the clipboard. */
async function clipboardPage(browser: Browser, size: (typeof SIZES)[number]): Promise<Page> {
  const context = await browser.newContext({
    viewport: size,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return context.newPage();
}

/** The top and height of each element `selectors` finds in `scope`, in the window. */
function boxes(scope: Locator, selectors: readonly string[]) {
  return scope.evaluate(
    (root, all) =>
      all.map((selector) => {
        const box = root.querySelector(selector)!.getBoundingClientRect();
        return { selector, top: Math.round(box.top), height: Math.round(box.height) };
      }),
    selectors,
  );
}

for (const size of SIZES)
  test(`the lobby keeps no empty line for "copied", and nothing moves when it comes (${size.name})`, async ({
    browser,
  }) => {
    const page = await clipboardPage(browser, size);
    await page.goto('/?seed=42&speed=instant');
    await page.locator('.start-screen [data-action="play-online"]').click();
    await page.locator('.online-screen input[name="name"]').fill('Ada');
    await page.locator('[data-action="open-room"]').click();
    const invite = page.locator('.lobby-screen[data-code] .lobby-invite');
    await expect(invite).toBeVisible();
    // The invitation ends with its link's row: under it only the panel's own padding and rim.
    const gap = await invite.evaluate((panel) => {
      const row = panel.querySelector('.room-share')!.getBoundingClientRect();
      const style = getComputedStyle(panel);
      const inner =
        panel.getBoundingClientRect().bottom -
        parseFloat(style.paddingBottom) -
        parseFloat(style.borderBottomWidth);
      return inner - row.bottom;
    });
    expect(gap).toBeLessThanOrEqual(1);
    const parts = ['.lobby-invite', '.room-share', '.lobby-status', '.lobby-buttons'];
    const before = await boxes(page.locator('.lobby-screen'), parts);
    await page.locator('[data-action="copy-link"]').click();
    const toast = page.locator('.lobby-copied');
    await expect(toast).toHaveText('The link is copied.');
    await expect(toast).toHaveClass(/shown/);
    expect(await boxes(page.locator('.lobby-screen'), parts)).toEqual(before);
    await page.context().close();
  });

test('the export keeps no empty line for what a tile did, and nothing moves when it comes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await resumeRecord(page, threeRoundRecord(false, 1000), 'seed=73&speed=instant');
  await page.locator('.hud [data-action="export"]').click();
  const screen = page.locator('.export-screen');
  await expect(screen.locator('[data-action="copy-link"]')).toBeEnabled();
  // Under the tiles comes "Advanced" at once, no line waiting empty between them.
  const between = await screen.evaluate((root) => {
    const tiles = root.querySelector('.share-tiles')!.getBoundingClientRect();
    const advanced = root.querySelector('.advanced')!.getBoundingClientRect();
    return advanced.top - tiles.bottom;
  });
  expect(between).toBeLessThanOrEqual(12);
  const parts = ['.share-tiles', '.advanced', '.buttons'];
  const before = await boxes(screen, parts);
  await screen.locator('[data-action="copy-link"]').click();
  await expect(screen.locator('.share-status')).toHaveText(screensEn['record.linkCopied']);
  expect(await boxes(screen, parts)).toEqual(before);
});

/** Imports a game and watches its replay, a few steps in. */
async function replay(page: Page): Promise<Locator> {
  await page.goto('/?seed=43&speed=instant');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, threeRoundRecord(true, 1000));
  await page.locator('.import-screen [data-action="watch"]').click();
  const bar = page.locator('.replay-bar');
  await expect(bar).toBeVisible();
  await bar.locator('[data-action="forward"]').click();
  await page.waitForFunction(() => !window.skyjo!.busy());
  return bar;
}

for (const size of SIZES)
  test(`the replay’s buttons are drawn, and sit on one row (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size);
    const bar = await replay(page);
    // Each symbol is drawn: no character that a font may lack (⏮ and ⏭ showed as empty boxes).
    const symbols = bar.locator('button[aria-label]');
    expect(await symbols.count()).toBe(6);
    for (const button of await symbols.all()) {
      await expect(button.locator('svg.icon')).toHaveCount(1);
      expect((await button.textContent())?.trim()).toBe('');
    }
    if (size.width < 600) return;
    // On a desktop, the steps, the rounds and the review on one row; × closes from the corner.
    const middles = await bar
      .locator('.replay-buttons > :not([data-action="leave"]):not(.replay-title)')
      .evaluateAll((parts) =>
        parts.map((part) => {
          const box = part.getBoundingClientRect();
          return box.top + box.height / 2;
        }),
      );
    // One row: their middles agree (but for the 2 px a button under the pointer rises).
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(3);
    const corner = await bar.evaluate((root) => {
      const bar = root.getBoundingClientRect();
      const leave = root.querySelector('[data-action="leave"]')!.getBoundingClientRect();
      return { right: bar.right - leave.right, top: leave.top - bar.top };
    });
    expect(corner.right).toBeLessThan(8);
    expect(corner.top).toBeLessThan(8);
  });

test('on a phone the avatars are a grid of tokens, the colours one bar', async ({ page }) => {
  // The new game's rule panels' tiles, one to a row on a phone, took the avatars too: fifteen
  // rows of a lone token, the colours' eighth swatch alone on a second row on a desktop.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/?seed=41&speed=instant');
    await page.locator('.start-screen [data-action="new-game"]').click();
    const picker = page.locator('.setup-screen .look-picker');
    await turnTo(picker);
    await expect(picker).toBeVisible();
    // A token under the pointer lifts a pixel (its face's hover transform): rows are counted by
    // the segments' layout boxes, which no transform moves, with a token hovered on purpose.
    await picker.locator('[data-control="avatar"] .ctl-segment').nth(6).hover();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const rows = (control: string) =>
      picker.locator(`[data-control="${control}"] .ctl-segment`).evaluateAll((segments) => {
        const tops = segments.map((segment) => Math.round(segment.getBoundingClientRect().top));
        return new Set(tops).size;
      });
    expect(await rows('avatar'), `${size.name}: the avatars' rows`).toBe(3);
    expect(await rows('avatar-colour'), `${size.name}: the colours' rows`).toBe(1);
  }
});

test('a disabled button is sunk into its panel and readable, not a faded gold: the lobby’s Start', async ({
  page,
}) => {
  await page.goto('/?seed=42&speed=instant');
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('.online-screen input[name="name"]').fill('Ada');
  await page.locator('[data-action="open-room"]').click();
  const start = page.locator('.lobby-screen[data-code] [data-action="start-online"]');
  await expect(start).toBeDisabled();
  await start.hover({ force: true });
  await start.evaluate((button) =>
    Promise.all(button.getAnimations().map((motion) => motion.finished)),
  );
  const looks = await page.locator('.lobby-screen button:disabled').evaluateAll((buttons) => {
    /** The relative luminance of a computed `rgb()` colour (WCAG 2). */
    const luminance = (colour: string) => {
      const [r, g, b] = colour
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map((part) => Number(part) / 255);
      const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim();
    return buttons.map((button) => {
      const style = getComputedStyle(button);
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
        (a, b) => b - a,
      );
      return {
        action: button.dataset.action,
        opacity: style.opacity,
        gold: style.backgroundColor === accent || luminance(style.backgroundColor) > 0.2,
        dropShadow: style.boxShadow !== 'none' && !style.boxShadow.includes('inset'),
        moved: style.transform !== 'none',
        contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 10) / 10,
      };
    });
  });
  expect(looks.map((look) => look.action)).toContain('start-online');
  for (const look of looks) {
    expect(look, `${look.action}: sunk, not faded`).toMatchObject({
      opacity: '1',
      gold: false,
      dropShadow: false,
      moved: false,
    });
    expect(look.contrast, `${look.action}: its words against its face`).toBeGreaterThanOrEqual(4.5);
  }
});

/** The rows of the plates in `card`: how many on each, and each row's room left and right. */
function plateRows(card: Locator) {
  return card.evaluate((element) => {
    const inner = element.querySelector('.record-seats')!.getBoundingClientRect();
    const plates = [...element.querySelectorAll('.record-seat')].map((plate) =>
      plate.getBoundingClientRect(),
    );
    const rows: DOMRect[][] = [];
    for (const plate of plates) {
      const row = rows.find((found) => Math.abs(found[0]!.top - plate.top) < plate.height / 2);
      if (row === undefined) rows.push([plate]);
      else row.push(plate);
    }
    return {
      widths: [...new Set(plates.map((plate) => Math.round(plate.width)))],
      rows: rows.map((row) => ({
        plates: row.length,
        left: Math.round(Math.min(...row.map((plate) => plate.left)) - inner.left),
        right: Math.round(inner.right - Math.max(...row.map((plate) => plate.right))),
      })),
    };
  });
}

for (const size of [SIZES[0], SIZES[2]])
  test(`a record's card lays 2 to 8 players in even rows, a shorter last one centred (${size.name})`, async ({
    page,
  }) => {
    // Four players on the export's card lay three on a row and one alone under them, at its left.
    await page.setViewportSize(size);
    await page.goto('/?speed=instant');
    await page.locator('.start-screen [data-action="import"]').click();
    for (let players = 2; players <= 8; players++) {
      const names = Array.from({ length: players }, (_, seat) => `Player ${seat + 1}`);
      await pasteRecord(page, toRecord(newGame({ players: names, seed: players })));
      const card = page.locator('.import-screen .record-card');
      await expect(card.locator('.record-seat')).toHaveCount(players);
      const { widths, rows } = await plateRows(card);
      const counts = rows.map((row) => row.plates);
      const what = `${players} players: ${JSON.stringify(rows)}`;
      expect(Math.max(...widths) - Math.min(...widths), what).toBeLessThanOrEqual(1);
      expect(Math.max(...counts) - Math.min(...counts), what).toBeLessThanOrEqual(1);
      expect(counts, what).toEqual([...counts].sort((a, b) => b - a));
      for (const row of rows) expect(Math.abs(row.left - row.right), what).toBeLessThanOrEqual(1);
    }
    // The export's card of a game under way: every plate keeps who plays it over its total (side
    // by side they fitted on the plate of a short level's name only, and that plate was lower).
    await resumeRecord(page, threeRoundRecord(true, 1000), 'seed=43&speed=instant');
    await page.locator('.hud [data-action="export"]').click();
    const card = page.locator('.export-screen .record-card');
    await expect(card.locator('.record-total')).toHaveCount(4);
    const offsets = await card
      .locator('.record-seat')
      .evaluateAll((plates) => [
        ...new Set(
          plates.map((plate) =>
            Math.round(
              plate.querySelector('.record-total')!.getBoundingClientRect().top -
                plate.getBoundingClientRect().top,
            ),
          ),
        ),
      ]);
    expect(offsets, 'where each plate’s total lies in it').toHaveLength(1);
  });
