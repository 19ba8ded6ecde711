import { describe, expect, test } from 'vitest';
import { type HintCandidate, hintReasons } from '../../../src/ai';
import { candidateMoveText } from '../../../src/app/present/hint-text';
import { type Action, apply, playerView, type PlayerView } from '../../../src/engine';
import { moveText, Translator } from '../../../src/i18n';
import { draw, drawSwap, reveal, takeDiscard } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, play, unwrap } from '../helpers/game';

/** `action` worded as the hint's list of best moves words it in `view`. */
function listed(t: Translator, action: Action, view: PlayerView): string {
  const candidate: HintCandidate = {
    action,
    cost: 0,
    interval: 0,
    equal: true,
    reasons: hintReasons(view, action),
  };
  return candidateMoveText(t, candidate, {
    discardTop: view.discardPile.at(-1)!,
    rules: view.rules,
  });
}

describe('a hint words its moves', () => {
  // Seat 0 turns up a 7 (pos 0) and a 2 (pos 3); the discard is a 7 and the next draw a 2.
  const grid0 = [7, 5, 1, 2, 9, 3, 4, 0, 4, 5, 6, 8];
  const grid1 = [1, 1, 10, 10, 10, 11, 3, 3, 4, 12, 12, 5];
  const started = play(
    dealtGame(stackedDeck({ grids: [grid0, grid1], discard: 7, draws: [2] }), { players: 2 }),
    reveal(0, 0),
    reveal(0, 3),
    reveal(1, 0),
    reveal(1, 1),
  );

  test.each(['en', 'de', 'sv', 'ru'] as const)(
    'a card laid over a face-up card of its value says the grid stays as it is (%s)',
    (language) => {
      const t = new Translator(language);
      const view = playerView(started, 0);
      const keeps = t.t('move.keeps-grid');
      expect(listed(t, takeDiscard(0, 0), view)).toMatch(/7.* \(.+\)$/);
      expect(listed(t, takeDiscard(0, 0), view).endsWith(` ${keeps}`)).toBe(true);
      expect(listed(t, takeDiscard(0, 3), view)).not.toContain(keeps);
      expect(listed(t, takeDiscard(0, 1), view)).not.toContain(keeps);
      const drawn = playerView(unwrap(apply(started, draw(0))), 0);
      expect(drawn.drawn).toBe(2);
      expect(listed(t, drawSwap(0, 3), drawn).endsWith(` ${keeps}`)).toBe(true);
      expect(listed(t, drawSwap(0, 0), drawn)).not.toContain(keeps);
    },
  );

  test('R9.1 R9.5 a move is named on the grid of the game’s shape, and with dual hands its grid', () => {
    const t = new Translator('en');
    const move = drawSwap(0, 5);
    expect(moveText(t, move, 0, { rows: 3, columns: 4, dualHands: false })).toBe(
      'Put the drawn card in column 2, row 3.',
    );
    expect(moveText(t, move, 0, { rows: 4, columns: 4, dualHands: false })).toBe(
      'Put the drawn card in column 2, row 2.',
    );
    const second = drawSwap(0, 12 + 4);
    expect(moveText(t, second, 0, { rows: 3, columns: 4, dualHands: true })).toBe(
      'Put the drawn card in grid 2, column 2, row 2.',
    );
  });
});
