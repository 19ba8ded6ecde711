import { describe, expect, test } from 'vitest';
import { distinctMoves } from '../../../src/ai/search/distinct-moves';
import { playerView } from '../../../src/engine';
import { candidateCodes, decodeAction } from '../../../src/solver';
import { afterSetup } from './after-setup';

describe('moves nobody can tell apart (R4.2, R8.1)', () => {
  test('one move per family: face-down cards of untouched columns are all alike', () => {
    const view = playerView(afterSetup(), 0);
    const kept = Array.from(distinctMoves(view, candidateCodes(view)), (code) =>
      decodeAction(code, 0),
    );
    // take-discard: over the 0, over the 1, under them (pos 2), or into an untouched column.
    expect(kept).toEqual([
      { p: 0, t: 'take-discard', pos: 0 },
      { p: 0, t: 'take-discard', pos: 1 },
      { p: 0, t: 'take-discard', pos: 2 },
      { p: 0, t: 'take-discard', pos: 3 },
      { p: 0, t: 'draw' },
    ]);
  });
});

