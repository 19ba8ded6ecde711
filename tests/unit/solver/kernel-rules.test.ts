import { describe, expect, it } from 'vitest';
import { apply, type GameState, gridShape, seatsToAct } from '../../../src/engine';
import { decodeAction, encodeState } from '../../../src/solver';
import { ACTION_CODES } from '../../../src/solver/actions';
import {
  ACTION_DRAW_DISCARD,
  ACTION_DRAW_SWAP,
  K_DISCARD,
  K_DISCARD_SIZE,
  K_DRAW,
  K_DRAW_SIZE,
  K_DRAWN,
  K_ENDER,
  K_FACE_DOWN_ESTIMATE,
  K_FINAL_TURNS_LEFT,
  K_HIDDEN,
  K_LAST_DRAWN,
  K_PHASE,
  K_SCORES,
  K_TO_MOVE,
  K_VISIBLE,
  NO_CARD,
  PHASE_ROUND_OVER,
  SLOT_FACE_DOWN,
  SLOT_REMOVED,
  STEP_SEAT_SHIFT,
} from '../../../src/solver/layout';
import { encodePolicy, type RolloutPolicy } from '../../../src/solver/policy';
import { loadView } from '../../../src/solver/ts-kernel/determinize';
import { policyWords, view, work } from '../../../src/solver/ts-kernel/memory';
import { GUARDED_TURNS, readPolicy, setGuarding } from '../../../src/solver/ts-kernel/policy';
import { seedRandom } from '../../../src/solver/ts-kernel/random';
import { step } from '../../../src/solver/ts-kernel/step';
import { randomPosition } from './positions';

/**
 * The kernel's working position as the engine's grids, piles and turn, for comparison: `players`
 * seats of `cards` cards (R9.1, R9.5).
 */
function kernelTable(players: number, cards: number) {
  const grids = Array.from({ length: players }, (_, seat) =>
    Array.from({ length: cards }, (_, pos) => {
      const slot = seat * cards + pos;
      const visible = work[K_VISIBLE + slot]!;
      if (visible === SLOT_REMOVED) return null;
      return visible === SLOT_FACE_DOWN
        ? { card: work[K_HIDDEN + slot]!, up: false }
        : { card: visible, up: true };
    }),
  );
  return {
    grids,
    drawPile: Array.from(work.subarray(K_DRAW, K_DRAW + work[K_DRAW_SIZE]!)),
    discardPile: Array.from(work.subarray(K_DISCARD, K_DISCARD + work[K_DISCARD_SIZE]!)),
    toMove: work[K_TO_MOVE] === -1 ? null : work[K_TO_MOVE],
    ender: work[K_ENDER] === -1 ? null : work[K_ENDER],
    finalTurnsLeft: work[K_FINAL_TURNS_LEFT],
  };
}

function engineTable(state: GameState) {
  const { grids, drawPile, discardPile, toMove, ender, finalTurnsLeft } = state.round;
  return { grids, drawPile, discardPile, toMove, ender, finalTurnsLeft };
}

/**
 * `state` with the kernel's reshuffle just made as the record's next order (R6.1): the card it
 * drew, then the rest of its new draw pile from the top.
 */
function withKernelReshuffle(state: GameState): GameState {
  const order = [work[K_LAST_DRAWN]!];
  for (let i = work[K_DRAW_SIZE]! - 1; i >= 0; i--) order.push(work[K_DRAW + i]!);
  const history = state.history.slice();
  const round = history[state.round.index]!;
  history[state.round.index] = { ...round, reshuffles: [...round.reshuffles, order] };
  return { ...state, reshuffleSource: 'record', history };
}

/**
 * Plays the round of `state` on in the TypeScript kernel and, action for action, in the engine.
 * Returns the steps played and the reshuffles made.
 */
function playAlong(
  state: GameState,
  seed: number,
  policy: RolloutPolicy,
): { steps: number; reshuffles: number } {
  const players = state.players.length;
  const cards = gridShape(state.rules).cardsPerSeat;
  view.set(encodeState(state, seatsToAct(state)[0]!));
  policyWords.set(encodePolicy(policy));
  seedRandom(seed);
  loadView();
  readPolicy(work[K_FACE_DOWN_ESTIMATE]!);
  setGuarding(true);
  let engine = state;
  let steps = 0;
  let reshuffles = 0;
  while (work[K_PHASE] !== PHASE_ROUND_OVER) {
    const holding = work[K_DRAWN] !== NO_CARD;
    const drawPileWasEmpty = work[K_DRAW_SIZE] === 0;
    const code = step();
    steps++;
    if (steps === GUARDED_TURNS) setGuarding(false);
    const action = decodeAction(code & ((1 << STEP_SEAT_SHIFT) - 1), code >> STEP_SEAT_SHIFT);
    const type = ACTION_CODES[action.t];
    const draws = !holding && (type === ACTION_DRAW_SWAP || type === ACTION_DRAW_DISCARD);
    if (draws && drawPileWasEmpty) {
      engine = withKernelReshuffle(engine);
      reshuffles++;
    }
    const result = apply(engine, action);
    if (!result.ok)
      expect.fail(`seed ${seed}: the kernel played ${JSON.stringify(action)}: ${result.message}`);
    engine = result.state;
    if (work[K_PHASE] !== PHASE_ROUND_OVER)
      expect(kernelTable(players, cards)).toEqual(engineTable(engine));
  }
  expect(engine.phase === 'round-over' || engine.phase === 'game-over').toBe(true);
  const scores = Array.from(work.subarray(K_SCORES, K_SCORES + players));
  expect(scores).toEqual(engine.results[engine.results.length - 1]!.scores);
  return { steps, reshuffles };
}

describe('the rollout kernel plays by the rules of the engine', () => {
  it('every action of its rounds is legal in the engine, leaves the same table, and scores the same (R2–R6, R9.1–R9.5 under random house rules)', () => {
    const policies: RolloutPolicy[] = [
      { keepThreshold: 4, swapGain: 5, enderMargin: 2, denyBonus: 3, coverMargin: 0 },
      { keepThreshold: 1, swapGain: 9, enderMargin: 0, denyBonus: 0, coverMargin: -1000 },
      { keepThreshold: 7, swapGain: 2, enderMargin: 6, denyBonus: 5, coverMargin: 2 },
    ];
    let steps = 0;
    let reshuffles = 0;
    for (let i = 0; i < 150; i++) {
      const played = playAlong(randomPosition(5000 + i), i, policies[i % 3]!);
      steps += played.steps;
      reshuffles += played.reshuffles;
    }
    expect(steps).toBeGreaterThan(1000);
    expect(reshuffles).toBeGreaterThan(3);
  });
});
