import { describe, expect, test } from 'vitest';
import { doublingExplanation } from '../../../src/app/screens/round-summary';
import { type Card, type GameState } from '../../../src/engine';
import { Translator } from '../../../src/i18n';
import { dealtGame, revealAll } from '../helpers/game';
import { gridOfRows } from '../helpers/deck';
import { GERMAN_EXAMPLE_GRIDS, NEGATIVE_ENDER_GRIDS } from '../helpers/layouts';
import { playOutRound, quietDeck } from '../helpers/quiet-round';

const t = new Translator('en');

/** A quiet round of `grids` played out by `ender` (see `playOutRound`). */
function quietRound(grids: readonly (readonly Card[])[], ender: number): GameState {
  const reveals = grids.map(() => [0, 1] as const);
  return playOutRound(
    revealAll(dealtGame(quietDeck(grids), { players: grids.length }), reveals),
    ender,
  );
}

describe('the round summary explains R5.3 as the engine decided it', () => {
  test('R5.3 a doubled ender is compared with the lowest other seat', () => {
    const state = quietRound(GERMAN_EXAMPLE_GRIDS, 0);
    expect(doublingExplanation(t, ['Ada', 'Bob', 'Cy'], state.results[0]!)).toBe(
      'Ada ended with 10, and Cy scored 10, not more: the ender is not strictly lowest, so Ada scores 20.',
    );
  });

  test('R5.3 a strictly lowest ender is not doubled', () => {
    const low = gridOfRows([2, -2, -1, 1], [-1, -2, -1, 1], [1, -1, 2, 3]);
    const state = quietRound([low, GERMAN_EXAMPLE_GRIDS[1]!], 0);
    expect(state.results[0]!.doubling.reason).toBe('strictly-lowest');
    expect(doublingExplanation(t, ['Ada', 'Bob'], state.results[0]!)).toBe(
      'Ada ended with 2, lower than everyone else: no doubling.',
    );
  });

  test('R5.3 a negative ender is never doubled by default', () => {
    const state = quietRound(NEGATIVE_ENDER_GRIDS, 1);
    expect(doublingExplanation(t, ['Ada', 'Bob'], state.results[0]!)).toBe(
      'Bob ended with -3: a score of zero or less is never doubled.',
    );
  });
});
