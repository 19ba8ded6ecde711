// What ending the round risks (R5.1–R5.3), estimated from the cards a seat has seen (R8), and the
// reasons built on it, which must not change when the unseen cards lie elsewhere (R8.3).
import { beforeAll, describe, expect, test } from 'vitest';
import { computeHint } from '../../../../src/ai';
import { enderRisk } from '../../../../src/ai/hints/ender-risk';
import { playerView } from '../../../../src/engine';
import type { RolloutKernel } from '../../../../src/solver';
import { drawDiscard, drawSwap, takeDiscard } from '../../helpers/actions';
import { withUnseenCardsMoved } from '../../helpers/hidden';
import { wasmKernel } from '../kernel';
import { seat } from '../obvious/notation';
import { buildTable } from '../obvious/table';
import { oneCardLeftNotLowest, playedPositions } from '../positions';

describe('R5.3: the ender’s penalty risk of a move that ends the round', () => {
  test('going out far above a grid of low cards is doubled almost surely', () => {
    const view = playerView(oneCardLeftNotLowest(), 0);
    const risk = enderRisk(view, takeDiscard(0, 11))!;
    expect(risk.chance).toBeGreaterThan(0.95);
    expect(risk.penalised).toBe(2 * Math.round(risk.score));
    expect(risk.expectedPenalty).toBeCloseTo(risk.chance * risk.score, 0);
  });

  test('a move that leaves a face-down card ends nothing and risks nothing', () => {
    const view = playerView(oneCardLeftNotLowest(), 0);
    expect(enderRisk(view, takeDiscard(0, 0))).toBeNull();
  });

  test('going out far lowest is never penalised', () => {
    const state = buildTable({
      seats: [seat('0 -1 0 -1 / -1 0 -2 0 / 0 -1 0 .'), seat('9 . . 8 / . 10 . . / 7 . 11 .')],
      toMove: 0,
      offer: 6,
      drawn: -2,
    });
    const risk = enderRisk(playerView(state, 0), drawSwap(0, 11))!;
    expect(risk).toMatchObject({ chance: 0, expectedPenalty: 0 });
    expect(risk.score).toBe(-8);
  });

  test('a card turned by the move is of unknown value: the score is its expectation', () => {
    // Issue 27's blunder: 22 face-up and one face-down card, against a grid of low cards.
    const view = playerView(
      buildTable({
        seats: [seat('2 3 4 1 / 2 1 3 0 / 1 2 3 .'), seat('0 1 2 1 / . 0 1 . / 1 0 2 .')],
        toMove: 0,
        offer: 10,
        drawn: 9,
      }),
      0,
    );
    const risk = enderRisk(view, drawDiscard(0, 11))!;
    // 22 face-up plus the unseen mean (about 5.5): likely, but not surely, doubled.
    expect(risk.score).toBeGreaterThan(25);
    expect(risk.score).toBeLessThan(31);
    expect(risk.chance).toBeGreaterThan(0.4);
    expect(risk.chance).toBeLessThan(0.95);
    // The same position and move always give the same estimate.
    expect(enderRisk(view, drawDiscard(0, 11))).toEqual(risk);
  });

  test('R5.3 doubleOnlyPositive: a score of zero or less is doubled only when the option is off', () => {
    const seats = [
      seat('0 0 0 0 / 0 0 0 0 / 0 0 -1 .'),
      seat('-2 -2 -1 -1 / -2 -1 -1 -1 / -2 0 0 .'),
    ];
    const position = (doubleOnlyPositive: boolean) =>
      playerView(
        buildTable({ seats, toMove: 0, offer: 6, drawn: -2, rules: { doubleOnlyPositive } }),
        0,
      );
    const official = enderRisk(position(true), drawSwap(0, 11))!;
    expect(official.score).toBe(-3);
    expect(official.chance).toBe(0);
    const variant = enderRisk(position(false), drawSwap(0, 11))!;
    expect(variant.chance).toBeGreaterThan(0.3);
    expect(variant.penalised).toBe(-6);
  });
});

describe('R9.4: the house penalty is the one the rules give', () => {
  test('×3 + 10, multiplied first or added first', () => {
    const position = (enderPenaltyOrder: 'multiply-first' | 'add-first') =>
      playerView(
        buildTable({
          seats: [seat('2 3 4 1 / 2 1 3 0 / 1 2 3 .'), seat('0 1 2 1 / . 0 1 . / 1 0 2 .')],
          toMove: 0,
          offer: 10,
          drawn: 9,
          rules: { enderMultiplier: 3, enderFlat: 10, enderPenaltyOrder },
        }),
        0,
      );
    const first = enderRisk(position('multiply-first'), drawSwap(0, 11))!;
    expect(first.score).toBe(31);
    expect(first.penalised).toBe(31 * 3 + 10);
    expect(first.expectedPenalty).toBeCloseTo(first.chance * (31 * 2 + 10), 5);
    const added = enderRisk(position('add-first'), drawSwap(0, 11))!;
    expect(added.penalised).toBe((31 + 10) * 3);
  });
});

describe('R8.3: re-dealing every card nobody has seen changes no reason', () => {
  let kernel: RolloutKernel;
  beforeAll(async () => {
    kernel = await wasmKernel();
  });

  test('the hint’s reasons are the same wherever the unseen cards lie', () => {
    const positions = playedPositions(29, 3, 13).filter(({ state }) => state.phase === 'turns');
    expect(positions.length).toBeGreaterThan(8);
    for (const { state, seat: who, label } of positions) {
      const reasons = (s: typeof state) =>
        computeHint(playerView(s, who), {
          kernel,
          seed: 3,
          rollouts: 128,
          timeMs: Infinity,
        }).candidates.map((candidate) => candidate.reasons);
      const expected = reasons(state);
      expect(reasons(withUnseenCardsMoved(state, who, 7919 + who)), label).toEqual(expected);
    }
  });
});
