import { type Bot, createBot, EasyBot, ThresholdBot } from '../../../src/ai';
import { decisionsOf, reviewDecisions, type ReviewLabel } from '../../../src/review';
import type { RolloutKernel } from '../../../src/solver';
import { playedRecord } from './played';

/** The self-consistency tables: seats and deal seed; seat 0 plays one round of each. */
export const CONSISTENCY_TABLES: readonly (readonly [players: number, seed: number])[] = [
  [2, 1],
  [3, 2],
  [2, 3],
  [4, 4],
];

/** The players whose decisions the self-consistency check reviews, by name. */
export const CONSISTENCY_PLAYERS = {
  expert: (kernel: RolloutKernel, seed: number): Bot =>
    createBot('expert', { seed, kernel, timeMs: Infinity }),
  threshold: (_kernel: RolloutKernel, seed: number): Bot =>
    new ThresholdBot({ threshold: 4, guard: false, seed }),
  random: (_kernel: RolloutKernel, seed: number): Bot => new EasyBot({ seed, mistakeRate: 1 }),
} as const;

/** What reviewing one player's decisions gave: mean cost per decision, their count, the labels. */
export interface ConsistencyFigure {
  readonly mean: number;
  readonly decisions: number;
  readonly labels: Partial<Record<ReviewLabel, number>>;
}

/**
 * Seat 0 played by `player` for one round of every table (default the test's; hard opponents), every decision of it
 * reviewed as the game does (seed 1): the mean cost per decision, the count, the labels.
 */
export function consistencyOf(
  kernel: RolloutKernel,
  player: (kernel: RolloutKernel, seed: number) => Bot,
  tables: readonly (readonly [players: number, seed: number])[] = CONSISTENCY_TABLES,
): ConsistencyFigure {
  let total = 0;
  let decisions = 0;
  const labels: Partial<Record<ReviewLabel, number>> = {};
  for (const [players, seed] of tables) {
    const opponents = Array.from({ length: players - 1 }, (_, i) =>
      createBot('hard', { seed: seed + i + 1 }),
    );
    const record = playedRecord([player(kernel, seed), ...opponents], seed, 1);
    const reviewed = reviewDecisions(decisionsOf(record, 0), { kernel, seed: 1 }).decisions;
    for (const decision of reviewed) {
      total += decision.cost;
      labels[decision.label] = (labels[decision.label] ?? 0) + 1;
    }
    decisions += reviewed.length;
  }
  return { mean: total / decisions, decisions, labels };
}
