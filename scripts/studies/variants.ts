// The house-rule variants the studies and benchmarks play (RULES.md R9, issue 28).
import type { Rules } from '../../src/engine';

/** The rules the report's variants play: the official game and issue 28's house rules (R9). */
export const VARIANTS: Readonly<Record<string, Partial<Rules>>> = {
  official: {},
  'rows-clear': { rowClears: true },
  'no-column-clears': { columnClears: false },
  '4x4': { rows: 4, columns: 4 },
  '3x5': { rows: 3, columns: 5 },
  'reveals-0': { setupReveals: 0 },
  'reveals-4': { setupReveals: 4 },
  'penalty-3x+10': { enderMultiplier: 3, enderFlat: 10 },
  'dual-hands': { dualHands: true },
  '4x6': { rows: 4, columns: 6 },
  'dual-hands-4x6': { dualHands: true, rows: 4, columns: 6 },
};
