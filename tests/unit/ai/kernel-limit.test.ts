import { describe, expect, test } from 'vitest';
import { computeHint, createBot, expertCandidates } from '../../../src/ai';
import { distinctMoves } from '../../../src/ai/search/distinct-moves';
import { withinKernelLimit } from '../../../src/ai/search/kernel-limit';
import {
  apply,
  type GameState,
  newGame,
  playerView,
  type PlayerView,
  seatsToAct,
} from '../../../src/engine';
import { candidateCodes, createTsKernel, decodeAction, MAX_CANDIDATES } from '../../../src/solver';
import { unwrap } from '../helpers/game';

/**
 * The first position of a two-player game of two 4×6 grids each with rows clearing too and no
 * set-up reveals (R9.1, R9.3, R9.5) where the seat to act has more distinct moves than the
 * kernel weighs together: the game a property test found (seed 276950525), played by easy bots.
 */
function crowdedView(): PlayerView {
  let state: GameState = newGame({
    players: ['A', 'B'],
    rules: { rows: 4, columns: 6, rowClears: true, dualHands: true, setupReveals: 0 },
    seed: 276950525,
  });
  const bots = [createBot('easy', { seed: 1 }), createBot('easy', { seed: 2 })];
  for (let turn = 0; turn < 2000 && state.phase !== 'game-over'; turn++) {
    if (state.phase === 'round-over') break;
    const seat = seatsToAct(state)[0]!;
    const view = playerView(state, seat);
    if (distinctMoves(view, candidateCodes(view)).length > MAX_CANDIDATES) return view;
    state = unwrap(apply(state, bots[seat]!.decide(view)));
  }
  throw new Error('no position with more distinct moves than the kernel weighs');
}

describe('R9.5 a seat of two 4×6 grids has more moves than the kernel weighs together', () => {
  const view = crowdedView();

  test('the expert weighs as many as the kernel takes, the draw among them, and decides legally', () => {
    const all = distinctMoves(view, candidateCodes(view));
    const weighed = expertCandidates(view);
    expect(all.length).toBeGreaterThan(MAX_CANDIDATES);
    expect(weighed.length).toBe(MAX_CANDIDATES);
    const kinds = Array.from(weighed, (code) => decodeAction(code, view.seat).t);
    if (Array.from(all).some((code) => decodeAction(code, view.seat).t === 'draw'))
      expect(kinds).toContain('draw');
    const expert = createBot('expert', {
      seed: 3,
      kernel: createTsKernel(),
      rollouts: 2,
      timeMs: Infinity,
      exactDraw: false,
    });
    const action = expert.decide(view);
    expect(
      weighed.some(
        (code) => JSON.stringify(decodeAction(code, view.seat)) === JSON.stringify(action),
      ),
    ).toBe(true);
  });

  test('a move that must be weighed stays, and what stays keeps its order', () => {
    const all = distinctMoves(view, candidateCodes(view));
    const last = all[all.length - 1]!;
    const limited = withinKernelLimit(view, all, [last]);
    expect(limited.length).toBe(MAX_CANDIDATES);
    expect(Array.from(limited)).toContain(last);
    const order = Array.from(all);
    expect(Array.from(limited)).toEqual(order.filter((code) => Array.from(limited).includes(code)));
  });

  test('a hint of that position answers with legal moves', () => {
    const hint = computeHint(view, { kernel: createTsKernel(), rollouts: 8, timeMs: Infinity });
    expect(hint.candidates.length).toBeGreaterThan(0);
    for (const candidate of hint.candidates) {
      const legal = candidateCodes(view).some(
        (code) =>
          JSON.stringify(decodeAction(code, view.seat)) === JSON.stringify(candidate.action),
      );
      expect(legal).toBe(true);
    }
  });
});
