import { describe, expect, test } from 'vitest';
import { completeRecord } from '../../../src/app/records/complete-record';
import { recordSeatKinds, withSeats } from '../../../src/app/records/record-seats';
import { bestRound, placeOf } from '../../../src/app/screens/standings';
import { shownName, shownNames } from '../../../src/app/present/names';
import { createBot } from '../../../src/ai';
import {
  apply,
  orderedDeck,
  Random,
  withRandomReshuffles,
  CARD_COUNTS,
  countCards,
  type GameState,
  newGame,
  playerView,
  publicRecord,
  replayRecord,
  seatsToAct,
  toRecord,
} from '../../../src/engine';
import { Translator } from '../../../src/i18n';
import { drawSwap } from '../helpers/actions';
import { dealtGame, play, revealAll } from '../helpers/game';

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

describe('a public record made playable', () => {
  test.each([6, 20, 40, 60])('after %i actions: the seen cards kept, the rest dealt anew', (n) => {
    const state = played(n);
    expect(state.phase === 'setup' || state.phase === 'turns').toBe(true);
    const open = publicRecord(state);
    const completed = completeRecord(open, 99);
    const round = completed.rounds.at(-1)!;
    expect(round.deck.every((card) => card !== null)).toBe(true);
    expect(countCards(round.deck)).toEqual(CARD_COUNTS);
    for (const [i, card] of open.rounds.at(-1)!.deck.entries())
      if (card !== null) expect(round.deck[i]).toBe(card);
    const replayed = replayRecord(completed);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    // The same table: every face-up card, the discard pile, the scores.
    expect(replayed.state.round.discardPile).toEqual(state.round.discardPile);
    expect(replayed.state.totals).toEqual(state.totals);
    expect(
      replayed.state.round.grids.map((grid) => grid.map((slot) => (slot?.up ? slot.card : null))),
    ).toEqual(state.round.grids.map((grid) => grid.map((slot) => (slot?.up ? slot.card : null))));
    // It plays on: every seat can act where the original could.
    expect(seatsToAct(replayed.state)).toEqual(seatsToAct(state));
  });

  test('a complete record comes back as it was', () => {
    const record = toRecord(played(40));
    expect(completeRecord(record, 5)).toEqual(record);
  });

  test('after a reshuffle, the draw pile is dealt from the discards it was made of', () => {
    // Two seats swap drawn cards in at position 0 until the draw pile runs out, then draw again.
    let state = withRandomReshuffles(
      revealAll(dealtGame(new Random(4).shuffled(orderedDeck())), [
        [0, 3],
        [0, 3],
      ]),
      4,
    );
    while (state.round.reshufflesUsed === 0 || state.round.drawPile.length > 90)
      state = play(state, drawSwap(state.round.toMove!, 0));
    const open = publicRecord(state);
    expect(open.rounds[0]!.reshuffles[0]!.some((card) => card === null)).toBe(true);
    const completed = completeRecord(open, 3);
    const order = completed.rounds[0]!.reshuffles[0]!;
    expect(order.every((card) => card !== null)).toBe(true);
    expect(countCards(order)).toEqual(countCards(toRecord(state).rounds[0]!.reshuffles[0]!));
    const replayed = replayRecord(completed);
    expect(replayed.ok).toBe(true);
  });
});

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
