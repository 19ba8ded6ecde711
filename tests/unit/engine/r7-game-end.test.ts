import { describe, expect, it } from 'vitest';
import {
  apply,
  type Card,
  type GameState,
  type Rules,
  startRecordedRound,
} from '../../../src/engine';
import { takeDiscard } from '../helpers/actions';
import { dealtGame, nextRound, revealAll } from '../helpers/game';
import {
  BACK_BELOW_TARGET_GRIDS,
  GERMAN_EXAMPLE_GRIDS,
  TIED_LOWEST_GRIDS,
} from '../helpers/layouts';
import { playOutRound, quietDeck } from '../helpers/quiet-round';

const columnZeroReveals = [
  [0, 1],
  [0, 1],
  [0, 1],
] as const;

/** Plays quiet rounds (`playOutRound`) of the given grids and enders, in order. */
function quietRounds(
  rules: Partial<Rules>,
  rounds: readonly (readonly [readonly (readonly Card[])[], number])[],
): GameState {
  let state: GameState | null = null;
  for (const [grids, ender] of rounds) {
    const dealt: GameState =
      state === null
        ? dealtGame(quietDeck(grids), { players: 3, rules })
        : nextRound(state, quietDeck(grids));
    state = playOutRound(revealAll(dealt, columnZeroReveals), ender);
  }
  return state!;
}

describe('R7.1 the end of the game', () => {
  it('R7.1 a total at the target ends the game and the lowest total wins', () => {
    const state = quietRounds({ targetScore: 24 }, [[GERMAN_EXAMPLE_GRIDS, 0]]);
    expect(state.totals).toEqual([20, 24, 10]);
    expect(state).toMatchObject({ phase: 'game-over', winners: [2] });
  });

  it('R7.1 with every total below the target the game goes on', () => {
    const state = quietRounds({ targetScore: 25 }, [[GERMAN_EXAMPLE_GRIDS, 0]]);
    expect(state).toMatchObject({ phase: 'round-over', winners: [] });
    expect(
      startRecordedRound(state, { deck: quietDeck(GERMAN_EXAMPLE_GRIDS), reshuffles: [] }).ok,
    ).toBe(true);
  });

  it('R7.1 the default target is 100', () => {
    const rounds = Array.from({ length: 4 }, () => [GERMAN_EXAMPLE_GRIDS, 0] as const);
    const afterThree = quietRounds({}, rounds.slice(0, 3));
    expect(afterThree.totals).toEqual([60, 72, 30]);
    expect(afterThree.phase).toBe('round-over');
    const afterFour = quietRounds({}, rounds);
    expect(afterFour.totals).toEqual([80, 96, 40]);
    expect(afterFour.phase).toBe('round-over');
    const afterFive = quietRounds({}, [...rounds, [GERMAN_EXAMPLE_GRIDS, 0]]);
    expect(afterFive).toMatchObject({ phase: 'game-over', totals: [100, 120, 50], winners: [2] });
  });

  it('R7.1 after the end no action is taken and no round dealt', () => {
    const over = quietRounds({ targetScore: 24 }, [[GERMAN_EXAMPLE_GRIDS, 0]]);
    expect(apply(over, takeDiscard(0, 0))).toMatchObject({ ok: false, reason: 'game-over' });
    expect(
      startRecordedRound(over, { deck: quietDeck(GERMAN_EXAMPLE_GRIDS), reshuffles: [] }),
    ).toMatchObject({
      ok: false,
      reason: 'game-over',
    });
  });
});

describe('R7.2 ties for the win', () => {
  it('R7.2 by default the seats tied for the lowest total share the win', () => {
    const state = quietRounds({ targetScore: 30 }, [[TIED_LOWEST_GRIDS, 1]]);
    expect(state.totals).toEqual([0, 0, 30]);
    expect(state).toMatchObject({ phase: 'game-over', winners: [0, 1] });
  });

  it('R7.2 extra-round: a tie for the lowest total plays another round', () => {
    const state = quietRounds({ targetScore: 30, tie: 'extra-round' }, [[TIED_LOWEST_GRIDS, 1]]);
    expect(state).toMatchObject({ phase: 'round-over', totals: [0, 0, 30], winners: [] });
  });

  it('R7.2 extra-round: rounds go on while the lowest total stays tied', () => {
    const state = quietRounds({ targetScore: 30, tie: 'extra-round' }, [
      [TIED_LOWEST_GRIDS, 1],
      [TIED_LOWEST_GRIDS, 1],
    ]);
    expect(state).toMatchObject({ phase: 'round-over', totals: [0, 0, 60] });
  });

  it('R7.2 extra-round: the game ends at a unique lowest total even with every total back below the target', () => {
    const state = quietRounds({ targetScore: 30, tie: 'extra-round' }, [
      [TIED_LOWEST_GRIDS, 1],
      [BACK_BELOW_TARGET_GRIDS, 2],
    ]);
    expect(state.results[1]).toMatchObject({ ender: 2, doubled: false, scores: [20, 15, -1] });
    expect(state).toMatchObject({ phase: 'game-over', totals: [20, 15, 29], winners: [1] });
  });
});
