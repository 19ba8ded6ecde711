import { describe, expect, test } from 'vitest';
import { createBot, EXPERT_POLICY, ThresholdBot } from '../../../src/ai';
import {
  houseRuleRivalWeight,
  LONG_PENALTY_ROUND_TURNS,
  LONG_ROUND_TURNS,
  longRoundTurns,
  houseRuleStalled,
  STALL_EXTRA_TURNS,
  OWN_SCORE_ENDER_MARGIN,
  ownScorePolicy,
  ownScoreRules,
  turnsPerSeat,
} from '../../../src/ai/search/house-rule-objective';
import {
  apply,
  type GameState,
  newGame,
  type PlayerView,
  playerView,
  type Rules,
  seatsToAct,
  startNextRound,
} from '../../../src/engine';
import { createTsKernel } from '../../../src/solver';
import { unwrap } from '../helpers/game';

/** Rules that keep the official search: every R9 option but no column clears and a dearer penalty. */
const OFFICIAL_OBJECTIVE: Partial<Rules>[] = [
  {},
  { rowClears: true },
  { rows: 4, columns: 4 },
  { rows: 3, columns: 5 },
  { setupReveals: 0 },
  { setupReveals: 4 },
  { dualHands: true },
  { enderMultiplier: 1 },
  { enderMultiplier: 1, enderFlat: 5 },
  { enderMultiplier: 2, enderFlat: 0, enderPenaltyOrder: 'add-first' },
];

/** Rules under which the expert weighs its own round score alone early in a round. */
const OWN_SCORE: Partial<Rules>[] = [
  { columnClears: false },
  { columnClears: false, rowClears: true },
  { enderMultiplier: 3, enderFlat: 10 },
  { enderMultiplier: 2, enderFlat: 10 },
  { enderMultiplier: 3 },
  { enderMultiplier: 2, enderFlat: 10, enderPenaltyOrder: 'add-first' },
];

/**
 * The game under `rules` (2 seats with dual hands, else 4) once `turns` turns have been played
 * after the set-up, threshold players playing every seat.
 */
const afterTurns = (rules: Partial<Rules>, turns: number, seed = 3): GameState => {
  const players = rules.dualHands === true ? ['a', 'b'] : ['a', 'b', 'c', 'd'];
  const bot = new ThresholdBot({ threshold: 3, guard: 'firm', seed });
  const played = (state: GameState) => turnsPerSeat(playerView(state, 0)) * players.length;
  let state = newGame({ players, rules, seed });
  while (state.phase !== 'turns' || state.round.drawn !== null || played(state) < turns)
    state = unwrap(apply(state, bot.decide(playerView(state, seatsToAct(state)[0]!))));
  return state;
};

/** The view of the seat to move in `state`. */
const viewToMove = (state: GameState): PlayerView => playerView(state, seatsToAct(state)[0]!);

/** The expert on a small budget, its draw sampled; with `rivalWeight`, weighing the opponents so. */
const smallExpert = (seed: number, rivalWeight?: number) =>
  createBot('expert', {
    seed,
    kernel: createTsKernel(),
    rollouts: 8,
    timeMs: Infinity,
    exactDraw: false,
    ...(rivalWeight === undefined ? {} : { rivalWeight }),
  });

/**
 * The turns of each round of a game's first `rounds` rounds at a table of small-budget experts
 * under `rules`; throws once a round passes `maxTurns` turns.
 */
function expertRoundTurns(
  rules: Partial<Rules>,
  seats: number,
  rounds: number,
  maxTurns: number,
  seed = 21,
): number[] {
  const players = Array.from({ length: seats }, (_, seat) => `e${seat}`);
  const bots = players.map((_, seat) => smallExpert(seat + 1));
  let state = newGame({ players, rules, seed });
  const turns: number[] = [0];
  while (state.phase !== 'game-over' && state.results.length < rounds) {
    if (state.phase === 'round-over') {
      state = unwrap(startNextRound(state), 'next round');
      continue;
    }
    const seat = seatsToAct(state)[0]!;
    const action = bots[seat]!.decide(playerView(state, seat));
    const index = state.results.length;
    if (state.phase === 'turns' && action.t !== 'draw') {
      turns[index] = (turns[index] ?? 0) + 1;
      if (turns[index]! > maxTurns)
        throw new Error(
          `round ${index + 1} passed ${maxTurns} turns under ${JSON.stringify(rules)}`,
        );
    }
    state = unwrap(apply(state, action));
  }
  return turns;
}

describe("R9.6 the expert's objective under house rules", () => {
  test('the official game and the rules that keep its objective keep the relative search', () => {
    for (const rules of OFFICIAL_OBJECTIVE) {
      expect(ownScoreRules(rules)).toBe(false);
      expect(houseRuleRivalWeight(viewToMove(afterTurns(rules, 1)))).toBeUndefined();
    }
  });

  test('R9.3 R9.4 early in a round under those rules the expert weighs its own round score alone', () => {
    for (const rules of OWN_SCORE) {
      expect(ownScoreRules(rules)).toBe(true);
      expect(houseRuleRivalWeight(viewToMove(afterTurns(rules, 1)))).toBe(0);
    }
  });

  test('once the round runs long the relative search takes over again, so that rounds end', () => {
    const rules = { enderMultiplier: 3, enderFlat: 10 };
    const early = viewToMove(afterTurns(rules, 4 * 6 - 1));
    const late = viewToMove(afterTurns(rules, 4 * 6));
    expect(turnsPerSeat(early)).toBeLessThan(6);
    expect(houseRuleRivalWeight(early, 6)).toBe(0);
    expect(turnsPerSeat(late)).toBe(6);
    expect(houseRuleRivalWeight(late, 6)).toBeUndefined();
    expect(houseRuleRivalWeight(late, 7)).toBe(0);
    expect(houseRuleRivalWeight(late)).toBe(0);
  });

  test("R9.3 R9.4 a round counts as long after about the 95th percentile of mixed tables' rounds", () => {
    expect(longRoundTurns({ columnClears: false })).toBe(LONG_ROUND_TURNS);
    expect(longRoundTurns({ enderMultiplier: 3, enderFlat: 10 })).toBe(LONG_PENALTY_ROUND_TURNS);
    expect(longRoundTurns({ columnClears: false, enderMultiplier: 3 })).toBe(
      LONG_PENALTY_ROUND_TURNS,
    );
    expect(LONG_PENALTY_ROUND_TURNS).toBeGreaterThan(LONG_ROUND_TURNS);
  });

  test('a view without its history counts the round as long once the draw pile has run out', () => {
    const view = viewToMove(afterTurns({ columnClears: false }, 1));
    const bare = { ...view, record: undefined } as unknown as PlayerView;
    expect(houseRuleRivalWeight(bare)).toBe(0);
    expect(houseRuleRivalWeight({ ...bare, drawPileKnown: view.unseen })).toBeUndefined();
  });

  test("the expert's weighing equals an explicit rival weight: 100 officially, 0 early where the rules ask", () => {
    for (const [rules, rivalWeight] of [
      [{}, 100],
      [{ columnClears: false }, 0],
      [{ enderMultiplier: 3, enderFlat: 10 }, 0],
    ] as const) {
      const view = viewToMove(afterTurns(rules, 2, 11));
      expect(smallExpert(5).weigh!(view)).toEqual(smallExpert(5, rivalWeight).weigh!(view));
    }
  });

  test('R9.3 R9.4 tables of experts end their rounds in about as many turns as threshold players', () => {
    // Experts weighing only their own scores never went out: past 3 000 turns in one round.
    for (const rules of [{ enderMultiplier: 3, enderFlat: 10 }, { columnClears: false }]) {
      for (const seats of [3, 4]) {
        const turns = expertRoundTurns(rules, seats, 2, 60 * seats);
        expect(turns.length).toBe(2);
      }
    }
  });

  test('R9.3 R9.4 two experts that would pass for ever still end the round', () => {
    // Each took the discard over an equal face-up card, turn after turn: the draw pile never ran
    // out, so only the round's length can tell that it stalls.
    const rules = { columnClears: false, enderMultiplier: 3, enderFlat: 10 };
    const view = viewToMove(afterTurns(rules, 1));
    expect(houseRuleStalled(view)).toBe(false);
    const long = LONG_PENALTY_ROUND_TURNS + STALL_EXTRA_TURNS;
    expect(
      houseRuleStalled({
        ...view,
        record: undefined,
        drawPileKnown: view.unseen,
      } as unknown as PlayerView),
    ).toBe(true);
    expect(houseRuleStalled(viewToMove(afterTurns({}, 1)))).toBe(false);
    expect(long).toBeGreaterThan(LONG_PENALTY_ROUND_TURNS);
    const turns = expertRoundTurns(rules, 2, 2, 2 * (long + 12), 5);
    expect(turns.length).toBe(2);
  });
});

describe("the expert's rollout self while it weighs its own score alone", () => {
  test('R9.3 R9.4 guards its going out by OWN_SCORE_ENDER_MARGIN, not the official margin', () => {
    // With the official margin its rollout self went out and was penalised so often that laying
    // a high card over its own low face-up card (which kept that self in) looked as good as a
    // sound move.
    expect(ownScorePolicy(EXPERT_POLICY)).toEqual({
      ...EXPERT_POLICY,
      rivalWeight: 0,
      enderMargin: OWN_SCORE_ENDER_MARGIN,
    });
    expect(OWN_SCORE_ENDER_MARGIN).toBeGreaterThan(EXPERT_POLICY.enderMargin);
    expect(ownScorePolicy({ ...EXPERT_POLICY, enderMargin: 40 }).enderMargin).toBe(40);
  });
});
