import { expect, pasteRecord, settled, test } from './fixtures';
import { violations } from './axe';
import { SIZES } from './layout';
import { threeRoundRecord } from './records';

/**
 * The statistics, the records' screens and joining a room pass axe-core's checks at the three
 * window sizes, in English, and on a phone in German and in high contrast: the medals, the
 * charts' tables for screen readers, the drop zone and its file picker, the seats' plates, the
 * export's tiles, the code's boxes.
 */

test.describe.configure({ timeout: 240_000 });

/** A player's statistics with earned and unearned medals and recent games. */
const STATISTICS = {
  version: 2,
  groups: {
    medium: {
      games: 7,
      wins: 4,
      rounds: 31,
      roundPoints: 512,
      bestGame: 61,
      columnClears: 5,
      lowRounds: 1,
      bestRound: -2,
    },
  },
  streak: { current: 1, best: 3 },
  recent: [
    { group: 'medium', won: true, rounds: 4, roundPoints: 60, total: 60 },
    { group: 'medium', won: false, rounds: 5, roundPoints: 95, total: 95 },
  ],
  counted: [],
};

for (const size of SIZES)
  test(`${size.name}: the statistics, the import, the export and joining pass axe`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.addInitScript(
      (stats) => localStorage.setItem('skyjo.stats', JSON.stringify(stats)),
      STATISTICS,
    );
    await page.goto('/?seed=93&speed=instant');
    await page.locator('.start-screen [data-action="statistics"]').click();
    await expect(page.locator('.stats-screen .medal-shelf')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // The reset's question too.
    await page.locator('[data-action="reset-stats"]').click();
    expect(await violations(page)).toEqual([]);
    await page.locator('[data-action="cancel-reset"]').click();

    await page.keyboard.press('Escape');
    await page.locator('.start-screen [data-action="import"]').click();
    await expect(page.locator('.import-screen .drop-zone')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await pasteRecord(page, threeRoundRecord(true, 1000));
    await expect(page.locator('.import-screen .record-card')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.locator('.import-screen [data-action="resume"]').click();
    expect(await settled(page)).toBe('input');
    await page.locator('.hud [data-action="export"]').click();
    await expect(page.locator('.export-screen [data-action="copy-link"]')).toBeEnabled();
    await page.locator('.export-screen [data-action="advanced"]').click();
    expect(await violations(page)).toEqual([]);

    await page.locator('.export-screen [data-action="close"]').click();
    await page.locator('.hud [data-action="menu"]').click();
    await page.locator('.start-screen [data-action="play-online"]').click();
    await page.locator('.online-screen [data-action="join"]').click();
    await page.keyboard.type('KMNPU');
    expect(await violations(page)).toEqual([]);
  });

test('in German on a phone, in high contrast, the statistics and the records still pass axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(
    ([stats]) => {
      localStorage.setItem('skyjo.stats', JSON.stringify(stats));
      localStorage.setItem(
        'skyjo.settings',
        JSON.stringify({ language: 'de', highContrast: true }),
      );
    },
    [STATISTICS] as const,
  );
  await page.goto('/?seed=94&speed=instant');
  await page.locator('.start-screen [data-action="statistics"]').click();
  await expect(page.locator('.stats-screen h2')).toHaveText('Statistik');
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, threeRoundRecord(false, 1000));
  expect(await violations(page)).toEqual([]);
});
