import { setTarget } from './controls';
import type { Page } from '@playwright/test';
import { createBot, selfPlay, step, ThresholdBot } from '../../src/ai';
import { newGame, toRecord } from '../../src/engine';
import { decisionCount } from '../../src/review';
import {
  drawDiscardAndTurn,
  expect,
  faceDownPositions,
  holdsDrawnCard,
  pasteRecord,
  pickCard,
  resumeRecord,
  settled,
  snap,
  test,
} from './fixtures';
import { axeOn } from './axe';
import { expectReasonsWhole } from './reasons';
import { lastRoundRecord } from './records';
import { seat } from '../unit/ai/obvious/notation';
import { buildTable } from '../unit/ai/obvious/table';

/**
 * The game review (issue 20) in the browser: the whole game reviewed at its end in the solver's
 * worker, the costliest moment opened on the table, a review stopped, an imported record
 * reviewed for a chosen seat, an online game reviewed for the person's own seat.
 */

/** A review can take a while on a loaded machine: the expert weighs every decision. */
const REVIEW_TIMEOUT = 240_000;

/** Imports `record` and resumes it with the seats it names; waits for the person. */
function resume(page: Page, record: object): Promise<void> {
  return resumeRecord(page, record, 'seed=81&speed=instant');
}

/**
 * A two-seat game of threshold bots (the person, then a medium computer) stopped at the person's
 * last turn of the first round, another seat having gone out; a target of 1000 leaves the game at
 * the round's summary. Seeds are tried from `seed` up until the computer goes out first.
 */
function firstRoundLastTurn(seed: number) {
  for (let tried = seed; tried < seed + 100; tried++) {
    const bots = [0, 1].map(
      (s) => new ThresholdBot({ threshold: 4, guard: false, seed: tried + s }),
    );
    let state = newGame({ players: ['P0', 'P1'], seed: tried, rules: { targetScore: 1000 } });
    while (state.phase === 'setup' || (state.phase === 'turns' && state.round.ender === null))
      state = step(state, bots);
    if (state.phase !== 'turns' || state.round.ender === 0) continue;
    return {
      ...toRecord(state),
      players: ['Player 1', 'Robot 2'],
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'medium' }],
    };
  }
  throw new Error(`no seed from ${seed} lets the computer go out first`);
}

/**
 * Issue 27's blunder: the person shows the highest visible sum with one face-down card left, and
 * the next draw is a 9; the computer (expert) shows low cards. Discarding the 9 and turning the last
 * card ends the round into a likely doubling. A target of 1 ends the game with the round.
 */
function highestVisibleSumRecord() {
  const state = buildTable({
    seats: [seat('2 3 4 1 / 2 1 3 0 / 1 2 3 .'), seat('0 1 2 1 / . 0 1 . / 1 0 2 .')],
    toMove: 0,
    offer: 10,
    drawn: 9,
    rules: { targetScore: 1 },
  });
  return {
    ...toRecord(state),
    players: ['Player 1', 'Robot 2'],
    seats: [{ kind: 'person' }, { kind: 'computer', level: 'expert' }],
  };
}

/**
 * The person to move, the discard 0 on offer, their highest card a face-up 12 and one face-down
 * card left; the other seat far from going out. A target of 1 ends the game with the round.
 */
function zeroOnTwelveRecord() {
  const state = buildTable({
    seats: [seat('12 3 4 1 / 5 1 3 0 / 1 2 8 .'), seat('0 1 2 1 / . 0 1 . / 1 0 2 .')],
    toMove: 0,
    offer: 0,
    rules: { targetScore: 1 },
  });
  return {
    ...toRecord(state),
    players: ['Player 1', 'Robot 2'],
    seats: [{ kind: 'person' }, { kind: 'computer', level: 'expert' }],
  };
}

/** The game's words in `language` from the first page on. */
async function speak(page: Page, language: string): Promise<void> {
  await page.addInitScript(
    (l) => localStorage.setItem('skyjo.settings', JSON.stringify({ language: l })),
    language,
  );
}

/** Waits until the review page has weighed every decision. */
async function reviewed(page: Page): Promise<void> {
  await expect(page.locator('.review-screen')).toHaveAttribute('data-state', 'done', {
    timeout: REVIEW_TIMEOUT,
  });
}

/**
 * One quick decision by keyboard: reveal in set-up; take the discard onto a face-down card (a
 * drawn card in hand is discarded and a card turned instead); with none left, where the cursor is.
 */
async function quickTurn(page: Page): Promise<void> {
  const faceDown = await faceDownPositions(page);
  const phase = await page.evaluate(() => document.body.dataset.phase);
  if (phase !== 'setup') {
    if (!(await holdsDrawnCard(page))) await page.keyboard.press('t');
    else if (faceDown.length > 0) await page.keyboard.press('x');
  }
  if (faceDown.length > 0) await pickCard(page, faceDown[0]!);
  await page.keyboard.press('Enter');
}

test.describe('the game review', () => {
  test.setTimeout(2 * REVIEW_TIMEOUT);

  test('reviews a whole game at its end, opens the costliest moment on the table, keeps it in the statistics', async ({
    page,
  }) => {
    const record = lastRoundRecord(2, 7, 40);
    await resume(page, record);
    await drawDiscardAndTurn(page);
    expect(await settled(page)).toBe('game-over');
    // Every state the review screen passes through, with its rows then: a fast review can be done
    // before a look at the page would catch it running.
    await page.evaluate(() => {
      const seen: { state: string; rows: number }[] = [];
      (window as unknown as { reviewStates: typeof seen }).reviewStates = seen;
      new MutationObserver(() => {
        const shown = document.querySelector<HTMLElement>('.review-screen');
        if (shown === null) return;
        const state = shown.dataset.state ?? '';
        const rows = shown.querySelectorAll('.review-table tbody tr').length;
        const last = seen.at(-1);
        if (last?.state !== state || last.rows !== rows) seen.push({ state, rows });
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    await page.locator('.summary-screen [data-action="review"]').click();
    const screen = page.locator('.review-screen');
    await expect(screen).toBeVisible();
    await expect(screen.locator('.review-scope')).toHaveText('Player 1, the whole game');
    await reviewed(page);
    // Results come as they are weighed: rows appear while the review still runs.
    const states = await page.evaluate(
      () => (window as unknown as { reviewStates: { state: string; rows: number }[] }).reviewStates,
    );
    expect(states.some(({ state, rows }) => state === 'running' && rows > 0)).toBe(true);
    expect(states.at(-1)?.state).toBe('done');
    // Every decision of the person: those of the record, and the last turn's pile and card.
    const rows = screen.locator('.review-table tbody tr');
    expect(await rows.count()).toBe(decisionCount(record, 0) + 2);
    const accuracy = Number(await screen.locator('.review-accuracy').getAttribute('data-accuracy'));
    expect(accuracy).toBeGreaterThanOrEqual(0);
    expect(accuracy).toBeLessThanOrEqual(100);
    await expect(screen.locator('.review-counts li')).toHaveCount(5);
    await snap(page, 'review-game');
    // The costliest moment on the table: the best move marked, then the move played.
    const moments = screen.locator('.review-moment-card');
    expect(await moments.count()).toBeGreaterThan(0);
    await moments.first().locator('[data-action="show-moment"]').click();
    await page.waitForFunction(() => document.body.dataset.screen === 'review-moment');
    const panel = page.locator('.replay-bar .review-moment');
    await expect(panel).toHaveAttribute('data-marked', 'best');
    await expect(panel.locator('[data-move="best"]')).toBeVisible();
    // Its rating is capitalised as the review's cards are ("Best", not "best").
    expect(await panel.locator('.review-label').innerText()).toMatch(/^\p{Lu}/u);
    const marked = () => page.evaluate(() => window.skyjo!.table().hint);
    expect(await marked()).not.toBeNull();
    await snap(page, 'review-moment-best');
    const best = await marked();
    await panel.locator('[data-action="mark-played"]').click();
    await expect(page.locator('.replay-bar .review-moment')).toHaveAttribute(
      'data-marked',
      'played',
    );
    expect(await marked()).not.toEqual(best);
    await snap(page, 'review-moment-played');
    await page.locator('.replay-bar [data-action="back-to-review"]').click();
    await expect(screen).toHaveAttribute('data-state', 'done');
    // Kept with the statistics: the accuracy over time shows this game.
    await screen.locator('[data-action="back"]').click();
    await page.goto('/?seed=81');
    await page.locator('.start-screen [data-action="statistics"]').click();
    await expect(page.locator('.accuracy-chart')).toHaveAttribute('data-points', '1');
    await expect(page.locator('.accuracy-chart')).toHaveAttribute('data-last', String(accuracy));
  });

  test('a review can be stopped; what was weighed stays', async ({ page }) => {
    await resume(page, lastRoundRecord(3, 11, 60));
    await drawDiscardAndTurn(page);
    expect(await settled(page)).toBe('game-over');
    await page.locator('.summary-screen [data-action="review"]').click();
    const screen = page.locator('.review-screen');
    await expect(screen.locator('.review-table tbody tr').first()).toBeAttached({
      timeout: REVIEW_TIMEOUT,
    });
    await screen.locator('[data-action="cancel-review"]').click();
    await expect(screen).toHaveAttribute('data-state', 'cancelled');
    await expect(screen.locator('.review-stopped')).toContainText('Review stopped after');
    expect(await screen.locator('.review-table tbody tr').count()).toBeGreaterThan(0);
    await expect(screen.locator('.review-progress')).toBeHidden();
  });

  test('reviews an imported record for the seat chosen', async ({ page }) => {
    const bots = [0, 1, 2].map((seat) => createBot('medium', { seed: seat + 5 }));
    const state = selfPlay(
      { players: ['Ada', 'Bo', 'Cy'], seed: 17, rules: { targetScore: 30 } },
      bots,
    );
    const record = toRecord(state);
    await page.goto('/?seed=3');
    await page.locator('.start-screen [data-action="import"]').click();
    await pasteRecord(page, record);
    await page.locator('.dialog [data-action="review"]').click();
    const screen = page.locator('.review-screen');
    await expect(screen).toHaveAttribute('data-state', 'choose');
    await screen.getByRole('radio', { name: 'Bo' }).click();
    await expect(screen.locator('.review-scope')).toHaveText('Bo, the whole game');
    await screen.locator('[data-action="start-review"]').click();
    await reviewed(page);
    expect(await screen.locator('.review-table tbody tr').count()).toBe(decisionCount(record, 1));
    await snap(page, 'review-imported');
  });

  test('a round summary reviews that round, and the game goes on after', async ({ page }) => {
    await resume(page, firstRoundLastTurn(5));
    await drawDiscardAndTurn(page);
    expect(await settled(page)).toBe('next-round');
    const round = (await page.locator('body').getAttribute('data-round'))!;
    await page.locator('.summary-screen [data-action="review"]').click();
    const screen = page.locator('.review-screen');
    await expect(screen.locator('.review-scope')).toHaveText(
      `Player 1, round ${Number(round) + 1}`,
    );
    await reviewed(page);
    const rounds = await screen.locator('.review-table tbody tr td:first-child').allTextContents();
    expect(new Set(rounds)).toEqual(new Set([String(Number(round) + 1)]));
    await screen.locator('[data-action="back"]').click();
    // Back at the game, its summary waiting for the next round.
    expect(await settled(page)).toBe('next-round');
    await page.locator('.summary-screen [data-action="next-round"]').click();
    expect(await settled(page)).toBe('input');
  });

  test('the story: a mark per decision in its round’s strip, opened by key or click; cards with the position; no accessibility violation', async ({
    page,
  }) => {
    const record = firstRoundLastTurn(9);
    await resume(page, record);
    await drawDiscardAndTurn(page);
    expect(await settled(page)).toBe('next-round');
    await page.locator('.summary-screen [data-action="review"]').click();
    const screen = page.locator('.review-screen');
    // Marks come in while the expert weighs, beside the progress.
    await expect(screen.locator('.story-mark').first()).toBeAttached({ timeout: REVIEW_TIMEOUT });
    await reviewed(page);
    const round = Number(await page.locator('body').getAttribute('data-round'));
    const rows = await screen.locator('.review-table tbody tr').count();
    // One strip for the round, a mark for every decision, each with its rating's shape.
    await expect(screen.locator('.story-round')).toHaveCount(1);
    await expect(screen.locator('.story-mark')).toHaveCount(rows);
    const labels = await screen
      .locator('.story-mark')
      .evaluateAll((marks) =>
        marks.map((mark) => [
          mark.getAttribute('data-label'),
          mark.querySelector('svg')?.getAttribute('data-label'),
        ]),
      );
    for (const [mark, shape] of labels) expect(shape).toBe(mark);
    await expect(screen.getByRole('toolbar', { name: `Round ${round + 1}` })).toBeVisible();
    // The costs in words a newcomer reads; the moments with their position drawn small.
    await expect(screen.locator('.review-moment-card .moment-cost').first()).toContainText(
      'give or take',
    );
    await expect(
      screen.locator('.review-moment-card').first().locator('.position-picture .pic-card'),
    ).not.toHaveCount(0);
    expect((await axeOn(page).include('.review-screen').analyze()).violations).toEqual([]);
    // The strip is one stop of the Tab key; the arrows walk it; Enter opens the moment.
    const first = screen.locator('.story-mark').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = screen.locator('.story-mark').nth(1);
    await expect(second).toBeFocused();
    await expect(screen.locator('.story-caption')).toHaveText(
      (await second.getAttribute('aria-label'))!,
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.body.dataset.screen === 'review-moment');
    await page.locator('.replay-bar [data-action="back-to-review"]').click();
    await expect(screen).toHaveAttribute('data-state', 'done');
    // A click on a mark opens its moment too.
    await screen.locator('.story-mark').last().click();
    await page.waitForFunction(() => document.body.dataset.screen === 'review-moment');
  });

  test('an online game is reviewed for the person’s own seat, from their own record', async ({
    page,
  }) => {
    await page.goto('/?speed=instant');
    await page.locator('.start-screen [data-action="play-online"]').click();
    await page.locator('.online-screen input[name="name"]').fill('Ada');
    await page
      .locator('.online-screen .seat-list li[data-seat="2"] [data-action="remove-seat"]')
      .click();
    await setTarget(page, '1');
    await page.locator('[data-action="open-room"]').click();
    await expect(page.locator('.lobby-screen[data-code]')).toBeVisible();
    await page.locator('.lobby-screen [data-action="fill"]').click();
    await page.locator('[data-action="start-online"]:not([disabled])').click();
    await page.waitForFunction(() => document.body.dataset.screen === 'game');
    for (let n = 0; n < 500; n++) {
      await page.waitForFunction(
        () => ['input', 'game-over'].includes(document.body.dataset.awaiting ?? ''),
        null,
        { timeout: 120_000 },
      );
      if ((await page.locator('body').getAttribute('data-awaiting')) === 'game-over') break;
      const version = await page.evaluate(() => document.body.dataset.version);
      await quickTurn(page);
      await page.waitForFunction((v) => document.body.dataset.version !== v, version);
    }
    const own = await page.evaluate(() => window.skyjo!.record()!);
    await page.locator('.summary-screen [data-action="review"]').click();
    const screen = page.locator('.review-screen');
    await expect(screen.locator('.review-scope')).toHaveText('Ada, the whole game');
    await reviewed(page);
    expect(await screen.locator('.review-table tbody tr').count()).toBe(decisionCount(own, 0));
    await snap(page, 'review-online');
  });

  test('issue 27: the hint and the review name the ender’s penalty first, with its chance', async ({
    page,
  }) => {
    await resume(page, highestVisibleSumRecord());
    const version = await page.evaluate(() => document.body.dataset.version);
    await page.keyboard.press('d');
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
    expect(await settled(page)).toBe('input');
    // The hint: keep the 9 over a face-up card; why: ending the round now would be penalised.
    await page.keyboard.press('h');
    const hint = page.locator('.hint-panel');
    await expect(hint).toHaveAttribute('data-state', 'ready');
    await expect(hint.locator('[data-hint]')).toHaveAttribute('data-hint', 'draw-swap');
    const why = hint.locator('.hint-why');
    await expect(why).toHaveAttribute('data-reason', 'avoids-ending');
    await expect(why).toContainText(/keeps the round going.+about \d+ %/);
    await snap(page, 'hint-reasons-1280x800');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(hint.locator('.hint-why')).toBeVisible();
    await snap(page, 'hint-reasons-1024x768');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(hint.locator('.hint-why')).toBeVisible();
    await snap(page, 'hint-reasons-390x844');
    await page.setViewportSize({ width: 1280, height: 800 });
    // The blunder: the 9 discarded and the last card turned.
    await page.keyboard.press('Escape');
    await page.keyboard.press('x');
    await page.keyboard.press('Enter');
    expect(await settled(page)).toBe('game-over');
    await page.locator('.summary-screen [data-action="review"]').click();
    const screen = page.locator('.review-screen');
    await reviewed(page);
    await snap(page, 'review-reasons-1280x800');
    const moment = screen.locator('.review-moment-card').first();
    await expect(moment).toHaveAttribute('data-label', 'blunder');
    await expect(moment.locator('.review-why')).toContainText(/keeps the round going.+about \d+ %/);
    await moment.locator('[data-action="show-moment"]').click();
    await page.waitForFunction(() => document.body.dataset.screen === 'review-moment');
    const panel = page.locator('.replay-bar .review-moment');
    await expect(panel.locator('.review-why')).toContainText(/keeps the round going/);
    await snap(page, 'review-moment-reasons-1280x800');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectReasonsWhole(panel);
    await snap(page, 'review-moment-reasons-1024x768');
    await page.setViewportSize({ width: 1280, height: 800 });
    await panel.locator('[data-action="mark-played"]').click();
    await expect(panel.locator('.review-why')).toContainText(
      /ends the round with about \d+ points/,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await expectReasonsWhole(panel);
    await snap(page, 'review-moment-reasons-390x844');
  });

  for (const { language, why } of [
    {
      language: 'en',
      why: /highest card, the 12: 12 points off your grid now, [\d.]+ more than drawing/,
    },
    {
      language: 'ru',
      why: /самая высокая карта, 12: сразу на 12 очков меньше, на [\d,.]+ больше, чем если взять карту из колоды/,
    },
  ])
    test(`issue 27: the hint and the review say why the 0 goes on the 12, not what it does (${language})`, async ({
      page,
    }) => {
      await speak(page, language);
      await resume(page, zeroOnTwelveRecord());
      await page.keyboard.press('h');
      const hint = page.locator('.hint-panel');
      await expect(hint).toHaveAttribute('data-state', 'ready');
      await expect(hint.locator('[data-hint]')).toHaveAttribute('data-hint', 'take-discard');
      const first = hint.locator('.hint-why');
      await expect(first).toHaveAttribute('data-reason', 'gains-more-now');
      await expect(first).toContainText(why);
      await snap(page, `hint-why-${language}-1280x800`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(first).toBeVisible();
      await snap(page, `hint-why-${language}-390x844`);
      await page.setViewportSize({ width: 1280, height: 800 });
      // The person draws instead, and plays on to the game's end.
      await page.keyboard.press('Escape');
      const version = await page.evaluate(() => document.body.dataset.version);
      await page.keyboard.press('d');
      await page.waitForFunction((v) => document.body.dataset.version !== v, version);
      while ((await settled(page)) === 'input') {
        const before = await page.evaluate(() => document.body.dataset.version);
        await quickTurn(page);
        await page.waitForFunction((v) => document.body.dataset.version !== v, before);
      }
      expect(await settled(page)).toBe('game-over');
      await page.locator('.summary-screen [data-action="review"]').click();
      await reviewed(page);
      const moments = page.locator('.review-moments');
      await moments.scrollIntoViewIfNeeded();
      await snap(page, `review-why-${language}-1280x800`);
      // The draw's moment: the first decision after the record's own.
      const mark = page.locator('.story-mark').nth(decisionCount(zeroOnTwelveRecord(), 0));
      await expect(mark).toHaveAttribute('data-kind', 'pile');
      await mark.click();
      await page.waitForFunction(() => document.body.dataset.screen === 'review-moment');
      const panel = page.locator('.replay-bar .review-moment');
      await expect(panel.locator('.review-why')).toContainText(why);
      await expectReasonsWhole(panel);
      await snap(page, `review-moment-why-${language}-1280x800`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectReasonsWhole(panel);
      await snap(page, `review-moment-why-${language}-390x844`);
      await page.locator('.replay-bar [data-action="back-to-review"]').click();
      await moments.scrollIntoViewIfNeeded();
      await snap(page, `review-why-${language}-390x844`);
    });

  test('the rules screen states the labels’ thresholds, in the player’s language', async ({
    page,
  }) => {
    await page.goto('/?seed=1');
    await page.locator('.start-screen [data-action="rules"]').click();
    const section = page.locator('.rules-screen [data-section="review"]');
    await expect(section.locator('h3')).toHaveText('The game review');
    await expect(section).toContainText('inaccuracy 0.5, mistake 1, blunder 3 points per round');
  });
});
