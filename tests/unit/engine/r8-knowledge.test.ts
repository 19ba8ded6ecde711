import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countCards,
  OFFICIAL_SHAPE,
  orderedDeck,
  playerView,
  Random,
  withRandomReshuffles,
} from '../../../src/engine';
import { draw, drawDiscard, drawSwap } from '../helpers/actions';
import { randomGameArbitrary } from '../helpers/arbitraries';
import { dealtGame, discardTop, play, revealAll } from '../helpers/game';
import { withUnseenCardsMoved } from '../helpers/hidden';
import { randomState } from '../helpers/random-play';

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;

const deck = new Random(8).shuffled(orderedDeck());
const setUp = () =>
  revealAll(dealtGame(deck), [
    [0, 3],
    [0, 3],
  ]);

describe('R8.1 public knowledge', () => {
  it('R8.1 at the deal every seat has seen only the first discard', () => {
    const view = playerView(dealtGame(deck), 1);
    expect(view.unseen).toEqual(countCards(deck.filter((_, index) => index !== 24)));
    expect(view.drawPileKnown).toBeNull();
  });

  it('R8.1 a card turned up, discarded or drawn and shown is seen by every seat', () => {
    const start = setUp();
    const p = start.round.toMove!;
    const state = play(start, drawDiscard(p, 1));
    const seenIndexes = [0, 3, GRID_SIZE, GRID_SIZE + 3, 24, 25, GRID_SIZE * p + 1];
    const expected = countCards(deck.filter((_, index) => !seenIndexes.includes(index)));
    for (const seat of [0, 1]) expect(playerView(state, seat).unseen).toEqual(expected);
  });

  it('R8.1 after a reshuffle every seat knows the exact multiset of the draw pile', () => {
    let state = withRandomReshuffles(setUp(), 3);
    while (state.round.reshufflesUsed === 0) state = play(state, drawSwap(state.round.toMove!, 0));
    for (let turn = 0; turn < 5; turn++) {
      for (const seat of [0, 1]) {
        expect(playerView(state, seat).drawPileKnown).toEqual(countCards(state.round.drawPile));
      }
      state = play(state, drawSwap(state.round.toMove!, 0));
    }
  });
});

describe('R8.2 the drawn card', () => {
  it('R8.2 only the drawer sees the drawn card until it decides', () => {
    const drawn = play(setUp(), draw(0));
    const card = deck[25]!;
    expect(playerView(drawn, 0).drawn).toBe(card);
    expect(playerView(drawn, 1)).toMatchObject({ drawn: null, drawingSeat: 0 });
    expect(playerView(drawn, 1).unseen).toEqual(playerView(setUp(), 1).unseen);
    expect(playerView(drawn, 0).unseen[card + 2]).toBe(
      playerView(setUp(), 0).unseen[card + 2]! - 1,
    );
  });

  it('R8.2 the drawn card is shown to all whichever way the drawer decides', () => {
    const card = deck[25]!;
    const discarded = play(setUp(), draw(0), drawDiscard(0, 4));
    const swapped = play(setUp(), draw(0), drawSwap(0, 4));
    for (const seat of [0, 1]) {
      expect(discardTop(discarded)).toBe(card);
      expect(playerView(swapped, seat).grids[0]![4]).toEqual({ card, up: true });
      expect(playerView(discarded, seat).drawingSeat).toBeNull();
    }
  });
});

describe('R8.3 decisions from public knowledge alone', () => {
  it('R8.3 a view is the same however the cards its seat has not seen lie', () => {
    fc.assert(
      fc.property(
        randomGameArbitrary,
        fc.integer({ min: 1, max: 400 }),
        fc.nat(),
        (game, steps, seed) => {
          const state = randomState(game, steps);
          const seat = seed % game.players;
          const moved = withUnseenCardsMoved(state, seat, seed);
          expect(playerView(moved, seat)).toEqual(playerView(state, seat));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('R8.3 a view holds no face-down value, no draw-pile order and no PRNG state', () => {
    const state = play(setUp(), draw(0));
    const view = playerView(state, 1);
    const keys = new Set<string>();
    JSON.stringify(view, (key, value: unknown) => (keys.add(key), value));
    for (const secret of ['drawPile', 'rng', 'history', 'knownDrawPile']) {
      expect(keys.has(secret)).toBe(false);
    }
    for (const grid of view.grids) {
      for (const slot of grid) if (slot !== null && !slot.up) expect(slot.card).toBeNull();
    }
    const recordDeck = view.record.rounds[0]!.deck;
    const faceDown = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11];
    for (const pos of faceDown) {
      expect([recordDeck[pos], recordDeck[GRID_SIZE + pos]]).toEqual([null, null]);
    }
    expect(recordDeck.slice(25).every((card) => card === null)).toBe(true);
  });

  it('R8.3 every seat is shown the same grids, made once: a grid no action changed is the one shown before', () => {
    const before = setUp();
    const after = play(before, drawSwap(0, 1));
    const views = [0, 1].map((seat) => playerView(after, seat));
    expect(views[1]!.grids).toBe(views[0]!.grids);
    // Seat 1's grid did not change: its views before and after show the very same one.
    expect(views[0]!.grids[1]).toBe(playerView(before, 1).grids[1]);
    expect(views[0]!.grids[0]).not.toBe(playerView(before, 0).grids[0]);
    expect(views[0]!.grids[0]![1]).toEqual({ card: deck[25], up: true });
    for (const grid of views[0]!.grids)
      for (const slot of grid) if (slot !== null && !slot.up) expect(slot.card).toBeNull();
  });
});
