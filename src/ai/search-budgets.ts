/**
 * The searches' default budgets, in a module of their own: the page reads them (its solver
 * client's defaults) without loading the searches, which live in the solver's chunk.
 */

/** The expert's default time budget per decision, in milliseconds. */
export const EXPERT_TIME_MS = 150;

/**
 * The default most rollouts per candidate of a hint. A hint stops earlier once the moves it shows
 * are told apart: each as good as the best (within ±0.5) or clearly behind it.
 */
export const HINT_ROLLOUTS = 2000;

/**
 * The default time limit of a hint's comparison, in milliseconds: a safety net for slow machines.
 * A hint normally ends on its rollout budget or once settled, so the same position gives the
 * same hint.
 */
export const HINT_TIME_MS = 1500;
