/**
 * The browser game's budgets: each figure of `ui-bench` that has a target, with that target and
 * whether the measured build meets it (printed with the figures; the bench itself never fails on
 * them, it measures).
 */

/** One budget: a measured figure, its limit (at most) and whether the figure keeps to it. */
export interface Budget {
  readonly name: string;
  readonly value: number;
  readonly limit: number;
  readonly unit: 'KB' | 'ms';
  readonly met: boolean;
}

/** The bundle's figures a budget reads (gzipped JavaScript, fonts as they are). */
export interface BundleFigures {
  /** The first screen's JavaScript in the language that loads the most. */
  readonly firstScreenJsGzipKBLargest: number;
  readonly jsGzipKB: number;
  readonly fontsKB: number;
}

/** The timings a budget reads (medians, and the frame CPU time's 95th percentile). */
export interface TimingFigures {
  readonly turnCycleMs: { readonly median: number };
  readonly turnCycleExpertsMs: { readonly median: number };
  readonly firstInteractiveMs: { readonly median: number };
  readonly frameMs: { readonly seats: number; readonly cpu: { readonly p95: number } };
  readonly hint: HintFigures;
}

/** The hints' figure a budget reads. */
export interface HintFigures {
  readonly projected20x1000Ms: number;
}

function budget(name: string, value: number, limit: number, unit: Budget['unit']): Budget {
  return { name, value, limit, unit, met: value <= limit };
}

/** The JavaScript and font budgets. */
export function bundleBudgets(bundle: BundleFigures): Budget[] {
  return [
    budget(
      'first-screen JavaScript (gzip, largest of the languages)',
      bundle.firstScreenJsGzipKBLargest,
      200,
      'KB',
    ),
    budget('all JavaScript (gzip)', bundle.jsGzipKB, 300, 'KB'),
    budget('fonts', bundle.fontsKB, 150, 'KB'),
  ];
}

/** The budgets of the measured times: first frame, frame CPU, the turn cycles and the hint. */
export function timingBudgets(figures: TimingFigures): Budget[] {
  return [
    budget('first interactive frame', figures.firstInteractiveMs.median, 1000, 'ms'),
    budget(`frame CPU p95, ${figures.frameMs.seats} seats`, figures.frameMs.cpu.p95, 4, 'ms'),
    budget('turn cycle, 3 medium computers', figures.turnCycleMs.median, 2500, 'ms'),
    budget('turn cycle, 3 experts', figures.turnCycleExpertsMs.median, 2500, 'ms'),
    ...hintBudgets(figures.hint),
  ];
}

/** The hint's budget: 20 moves × 1000 rollouts. */
export function hintBudgets(hint: HintFigures): Budget[] {
  return [budget('hint, 20 moves × 1000 rollouts', hint.projected20x1000Ms, 200, 'ms')];
}

/** The budgets as lines of text: each one met or not, then how many are met. */
export function budgetLines(budgets: readonly Budget[]): string[] {
  const met = budgets.filter((each) => each.met).length;
  return [
    ...budgets.map(
      (each) =>
        `${each.met ? 'pass' : 'FAIL'}  ${each.name}: ${each.value} ${each.unit} (budget ≤ ${each.limit})`,
    ),
    `budgets: ${met} of ${budgets.length} met`,
  ];
}
