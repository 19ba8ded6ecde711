import type { Page } from '@playwright/test';
import { drawDiscardAndTurn, expect, resumeRecord, settled, shoot, test } from './fixtures';
import { expectScreenFits, SIZES } from './layout';
import { lastRoundRecord } from './records';

/**
 * The round's and the game's summary as a game screen (issue 27): a plate per seat with the
 * seat's token (its emblem, as on the table), its place (a crown over the leader, medals for the
 * first three at the game's end), the round's score as a chip and the total; the chart's lines
 * end in the seats' tokens. At 2, 4 and 8 seats, in English and in Russian with the longest
 * names, at the three window sizes: the summary fits (unscrolled on a desktop), keeps its table's
 * names for screen readers, and is saved as `summary-<outcome>-<seats>-<language>-<size>.png`.
 */

/** Sixteen-character names (the longest a record keeps), for the widest plates. */
const LONG_NAMES = [
  'Александра Белова',
  'Константин Волков',
  'Екатерина Фёдорова',
  'Святослав Никитин',
  'Владислава Орлова',
  'Мстислав Кузнецов',
  'Ярослава Соколова',
  'Вениамин Смирнов',
].map((name) => Array.from(name).slice(0, 16).join(''));

/** The last turn of a `seats`-seat game; `over` ends the game with it, else only the round. */
function record(seats: number, over: boolean, russian: boolean): object {
  const game = lastRoundRecord(seats, 3);
  return {
    ...game,
    rules: { ...game.rules, targetScore: over ? game.rules.targetScore : 1000 },
    players: russian ? LONG_NAMES.slice(0, seats) : game.players,
  };
}

/** Plays the person's last turn of `game` in `language` and waits for the summary to be in. */
async function summaryOf(page: Page, game: object, language: string, over: boolean) {
  await page.addInitScript(
    (chosen) => localStorage.setItem('skyjo.settings', JSON.stringify({ language: chosen })),
    language,
  );
  await resumeRecord(page, game, 'seed=91&speed=instant');
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe(over ? 'game-over' : 'next-round');
  const summary = page.locator('.summary-screen');
  await expect(summary).toHaveAttribute('data-entered', '');
  return summary;
}

const CASES = [
  { seats: 2, over: false, language: 'en' },
  { seats: 4, over: false, language: 'en' },
  { seats: 8, over: false, language: 'en' },
  { seats: 2, over: true, language: 'en' },
  { seats: 4, over: true, language: 'en' },
  { seats: 8, over: true, language: 'en' },
  { seats: 8, over: false, language: 'ru' },
  { seats: 8, over: true, language: 'ru' },
] as const;

for (const { seats, over, language } of CASES) {
  const outcome = over ? 'game' : 'round';
  test(`the ${outcome}'s summary as plates: ${seats} seats in ${language}`, async ({ page }) => {
    const summary = await summaryOf(page, record(seats, over, language === 'ru'), language, over);
    const plates = summary.locator('.ranking tbody tr.plate');
    await expect(plates).toHaveCount(seats);
    // Each plate wears its seat's token as the table's plate does: the person's figure, robots.
    await expect(summary.locator('tr[data-seat="0"] .plate-token .seat-emblem')).toHaveAttribute(
      'data-kind',
      'person',
    );
    await expect(summary.locator('tr[data-seat="1"] .plate-token .seat-emblem')).toHaveAttribute(
      'data-kind',
      'medium',
    );
    // The leader wears the crown (at the game's end, the winner); every line ends in its token.
    await expect(summary.locator('tr.crowned')).not.toHaveCount(0);
    for (const crowned of await summary.locator('tr.crowned').all())
      expect(await crowned.getAttribute('data-place')).toBe('1');
    await expect(summary.locator('.score-chart .line-end')).toHaveCount(seats);
    // The ranking is still a table to a screen reader: its columns keep their names.
    const names = await summary
      .locator('.ranking thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
    expect(names.every((name) => name.length > 0)).toBe(true);
    await expect(summary.locator('.round-notes .doubling')).not.toBeEmpty();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectScreenFits(page);
      if (size.name !== 'phone')
        expect(
          await summary.evaluate((screen) => screen.scrollHeight <= screen.clientHeight + 1),
          `the summary of ${seats} seats fits ${size.width}×${size.height} unscrolled`,
        ).toBe(true);
      // The plates keep their place badge, token, chip and total on one line, inside the screen.
      const box = await summary.boundingBox();
      for (const part of ['.place-badge', '.plate-token', '.score-chip', '.total .count']) {
        const parts = summary.locator(`.ranking tbody ${part}`);
        for (const element of await parts.all()) {
          const b = (await element.boundingBox())!;
          expect(b.x + b.width, `${part} inside the screen`).toBeLessThanOrEqual(
            box!.x + box!.width + 0.5,
          );
        }
      }
      await shoot(page, `summary-${outcome}-${seats}-${language}`, size);
    }
  });
}
