import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  newGame,
  orderedDeck,
  Random,
  recordedGame,
  rulesProblem,
  seatsToAct,
  startNextRound,
  startRecordedRound,
  type GameState,
  type Rules,
} from '../../../src/engine';
import { reveal, takeDiscard } from '../helpers/actions';
import { dealtGame, play, unwrap } from '../helpers/game';
import { gridFromRows, lineEvents, shapedGame } from '../helpers/shaped';

const shuffled = (seed: number) => new Random(seed).shuffled(orderedDeck());

/** `state` played on by uniformly random legal actions until its round is over. */
function playOutRandomly(state: GameState, seed: number): GameState {
  const random = new Random(seed);
  let current = state;
  while (current.phase === 'setup' || current.phase === 'turns') {
    const actions = legalActions(current);
    current = unwrap(apply(current, actions[random.below(actions.length)]!));
  }
  return current;
}

describe('R9.2 set-up reveals', () => {
  it('R9.2 with 0 reveals there is no set-up: the turns begin at the deal, the lowest seat first', () => {
    const state = newGame({ players: ['A', 'B', 'C'], rules: { setupReveals: 0 }, seed: 4 });
    expect(state.phase).toBe('turns');
    expect(state.round).toMatchObject({ starter: 0, toMove: 0, setupReveals: [0, 0, 0] });
    expect(state.round.grids.flat().every((slot) => slot?.up === false)).toBe(true);
    expect(apply(state, reveal(0, 0))).toMatchObject({ ok: false, reason: 'setup-finished' });
    expect(legalActions(state).some((action) => action.t === 'draw')).toBe(true);
  });

  it('R9.2 with 0 reveals the deal reports the turns beginning by R2.4', () => {
    const deck = shuffled(3);
    const game = unwrap(recordedGame(['A', 'B'], { setupReveals: 0 }));
    const dealt = startRecordedRound(game, { deck, reshuffles: [] });
    expect(dealt.ok && dealt.events).toEqual([
      { kind: 'dealt', round: 0, seats: 2, discard: deck[24], drawPile: 125 },
      { kind: 'turns-began', starter: 0, rule: 'highest-reveal' },
    ]);
  });

  it.each([
    ['ender', (ended: GameState) => ended.results[0]!.ender],
    ['highest-reveal', () => 0],
  ] as const)(
    'R9.2 with 0 reveals, R2.5 %s picks the starter of the next round',
    (nextRoundStarter, expected) => {
      const rules: Partial<Rules> = { setupReveals: 0, nextRoundStarter, targetScore: 1000 };
      for (const seed of [1, 2, 3]) {
        const ended = playOutRandomly(newGame({ players: ['A', 'B', 'C'], rules, seed }), seed);
        const next = unwrap(startNextRound(ended));
        expect(next.phase).toBe('turns');
        expect(next.round.starter).toBe(expected(ended));
      }
    },
  );

  it('R9.2 each player turns `setupReveals` cards, no more, before anyone takes a turn', () => {
    const state = dealtGame(shuffled(8), { rules: { rows: 4, columns: 4, setupReveals: 4 } });
    const revealed = play(state, reveal(0, 0), reveal(0, 1), reveal(0, 2), reveal(0, 3));
    expect(seatsToAct(revealed)).toEqual([1]);
    expect(apply(revealed, reveal(0, 4))).toEqual({
      ok: false,
      reason: 'already-revealed-two',
      message: 'player 0 has already turned up four cards in set-up (R2.3)',
    });
    expect(apply(revealed, takeDiscard(1, 0))).toMatchObject({
      ok: false,
      reason: 'setup-not-finished',
      message: 'set-up is not finished: every player first turns four cards up (R2.3)',
    });
    const done = play(revealed, reveal(1, 5), reveal(1, 6), reveal(1, 7), reveal(1, 8));
    expect(done.phase).toBe('turns');
    const sums = done.round.grids.map((grid) =>
      grid.reduce((sum, slot) => sum + (slot?.up ? slot.card! : 0), 0),
    );
    expect(done.round.starter).toBe(sums[1]! > sums[0]! ? 1 : 0);
  });

  it('R9.2 setupReveals runs from 0 to one less than a grid’s cards', () => {
    expect(rulesProblem({ setupReveals: 11 }, 2)).toBeNull();
    expect(rulesProblem({ setupReveals: 12 }, 2)).toBe(
      'setupReveals must be an integer from 0 to 11: a grid of 3 rows and 4 columns has 12 cards, and one stays face-down (R9.2)',
    );
    expect(rulesProblem({ rows: 2, columns: 2, setupReveals: 3 }, 2)).toBeNull();
    expect(rulesProblem({ rows: 2, columns: 2, setupReveals: 4 }, 2)).toMatch(/from 0 to 3/);
    expect(rulesProblem({ setupReveals: -1 }, 2)).toBe(
      "setupReveals must be an integer from 0 to one less than a grid's cards",
    );
    expect(rulesProblem({ setupReveals: 1.5 }, 2)).toMatch(/^setupReveals must be an integer/);
  });

  it('R9.2 R9.3 a line completed in set-up goes at once, and R2.4 sums the face-up cards still in play', () => {
    // 2 × 2 grids: seat 0's column 0 holds 3 and 3; seat 1 shows 1 and 2 (3 in all).
    const seat0 = gridFromRows([
      [3, 8],
      [3, 9],
    ]);
    const seat1 = gridFromRows([
      [1, 2],
      [5, 4],
    ]);
    const state = shapedGame({ rows: 2, columns: 2 }, [seat0, seat1], 7);
    const first = apply(play(state, reveal(0, 0)), reveal(0, 1));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(lineEvents(first.events)).toEqual([
      {
        kind: 'line-cleared',
        seat: 0,
        line: 'column',
        grid: 0,
        index: 0,
        value: 3,
        positions: [0, 1],
        discarded: [0, 1],
        atRoundEnd: false,
      },
    ]);
    expect(first.state.round.grids[0]!.slice(0, 2)).toEqual([null, null]);
    expect(first.state.round.discardPile).toEqual([7, 3, 3]);
    // Seat 0 turned up 6, but none of it is in play: seat 1's 3 is the highest sum (R2.4).
    const started = play(first.state, reveal(1, 0), reveal(1, 2));
    expect(started.round.starter).toBe(1);
  });
});
