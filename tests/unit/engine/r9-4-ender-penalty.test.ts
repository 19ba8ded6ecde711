import { describe, expect, it } from 'vitest';
import {
  apply,
  type Card,
  DEFAULT_RULES,
  doublingOf,
  type GameEvent,
  type GameState,
  replayResult,
  type Rules,
  rulesProblem,
} from '../../../src/engine';
import { dealtGame, revealAll } from '../helpers/game';
import { GERMAN_EXAMPLE_GRIDS, NEGATIVE_ENDER_GRIDS, ZERO_TIE_GRIDS } from '../helpers/layouts';
import { quietDeck, quietTurn } from '../helpers/quiet-round';

/**
 * A quiet round of `grids` (see `quietDeck`) set up at positions 0 and 1 and played out by
 * `ender` under `rules`, with the events of its last turn.
 */
function quietRound(
  grids: readonly (readonly Card[])[],
  ender: number,
  rules: Partial<Rules>,
): { state: GameState; events: readonly GameEvent[] } {
  let state = revealAll(
    dealtGame(quietDeck(grids), { players: grids.length, rules: { targetScore: 1000, ...rules } }),
    grids.map(() => [0, 1] as const),
  );
  let events: readonly GameEvent[] = [];
  while (state.phase === 'turns') {
    const before = state;
    state = quietTurn(state, ender);
    if (state.phase !== 'turns') {
      // The last turn again, for its events.
      const result = apply(before, state.history[0]!.actions.at(-1)!);
      events = result.ok ? result.events : [];
    }
  }
  return { state, events };
}

/** The ender's round score and whether the penalty applied, for a quiet round. */
function enderScore(grids: readonly (readonly Card[])[], ender: number, rules: Partial<Rules>) {
  const { state } = quietRound(grids, ender, rules);
  const result = state.results[0]!;
  return { score: result.scores[ender], doubled: result.doubled };
}

describe('R9.4 the ender’s penalty', () => {
  // The German example: seat 0 ends with 10, and seat 2 scored 10 too: R5.3's condition holds.
  it.each([
    [{}, 20],
    [{ enderMultiplier: 3, enderFlat: 10 }, 40],
    [{ enderMultiplier: 3, enderFlat: 10, enderPenaltyOrder: 'add-first' }, 60],
    [{ enderMultiplier: 1, enderFlat: 5 }, 15],
    [{ enderMultiplier: 4 }, 40],
    [{ enderFlat: 50 }, 70],
  ] as const)('R9.4 %j turns the ender’s 10 into %i', (rules, score) => {
    expect(enderScore(GERMAN_EXAMPLE_GRIDS, 0, rules)).toEqual({ score, doubled: true });
  });

  it('R9.4 a record says doubled: true whenever the condition held, even where the penalty changes nothing', () => {
    const { state } = quietRound(GERMAN_EXAMPLE_GRIDS, 0, { enderMultiplier: 1, enderFlat: 0 });
    expect(state.results[0]).toMatchObject({ doubled: true, scores: [10, 24, 10] });
    expect(replayResult(state).rounds[0]).toMatchObject({ doubled: true, scores: [10, 24, 10] });
  });

  it('R9.4 the round-scored event names the penalty with its multiplier, flat and order', () => {
    const rules = { enderMultiplier: 3, enderFlat: 10, enderPenaltyOrder: 'add-first' } as const;
    const { events } = quietRound(GERMAN_EXAMPLE_GRIDS, 0, rules);
    const scored = events.find((event) => event.kind === 'round-scored');
    expect(scored).toMatchObject({
      sums: [10, 24, 10],
      scores: [60, 24, 10],
      doubling: {
        doubled: true,
        reason: 'not-strictly-lowest',
        enderScore: 10,
        penalty: { multiplier: 3, flat: 10, order: 'add-first' },
      },
    });
  });

  it('R9.4 doubleOnlyPositive still spares a score of 0 or less, flat or not', () => {
    // Seat 1 ends with 0, tied with seat 0; seat 1 of NEGATIVE_ENDER_GRIDS ends with −3 above −5.
    expect(enderScore(ZERO_TIE_GRIDS, 1, { enderFlat: 10 })).toEqual({ score: 0, doubled: false });
    expect(enderScore(NEGATIVE_ENDER_GRIDS, 1, { enderFlat: 10 })).toEqual({
      score: -3,
      doubled: false,
    });
  });

  it.each([
    ['multiply-first', ZERO_TIE_GRIDS, 10],
    ['add-first', ZERO_TIE_GRIDS, 20],
    ['multiply-first', NEGATIVE_ENDER_GRIDS, 4],
    ['add-first', NEGATIVE_ENDER_GRIDS, 14],
  ] as const)(
    'R9.4 without doubleOnlyPositive a flat reaches a score of 0 or less too (%s)',
    (enderPenaltyOrder, grids, score) => {
      const rules = { doubleOnlyPositive: false, enderFlat: 10, enderPenaltyOrder };
      expect(enderScore(grids, 1, rules)).toEqual({ score, doubled: true });
    },
  );

  it('R9.4 a strictly lowest ender takes no penalty', () => {
    const rules = { ...DEFAULT_RULES, enderMultiplier: 4, enderFlat: 50 };
    expect(doublingOf([3, 8, 9], 0, rules)).toMatchObject({
      doubled: false,
      reason: 'strictly-lowest',
      penalty: { multiplier: 4, flat: 50, order: 'multiply-first' },
    });
  });

  it.each([
    [{ enderMultiplier: 0 }, 'enderMultiplier must be an integer from 1 to 4'],
    [{ enderMultiplier: 5 }, 'enderMultiplier must be an integer from 1 to 4'],
    [{ enderMultiplier: 1.5 }, 'enderMultiplier must be an integer from 1 to 4'],
    [{ enderFlat: -1 }, 'enderFlat must be an integer from 0 to 50'],
    [{ enderFlat: 51 }, 'enderFlat must be an integer from 0 to 50'],
    [{ enderPenaltyOrder: 'both' }, 'enderPenaltyOrder must be one of multiply-first, add-first'],
  ])('R9.4 %j is refused', (rules, message) => {
    expect(rulesProblem(rules as never, 2)).toBe(message);
  });
});
