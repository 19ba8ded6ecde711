import { describe, expect, test } from 'vitest';
import { doublingExplanation, enderText } from '../../../src/app/present/round-summary';
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
  test('R5.3 a doubled ender is compared with the lowest other seat: a tie is told as one', () => {
    const state = quietRound(GERMAN_EXAMPLE_GRIDS, 0);
    expect(doublingExplanation(t, ['Ada', 'Bob', 'Cy'], state.results[0]!)).toBe(
      'Ada ended with 10, and Cy scored the same: the ender must be strictly lowest, so Ada scores 20.',
    );
  });

  test('R5.3 a lower score is told as lower, not as "not more" (issue 27, defect 8)', () => {
    const state = quietRound(GERMAN_EXAMPLE_GRIDS, 1);
    const players = ['Ada', 'Bob', 'Robot 3'];
    expect(doublingExplanation(t, players, state.results[0]!)).toBe(
      'Bob ended with 24, but Ada scored less (9): the ender must be strictly lowest, so Bob scores 48.',
    );
    expect(doublingExplanation(t, players, state.results[0]!, 0)).toBe(
      'Bob ended with 24, but you scored less (9): the ender must be strictly lowest, so Bob scores 48.',
    );
    expect(doublingExplanation(t, players, state.results[0]!, 1)).toBe(
      'You ended with 24, but Ada scored less (9): the ender must be strictly lowest, so you score 48.',
    );
    expect(enderText(t, players, state.results[0]!, 1)).toBe('You ended the round.');
    expect(enderText(t, players, state.results[0]!, 0)).toBe('Bob ended the round.');
    expect(enderText(new Translator('de'), players, state.results[0]!, 1)).toBe(
      'Du hast die Runde beendet.',
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
