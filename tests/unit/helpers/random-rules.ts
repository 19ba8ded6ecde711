import {
  DEFAULT_RULES,
  ENDER_PENALTY_ORDERS,
  NEXT_ROUND_STARTERS,
  type Random,
  type Rules,
  rulesProblem,
  TIE_RULES,
} from '../../../src/engine';

/**
 * Random rules with a small target, so that most games last a round or two: the official options,
 * and in every other game the house rules of RULES.md R9 (a random shape, set-up, lines, penalty
 * and dual hands), redrawn until `players` may play them.
 */
export function randomRules(random: Random, players: number): Rules {
  const official = {
    ...DEFAULT_RULES,
    targetScore: 1 + random.below(100),
    doubleOnlyPositive: random.below(2) === 0,
    nextRoundStarter: NEXT_ROUND_STARTERS[random.below(3)]!,
    tie: TIE_RULES[random.below(2)]!,
  };
  if (random.below(2) === 0) return official;
  for (;;) {
    const rows = 2 + random.below(3);
    const columns = 2 + random.below(5);
    const rules: Rules = {
      ...official,
      rows,
      columns,
      setupReveals: random.below(rows * columns),
      columnClears: random.below(4) !== 0,
      rowClears: random.below(2) === 0,
      enderMultiplier: 1 + random.below(4),
      enderFlat: random.below(3) === 0 ? random.below(51) : 0,
      enderPenaltyOrder: ENDER_PENALTY_ORDERS[random.below(2)]!,
      dualHands: players === 2 && random.below(3) === 0,
    };
    if (rulesProblem(rules, players) === null) return rules;
  }
}
