import { describe, expect, it } from 'vitest';
import {
  budgetLines,
  bundleBudgets,
  hintBudgets,
  timingBudgets,
} from '../../../scripts/bench/ui-budgets';

const timings = {
  turnCycleMs: { median: 1800 },
  turnCycleExpertsMs: { median: 2600 },
  firstInteractiveMs: { median: 700 },
  frameMs: { seats: 8, cpu: { p95: 4 } },
  hint: { projected20x1000Ms: 150 },
};

describe('ui-bench budgets', () => {
  it('a figure at its limit keeps to it, one above does not', () => {
    const budgets = bundleBudgets({
      firstScreenJsGzipKBLargest: 200,
      jsGzipKB: 300.1,
      fontsKB: 80,
    });
    expect(budgets.map((budget) => [budget.name, budget.met])).toEqual([
      ['first-screen JavaScript (gzip, largest of the languages)', true],
      ['all JavaScript (gzip)', false],
      ['fonts', true],
    ]);
  });

  it('reads the timings the issue budgets: medians, and the frame CPU time at its 95th percentile', () => {
    const budgets = timingBudgets(timings);
    expect(budgets.map((budget) => [budget.value, budget.limit, budget.met])).toEqual([
      [700, 1000, true],
      [4, 4, true],
      [1800, 2500, true],
      [2600, 2500, false],
      [150, 200, true],
    ]);
  });

  it('ui-bench --hints checks the hint alone against the same budget as the whole run', () => {
    expect(hintBudgets({ projected20x1000Ms: 201 })).toEqual([
      { name: 'hint, 20 moves × 1000 rollouts', value: 201, limit: 200, unit: 'ms', met: false },
    ]);
    expect(timingBudgets(timings).at(-1)).toEqual(hintBudgets(timings.hint)[0]);
  });

  it('prints each budget as pass or FAIL, then how many are met', () => {
    const lines = budgetLines(timingBudgets(timings));
    expect(lines).toContain('FAIL  turn cycle, 3 experts: 2600 ms (budget ≤ 2500)');
    expect(lines).toContain('pass  frame CPU p95, 8 seats: 4 ms (budget ≤ 4)');
    expect(lines.at(-1)).toBe('budgets: 4 of 5 met');
  });
});
