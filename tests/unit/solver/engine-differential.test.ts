import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  ACTION_TYPES,
  apply,
  type GameState,
  gridShape,
  newGame,
  Random,
  seatsToAct,
  startNextRound,
  startRecordedRound,
} from '../../../src/engine';
import type { SolverExports } from '../../../src/solver';
import { ACTION_CODES } from '../../../src/solver/actions';
import { errorReason } from '../../../src/solver/errors';
import { ADDR_GAME, ADDR_RECORD, GAME_WORDS, OK } from '../../../src/solver/layout';
import { recordHeader, roundWords } from '../../../src/solver/record-encoder';
import { wordsAt } from '../../../src/solver/wasm-module';
import { candidateActions } from '../helpers/random-play';
import { randomRules } from '../helpers/random-rules';
import { firstDifference, gameWords } from './game-words';
import { newSolver } from './solver-module';

/** How many random games to play in lock-step (SKYJO_DIFFERENTIAL_GAMES, default 10 000). */
const GAMES = Number(process.env.SKYJO_DIFFERENTIAL_GAMES ?? 10_000);
const CHUNK = 1000;

let solver: SolverExports;

beforeAll(async () => {
  solver = await newSolver();
});

const ANY_TYPES = [...ACTION_TYPES, 'pass'];

/** The actions that turn a face-down card, in set-up, holding a drawn card, or at a turn's start. */
const TURNING = {
  setup: ['reveal'],
  drawn: ['draw-swap', 'draw-discard'],
  turn: ['take-discard', 'draw-swap', 'draw-discard'],
} as const;

/** Any action at all, legal or not: mostly of the seat to act, of any type, any position. */
function anyAction(state: GameState, random: Random): Action {
  const n = state.players.length;
  const actor = seatsToAct(state)[0] ?? 0;
  const p = random.below(2) === 0 ? actor : random.below(n + 2) - 1;
  const t = ANY_TYPES[random.below(ANY_TYPES.length)]!;
  return { p, t, pos: random.below(gridShape(state.rules).cardsPerSeat + 2) - 1 } as Action;
}

/**
 * A random action: now and then any action at all (legal or not); else, with probability
 * `revealBias`, one that turns a face-down card (so rounds end); else any legal one.
 */
function randomAction(state: GameState, random: Random, revealBias: number): Action {
  if (random.below(100) < 4) return anyAction(state, random);
  const p = seatsToAct(state)[0]!;
  const grid = state.round.grids[p]!;
  const faceDown = grid.flatMap((slot, pos) => (slot?.up === false ? [pos] : []));
  if (faceDown.length > 0 && random.below(1000) < revealBias * 1000) {
    const pos = faceDown[random.below(faceDown.length)]!;
    const types = TURNING[state.phase === 'setup' ? 'setup' : state.round.drawn ? 'drawn' : 'turn'];
    return { p, t: types[random.below(types.length)]!, pos };
  }
  const actions = candidateActions(state);
  return actions[random.below(actions.length)]!;
}

/**
 * Puts the current round's deck and reshuffle orders where the solver's game reads them. With an
 * empty draw pile, adds the order the engine's PRNG would shuffle next (R6.1), since the engine
 * deals its reshuffles itself and the solver takes them from the record.
 */
function writeRound(state: GameState): void {
  const round = state.history[state.round.index]!;
  const { drawPile, discardPile } = state.round;
  const next =
    drawPile.length === 0 ? [new Random(state.rng).shuffled(discardPile.slice(0, -1))] : [];
  const words = roundWords(round.deck, [...round.reshuffles, ...next]);
  wordsAt(solver, ADDR_RECORD, words.length).set(words);
}

function expectSameState(state: GameState, context: () => string): void {
  const difference = firstDifference(gameWords(state), wordsAt(solver, ADDR_GAME, GAME_WORDS));
  if (difference !== null) expect.fail(`${difference} — ${context()}`);
}

/** Plays game `index` in both engines, comparing the whole state after every step. */
function playBoth(index: number): number {
  const random = new Random(index * 7919 + 1);
  const players = 2 + random.below(7);
  const stalls = random.below(20) === 0 && players <= 4;
  const revealBias = stalls ? 0 : [0.5, 0.8, 0.95][random.below(3)]!;
  const rules = randomRules(random, players);
  let state = newGame({
    players: Array.from({ length: players }, (_, seat) => `P${seat}`),
    rules,
    seed: index,
  });
  const header = recordHeader(players, rules);
  wordsAt(solver, ADDR_RECORD, header.length).set(header);
  solver.gameInit(ADDR_RECORD);
  let steps = 0;
  const context = (what: string) => () => `game ${index}, step ${steps}: ${what}`;
  const applyBoth = (action: Action) => {
    if (state.round.drawPile.length === 0) writeRound(state);
    const result = apply(state, action);
    const what = JSON.stringify(action);
    if (result.ok) state = result.state;
    const pos = action.t === 'draw' ? 0 : action.pos;
    const type = (ACTION_CODES as Record<string, number>)[action.t] ?? -2;
    const code = solver.gameApply(action.p, type, pos);
    expect(code === OK ? null : errorReason(code), context(what)()).toBe(
      result.ok ? null : result.reason,
    );
    expectSameState(state, context(what));
  };
  /** A deal the engine refuses (the round not over, or the game over) is refused alike. */
  const refusedDeal = () => {
    const refused = startRecordedRound(state, state.history[state.round.index]!);
    expect(refused.ok).toBe(false);
    expect(errorReason(solver.gameDeal(ADDR_RECORD)), context('deal')()).toBe(
      refused.ok ? null : refused.reason,
    );
    expectSameState(state, context('refused deal'));
  };
  const deal = () => {
    writeRound(state);
    expect(solver.gameDeal(ADDR_RECORD), context('deal')()).toBe(OK);
    expectSameState(state, context('deal'));
    refusedDeal();
  };
  deal();
  while (state.phase !== 'game-over' && steps < 4000) {
    steps++;
    if (state.phase === 'round-over') {
      applyBoth(anyAction(state, random));
      const next = startNextRound(state);
      if (!next.ok) throw new Error(next.message);
      state = next.state;
      deal();
      continue;
    }
    applyBoth(randomAction(state, random, revealBias));
  }
  if (state.phase === 'game-over') {
    applyBoth(anyAction(state, random));
    refusedDeal();
  }
  return steps;
}

describe(`the WebAssembly rules engine plays ${GAMES} random games (official and house rules, R1–R9) in lock-step with the TypeScript engine`, () => {
  for (let first = 0; first < GAMES; first += CHUNK) {
    const last = Math.min(GAMES, first + CHUNK) - 1;
    it(`games ${first}–${last}: same refusals, same state (grids, piles, drawn card, turn, ender, scores) after every action`, () => {
      let steps = 0;
      for (let index = first; index <= last; index++) steps += playBoth(index);
      expect(steps).toBeGreaterThan(last - first);
    });
  }
});
