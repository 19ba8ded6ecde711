import { gridShape, type Rules } from '../../engine';

/** The cards of one seat in the official game (a 3×4 grid), which the expert's budgets are set for. */
const OFFICIAL_CARDS = 12;

/**
 * The share of the official game's rollout budgets and batches the expert spends under `rules`
 * (RULES.md R9.1, R9.5): a seat of n cards has about n / 12 times as many moves to weigh, each
 * rollout lasts about n / 12 times as many turns, so a decision costs (n / 12)² times the
 * official one at the same budget; the budgets shrink by that square to keep a decision's time
 * (1 for the official grid and every smaller one).
 */
export function gridBudgetShare(rules: Rules): number {
  const cards = gridShape(rules).cardsPerSeat;
  return Math.min(1, (OFFICIAL_CARDS / cards) ** 2);
}

/**
 * How much longer than in the official game a search's clock may run under `rules`: its budgets
 * shrink by `gridBudgetShare` to keep the work, but one rollout lasts about n / 12 times as many
 * turns, so a batch and the clock's last check run that much later (1 for the official grid and
 * every smaller one).
 */
export function gridTimeShare(rules: Rules): number {
  return Math.max(1, gridShape(rules).cardsPerSeat / OFFICIAL_CARDS);
}

/** `budget` scaled by `share`, at least `least`. */
export function scaledBudget(budget: number, share: number, least: number): number {
  return Math.max(least, Math.round(budget * share));
}
