import type { Page } from '@playwright/test';
import {
  expect,
  faceDownPositions,
  holdsDrawnCard,
  pickCard,
  settled,
  shoot,
  snap,
  tableShape,
  test,
} from './fixtures';

/**
 * House-rule tables (issue 28) played to a round's end by keyboard (the number keys reach every
 * card: a key a card, or a key a column on a larger grid) and by pointer: rows that clear, a 4×4
 * grid and dual hands; each round seen at three window sizes in its middle and at its end.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/** The variants played: their name in the screenshots, the seats (a person first), the rules. */
const VARIANTS = [
  { name: 'rows-clear', title: 'R9.3 rows clear too', seats: 3, rules: { rowClears: true } },
  { name: 'grid-4x4', title: 'R9.1 a 4×4 grid', seats: 4, rules: { rows: 4, columns: 4 } },
  { name: 'dual-hands', title: 'R9.5 dual hands', seats: 2, rules: { dualHands: true } },
] as const;

/** Opens a demo game of `seats` (a person first) under house rules `rules` (R9), at instant speed. */
async function openVariant(page: Page, seats: number, rules: object): Promise<void> {
  const query = encodeURIComponent(JSON.stringify(rules));
  await page.goto(`/?seed=5&speed=instant&demo=${seats}&person=1&rules=${query}`);
  expect(await settled(page)).toBe('input');
}

/** The person's cards the table lists as buttons. */
const ownCards = (page: Page) => page.locator('button[aria-label^="Your card"]');

/** The table at each of the three sizes, saved as `<scene>-<size>.png`; back to 1280×800 after. */
async function shootSizes(page: Page, scene: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    await expect(page.locator('.hud-house-rules')).toBeVisible();
    await shoot(page, scene, size);
  }
  await page.setViewportSize(SIZES[0]);
  await settled(page);
}

/**
 * One decision of the person by keyboard, the cards reached with the number keys: in set-up the
 * last face-down card, then the first; on a turn, every third the discard laid over the first face-down card,
 * else a draw; a drawn card discarded and the last face-down card turned (kept over the first
 * card in play when none is left).
 */
async function keyboardDecision(page: Page, turn: number): Promise<void> {
  const phase = await page.evaluate(() => document.body.dataset.phase);
  const faceDown = await faceDownPositions(page);
  if (phase === 'setup') {
    // Last and first face-down cards by turns: under dual hands, one card of each grid (R9.5).
    await pickCard(page, turn % 2 === 0 ? faceDown.at(-1)! : faceDown[0]!);
  } else if (await holdsDrawnCard(page)) {
    if (faceDown.length > 0) {
      await page.keyboard.press('x');
      await pickCard(page, faceDown.at(-1)!);
    }
  } else if (turn % 3 === 0 && faceDown.length > 0) {
    await page.keyboard.press('t');
    await pickCard(page, faceDown[0]!);
  } else {
    await page.keyboard.press('d');
    return;
  }
  await page.keyboard.press('Enter');
}

/** One decision of the person by pointer: a face-down card, the piles, as the table draws them. */
async function pointerDecision(page: Page, turn: number): Promise<void> {
  const phase = await page.evaluate(() => document.body.dataset.phase);
  const seat = Number(await page.evaluate(() => document.body.dataset.seat));
  const faceDown = await faceDownPositions(page);
  const click = async (target: object) => {
    const rect = await page.evaluate((t) => window.skyjo!.targetRect(t as never), target);
    expect(rect, JSON.stringify(target)).not.toBeNull();
    await page.mouse.click(rect!.x + rect!.width / 2, rect!.y + rect!.height / 2);
  };
  if (phase === 'setup')
    return click({ kind: 'card', seat, pos: turn % 2 === 0 ? faceDown.at(-1)! : faceDown[0]! });
  if (await holdsDrawnCard(page)) {
    if (faceDown.length === 0) return click({ kind: 'card', seat, pos: 0 });
    await click({ kind: 'discard' });
    return click({ kind: 'card', seat, pos: faceDown.at(-1)! });
  }
  if (turn % 3 === 1 && faceDown.length > 0) {
    await click({ kind: 'discard' });
    return click({ kind: 'card', seat, pos: faceDown[0]! });
  }
  return click({ kind: 'draw' });
}

/**
 * Plays the person's decisions with `decide` until the round ends; `middle` runs once, when half
 * of the person's cards are face-up. Returns what the table waits for then.
 */
async function playRound(
  page: Page,
  decide: (page: Page, turn: number) => Promise<void>,
  middle: () => Promise<void> = async () => {},
): Promise<string> {
  const cards = (await tableShape(page)).cardsPerSeat;
  let halfway = false;
  for (let turn = 0; turn < 400; turn++) {
    const awaiting = await settled(page);
    if (awaiting !== 'input') return awaiting;
    if (!halfway && (await faceDownPositions(page)).length <= cards / 2) {
      halfway = true;
      await middle();
    }
    const version = await page.evaluate(() => document.body.dataset.version);
    await decide(page, turn);
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  }
  throw new Error('the round did not end');
}

test.describe('house-rule tables (R9.1, R9.3, R9.5)', () => {
  for (const variant of VARIANTS) {
    test(`${variant.title}: a round played to its end with the number keys, seen at three sizes`, async ({
      page,
    }) => {
      await openVariant(page, variant.seats, variant.rules);
      const shape = await tableShape(page);
      await expect(ownCards(page)).toHaveCount(shape.cardsPerSeat);
      // The keys help names the scheme of this grid: a key a column when the cards outnumber keys.
      const help = await page.locator('.hud [data-action="hint"]').getAttribute('title');
      if (shape.cardsPerSeat > 12) expect(help).toMatch(/1–\d.* jump to a column/);
      else expect(help).toContain('1–9, 0, -, = choose a card');
      // Each listed card names the key that reaches it.
      await expect(ownCards(page).last()).toHaveAttribute('aria-keyshortcuts', /^[0-9=-]$/);
      const end = await playRound(page, keyboardDecision, () =>
        shootSizes(page, `variant-${variant.name}-middle`),
      );
      expect(end).toMatch(/next-round|game-over/);
      await shootSizes(page, `variant-${variant.name}-end`);
      await page.locator('[data-action="view-table"]').click();
      await settled(page);
      await snap(page, `variant-${variant.name}-end-table-1280x800`);
    });

    test(`${variant.title}: a round played to its end with the pointer`, async ({ page }) => {
      await openVariant(page, variant.seats, variant.rules);
      expect(await playRound(page, pointerDecision)).toMatch(/next-round|game-over/);
    });
  }

  test('R9.5 dual hands: the cards of both grids are named with their grid', async ({ page }) => {
    await openVariant(page, 2, { dualHands: true });
    await expect(ownCards(page)).toHaveCount(24);
    await expect(ownCards(page).first()).toHaveAttribute('aria-label', /grid 1, column 1, row 1/);
    await expect(ownCards(page).last()).toHaveAttribute('aria-label', /grid 2, column 4, row 3/);
    await expect(ownCards(page).last()).toHaveAttribute('aria-keyshortcuts', '8');
  });

  test('R9.3 a row clear sounds its own swipe, not the column’s chord', async ({ page }) => {
    // Rows of two cards under rows only (R9.1, R9.3): rows clear early and often, columns never.
    const rules = encodeURIComponent(
      JSON.stringify({ rows: 3, columns: 2, rowClears: true, columnClears: false }),
    );
    await page.goto(`/?seed=3&speed=instant&demo=2&rules=${rules}`);
    // Sounds start with the first gesture, heard once the game's page hooks are in (a click
    // before them went unheard, and at instant speed the first round could end before it).
    await page.waitForFunction(() => window.skyjo !== undefined);
    await page.mouse.click(5, 5);
    const rowClears = () => page.evaluate(() => window.skyjo!.sounds()['row-clear'] ?? 0);
    // The demo's computers play round after round; each summary's next round is dealt until a
    // row has cleared with sound.
    for (let round = 0; round < 12 && (await rowClears()) === 0; round++) {
      const awaiting = await settled(page);
      if (awaiting !== 'next-round') break;
      // The round's index moves on for good; at instant speed the next round can end, and ask
      // for the round after it, between two looks at "awaiting".
      const ended = await page.evaluate(() => document.body.dataset.round ?? '');
      await page.locator('.summary-screen [data-action="next-round"]').click();
      await page.waitForFunction((before) => document.body.dataset.round !== before, ended);
    }
    expect(await rowClears()).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.skyjo!.sounds()['column-clear'] ?? 0)).toBe(0);
  });
});
