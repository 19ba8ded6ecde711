import type { Page } from '@playwright/test';
import type { Rect } from '../../src/view/geometry';
import { choose, seatCount } from './controls';
import { expect, settled, shoot, snap, test } from './fixtures';
import { expectScreenFits, SIZES, overlap } from './layout';
import { finishSetup } from './play';
import { cutParts } from './scene-checks';

/**
 * Every house-rule table of issue 28 (RULES.md R9) as a player sees it: at 2, 4 and 8 seats (the
 * most a grid's deal allows, R9.1; dual hands at 2, R9.5), at three window sizes, a drawn card
 * held and the hint open; a round's end (its summary with the house rules, the table with the
 * ender's stamp) of the tables no other spec plays to its end; a row clearing in motion; the new
 * game's presets; the rules book's house-rule pages on a phone. Each scene is checked for overlaps
 * and cuts before it is saved (as `looks-…`, to be looked at). One page walks each test's scenes.
 */

/**
 * The house-rule tables looked at: a name for the shots, the rules, the seat counts, and the
 * language of a round played to its end at 2 seats (none: table-variants.spec.ts and
 * house-rules-ends.spec.ts play those tables' rounds to their ends). `quick` is what the CI run
 * walks (the whole walk takes some ten minutes; `E2E_LOOKS=all` walks it): the other grid shapes
 * at their most seats, the 4×6 grid at 2 too (its piles above the person's plate), the tables of
 * the official grid at 2 seats (their layout is the official game's), and the round of the
 * largest table (dual hands of 4×6) to its end.
 */
const TABLES = [
  { name: 'rows-clear', rules: { rowClears: true }, seats: [2, 4, 8], end: null, quick: [2] },
  {
    name: 'no-column-clears',
    rules: { columnClears: false },
    seats: [2, 4, 8],
    end: 'en',
    quick: [2],
  },
  { name: 'grid-4x4', rules: { rows: 4, columns: 4 }, seats: [2, 4, 8], end: null, quick: [8] },
  { name: 'grid-3x5', rules: { rows: 3, columns: 5 }, seats: [2, 4, 8], end: 'de', quick: [8] },
  {
    name: 'grid-4x6',
    rules: { rows: 4, columns: 6 },
    seats: [2, 4, 5],
    end: 'sv',
    quick: [2, 5],
  },
  { name: 'reveals-0', rules: { setupReveals: 0 }, seats: [2, 4, 8], end: 'ru', quick: [2] },
  { name: 'reveals-4', rules: { setupReveals: 4 }, seats: [2, 4, 8], end: 'de', quick: [2] },
  {
    name: 'penalty-x3-10',
    rules: { enderMultiplier: 3, enderFlat: 10 },
    seats: [2, 4, 8],
    end: null,
    quick: [2],
  },
  { name: 'dual-3x4', rules: { dualHands: true }, seats: [2], end: null, quick: [2] },
  {
    name: 'dual-4x6',
    rules: { dualHands: true, rows: 4, columns: 6 },
    seats: [2],
    end: 'ru',
    quick: [2, 'end'],
  },
] as const;

/** Whether the whole walk runs (`E2E_LOOKS=all`), or the CI's part of it (see `TABLES`). */
const WHOLE_WALK = process.env.E2E_LOOKS === 'all';

/** The rule presets of the new game's screen (rule-presets.ts). */
const PRESETS = ['official', 'russian', 'fan', 'rows', 'big', 'dual'] as const;

/** The languages a player reads. */
const LANGUAGES = ['en', 'de', 'sv', 'ru'] as const;

/** Makes `language` the page's language from its next load on. */
async function speak(page: Page, language: string): Promise<void> {
  await page.evaluate(
    (chosen) => localStorage.setItem('skyjo.settings', JSON.stringify({ language: chosen })),
    language,
  );
}

/** What the table shows now. */
const table = (page: Page) => page.evaluate(() => window.skyjo!.table());

/** Opens a demo game of `seats` (a person first, medium computers) under `rules`, at instant speed. */
async function openTable(page: Page, seats: number, rules: object): Promise<void> {
  const query = encodeURIComponent(JSON.stringify(rules));
  await page.goto(`/?seed=7&speed=instant&demo=${seats}&person=1&rules=${query}`);
  expect(await settled(page)).toBe('input');
}

/**
 * The scene's composition (ART-DIRECTION.md): no card over another or under a plate, the held
 * card clear of every grid and plate, every card and plate inside the window below the status bar,
 * the draw pile's count under no turn glow, the hint's card over none of the person's cards (seat
 * 0), the piles or the hand.
 */
async function compositionProblems(page: Page): Promise<string[]> {
  const shown = await table(page);
  const view = page.viewportSize()!;
  const hud = await page.locator('.hud').evaluate((bar) => bar.getBoundingClientRect().bottom);
  const found: string[] = [];
  const cards = shown.cards.flatMap((grid, seat) =>
    grid.flatMap((card, pos) => (card === null ? [] : [{ seat, pos, card }])),
  );
  for (const [i, a] of cards.entries())
    for (const b of cards.slice(i + 1))
      if (overlap(a.card, b.card))
        found.push(`card ${a.seat}/${a.pos} over card ${b.seat}/${b.pos}`);
  // The status line's pill (and its key caps) stays inside the bar, over no card and no plate.
  const pill = await page.locator('.hud .status').evaluate((status) => {
    const box = status.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
  if (pill.y + pill.height > hud + 0.5) found.push('the status pill leaves the bar');
  for (const { seat, pos, card } of cards)
    if (overlap(pill, card)) found.push(`the status pill over card ${seat}/${pos}`);
  for (const [seat, plate] of shown.plates.entries()) {
    if (overlap(pill, plate)) found.push(`the status pill over seat ${seat}'s plate`);
    for (const { seat: s, pos, card } of cards)
      if (overlap(plate, card)) found.push(`seat ${seat}'s plate over card ${s}/${pos}`);
    if (plate.y < hud - 0.5 || plate.x < -0.5 || plate.x + plate.width > view.width + 0.5)
      found.push(`seat ${seat}'s plate cut`);
  }
  for (const { seat, pos, card } of cards)
    if (
      card.x < 0 ||
      card.x + card.width > view.width ||
      card.y < hud - 0.5 ||
      card.y + card.height > view.height
    )
      found.push(`card ${seat}/${pos} cut by the window`);
  if (shown.drawCount.underGlow) found.push('a turn glow over the draw pile’s count');
  const panel = await page
    .locator('.hint-panel:not([hidden])')
    .evaluateAll((shownPanels) => shownPanels.map((p) => p.getBoundingClientRect().toJSON()));
  const piles = await page.evaluate(() =>
    (['draw', 'discard'] as const).map((kind) => window.skyjo!.targetRect({ kind })),
  );
  for (const rect of panel as Rect[]) {
    for (const { seat, pos, card } of cards)
      if (seat === 0 && overlap(rect, card)) found.push(`the hint over the person's card ${pos}`);
    for (const pile of [...piles, shown.hand.held ? shown.hand.rect : null])
      if (pile !== null && overlap(rect, pile)) found.push('the hint over a pile or the hand');
  }
  const hand = shown.hand.held ? shown.hand.rect : null;
  if (hand !== null) {
    for (const { seat, pos, card } of cards)
      if (overlap(hand, card)) found.push(`the held card over card ${seat}/${pos}`);
    for (const [seat, plate] of shown.plates.entries())
      if (overlap(hand, plate)) found.push(`the held card over seat ${seat}'s plate`);
  }
  return found;
}

/** The person's turns by keyboard (set-up: the cursor's card; then draw, discard, turn) to the round's end. */
async function playToRoundEnd(page: Page): Promise<string> {
  for (let turn = 0; turn < 200; turn++) {
    const awaiting = await settled(page);
    if (awaiting !== 'input') return awaiting;
    const version = await page.evaluate(() => document.body.dataset.version);
    if ((await page.evaluate(() => document.body.dataset.phase)) === 'setup')
      await page.keyboard.press('Enter');
    else if ((await table(page)).hand.held) {
      await page.keyboard.press('x');
      await page.keyboard.press('Enter');
    } else await page.keyboard.press('d');
    await page.waitForFunction((v) => document.body.dataset.version !== v, version, {
      timeout: 60_000,
    });
  }
  throw new Error('the round did not end');
}

/**
 * The round's end at each size: its summary (fitting the window, nothing cut, the house rules
 * named), then the table behind it (the ender's stamp clear of the plate's numbers).
 */
async function shootRoundEnd(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    await expectScreenFits(page);
    expect(await cutParts(page), `${name} at ${size.name}`).toEqual([]);
    await expect(page.locator('.overlay .summary-house-rules')).toBeVisible();
    await shoot(page, `looks-${name}-end`, size);
  }
  await page.locator('[data-action="view-table"]').click();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    expect(await compositionProblems(page), `${name}'s table at ${size.name}`).toEqual([]);
    for (const parts of (await table(page)).plateParts)
      if (parts.stamp !== null)
        for (const part of [parts.total, parts.badge, parts.emblem, parts.name])
          if (part !== null)
            expect(overlap(parts.stamp, part), 'the stamp over its plate').toBe(false);
    await shoot(page, `looks-${name}-end-table`, size);
  }
}

/**
 * The grid-shape page's pictures whose caption does not read as the table's chip does ("3 × 4
 * grid": rows × columns, R9.1), with the rows and columns of their drawn cards.
 */
async function drawnGridCaptions(page: Page): Promise<string[]> {
  return page.locator('#rules-page-grid-shape .pic-stack').evaluateAll((stacks) =>
    stacks.flatMap((stack) => {
      const cards = [...stack.querySelectorAll('.pic-card')].map((card) =>
        card.getBoundingClientRect(),
      );
      const columns = new Set(cards.map((card) => Math.round(card.left))).size;
      const rows = new Set(cards.map((card) => Math.round(card.top))).size;
      const caption = stack.querySelector('.pic-caption')?.textContent ?? '';
      return caption === `${rows} × ${columns}`
        ? []
        : [`${caption}: ${rows} rows, ${columns} columns`];
    }),
  );
}

test.describe('house-rule tables looked at (R9.1–R9.5)', () => {
  for (const variant of TABLES)
    test(`${variant.name}: a drawn card held and the hint open at each seat count and size`, async ({
      page,
    }) => {
      const quick: readonly (number | 'end')[] = variant.quick;
      const seatCounts = WHOLE_WALK
        ? variant.seats
        : variant.seats.filter((n) => quick.includes(n));
      for (const seats of seatCounts) {
        await page.setViewportSize(SIZES[0]);
        await openTable(page, seats, variant.rules);
        await finishSetup(page);
        await page.keyboard.press('d');
        await page.waitForFunction(() => window.skyjo!.table().hand.held);
        await page.keyboard.press('h');
        await page.waitForFunction(() => window.skyjo!.table().hint !== null, null, {
          timeout: 60_000,
        });
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await settled(page);
          expect(await compositionProblems(page), `${seats} seats at ${size.name}`).toEqual([]);
          await shoot(page, `looks-${variant.name}-${seats}-hint`, size);
        }
      }
      if (variant.end === null || !(WHOLE_WALK || quick.includes('end'))) return;
      await speak(page, variant.end);
      await page.setViewportSize(SIZES[0]);
      await openTable(page, 2, variant.rules);
      expect(await playToRoundEnd(page)).toMatch(/next-round|game-over/);
      await shootRoundEnd(page, `${variant.name}-${variant.end}`);
    });

  test('R9.3 a row clearing in motion, at each size', async ({ page }) => {
    // Rows of two cards, rows only (R9.1, R9.3): rows clear early and often; at normal speed.
    const rules = { rows: 3, columns: 2, rowClears: true, columnClears: false };
    await page.goto(`/?seed=3&demo=2&rules=${encodeURIComponent(JSON.stringify(rules))}`);
    const cleared = () =>
      page.evaluate(() => window.skyjo?.table().animations['line-cleared'] ?? 0);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const before = await cleared();
      // The demo's computers play on, round after round; the next row's clear is caught.
      await page.waitForFunction(
        (n) =>
          (window.skyjo?.table().animations['line-cleared'] ?? 0) > n ||
          document.body.dataset.awaiting === 'next-round',
        before,
        { timeout: 120_000 },
      );
      if ((await cleared()) === before) {
        await page.locator('.summary-screen [data-action="next-round"]').click();
        await page.waitForFunction(
          (n) => (window.skyjo?.table().animations['line-cleared'] ?? 0) > n,
          before,
          {
            timeout: 120_000,
          },
        );
      }
      await shoot(page, 'looks-row-clearing', size);
    }
  });

  test('the new game’s presets at each size, dual hands in every language', async ({ page }) => {
    await page.goto('/?seed=9&speed=instant');
    await page.locator('.start-screen [data-action="new-game"]').click();
    await seatCount(page, 2);
    for (const preset of PRESETS) {
      await choose(page, 'rulesPreset', preset);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expectScreenFits(page);
        expect(await cutParts(page), `${preset} at ${size.name}`).toEqual([]);
        await shoot(page, `looks-setup-${preset}`, size);
      }
    }
    await page.setViewportSize(SIZES[2]);
    for (const language of LANGUAGES.slice(1)) {
      await speak(page, language);
      await page.reload();
      await page.locator('.start-screen [data-action="new-game"]').click();
      await seatCount(page, 2);
      await choose(page, 'rulesPreset', 'dual');
      await expectScreenFits(page);
      expect(await cutParts(page), `dual hands in ${language}`).toEqual([]);
      await snap(page, `looks-setup-dual-${language}-390x844`);
    }
  });

  test('the rules book’s house-rule pages on a phone, in every language', async ({ page }) => {
    await page.setViewportSize(SIZES[2]);
    await page.goto('/?seed=5&speed=instant');
    for (const language of LANGUAGES) {
      await speak(page, language);
      await page.reload();
      await page.locator('.start-screen [data-action="rules"]').click();
      await expect(page.locator('.rules-screen[data-ready]')).toBeVisible();
      await page.locator('.book-chapter[data-chapter="house"]').click();
      const dots = page.locator('.book-dot:visible');
      const count = await dots.count();
      expect(count).toBeGreaterThan(1);
      let shown = '';
      for (let index = 0; index < count; index++) {
        await dots.nth(index).click();
        await expect(dots.nth(index)).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('.rules-book')).not.toHaveAttribute('data-page', shown);
        shown = (await page.locator('.rules-book').getAttribute('data-page')) ?? '';
        expect(await cutParts(page), `${shown} in ${language}`).toEqual([]);
        if (shown === 'grid-shape')
          expect(
            await drawnGridCaptions(page),
            'captions read rows × columns, as the chip',
          ).toEqual([]);
        await snap(page, `looks-rules-${shown}-${language}-390x844`);
      }
    }
  });
});
