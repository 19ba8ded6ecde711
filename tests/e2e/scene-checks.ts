import { expect, type Locator, type Page } from '@playwright/test';
import { axeOn } from './axe';
import { shoot } from './fixtures';
import { expectScreenFits } from './layout';

/**
 * What the gallery checks on every scene before it saves it: the scene's own element is shown, a
 * screen in the overlay fits the window, no text or control is cut (by the window's sides or by
 * a box that hides what overflows it), the page passes axe-core with no violation, and the
 * screen's primary button is in view without scrolling.
 */

/** The parts of the page that are words and controls (the canvas's own checks are elsewhere). */
const CHECKED = '.overlay, .hud, .hint-panel, .replay-bar:not([hidden]), .coach, .toast';

/**
 * The texts and controls of the page's DOM layers that are cut: past the window's left or right
 * edge, or wider or taller than a box that hides its overflow (without an ellipsis it means).
 */
export async function cutParts(page: Page): Promise<string[]> {
  return page.evaluate((checked) => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const root of document.querySelectorAll<HTMLElement>(checked)) {
      if (root.closest('[hidden], [inert]') !== null) continue;
      for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        // What only a screen reader reads is hidden inside a box of one pixel, on purpose.
        if (element.closest('.visually-hidden') !== null) continue;
        if (element.closest('svg') !== null && element.tagName !== 'svg') continue;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || element.getClientRects().length === 0) continue;
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        const clipped = /hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflowY);
        const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
        if (box.left < -1 || box.right > innerWidth + 1) {
          // Inside a box that scrolls sideways it is reached by scrolling, not cut.
          const scroller = element.parentElement?.closest<HTMLElement>('*');
          let sideways = false;
          for (let up = scroller; up !== null && up !== undefined; up = up.parentElement)
            if (
              /auto|scroll/.test(getComputedStyle(up).overflowX) &&
              up.scrollWidth > up.clientWidth
            )
              sideways = true;
          if (!sideways) found.push(`${name(element)} leaves the window at the side`);
        }
        // A text field scrolls its own text (a long link) by design.
        if (
          clipped &&
          !['INPUT', 'TEXTAREA'].includes(element.tagName) &&
          !scrolls &&
          style.textOverflow !== 'ellipsis' &&
          (element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1)
        )
          found.push(
            `${name(element)} cuts its content: ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
          );
      }
    }
    return found;
  }, CHECKED);
}

/**
 * What covers the middle of `target` (a sticky footer over a scrolled part, another layer), or ''
 * when a tap there reaches `target` itself.
 */
async function coveredAt(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit === null || element.contains(hit)) return '';
    return `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`;
  });
}

/** axe-core's violations on the whole page, as lines of rule, impact, element and problem. */
export async function pageViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary}`,
    ),
  );
}

/**
 * Checks the scene shown — `shown` is visible, an overlay screen fits the window, nothing is
 * cut, axe finds nothing, `primary` (when given) lies inside the window unscrolled and uncovered — and saves
 * it as `<scene>-<width>x<height>.png`.
 */
export async function look(
  page: Page,
  scene: string,
  size: { readonly width: number; readonly height: number },
  shown: Locator,
  primary?: Locator,
): Promise<void> {
  await page.waitForFunction(() => {
    const overlay = document.querySelector<HTMLElement>('.overlay');
    return overlay === null || overlay.hidden || overlay.querySelector(':scope > [data-entered]');
  });
  await expect(shown).toBeVisible();
  if (await page.locator('.overlay > .screen').isVisible()) await expectScreenFits(page);
  expect(await cutParts(page), `${scene}: cut`).toEqual([]);
  if (primary !== undefined) {
    await expect(primary).toBeVisible();
    await expect(primary).toBeInViewport({ ratio: 1 });
    expect(await coveredAt(primary), `${scene}: primary covered`).toBe('');
  }
  expect(await pageViolations(page), `${scene}: axe`).toEqual([]);
  await shoot(page, scene, size);
}
