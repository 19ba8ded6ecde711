import { describe, expect, it } from 'vitest';
import {
  countCards,
  DECK_SIZE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  newGame,
  orderedDeck,
  recordedGame,
  startRecordedRound,
} from '../../../src/engine';
import { cardsInPlay } from '../helpers/cards';
import { unwrap } from '../helpers/game';

/** R1.1 read straight from the text: five −2, ten −1, fifteen 0, ten each of 1 … 12. */
function specDistribution(): Map<number, number> {
  const counts = new Map([
    [-2, 5],
    [-1, 10],
    [0, 15],
  ]);
  for (let value = 1; value <= 12; value++) counts.set(value, 10);
  return counts;
}

function tally(cards: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

describe('R1 components', () => {
  it('R1.1 the deck holds 150 cards: five −2, ten −1, fifteen 0 and ten each of 1 to 12', () => {
    const deck = orderedDeck();
    expect(deck).toHaveLength(150);
    expect(DECK_SIZE).toBe(150);
    expect(tally(deck)).toEqual(specDistribution());
  });

  it('R1.1 a new game deals exactly those 150 cards', () => {
    for (const seed of [1, 2, 3]) {
      const state = newGame({ players: ['A', 'B', 'C'], seed });
      expect(tally(cardsInPlay(state))).toEqual(specDistribution());
    }
  });

  it('R1.1 a deck with any other distribution is refused', () => {
    const game = unwrap(recordedGame(['A', 'B']));
    const deck = orderedDeck();
    const thirteen = [...deck.slice(0, -1), 13];
    const elevenTwelves = [...deck.slice(1), 12];
    const short = deck.slice(1);
    for (const bad of [thirteen, elevenTwelves, short]) {
      expect(startRecordedRound(game, { deck: bad, reshuffles: [] })).toMatchObject({
        ok: false,
        reason: 'bad-deck',
      });
    }
    expect(countCards(elevenTwelves)[14]).toBe(11);
  });

  it('R1.2 a game has 2 to 8 players', () => {
    expect([MIN_PLAYERS, MAX_PLAYERS]).toEqual([2, 8]);
    for (let count = 2; count <= 8; count++) {
      const players = Array.from({ length: count }, (_, seat) => `P${seat}`);
      expect(newGame({ players, seed: count }).round.grids).toHaveLength(count);
      expect(recordedGame(players).ok).toBe(true);
    }
  });

  it('R1.2 one player or nine are refused', () => {
    for (const count of [0, 1, 9]) {
      const players = Array.from({ length: count }, (_, seat) => `P${seat}`);
      expect(() => newGame({ players, seed: 1 })).toThrow(/2 to 8 players/);
      expect(recordedGame(players)).toMatchObject({ ok: false, reason: 'bad-player' });
    }
  });
});
