import { cardsPerPlayer, DEFAULT_RULES, gridShape, RULE_RANGES } from '../engine';

/** The most grids a player has under any rules (two with dual hands, RULES.md R9.5). */
export const MOST_GRIDS_PER_SEAT = gridShape({ ...DEFAULT_RULES, dualHands: true }).grids;

/**
 * The most cards a player has under any rules the room may play (two grids of the largest shape,
 * RULES.md R9.1 and R9.5): the bound of every position a message may name.
 */
export const MOST_CARDS_PER_SEAT = cardsPerPlayer({
  rows: RULE_RANGES.rows.max,
  columns: RULE_RANGES.columns.max,
  dualHands: true,
});

/** The most lines of one kind a grid has (its columns or its rows, whichever are more). */
export const MOST_LINES_OF_A_KIND = Math.max(RULE_RANGES.rows.max, RULE_RANGES.columns.max);
