// Kernel-level tests for the faults issue 10 found in what both kernels share, each on a position
// built with the engine and run in both kernels (which must agree exactly).
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, type GameState, playerView } from '../../../src/engine';
import {
  candidateCodes,
  createTsKernel,
  decodeAction,
  DEFAULT_POLICY,
  encodeState,
  encodeView,
  loadWasmKernel,
  type RolloutKernel,
  type RolloutPolicy,
  type SolverExports,
} from '../../../src/solver';
import {
  ACTION_DRAW_SWAP,
  ACTION_POS_MASK,
  ACTION_TAKE_DISCARD,
  ACTION_TYPE_SHIFT,
  ADDR_POLICY,
  ADDR_VIEW,
  K_FACE_DOWN_ESTIMATE,
  STEP_SEAT_SHIFT,
} from '../../../src/solver/layout';
import { encodePolicy } from '../../../src/solver/policy';
import { loadView } from '../../../src/solver/ts-kernel/determinize';
import { policyWords, view, work } from '../../../src/solver/ts-kernel/memory';
import { readPolicy } from '../../../src/solver/ts-kernel/policy';
import { seedRandom } from '../../../src/solver/ts-kernel/random';
import { step } from '../../../src/solver/ts-kernel/step';
import { wordsAt } from '../../../src/solver/wasm-module';
import { drawDiscard, reveal } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, play, unwrap } from '../helpers/game';
import { newSolver, solverModule } from './solver-module';

/** The bits of a kernel step's code that hold its action code (not its seat). */
const ACTION_MASK = (1 << STEP_SEAT_SHIFT) - 1;

let solver: SolverExports;
let wasm: RolloutKernel;
const ts = createTsKernel();
beforeAll(async () => {
  solver = await newSolver();
  wasm = await loadWasmKernel(await solverModule());
});

/** The policy's next action on the full state `state`, the same in both kernels. */
function policyStep(state: GameState, seat: number, policy: RolloutPolicy): number {
  const words = encodeState(state, seat);
  const policyBlock = encodePolicy(policy);
  view.set(words);
  policyWords.set(policyBlock);
  seedRandom(1);
  loadView();
  readPolicy(work[K_FACE_DOWN_ESTIMATE]!);
  const code = step();
  wordsAt(solver, ADDR_VIEW, words.length).set(words);
  wordsAt(solver, ADDR_POLICY, policyBlock.length).set(policyBlock);
  solver.kernelLoad(1);
  expect(solver.kernelStep()).toBe(code);
  return code;
}

/**
 * Issue 10's first blunder: 2 players, seat 0 shows an 11 (position 0) and a 9 (position 4),
 * seat 1 two 1s (positions 0 and 1), the first discard is a 10, and seat 0 has drawn a 0.
 */
function zeroOverEleven(): GameState {
  const grids = [
    [11, 5, 5, 5, 9, 5, 5, 5, 5, 5, 5, 5],
    [1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
  ];
  const state = dealtGame(stackedDeck({ grids, discard: 10, draws: [0] }), { players: 2 });
  const started = play(state, reveal(0, 0), reveal(0, 4), reveal(1, 0), reveal(1, 1));
  return unwrap(apply(started, { p: 0, t: 'draw' }), 'draw');
}

describe('fault: a kept low card went over a low face-up card (the rollout policy)', () => {
  // After seat 0 discards the 0, seat 1 holds two face-up 1s and ten face-down cards.
  const offered = () => play(zeroOverEleven(), drawDiscard(0, 1));

  it('the policy now covers a face-down card with the 0, not a 1 (no gift loop)', () => {
    const code = policyStep(offered(), 1, DEFAULT_POLICY);
    expect(code >> STEP_SEAT_SHIFT).toBe(1);
    expect((code & ACTION_MASK) >> ACTION_TYPE_SHIFT).toBe(ACTION_TAKE_DISCARD);
    expect([0, 1]).not.toContain(code & ACTION_POS_MASK);
  });

  it('the old placement (cover margin -1000) swapped the 0 for a 1, handing the 1 back', () => {
    const code = policyStep(offered(), 1, { ...DEFAULT_POLICY, coverMargin: -1000 });
    expect([0, 1]).toContain(code & ACTION_POS_MASK);
  });

  it('a card above the unseen mean is still covered: a -2 goes over the face-up 11', () => {
    // Seat 1 draws the -2 (the lowest card left) and discards it; seat 0 shows an 11 and a 9.
    const state = play(offered(), drawDiscard(1, 5));
    const code = policyStep(state, 0, DEFAULT_POLICY);
    expect(code & ACTION_MASK).toBe((ACTION_TAKE_DISCARD << ACTION_TYPE_SHIFT) | 0);
  });

  it('rollouts rank every swap of the drawn 0 ahead of discarding it, identically in both kernels', () => {
    const seen = playerView(zeroOverEleven(), 0);
    const codes = candidateCodes(seen);
    const options = { rollouts: 3000, seed: 10, policy: DEFAULT_POLICY };
    const stats = wasm.evaluate(encodeView(seen), codes, options);
    expect(ts.evaluate(encodeView(seen), codes, { ...options, rollouts: 40 })).toEqual(
      wasm.evaluate(encodeView(seen), codes, { ...options, rollouts: 40 }),
    );
    const mean = (t: string) =>
      stats.filter((_, i) => decodeAction(codes[i]!, 0).t === t).map((stat) => stat.mean);
    expect(Math.max(...mean('draw-swap'))).toBeLessThan(Math.min(...mean('draw-discard')));
    const old = wasm.evaluate(encodeView(seen), codes, {
      ...options,
      policy: { ...DEFAULT_POLICY, coverMargin: -1000 },
    });
    const swapAt0 = (ACTION_DRAW_SWAP << ACTION_TYPE_SHIFT) | 0;
    const overEleven = old[codes.indexOf(swapAt0)]!.mean;
    expect(Math.min(...old.map((stat) => stat.mean))).toBeLessThan(overEleven - 1);
  });
});
