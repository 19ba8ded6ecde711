import { describe, expect, it } from 'vitest';
import * as engine from '../../../src/engine';
import * as layout from '../../../src/solver/layout';
import { newSolver } from './solver-module';

describe('the memory layout', () => {
  it('mirrors in TypeScript every constant of assembly/layout.ts with the same value', async () => {
    const solver = (await newSolver()) as unknown as Record<string, unknown>;
    const exported = Object.entries(solver).flatMap(([name, value]) =>
      value instanceof WebAssembly.Global ? [[name, value.value as number] as const] : [],
    );
    expect(exported.length).toBeGreaterThan(100);
    expect(Object.fromEntries(exported)).toEqual({ ...layout });
  });

  it('takes the rule constants from the engine’s one definition (R1.1, R1.2, R2.1, R9.1)', () => {
    const names = ['MIN_CARD', 'MAX_CARD', 'CARD_KINDS', 'DECK_SIZE', 'MAX_PLAYERS'] as const;
    for (const name of names) expect([name, layout[name]]).toEqual([name, engine[name]]);
    // The kernels' fast path plays the official grid: the engine's official shape.
    const { rows, columns, cardsPerSeat } = engine.OFFICIAL_SHAPE;
    expect([layout.OFFICIAL_ROWS, layout.OFFICIAL_COLUMNS]).toEqual([rows, columns]);
    expect(layout.OFFICIAL_CARDS).toBe(cardsPerSeat);
    // An action code holds any position of a seat (R9.1, R9.5).
    expect(layout.ACTION_POS_MASK + 1).toBeGreaterThanOrEqual(layout.MAX_SEAT_CARDS);
    expect(layout.ACTION_POS_MASK & (layout.ACTION_POS_MASK + 1)).toBe(0);
    // R9.1: every deal leaves 20 cards in the draw pile and one on the discard pile.
    expect(layout.ALL_SLOTS).toBe(engine.DECK_SIZE - engine.MIN_DRAW_PILE - 1);
    const largest = { rows: layout.MAX_ROWS, columns: layout.MAX_COLUMNS, dualHands: true };
    expect(engine.cardsPerPlayer(largest)).toBe(layout.MAX_SEAT_CARDS);
    expect(engine.RULE_RANGES.rows.max).toBe(layout.MAX_ROWS);
    expect(engine.RULE_RANGES.columns.max).toBe(layout.MAX_COLUMNS);
  });

  it('starts above the module’s static data', async () => {
    const solver = await newSolver();
    expect(solver.heapBase()).toBeLessThanOrEqual(layout.ADDR_BASE);
  });

  it('gives every block room for its words', () => {
    const blocks: [number, number, number][] = [
      [layout.ADDR_ERROR, 5, layout.ADDR_POLICY],
      [layout.ADDR_POLICY, layout.MAX_PLAYERS * layout.POLICY_WORDS, layout.ADDR_CANDIDATES],
      [layout.ADDR_CANDIDATES, layout.MAX_CANDIDATES, layout.ADDR_STATS],
      [layout.ADDR_STATS, 4 * layout.MAX_CANDIDATES, layout.ADDR_SCORES],
      [layout.ADDR_SCORES, 2 * layout.MAX_PLAYERS, layout.ADDR_GAME],
      [layout.ADDR_GAME, layout.GAME_WORDS, layout.ADDR_GAME_BACKUP],
      [layout.ADDR_GAME_BACKUP, layout.GAME_WORDS, layout.ADDR_VIEW],
      [layout.ADDR_VIEW, layout.VIEW_WORDS, layout.ADDR_KERNEL_BASE],
      [layout.ADDR_KERNEL_BASE, layout.KERNEL_WORDS, layout.ADDR_KERNEL_WORK],
      [layout.ADDR_KERNEL_WORK, layout.KERNEL_WORDS, layout.ADDR_PAIRS],
      [layout.ADDR_PAIRS, 2 * layout.MAX_CANDIDATES ** 2, layout.ADDR_OBJECTIVES],
      [layout.ADDR_OBJECTIVES, layout.MAX_CANDIDATES, layout.ADDR_DRAW_RESPONSES],
      [layout.ADDR_DRAW_RESPONSES, layout.CARD_KINDS, layout.ADDR_RECORD],
    ];
    for (const [start, words, next] of blocks) expect(start + 4 * words).toBeLessThanOrEqual(next);
  });
});
