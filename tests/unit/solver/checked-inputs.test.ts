import { describe, expect, it } from 'vitest';
import { type GameState, playerView, seatsToAct } from '../../../src/engine';
import { candidateCodes, createTsKernel, encodeView } from '../../../src/solver';
import {
  ACTION_DRAW_SWAP,
  ACTION_POS_MASK,
  ACTION_TYPE_SHIFT,
  MAX_CARD,
  SLOT_REMOVED,
  V_GRIDS,
  V_PLAYERS,
} from '../../../src/solver/layout';
import { viewSeatCards } from '../../../src/solver/view-check';
import { randomPosition } from './positions';

/** A position in its turns whose seat to move may swap over a face-up card (`pos`). */
function swapPosition(): { words: Int32Array; candidates: Int32Array; code: number; slot: number } {
  for (let seed = 0; ; seed++) {
    const state: GameState = randomPosition(5000 + seed);
    if (state.phase !== 'turns') continue;
    const view = playerView(state, seatsToAct(state)[0]!);
    const words = encodeView(view);
    const candidates = candidateCodes(view);
    const cards = viewSeatCards(words);
    const code = Array.from(candidates).find((each) => {
      const slot = words[V_GRIDS + view.seat * cards + (each & ACTION_POS_MASK)]!;
      return each >> ACTION_TYPE_SHIFT === ACTION_DRAW_SWAP && slot <= MAX_CARD;
    });
    if (code !== undefined)
      return {
        words,
        candidates,
        code,
        slot: V_GRIDS + view.seat * cards + (code & ACTION_POS_MASK),
      };
  }
}

describe('the kernel’s checks of its inputs, remembered between the batches of a search', () => {
  it('still refuse a view changed in place after it was found sound', () => {
    const kernel = createTsKernel();
    const { words, candidates } = swapPosition();
    expect(() => kernel.evaluatePaired(words, candidates, { rollouts: 2, seed: 1 })).not.toThrow();
    const players = words[V_PLAYERS]!;
    words[V_PLAYERS] = 99;
    expect(() => kernel.evaluatePaired(words, candidates, { rollouts: 2, seed: 1 })).toThrow(
      RangeError,
    );
    words[V_PLAYERS] = players;
    expect(() => kernel.evaluatePaired(words, candidates, { rollouts: 2, seed: 1 })).not.toThrow();
  });

  it('check a move again in another view, and refuse a move never offered', () => {
    const kernel = createTsKernel();
    const { words, candidates, code, slot } = swapPosition();
    kernel.evaluatePaired(words, candidates, { rollouts: 2, seed: 1 });
    const gone = words.slice();
    gone[slot] = SLOT_REMOVED;
    expect(() =>
      kernel.evaluatePaired(gone, Int32Array.of(code), { rollouts: 2, seed: 1 }),
    ).toThrow(/is not a move seat/);
    expect(() =>
      kernel.evaluatePaired(words, Int32Array.of(4095), { rollouts: 2, seed: 1 }),
    ).toThrow(/is not a move seat/);
  });

  it('give the same sums whether the view was checked before or not', () => {
    const { words, candidates } = swapPosition();
    const fresh = createTsKernel().evaluatePaired(words, candidates, { rollouts: 8, seed: 3 });
    const kernel = createTsKernel();
    kernel.evaluatePaired(words, candidates, { rollouts: 8, seed: 2 });
    const again = kernel.evaluatePaired(words, candidates, { rollouts: 8, seed: 3 });
    expect(Array.from(again.sums)).toEqual(Array.from(fresh.sums));
    expect(Array.from(again.squaredDifferences)).toEqual(Array.from(fresh.squaredDifferences));
  });
});
