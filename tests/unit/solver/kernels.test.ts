import { beforeAll, describe, expect, it } from 'vitest';
import { type GameState, gridShape, playerView, Random, seatsToAct } from '../../../src/engine';
import {
  candidateCodes,
  createTsKernel,
  DEFAULT_POLICY,
  encodeAction,
  encodeState,
  encodeView,
  loadWasmKernel,
  type RolloutKernel,
  type SolverExports,
} from '../../../src/solver';
import {
  ACTION_DRAW_SWAP,
  ACTION_POS_MASK,
  ACTION_TYPE_SHIFT,
  ADDR_KERNEL_WORK,
  ADDR_POLICY,
  ADDR_VIEW,
  ALL_SLOTS,
  K_PHASE,
  K_VISIBLE,
  MAX_PLAYERS,
  PHASE_ROUND_OVER,
  POLICY_WORDS,
  SLOT_FACE_DOWN,
  STEP_SEAT_SHIFT,
  V_DRAW_PILE_KNOWN,
  V_GRIDS,
  V_HIDDEN_GRIDS,
  V_PLAYERS,
} from '../../../src/solver/layout';
import { encodePolicy } from '../../../src/solver/policy';
import { wordsAt } from '../../../src/solver/wasm-module';
import { nextU32, seedRandom } from '../../../src/solver/ts-kernel/random';
import { randomPosition } from './positions';
import { newSolver, solverModule } from './solver-module';

let wasm: RolloutKernel;
const ts = createTsKernel();

beforeAll(async () => {
  wasm = await loadWasmKernel(await solverModule());
});

const positions: GameState[] = Array.from({ length: 60 }, (_, i) => randomPosition(1000 + i));

function viewOfActor(state: GameState) {
  return playerView(state, seatsToAct(state)[0]!);
}

describe('the rollout kernels', () => {
  it('draw from mulberry32, the engine’s generator (DESIGN.md habit 2)', () => {
    for (const seed of [0, 1, 42, 0xdeadbeef]) {
      const engine = new Random(seed);
      seedRandom(seed);
      for (let i = 0; i < 100; i++) expect(nextU32()).toBe(engine.nextUint32());
    }
  });

  it('see positions of every kind: set-up, drawn cards, reshuffled piles, 2 to 8 seats, house rules', () => {
    const views = positions.map(viewOfActor);
    expect(views.some((view) => view.rules.rows !== 3 || view.rules.columns !== 4)).toBe(true);
    expect(views.some((view) => view.rules.rowClears)).toBe(true);
    expect(views.some((view) => view.rules.dualHands)).toBe(true);
    expect(views.some((view) => view.rules.enderFlat > 0)).toBe(true);
    expect(views.some((view) => view.phase === 'setup')).toBe(true);
    expect(views.some((view) => view.drawn !== null)).toBe(true);
    expect(views.some((view) => view.drawPileKnown !== null)).toBe(true);
    expect(new Set(views.map((view) => view.players.length)).size).toBe(7);
  });

  it('WebAssembly and TypeScript evaluate every candidate identically', () => {
    for (const [i, state] of positions.entries()) {
      const view = viewOfActor(state);
      const words = encodeView(view);
      const candidates = candidateCodes(view);
      const options = { rollouts: 24, seed: i };
      const expected = ts.evaluate(words, candidates, options);
      expect(wasm.evaluate(words, candidates, options)).toEqual(expected);
      for (const stats of expected) {
        expect(stats.rollouts).toBe(24);
        expect(Number.isFinite(stats.mean)).toBe(true);
        expect(stats.stdError).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('WebAssembly and TypeScript play out views and full states identically, any seat, any policy', () => {
    const policies = [
      DEFAULT_POLICY,
      { keepThreshold: 0, swapGain: 3, enderMargin: 0, denyBonus: 0, coverMargin: -1000 },
    ];
    for (const [i, state] of positions.entries()) {
      const seat = i % state.players.length;
      for (const words of [encodeView(playerView(state, seat)), encodeState(state, seat)]) {
        const options = { seed: i, games: 20, policy: policies[i % 2]! };
        const expected = ts.playOut(words, options);
        expect(wasm.playOut(words, options)).toEqual(expected);
        expect(expected.scores).toHaveLength(words[V_PLAYERS]!);
        expect(expected.turns).toBeGreaterThan(0);
      }
    }
  });

  it('weigh the opponents’ mean round score by the searching seat’s rival weight (100 by default, 0: its own score alone)', () => {
    for (const [i, state] of positions.slice(0, 20).entries()) {
      const view = viewOfActor(state);
      const words = encodeView(view);
      const candidates = candidateCodes(view);
      const options = { rollouts: 16, seed: i };
      const weighed = (rivalWeight: number, seat = view.seat) =>
        view.players.map((_, at) =>
          at === seat ? { ...DEFAULT_POLICY, rivalWeight } : DEFAULT_POLICY,
        );
      const relative = wasm.evaluate(words, candidates, options);
      expect(wasm.evaluate(words, candidates, { ...options, policy: weighed(100) })).toEqual(
        relative,
      );
      const otherSeat = (view.seat + 1) % view.players.length;
      expect(
        wasm.evaluate(words, candidates, { ...options, policy: weighed(0, otherSeat) }),
      ).toEqual(relative);
      const own = wasm.evaluate(words, candidates, { ...options, policy: weighed(0) });
      const half = ts.evaluate(words, candidates, { ...options, policy: weighed(50) });
      expect(wasm.evaluate(words, candidates, { ...options, policy: weighed(50) })).toEqual(half);
      half.forEach((stats, c) => {
        expect(stats.mean).toBeCloseTo((own[c]!.mean + relative[c]!.mean) / 2, 9);
        // The seat's own round scores alone: whole numbers, so their sum is one.
        expect(own[c]!.mean * options.rollouts).toBeCloseTo(Math.round(own[c]!.mean * 16), 9);
      });
    }
  });

  it('use common random numbers: a candidate’s estimate does not depend on the other candidates', () => {
    for (const [i, state] of positions.slice(0, 20).entries()) {
      const view = viewOfActor(state);
      const candidates = candidateCodes(view);
      const all = wasm.evaluate(encodeView(view), candidates, { rollouts: 16, seed: i });
      const last = candidates.length - 1;
      const reversed = Int32Array.from([candidates[last]!, candidates[0]!]);
      const some = ts.evaluate(encodeView(view), reversed, { rollouts: 16, seed: i });
      expect(some).toEqual([all[last], all[0]]);
    }
  });

  it('prefer taking a low card over a high one to taking it over a low one (any shape and lines, the official penalty)', () => {
    let compared = 0;
    for (const state of positions) {
      const view = viewOfActor(state);
      // A steeper penalty (R9.4) makes holding back worth a high card: the comparison may turn.
      if (view.rules.enderFlat > 0 || view.rules.enderMultiplier > 2) continue;
      const top = view.discardPile[view.discardPile.length - 1]!;
      const grid = view.grids[view.seat]!;
      const faceUp = grid.flatMap((slot, pos) => (slot?.up ? [{ pos, card: slot.card! }] : []));
      if (view.phase !== 'turns' || view.drawn !== null || top > 0 || faceUp.length < 2) continue;
      const high = faceUp.reduce((a, b) => (b.card > a.card ? b : a));
      const low = faceUp.reduce((a, b) => (b.card < a.card ? b : a));
      if (high.card - low.card < 6) continue;
      const [overHigh, overLow] = wasm.evaluate(
        encodeView(view),
        Int32Array.from([high.pos, low.pos].map((pos) => encodeAction({ t: 'take-discard', pos }))),
        { rollouts: 200, seed: 5 },
      );
      expect(overHigh!.mean).toBeLessThan(overLow!.mean);
      compared++;
    }
    expect(compared).toBeGreaterThan(2);
  });

  it('refuse moves the seat may not make and views that do not add up', () => {
    const view = viewOfActor(positions.find((state) => state.phase === 'turns')!);
    const words = encodeView(view);
    const removed = Int32Array.from([(ACTION_DRAW_SWAP << ACTION_TYPE_SHIFT) | 15]);
    expect(() => ts.evaluate(words, removed, { rollouts: 4, seed: 1 })).toThrow(RangeError);
    expect(() => wasm.evaluate(words, new Int32Array(0), { rollouts: 4, seed: 1 })).toThrow(
      RangeError,
    );
    const candidates = candidateCodes(view);
    expect(() => wasm.evaluate(words, candidates, { rollouts: 0, seed: 1 })).toThrow(RangeError);
    const broken = words.slice();
    broken[V_DRAW_PILE_KNOWN] = 1 - broken[V_DRAW_PILE_KNOWN]!;
    expect(() => wasm.evaluate(broken, candidates, { rollouts: 4, seed: 1 })).toThrow(RangeError);
  });
});

/**
 * The policy's actions on `position` (WASM kernel, `cards` per seat) until, and with, the first
 * that turns a card or ends the round (which turns every card up).
 */
function stepsUntilATurnedCard(
  solver: SolverExports,
  position: Int32Array,
  cards: number,
  seed: number,
): number[] {
  wordsAt(solver, ADDR_VIEW, position.length).set(position);
  solver.kernelLoad(seed);
  const visible = wordsAt(solver, ADDR_KERNEL_WORK + 4 * K_VISIBLE, ALL_SLOTS);
  const phase = wordsAt(solver, ADDR_KERNEL_WORK + 4 * K_PHASE, 1);
  const codes: number[] = [];
  while (codes.length < 200 && phase[0] !== PHASE_ROUND_OVER) {
    const faceDown = visible.map((slot) => (slot === SLOT_FACE_DOWN ? 1 : 0));
    const code = solver.kernelStep();
    codes.push(code);
    const slot = (code >> STEP_SEAT_SHIFT) * cards + (code & ACTION_POS_MASK);
    if (faceDown[slot] === 1) break;
  }
  return codes;
}

describe('the rollout policy', () => {
  it('decides from public information only: face-down values change nothing until one is turned', async () => {
    const solver = await newSolver();
    wordsAt(solver, ADDR_POLICY, MAX_PLAYERS * POLICY_WORDS).set(encodePolicy());
    let steps = 0;
    for (const [i, state] of positions.entries()) {
      if (state.phase !== 'turns') continue;
      const words = encodeState(state, state.round.toMove!);
      const other = words.slice();
      for (let slot = 0; slot < ALL_SLOTS; slot++) {
        const at = V_HIDDEN_GRIDS + slot;
        if (other[V_GRIDS + slot] === SLOT_FACE_DOWN) other[at] = ((other[at]! + 9) % 15) - 2;
      }
      const cards = gridShape(state.rules).cardsPerSeat;
      const first = stepsUntilATurnedCard(solver, words, cards, i);
      expect(stepsUntilATurnedCard(solver, other, cards, i)).toEqual(first);
      steps += first.length;
    }
    expect(steps).toBeGreaterThan(30);
  });
});
