import { beforeAll, describe, expect, test } from 'vitest';
import {
  computeHint,
  HINT_CANDIDATES,
  HINT_REASON_CODES,
  type HintReason,
  hintFrom,
  hintOrder,
  hintReasons,
  naturalMove,
  type RankedCandidate,
} from '../../../src/ai';
import {
  apply,
  type GameState,
  legalActions,
  orderedDeck,
  playerView,
  type PlayerView,
} from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import { drawSwap, reveal, takeDiscard } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, play, unwrap } from '../helpers/game';
import { wasmKernel } from './kernel';
import { oneCardLeftNotLowest, playedPositions } from './positions';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

function codes(reasons: readonly HintReason[]): string[] {
  return reasons.map((reason) => reason.code);
}

describe('hints', () => {
  test('shape: up to three candidates, best first, cost 0 for the best, stable reason codes', () => {
    for (const { state, seat } of playedPositions(41, 2, 17)) {
      const view = playerView(state, seat);
      const hint = computeHint(view, { kernel, seed: 2, rollouts: 12, timeMs: Infinity });
      expect(hint.candidates.length).toBeGreaterThan(0);
      expect(hint.candidates.length).toBeLessThanOrEqual(HINT_CANDIDATES);
      expect(hint.candidates[0]!.cost).toBe(0);
      hint.candidates.forEach((candidate, i) => {
        expect(candidate.action.p).toBe(seat);
        expect(apply(state, candidate.action).ok).toBe(true);
        expect(candidate.interval).toBeGreaterThanOrEqual(0);
        if (i > 0) expect(candidate.cost).toBeGreaterThanOrEqual(hint.candidates[i - 1]!.cost);
        for (const reason of candidate.reasons) {
          expect(HINT_REASON_CODES).toContain(reason.code);
          for (const value of Object.values(reason.values))
            expect(Number.isFinite(value)).toBe(true);
        }
      });
      expect(typeof hint.close).toBe('boolean');
      const legal = legalActions(state).filter((action) => action.p === seat).length;
      expect(hint.searched).toEqual({ moves: legal, rollouts: legal * 12, kernel: kernel.name });
    }
  });

  test('the same position asked twice gives the same hint, whatever was asked before', () => {
    const positions = playedPositions(43, 2, 23).slice(0, 6);
    const first = positions.map(({ state, seat }) =>
      computeHint(playerView(state, seat), { kernel, seed: 1, rollouts: 40 }),
    );
    // Asked again in the other order: nothing of the earlier searches carries over.
    const again = positions
      .slice()
      .reverse()
      .map(({ state, seat }) =>
        computeHint(playerView(state, seat), { kernel, seed: 1, rollouts: 40 }),
      )
      .reverse();
    expect(again).toEqual(first);
  });

  test('among moves within each other’s interval the natural move (hard’s) comes first', () => {
    const view = playerView(dealtGame(orderedDeck(), { players: 2 }), 0);
    const candidate = (pos: number, mean: number): RankedCandidate => ({
      action: reveal(0, pos),
      mean,
      stdError: 0.5,
      rollouts: 100,
    });
    const ranked = [candidate(0, 1), candidate(1, 1.2), candidate(2, 1.5), candidate(3, 5)];
    expect(hintOrder(ranked, reveal(0, 2)).map((c) => c.action)).toEqual(
      [2, 0, 1, 3].map((pos) => reveal(0, pos)),
    );
    // A natural move clearly behind the best is not put first.
    expect(hintOrder(ranked, reveal(0, 3))[0]!.action).toEqual(reveal(0, 0));
    const natural = naturalMove(view);
    const hint = hintFrom(view, ranked, 'typescript');
    expect(hint.candidates.map((c) => [c.cost, c.equal])).toEqual([
      [0, true],
      [0, true],
      [0, true],
    ]);
    if (natural.t === 'reveal' && natural.pos < 3)
      expect(hint.candidates[0]!.action).toEqual(natural);
    expect(hint.close).toBe(true);
  });

  test('close: the best two are within their intervals', () => {
    const view = playerView(dealtGame(orderedDeck(), { players: 2 }), 0);
    const ranked = (second: number): RankedCandidate[] => [
      { action: reveal(0, 0), mean: 1, stdError: 0.5, rollouts: 100 },
      { action: reveal(0, 1), mean: second, stdError: 0.5, rollouts: 100 },
    ];
    expect(hintFrom(view, ranked(2), 'typescript').close).toBe(true);
    expect(hintFrom(view, ranked(4), 'typescript').close).toBe(false);
    expect(hintFrom(view, ranked(4), 'typescript').candidates[1]!.cost).toBe(3);
    expect(hintFrom(view, ranked(4), 'typescript').candidates[1]!.interval).toBeCloseTo(0.98);
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
    expect(risk?.values.needBelow).toBeGreaterThan(15);
    expect(codes(hintReasons(view, takeDiscard(0, 0)))).not.toContain('going-out-risks-doubling');
  });
});
