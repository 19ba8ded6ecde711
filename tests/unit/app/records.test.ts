import { describe, expect, test } from 'vitest';
import { recordSeatKinds, withSeats } from '../../../src/app/game/record-seats';
import { placeOf } from '../../../src/engine';
import { bestRound } from '../../../src/app/present/standings';
import { shownName, shownNames } from '../../../src/app/present/names';
import { createBot } from '../../../src/ai';
import {
  apply,
  type GameState,
  newGame,
  playerView,
  replayRecord,
  seatsToAct,
  toRecord,
} from '../../../src/engine';
import { Translator } from '../../../src/i18n';

/** Up to `actions` moves of a 3-player game's first round, played by medium bots. */
function played(actions: number, seed = 8): GameState {
  let state = newGame({ players: ['A', 'B', 'C'], seed });
  const bot = createBot('medium', { seed });
  for (let i = 0; i < actions; i++) {
    const seat = seatsToAct(state)[0];
    if (seat === undefined) break;
    const next = apply(state, bot.decide(playerView(state, seat)));
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

describe('the seats of a record', () => {
  test('are written and read back', () => {
    const record = withSeats(toRecord(played(3)), ['person', 'expert', 'easy']);
    expect(record.seats).toEqual([
      { kind: 'person' },
      { kind: 'computer', level: 'expert' },
      { kind: 'computer', level: 'easy' },
    ]);
    expect(recordSeatKinds(JSON.parse(JSON.stringify(record)))).toEqual([
      'person',
      'expert',
      'easy',
    ]);
    expect(replayRecord(record).ok).toBe(true);
  });

  test.each([
    ['absent', undefined],
    ['too few', [{ kind: 'person' }]],
    [
      'an unknown level',
      [{ kind: 'computer', level: 'god' }, { kind: 'person' }, { kind: 'person' }],
    ],
    ['not a list', 'person'],
  ])('are ignored when %s', (_, seats) => {
    expect(recordSeatKinds({ ...toRecord(played(3)), seats })).toBeNull();
  });
});

describe('standings', () => {
  test('a place counts the strictly lower totals', () => {
    expect([0, 1, 2, 3].map((seat) => placeOf([40, 12, 40, 90], seat))).toEqual([2, 1, 2, 4]);
  });

  test('the best round is the lowest round score, the first on a tie', () => {
    const result = (scores: number[]) => ({
      starter: 0,
      ender: 0,
      doubled: false,
      scores,
      totals: scores,
      grids: [],
      doubling: {
        doubled: false,
        reason: 'strictly-lowest' as const,
        enderScore: scores[0]!,
        rival: 1,
        rivalScore: scores[1]!,
        penalty: { multiplier: 2, flat: 0, order: 'multiply-first' as const },
      },
    });
    expect(bestRound([result([10, 3]), result([-2, 3]), result([-2, 8])], 0)).toEqual({
      round: 1,
      score: -2,
    });
    expect(bestRound([], 0)).toBeNull();
  });
});

describe('default names', () => {
  test('are shown in the current language, whatever language made them', () => {
    const de = new Translator('de');
    expect(shownNames(de, ['Player 1', 'Robot 2', 'Игрок 3', 'Ada'])).toEqual([
      'Spieler 1',
      'Roboter 2',
      'Spieler 3',
      'Ada',
    ]);
    expect(shownName(new Translator('en'), 'Roboter 4')).toBe('Robot 4');
  });

  test('ordinals read naturally in every language', () => {
    const ordinals = (language: 'en' | 'de' | 'sv' | 'ru') =>
      [1, 2, 3, 4, 11, 22].map((n) => new Translator(language).ordinal(n));
    expect(ordinals('en')).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd']);
    expect(ordinals('de')).toEqual(['1.', '2.', '3.', '4.', '11.', '22.']);
    expect(ordinals('sv')).toEqual(['1:a', '2:a', '3:e', '4:e', '11:e', '22:a']);
    expect(ordinals('ru')).toEqual(['1-е', '2-е', '3-е', '4-е', '11-е', '22-е']);
  });
});
