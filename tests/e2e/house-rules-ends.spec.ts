import type { Page } from '@playwright/test';
import { drawDiscardAndTurn, expect, resumeRecord, settled, snap, test } from './fixtures';
import { overlap } from './layout';
import { computersWinRecord } from './records';

/**
 * How a round and a game end under house rules (issue 28): the ender's stamp says the rules'
 * penalty (R9.4) beside the round's score, never over it, and both summaries name the house
 * rules in force as the table's chip does.
 */

/** The plate parts of every seat, as the table drew them last. */
const plateParts = (page: Page) => page.evaluate(() => window.skyjo!.table().plateParts);

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

test.describe('R9.4 the ender’s penalty at the round’s end', () => {
  for (const size of SIZES)
    test(`${size.width}×${size.height}: the stamp says ×3 + 10 beside the round’s score, the summary names the house rules`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      // Robot 3 goes out with 22 and Robot 2 scores less: 22 × 3 + 10 = 76 (R9.4).
      await resumeRecord(
        page,
        computersWinRecord(1, { enderMultiplier: 3, enderFlat: 10 }),
        'seed=4&speed=instant',
      );
      await drawDiscardAndTurn(page);
      expect(await settled(page)).toBe('game-over');
      const ender = (await plateParts(page))[2]!;
      expect(ender.stampText).toBe('×3 + 10');
      expect(ender.stamp).not.toBeNull();
      expect(ender.badge).not.toBeNull();
      expect(overlap(ender.stamp!, ender.badge!), 'the stamp over the round’s score').toBe(false);
      expect(overlap(ender.stamp!, ender.total), 'the stamp over the total').toBe(false);
      expect(overlap(ender.stamp!, ender.emblem), 'the stamp over the emblem').toBe(false);
      // The game's summary: the penalty beside the ender's score, the house rules named.
      const summary = page.locator('[data-screen="game-over"]');
      await expect(summary.locator('.times-two')).toHaveText('×3 + 10');
      await expect(summary.locator('tr[data-seat="2"] .round-score .pop')).toHaveText('76');
      await expect(summary.locator('.summary-house-rules')).toContainText(
        "Ender's penalty ×3 + 10",
      );
      await snap(page, `house-penalty-end-${size.width}x${size.height}`);
      await page.locator('[data-action="view-table"]').click();
      await settled(page);
      await snap(page, `house-penalty-table-${size.width}x${size.height}`);
    });

  test('the official game: the stamp says ×2 and the summary names no house rule', async ({
    page,
  }) => {
    await resumeRecord(page, computersWinRecord(), 'seed=4&speed=instant');
    await drawDiscardAndTurn(page);
    expect(await settled(page)).toBe('game-over');
    expect((await plateParts(page))[2]!.stampText).toBe('×2');
    const summary = page.locator('[data-screen="game-over"]');
    await expect(summary.locator('.times-two')).toHaveText('×2');
    await expect(summary.locator('.summary-house-rules')).toHaveCount(0);
  });

  test('a round’s summary names the house rules in German', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('skyjo.settings', JSON.stringify({ language: 'de' })),
    );
    await resumeRecord(
      page,
      computersWinRecord(1000, { rowClears: true, enderMultiplier: 3 }),
      'seed=4&speed=instant',
    );
    await drawDiscardAndTurn(page);
    expect(await settled(page)).toBe('next-round');
    const line = page.locator('[data-screen="round-over"] .summary-house-rules');
    await expect(line).toContainText('Reihen');
    await expect(line).toContainText('×3');
  });
});
