import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's violations on the screen in the overlay once it has come in, as readable lines:
 * each with its rule, impact, the element and what is wrong.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelector('.overlay > [data-entered]') !== null);
  const results = await new AxeBuilder({ page }).include('.overlay').analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary}`,
    ),
  );
}
