import { beforeAll, describe, expect, test } from 'vitest';
import {
  AS_GOOD_HALF_WIDTH,
  asGood,
  computeHint,
  HINT_CANDIDATES,
  HINT_REASON_CODES,
  type HintReason,
  hintOrder,
  hintReasons,
  hintBudget,
  hintSearch,
  type JudgedMove,
} from '../../../src/ai';
import {
  apply,
  type GameState,
  legalActions,
  playerView,
  type PlayerView,
  type Rules,
  withDefaults,
} from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import { drawSwap, reveal, takeDiscard } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, play, unwrap } from '../helpers/game';
import { afterSetup } from './after-setup';
import { wasmKernel } from './kernel';
import { oneCardLeftNotLowest, playedPositions } from './positions';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

function codes(reasons: readonly HintReason[]): string[] {
  return reasons.map((reason) => reason.code);
}

describe('R9.1 R9.5 a hint’s budget reads the seat’s cards, as the expert’s search does', () => {
  const viewOf = (rules: Partial<Rules>) => ({ rules: withDefaults(rules) }) as PlayerView;
  test('the official grid and smaller ones keep the default budget and clock', () => {
    expect(hintBudget(viewOf({}))).toEqual({ rollouts: 2000, batch: 64, timeMs: 1500 });
    expect(hintBudget(viewOf({ rows: 2, columns: 3 }))).toEqual({
      rollouts: 2000,
      batch: 64,
      timeMs: 1500,
    });
  });

  test('dual hands (24 cards): a quarter of the rollouts and batch, twice the clock', () => {
    expect(hintBudget(viewOf({ dualHands: true }))).toEqual({
      rollouts: 500,
      batch: 16,
      timeMs: 3000,
    });
    expect(hintBudget(viewOf({ rows: 4, columns: 6 }))).toEqual({
      rollouts: 500,
      batch: 16,
      timeMs: 3000,
    });
  });

  test('the largest seat (dual 4×6, 48 cards) keeps 128 rollouts and a batch of 8', () => {
    expect(hintBudget(viewOf({ dualHands: true, rows: 4, columns: 6 }))).toEqual({
      rollouts: 128,
      batch: 8,
      timeMs: 6000,
    });
    expect(hintBudget(viewOf({ dualHands: true }), { rollouts: 40, timeMs: 10 })).toEqual({
      rollouts: 40,
      batch: 16,
      timeMs: 20,
    });
  });
});

describe('hints', () => {
  test('shape: up to three candidates, the first at cost 0, costs measured against it, stable reason codes', () => {
    for (const { state, seat } of playedPositions(41, 2, 17)) {
      const view = playerView(state, seat);
      const hint = computeHint(view, { kernel, seed: 2, rollouts: 64, timeMs: Infinity });
      expect(hint.candidates.length).toBeGreaterThan(0);
      expect(hint.candidates.length).toBeLessThanOrEqual(HINT_CANDIDATES);
      expect(hint.candidates[0]!).toMatchObject({ cost: 0, interval: 0, equal: true });
      hint.candidates.forEach((candidate) => {
        expect(candidate.action.p).toBe(seat);
        expect(apply(state, candidate.action).ok).toBe(true);
        expect(candidate.interval).toBeGreaterThanOrEqual(0);
        expect(candidate.cost).toBeGreaterThanOrEqual(0);
        if (candidate.equal) expect(candidate.cost).toBe(0);
        for (const reason of candidate.reasons) {
          expect(HINT_REASON_CODES).toContain(reason.code);
          for (const value of Object.values(reason.values))
            expect(Number.isFinite(value)).toBe(true);
        }
      });
      expect(typeof hint.close).toBe('boolean');
      const legal = legalActions(state).filter((action) => action.p === seat).length;
      expect(hint.searched.moves).toBeGreaterThan(0);
      expect(hint.searched.moves).toBeLessThanOrEqual(legal);
      expect(hint.searched.rollouts).toBeGreaterThanOrEqual(64 * hint.candidates.length);
      expect(hint.searched.kernel).toBe(kernel.name);
    }
  });

  test('the same position asked twice gives the same hint, whatever was asked before', () => {
    const positions = playedPositions(43, 2, 23).slice(0, 6);
    const first = positions.map(({ state, seat }) =>
      computeHint(playerView(state, seat), { kernel, seed: 1, rollouts: 64 }),
    );
    // Asked again in the other order: nothing of the earlier searches carries over.
    const again = positions
      .slice()
      .reverse()
      .map(({ state, seat }) =>
        computeHint(playerView(state, seat), { kernel, seed: 1, rollouts: 64 }),
      )
      .reverse();
    expect(again).toEqual(first);
  });

  test('"as good": the interval of the difference includes 0 and is narrower than ±0.5', () => {
    const difference = (mean: number, interval: number) => ({
      mean,
      interval,
      stdError: interval / 1.96,
      rollouts: 500,
    });
    expect(AS_GOOD_HALF_WIDTH).toBe(0.5);
    expect(asGood(difference(0.1, 0.4))).toBe(true);
    expect(asGood(difference(-0.3, 0.45))).toBe(true);
    // Too wide to say: the search could not tell them apart, which is not "as good".
    expect(asGood(difference(0.1, 0.9))).toBe(false);
    // Narrow but clear of 0: a real, small cost.
    expect(asGood(difference(0.4, 0.3))).toBe(false);
  });

  test('among moves as good as the best the natural move (hard’s) comes first', () => {
    // Seat 0 shows a 0 and a 1 in its first column: over the 0, over the 1, under them and into
    // another column are four different moves (R4.2).
    const view = playerView(afterSetup(), 0);
    const move = (pos: number, mean: number, asGoodAsBest: boolean): JudgedMove => ({
      action: takeDiscard(0, pos),
      mean,
      stdError: 0.2,
      rollouts: 500,
      versusBest: { mean: mean - 1, stdError: 0.2, rollouts: 500, interval: 0.39 },
      asGood: asGoodAsBest,
    });
    const moves = [move(0, 1, true), move(1, 1.2, true), move(2, 1.3, true), move(3, 5, false)];
    expect(hintOrder(moves, view, takeDiscard(0, 2)).map((m) => m.action)).toEqual(
      [2, 0, 1, 3].map((pos) => takeDiscard(0, pos)),
    );
    // A natural move of the same family counts as that move: another untouched column.
    expect(hintOrder(moves, view, takeDiscard(0, 6))[0]!.action).toEqual(takeDiscard(0, 0));
    // A natural move clearly behind the best is not put first.
    expect(hintOrder(moves, view, takeDiscard(0, 3))[0]!.action).toEqual(takeDiscard(0, 0));
  });

  test('pairs its comparisons: a difference’s interval is narrower than the two estimates’ together', () => {
    let paired = 0;
    let unpaired = 0;
    for (const { state, seat } of playedPositions(47, 2, 19).slice(0, 12)) {
      const view = playerView(state, seat);
      const judge = hintSearch(view, { kernel, seed: 1, rollouts: 256, timeMs: Infinity });
      while (!judge.done) judge.step();
      const moves = judge.moves();
      const best = moves[0]!;
      for (const move of moves.slice(1).filter((m) => m.rollouts === best.rollouts)) {
        paired += move.versusBest.interval;
        unpaired += 1.96 * Math.hypot(move.stdError, best.stdError);
      }
    }
    expect(paired).toBeGreaterThan(0);
    expect(paired).toBeLessThan(0.9 * unpaired);
  });
});

describe('hint reasons', () => {
  // Columns top to bottom. Seat 0: 7 7 1 | 9 2 3 | 4 0 4 | 5 6 8. Seat 1: 1 1 10 | 10 10 11 | …
  const grid0 = [7, 7, 1, 9, 2, 3, 4, 0, 4, 5, 6, 8];
  const grid1 = [1, 1, 10, 10, 10, 11, 3, 3, 4, 12, 12, 5];
  const discard = 7;
  const drawTop = 1;
  /** Seat 0 (7 + 7 face-up against seat 1's 1 + 1) starts (R2.4). */
  function game(): GameState {
    const state = dealtGame(stackedDeck({ grids: [grid0, grid1], discard, draws: [drawTop] }), {
      players: 2,
    });
    return play(state, reveal(0, 0), reveal(0, 1), reveal(1, 0), reveal(1, 1));
  }
  const started = (): PlayerView => playerView(game(), 0);

  test('completing a column, replacing a face-down card', () => {
    const view = started();
    expect(view.toMove).toBe(0);
    expect(hintReasons(view, takeDiscard(0, 2))).toContainEqual({
      code: 'completes-column',
      values: { value: 7 },
    });
    expect(codes(hintReasons(view, takeDiscard(0, 5)))).toContain('replaces-face-down');
    // The discard 7 over the face-up 7 changes nothing: said so, not "replaces your 7 with a 7".
    const same = hintReasons(view, takeDiscard(0, 0));
    expect(same).toContainEqual({ code: 'keeps-grid', values: { value: 7 } });
    expect(codes(same)).not.toContain('replaces-card');
  });

  test('discarding what completes the next player’s column', () => {
    const view = playerView(unwrap(apply(game(), { p: 0, t: 'draw' })), 0);
    expect(view.drawn).toBe(drawTop);
    const reasons = hintReasons(view, { p: 0, t: 'draw-discard', pos: 4 });
    expect(reasons).toContainEqual({
      code: 'feeds-opponent-column',
      values: { seat: 1, value: 1 },
    });
    expect(codes(reasons)).toContain('reveals-card');
    expect(codes(hintReasons(view, drawSwap(0, 4)))).not.toContain('feeds-opponent-column');
  });

  test('drawing: the chance of a low card', () => {
    const reasons = hintReasons(started(), { p: 0, t: 'draw' });
    const chance = reasons.find((reason) => reason.code === 'draw-at-most-chance');
    expect(chance?.values.percent).toBeGreaterThan(0);
    expect(chance?.values.percent).toBeLessThan(100);
  });

  test('going out without being clearly lowest risks doubling (R5.3)', () => {
    const state = oneCardLeftNotLowest();
    const view = playerView(state, 0);
    const going = hintReasons(view, takeDiscard(0, 11));
    const risk = going.find((reason) => reason.code === 'going-out-risks-doubling');
    // Seat 0 shows 98 against seat 1's face-down grid of low cards: penalised almost surely.
    expect(risk?.values.percent).toBeGreaterThan(90);
    expect(risk?.values.score).toBeGreaterThan(90);
    expect(risk?.values.penalised).toBe(2 * risk!.values.score!);
    expect(codes(hintReasons(view, takeDiscard(0, 0)))).not.toContain('going-out-risks-doubling');
  });
});
