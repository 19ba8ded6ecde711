import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { answerQuery, BOT_LEVELS, type BotLevel, createBot, expertSearch } from '../../../src/ai';
import { gridBudgetShare } from '../../../src/ai/search/grid-budget';
import {
  apply,
  type GameState,
  newGame,
  playerView,
  publicRecord,
  seatsToAct,
  startNextRound,
  withDefaults,
} from '../../../src/engine';
import { createTsKernel } from '../../../src/solver';
import { variantGameArbitrary } from '../helpers/arbitraries';
import { unwrap } from '../helpers/game';

/**
 * A bot of `level` (the expert on a small budget, its draw sampled: each drawn card's search,
 * fifteen times the work, is the same search of the position after the draw, which the games
 * reach anyway).
 */
const bot = (level: BotLevel, seed: number) =>
  createBot(level, {
    seed,
    kernel: createTsKernel(),
    rollouts: 4,
    timeMs: Infinity,
    exactDraw: false,
  });

/** More decisions than any round of bots that play to end it takes (8 seats of dual-size grids). */
const MAX_ROUND_DECISIONS = 4000;

/**
 * Plays a whole game with a bot of a random level at every seat; every decision goes through
 * the engine (a refused one fails the test). Every `every`-th position is also asked of the bot
 * protocol from its public record, which must answer a legal action.
 */
function playWithBots(state: GameState, levels: readonly BotLevel[], seed: number, every: number) {
  const bots = levels.map((level, seat) => bot(level, seed + seat));
  let current = state;
  let decisions = 0;
  let roundDecisions = 0;
  while (current.phase !== 'game-over') {
    if (current.phase === 'round-over') {
      current = unwrap(startNextRound(current));
      roundDecisions = 0;
      continue;
    }
    // Bots that never end a round would keep the test (and a table of computers) going forever.
    expect(
      ++roundDecisions,
      `a round of ${levels.join(', ')} goes on under ${JSON.stringify(current.rules)}`,
    ).toBeLessThanOrEqual(MAX_ROUND_DECISIONS);
    const seat = seatsToAct(current)[0]!;
    const view = playerView(current, seat);
    const action = bots[seat]!.decide(view);
    const played = apply(current, action);
    expect(
      played.ok,
      `${levels[seat]}: ${JSON.stringify(action)} in ${JSON.stringify(current.rules)}`,
    ).toBe(true);
    if (++decisions % every === 0 && current.round.drawn === null) {
      const line = JSON.stringify({
        id: decisions,
        seat,
        drawn: null,
        record: publicRecord(current),
      });
      const answer = answerQuery(line, bots[seat]!, false);
      if (!('action' in answer)) throw new Error(`the protocol answered ${JSON.stringify(answer)}`);
      const { t, pos } = answer.action;
      expect(apply(current, { p: seat, t, pos } as never).ok).toBe(true);
    }
    current = unwrap(played);
  }
  return decisions;
}

describe('R9.6 every level plays every combination of house rules legally', () => {
  test('random rules, random seats, whole games: zero refused moves, the protocol included', () => {
    fc.assert(
      fc.property(
        variantGameArbitrary,
        fc.array(fc.constantFrom(...BOT_LEVELS), { minLength: 8, maxLength: 8 }),
        (game, levels) => {
          const players = Array.from({ length: game.players }, (_, seat) => `P${seat}`);
          const state = newGame({
            players,
            rules: { ...game.rules, targetScore: 60 },
            seed: game.seed,
          });
          expect(playWithBots(state, levels.slice(0, game.players), game.seed, 17)).toBeGreaterThan(
            0,
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  test('the expert searches a variant with its rollout kernels, not the hard level’s move', () => {
    let state = newGame({ players: ['A', 'B'], rules: { rowClears: true }, seed: 4 });
    while (state.phase === 'setup') {
      const seat = seatsToAct(state)[0]!;
      state = unwrap(apply(state, createBot('hard', { seed: 1 }).decide(playerView(state, seat))));
    }
    const view = playerView(state, seatsToAct(state)[0]!);
    const search = expertSearch(view, {
      seed: 1,
      kernel: createTsKernel(),
      rollouts: 4,
      timeMs: Infinity,
    });
    while (!search.done) search.step();
    const ranked = search.ranked();
    expect(ranked.length).toBeGreaterThan(1);
    expect(ranked.every((candidate) => candidate.rollouts > 0)).toBe(true);
  });

  test('R9.1 R9.5 the expert’s budgets shrink with the square of a seat’s cards beyond 12', () => {
    expect(gridBudgetShare(withDefaults({}))).toBe(1);
    expect(gridBudgetShare(withDefaults({ rows: 2, columns: 2 }))).toBe(1);
    expect(gridBudgetShare(withDefaults({ rows: 4, columns: 4 }))).toBeCloseTo(0.5625);
    expect(gridBudgetShare(withDefaults({ rows: 4, columns: 6 }))).toBe(0.25);
    expect(gridBudgetShare(withDefaults({ dualHands: true }))).toBe(0.25);
  });
});
