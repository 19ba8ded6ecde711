import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { createBot, ExpertBot, expertSearch, STALL_RESHUFFLES } from '../../../src/ai';
import { chanceAtMost, nextDrawPool, poolMean } from '../../../src/ai/card-pools';
import {
  type Action,
  apply,
  type GameState,
  orderedDeck,
  playerView,
  type PlayerView,
  replayRecord,
  withRandomReshuffles,
} from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import { drawSwap, reveal } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, play, unwrap } from '../helpers/game';
import { reshuffledRecord } from '../helpers/records';
import { wasmKernel } from './kernel';
import { seat } from './obvious/notation';
import { buildTable } from './obvious/table';
import { oneCardLeftNotLowest, playedPositions } from './positions';

describe('counting (R8.1)', () => {
  const counts = [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]; // −2, 0, 0, 12
  test('pool mean and the chance of a low draw', () => {
    expect(poolMean(counts)).toBe(10 / 4);
    expect(chanceAtMost(counts, 0)).toBe(3 / 4);
    expect(chanceAtMost(counts, -3)).toBe(0);
    expect(poolMean(new Array<number>(15).fill(0), 5)).toBe(5);
  });

  test('with an empty draw pile the next draw comes from the discard pile under its top (R6.1)', () => {
    const view = {
      ...playerView(dealtGame(orderedDeck()), 0),
      drawPileSize: 0,
      discardPile: [3, 3, 9],
    };
    expect(nextDrawPool(view)[3 + 2]).toBe(2);
    expect(nextDrawPool(view)[9 + 2]).toBe(0);
  });
});

describe('the hard level', () => {
  // Seat 0 reveals 12 12, seat 1 reveals 10 10 in its first column; the next draw is a 10.
  const grid0 = [12, 12, 5, 9, 2, 3, 4, 0, 4, 5, 6, 8];
  const grid1 = [10, 10, 1, 11, 11, 2, 3, 3, 4, 1, 1, 5];
  function holdingTen(): GameState {
    const state = dealtGame(stackedDeck({ grids: [grid0, grid1], discard: 7, draws: [10] }), {
      players: 2,
    });
    const started = play(state, reveal(0, 0), reveal(0, 1), reveal(1, 0), reveal(1, 1));
    return unwrap(apply(started, { p: 0, t: 'draw' }));
  }

  test('does not discard the card that completes the next player’s column; medium does', () => {
    const view = playerView(holdingTen(), 0);
    expect(view.drawn).toBe(10);
    const medium = createBot('medium', { seed: 1 }).decide(view);
    expect(medium.t).toBe('draw-discard');
    const hard = createBot('hard', { seed: 1 }).decide(view);
    expect(hard.t).toBe('draw-swap');
  });

  test('does not go out when it is not clearly lowest (R5.3)', () => {
    const state = oneCardLeftNotLowest();
    const hard = createBot('hard', { seed: 2 });
    const before = hard.decide(playerView(state, 0));
    expect(before.t === 'take-discard' && before.pos === 11).toBe(false);
    const holding = unwrap(apply(state, { p: 0, t: 'draw' }));
    const after = hard.decide(playerView(holding, 0));
    expect('pos' in after && after.pos === 11).toBe(false);
  });

  test('keeps a card no worse than an unseen one where it pairs a column (R4.1); medium discards it', () => {
    const state = buildTable({
      seats: [seat('5 2 . . / . . 3 . / . . . .'), seat('1 . . . / . 2 . . / . . . .')],
      toMove: 0,
      offer: 1,
      drawn: 5,
    });
    const view = playerView(state, 0);
    expect(poolMean(view.unseen)).toBeGreaterThanOrEqual(5);
    expect(createBot('medium', { seed: 1 }).decide(view).t).toBe('draw-discard');
    const hard = createBot('hard', { seed: 1 }).decide(view);
    expect(hard.t === 'draw-swap' && [1, 2].includes(hard.pos)).toBe(true);
  });

  test('completes a column of high cards, not one of negative cards where another place saves more (R4.1)', () => {
    const decide = (pair: number) =>
      createBot('hard', { seed: 1 }).decide(
        playerView(
          buildTable({
            seats: [
              seat(`${pair} . 3 . / ${pair} . . . / . . . .`),
              seat('1 . . . / . 2 . . / . . . .'),
            ],
            toMove: 0,
            offer: 1,
            drawn: pair,
          }),
          0,
        ),
      );
    expect(decide(10)).toEqual({ p: 0, t: 'draw-swap', pos: 2 });
    // A column of −2s scores −4 plus an unseen card: removing it gains little, covering another
    // face-down card a lot.
    const low = decide(-2);
    expect(low.t === 'draw-swap' && low.pos !== 2).toBe(true);
  });

  const lowSeat = (fourth: number) => seat(`0 1 2 ${fourth} / 1 2 0 -1 / 2 0 1 .`);
  const highSeats = [seat('9 . . . / 10 . . . / . . . .'), seat('8 . . . / 11 . . . / . . . .')];

  test('goes out with its last face-down card when clearly lowest and it gains more than staying in', () => {
    const state = buildTable({ seats: [lowSeat(1), ...highSeats], toMove: 0, offer: 11, drawn: 0 });
    expect(createBot('hard', { seed: 1 }).decide(playerView(state, 0))).toEqual({
      p: 0,
      t: 'draw-swap',
      pos: 11,
    });
  });

  test('clearly lowest, plays on when going out gains less than the next turns would bring', () => {
    // Going out scores 14; covering the 5 leaves 9 plus an unseen card, about as much.
    const state = buildTable({ seats: [lowSeat(5), ...highSeats], toMove: 0, offer: 11, drawn: 1 });
    expect(createBot('hard', { seed: 1 }).decide(playerView(state, 0))).toEqual({
      p: 0,
      t: 'draw-swap',
      pos: 9,
    });
  });
});

describe('no stalling: once the draw pile has run out twice (R6.1)', () => {
  let kernel: RolloutKernel;
  beforeAll(async () => {
    kernel = await wasmKernel();
  });

  /** The expert's weighed moves in `state`, for the seat to move. */
  function weighed(state: GameState): { view: PlayerView; actions: Action[] } {
    const view = playerView(state, state.round.toMove!);
    const search = expertSearch(view, { seed: 1, kernel, rollouts: 8, timeMs: Infinity });
    while (!search.done) search.step();
    return { view, actions: search.ranked().map((candidate) => candidate.action) };
  }

  /** Whether `action` brings the round closer to its end: a draw, or a face-down card used. */
  const closer = (view: PlayerView, action: Action) =>
    action.t === 'draw' || view.grids[view.seat]![action.pos]?.up === false;

  test('after one reshuffle the expert still weighs every move (face-up cards too)', () => {
    const replayed = replayRecord(reshuffledRecord().record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.state.round.reshufflesUsed).toBe(1);
    const { view, actions } = weighed(replayed.state);
    expect(actions.some((action) => !closer(view, action))).toBe(true);
  });

  test(`after ${STALL_RESHUFFLES} the expert only weighs moves that bring the round closer to its end`, () => {
    const replayed = replayRecord(reshuffledRecord().record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    let state = withRandomReshuffles(replayed.state, 5);
    while (state.round.reshufflesUsed < STALL_RESHUFFLES)
      state = play(state, drawSwap(state.round.toMove!, 3));
    const { view, actions } = weighed(state);
    expect(actions.some((action) => action.t === 'draw')).toBe(true);
    for (const action of actions) expect(closer(view, action), JSON.stringify(action)).toBe(true);
  });
});

describe('the expert without counting (the ablation)', () => {
  let kernel: RolloutKernel;
  beforeAll(async () => {
    kernel = await wasmKernel();
  });

  test('still plays legal moves', () => {
    const blind = new ExpertBot({
      seed: 1,
      kernel,
      rollouts: 8,
      timeMs: Infinity,
      counting: false,
    });
    for (const { state, seat, label } of playedPositions(29, 3, 13)) {
      const action = blind.decide(playerView(state, seat));
      expect(apply(state, action).ok, label).toBe(true);
    }
  });
});

describe('rollouts end even when every guarded player is close to the others', () => {
  test('a set-up position whose rollouts once ran for ever (all four seats low, one card face-down each)', async () => {
    const { seed, view } = JSON.parse(
      readFileSync('tests/unit/ai/fixtures/stalling-setup.json', 'utf8'),
    ) as { seed: number; view: PlayerView };
    const kernel = await wasmKernel();
    const expert = new ExpertBot({ seed, kernel, rollouts: 1500, timeMs: Infinity });
    expect(expert.decide(view).t).toBe('reveal');
  });
});
