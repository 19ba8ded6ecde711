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

  it('takes the rule constants from the engine’s one definition (R1.1, R1.2, R2.1, R2.3)', () => {
    const names = ['MIN_CARD', 'MAX_CARD', 'CARD_KINDS', 'DECK_SIZE', 'MAX_PLAYERS'] as const;
    for (const name of names) expect([name, layout[name]]).toEqual([name, engine[name]]);
    // The kernels play the official grid (kernelPlays): the engine's official shape and set-up.
    const { rows, columns, cardsPerSeat } = engine.OFFICIAL_SHAPE;
    const official = {
      ROWS: rows,
      COLUMNS: columns,
      GRID_SIZE: cardsPerSeat,
      SETUP_REVEALS: engine.DEFAULT_RULES.setupReveals,
    };
    for (const [name, value] of Object.entries(official))
      expect([name, layout[name as keyof typeof official]]).toEqual([name, value]);
    expect(layout.ALL_SLOTS).toBe(engine.MAX_PLAYERS * cardsPerSeat);
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
