import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe-core run on `page`, in the page itself ("legacy mode"): by default the builder also
 * opens a blank page of its own for every run to gather frames' results, which the game (no
 * frames) does not need; a run of the setup screen took 9 s that way and 4 s this way on a busy
 * machine, with the same results.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/**
 * axe-core's violations on the screen in the overlay once it has come in, as readable lines:
 * each with its rule, impact, the element and what is wrong.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelector('.overlay > [data-entered]') !== null);
  const results = await axeOn(page).include('.overlay').analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary}`,
    ),
  );
}
