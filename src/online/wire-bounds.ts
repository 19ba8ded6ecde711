import { cardsPerPlayer, RULE_RANGES } from '../engine';

/**
 * The most cards a player has under any rules the room may play (two grids of the largest shape,
 * RULES.md R9.1 and R9.5): the bound of every position a message may name.
 */
export const MOST_CARDS_PER_SEAT = cardsPerPlayer({
  rows: RULE_RANGES.rows.max,
  columns: RULE_RANGES.columns.max,
  dualHands: true,
});
