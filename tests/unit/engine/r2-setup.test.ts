import { describe, expect, it } from 'vitest';
import {
  apply,
  type GameState,
  newGame,
  orderedDeck,
  playerView,
  Random,
  type Rules,
} from '../../../src/engine';
import { draw, drawDiscard, reveal, takeDiscard } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, nextRound, play, revealAll } from '../helpers/game';
import { GERMAN_EXAMPLE_GRIDS, gridRevealing, ZERO_TIE_GRIDS } from '../helpers/layouts';
import { playOutRound, quietDeck } from '../helpers/quiet-round';

const shuffledDeck = (seed: number) => new Random(seed).shuffled(orderedDeck());

/** A dealt game whose seats show `shown[i]` at positions 0 and 1 once set-up is over. */
function setUpShowing(shown: readonly (readonly [number, number])[], rules?: Partial<Rules>) {
  const deck = stackedDeck({ grids: shown.map(([a, b]) => gridRevealing(a, b)), discard: 5 });
  const state = dealtGame(deck, { players: shown.length, rules });
  return revealAll(
    state,
    shown.map(() => [0, 1] as const),
  );
}

describe('R2.1 the deal', () => {
  it('R2.1 deals 12 face-down cards to each seat in a 4×3 grid, deck[12i+k] at position k', () => {
    for (const players of [2, 5, 8]) {
      const deck = shuffledDeck(players);
      const state = dealtGame(deck, { players });
      expect(state.round.grids).toHaveLength(players);
      state.round.grids.forEach((grid, seat) => {
        expect(grid).toHaveLength(12);
        grid.forEach((slot, pos) =>
          expect(slot).toEqual({ card: deck[12 * seat + pos], up: false }),
        );
      });
    }
  });

  it('R2.1 nobody sees a face-down card, its owner included', () => {
    const state = dealtGame(shuffledDeck(7), { players: 3 });
    for (const seat of [0, 1, 2]) {
      for (const grid of playerView(state, seat).grids) {
        expect(grid.every((slot) => slot?.card === null && !slot.up)).toBe(true);
      }
    }
  });

  it('R2.1 a new game shuffles all 150 cards: the same seed deals the same deck, others differ', () => {
    const deckOf = (seed: number) => newGame({ players: ['A', 'B'], seed }).history[0]!.deck;
    expect(deckOf(11)).toEqual(deckOf(11));
    expect(deckOf(11)).not.toEqual(deckOf(12));
    expect([...deckOf(11)].sort((a, b) => a! - b!)).toEqual(orderedDeck());
  });
});

describe('R2.2 the discard and draw piles', () => {
  it('R2.2 the next card starts the discard pile and the rest is the draw pile, top first', () => {
    for (const players of [2, 3, 8]) {
      const deck = shuffledDeck(100 + players);
      const start = revealAll(
        dealtGame(deck, { players }),
        Array.from({ length: players }, () => [0, 1] as const),
      );
      expect(start.round.discardPile).toEqual([deck[12 * players]]);
      expect(start.round.drawPile).toHaveLength(150 - 12 * players - 1);
      const seat = start.round.toMove!;
      const drawn = play(start, draw(seat));
      expect(playerView(drawn, seat).drawn).toBe(deck[12 * players + 1]);
      const second = play(drawn, drawDiscard(seat, 5), draw((seat + 1) % players));
      expect(second.round.drawn?.card).toBe(deck[12 * players + 2]);
    }
  });
});

describe('R2.3 set-up reveals', () => {
  const dealt = () => dealtGame(shuffledDeck(3), { players: 3 });

  it('R2.3 each seat turns two cards of its choice face-up, in any interleaving', () => {
    const state = play(
      dealt(),
      reveal(2, 11),
      reveal(0, 4),
      reveal(2, 0),
      reveal(1, 7),
      reveal(0, 9),
      reveal(1, 3),
    );
    expect(state.phase).toBe('turns');
    const upPositions = state.round.grids.map((grid) =>
      grid.flatMap((slot, pos) => (slot?.up ? [pos] : [])),
    );
    expect(upPositions).toEqual([
      [4, 9],
      [3, 7],
      [0, 11],
    ]);
  });

  it('R2.3 a third set-up reveal is refused', () => {
    const state = play(dealt(), reveal(0, 1), reveal(0, 2));
    expect(apply(state, reveal(0, 3))).toMatchObject({ ok: false, reason: 'already-revealed-two' });
  });

  it('R2.3 a card already face-up cannot be revealed again', () => {
    const state = play(dealt(), reveal(1, 6));
    expect(apply(state, reveal(1, 6))).toMatchObject({ ok: false, reason: 'card-not-face-down' });
  });

  it('R2.3 no turn is taken before every seat has revealed two cards', () => {
    const state = play(dealt(), reveal(0, 0), reveal(0, 1), reveal(1, 0), reveal(1, 1));
    for (const action of [takeDiscard(0, 5), draw(0), drawDiscard(2, 5)]) {
      expect(apply(state, action)).toMatchObject({ ok: false, reason: 'setup-not-finished' });
    }
  });

  it('R2.3 set-up reveals end once turns have begun', () => {
    const state = revealAll(dealt(), [
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(apply(state, reveal(state.round.toMove!, 5))).toMatchObject({
      ok: false,
      reason: 'setup-finished',
    });
  });
});

describe('R2.4 who starts the first round', () => {
  it('R2.4 the seat whose two face-up cards have the highest sum starts', () => {
    const state = setUpShowing([
      [2, 3],
      [4, 5],
      [8, -2],
    ]);
    expect(state.round.starter).toBe(1);
    expect(state.round.toMove).toBe(1);
  });

  it('R2.4 a tie goes to the tied seat with the lowest index', () => {
    expect(
      setUpShowing([
        [1, 2],
        [4, 5],
        [2, 3],
        [3, 6],
      ]).round.starter,
    ).toBe(1);
  });

  it('R2.4 negative sums compare as numbers', () => {
    expect(
      setUpShowing([
        [-2, -2],
        [-1, -2],
      ]).round.starter,
    ).toBe(1);
  });
});

describe('R2.5 who starts later rounds', () => {
  /**
   * Round 1 is the German example: seat 0 starts and ends it; after doubling seat 2 has the lowest
   * score (10 against the ender's 20, though both summed 10). In round 2 seat 1 shows the highest
   * set-up sum.
   */
  function secondRound(rules: Partial<Rules>, roundTwo: readonly (readonly [number, number])[]) {
    const first = dealtGame(quietDeck(GERMAN_EXAMPLE_GRIDS), { players: 3, rules });
    const over = playOutRound(
      revealAll(first, [
        [0, 1],
        [0, 1],
        [0, 1],
      ]),
      0,
    );
    const deck = stackedDeck({ grids: roundTwo.map(([a, b]) => gridRevealing(a, b)), discard: 4 });
    return revealAll(nextRound(over, deck), [
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
  }
  const roundTwo = [
    [1, 2],
    [5, 5],
    [4, 4],
  ] as const;

  it.each([
    ['ender', 0],
    ['round-winner', 2],
    ['highest-reveal', 1],
  ] as const)('R2.5 nextRoundStarter %s: seat %i starts round 2', (nextRoundStarter, starter) => {
    const state = secondRound({ nextRoundStarter }, roundTwo);
    expect(state.results[0]!.ender).toBe(0);
    expect(state.round.starter).toBe(starter);
    expect(state.round.toMove).toBe(starter);
  });

  it('R2.5 the ender starts by default', () => {
    expect(secondRound({}, roundTwo).round.starter).toBe(0);
  });

  it('R2.5 highest-reveal applies R2.4 every round, ties included', () => {
    const tied = [
      [1, 2],
      [6, 4],
      [5, 5],
    ] as const;
    expect(secondRound({ nextRoundStarter: 'highest-reveal' }, tied).round.starter).toBe(1);
  });

  it('R2.5 round-winner: a tie for the lowest round score goes to the lowest seat', () => {
    const first = dealtGame(quietDeck(ZERO_TIE_GRIDS), {
      rules: { nextRoundStarter: 'round-winner' },
    });
    const over = playOutRound(
      revealAll(first, [
        [0, 1],
        [0, 1],
      ]),
      1,
    );
    expect(over.results[0]).toMatchObject({ ender: 1, scores: [0, 0] });
    const second = revealAll(nextRound(over, shuffledDeck(5)), [
      [0, 1],
      [0, 1],
    ]);
    expect(second.round.starter).toBe(0);
  });
});

describe('R2.6 turn order', () => {
  it('R2.6 play goes to increasing seat indexes and wraps around', () => {
    let state: GameState = setUpShowing([
      [1, 1],
      [2, 2],
      [9, 9],
      [3, 3],
    ]);
    const order: number[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const seat = state.round.toMove!;
      order.push(seat);
      for (const other of [0, 1, 2, 3].filter((s) => s !== seat)) {
        expect(apply(state, takeDiscard(other, 0))).toMatchObject({ reason: 'not-your-turn' });
      }
      state = play(state, takeDiscard(seat, 0));
    }
    expect(order).toEqual([2, 3, 0, 1, 2, 3]);
  });
});
