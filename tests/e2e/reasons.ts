import { expect, type Locator } from '@playwright/test';

/**
 * Issue 27, defect 3: a reviewed moment's reasons end above its buttons and are cut between two
 * lines, never through one; what does not fit is there to scroll to.
 */
export async function expectReasonsWhole(panel: Locator): Promise<void> {
  const box = await panel.locator('.review-reasons').evaluate((list) => {
    const buttons = list.parentElement!.querySelector('.replay-buttons')!.getBoundingClientRect();
    const shown = list.getBoundingClientRect();
    // The boxes of the lines of text, one per line of each reason.
    const lines: DOMRect[] = [];
    const texts = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      lines.push(...[...range.getClientRects()].filter((line) => line.height > 0));
    }
    return {
      bottom: shown.bottom,
      buttonsTop: buttons.top,
      cut: lines.filter((line) => line.top < shown.bottom - 1 && line.bottom > shown.bottom + 1)
        .length,
      scrolls:
        list.scrollHeight <= list.clientHeight ||
        ['auto', 'scroll'].includes(getComputedStyle(list).overflowY),
    };
  });
  expect(box.bottom).toBeLessThanOrEqual(box.buttonsTop);
  expect(box.cut, 'a line of the reasons cut through').toBe(0);
  expect(box.scrolls).toBe(true);
}
