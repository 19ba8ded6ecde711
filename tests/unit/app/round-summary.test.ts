import { describe, expect, test } from 'vitest';
import { doublingExplanation, enderText } from '../../../src/app/present/round-summary';
import { type Card, type GameState, type Rules } from '../../../src/engine';
import { Translator } from '../../../src/i18n';
import { dealtGame, revealAll } from '../helpers/game';
import { gridOfRows } from '../helpers/deck';
import { GERMAN_EXAMPLE_GRIDS, NEGATIVE_ENDER_GRIDS } from '../helpers/layouts';
import { playOutRound, quietDeck } from '../helpers/quiet-round';

const t = new Translator('en');

/** A quiet round of `grids` played out by `ender` (see `playOutRound`). */
function quietRound(
  grids: readonly (readonly Card[])[],
  ender: number,
  rules: Partial<Rules> = {},
): GameState {
  const reveals = grids.map(() => [0, 1] as const);
  return playOutRound(
    revealAll(dealtGame(quietDeck(grids), { players: grids.length, rules }), reveals),
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
      'Bob ended with −3: a score of zero or less is never doubled.',
    );
  });

  test('R9.4 under a house penalty the explanation says “penalty”, not “doubled”, in every language', () => {
    const rules = { enderMultiplier: 3, enderFlat: 10 };
    const penalised = quietRound(GERMAN_EXAMPLE_GRIDS, 0, rules).results[0]!;
    expect(penalised.doubling.doubled).toBe(true);
    expect(doublingExplanation(t, ['Ada', 'Bob', 'Cy'], penalised)).toBe(
      'Ada ended with 10, and Cy scored the same: the ender must be strictly lowest, so Ada scores 40.',
    );
    const negative = quietRound(NEGATIVE_ENDER_GRIDS, 1, rules).results[0]!;
    expect(doublingExplanation(t, ['Ada', 'Bob'], negative)).toBe(
      'Bob ended with −3: a score of zero or less takes no penalty.',
    );
    expect(doublingExplanation(new Translator('ru'), ['Ada', 'Bob'], negative, 1)).toBe(
      'Вы закончили с −3: ноль и меньше никогда не штрафуются.',
    );
    const low = gridOfRows([2, -2, -1, 1], [-1, -2, -1, 1], [1, -1, 2, 3]);
    const lowest = quietRound([low, GERMAN_EXAMPLE_GRIDS[1]!], 0, rules).results[0]!;
    expect(doublingExplanation(new Translator('de'), ['Ada', 'Bob'], lowest)).toBe(
      'Ada beendete mit 2, weniger als alle anderen: keine Strafe.',
    );
    expect(doublingExplanation(new Translator('sv'), ['Ada', 'Bob'], lowest, 0)).toBe(
      'Du avslutade med 2, lägre än alla andra: inget straff.',
    );
  });
});
