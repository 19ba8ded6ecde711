import { describe, expect, it } from 'vitest';
import { apply, placesDrawnCard, playerView } from '../../../src/engine';
import { draw, drawDiscard, drawSwap, reveal, takeDiscard } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, play, revealAll } from '../helpers/game';
import { gridRevealing } from '../helpers/layouts';

/**
 * Seat 0 shows 9 and 9 at positions 0 and 1 (so it starts), seat 1 shows 4 and 4; the discard
 * pile starts with a 3 and the draw pile with 5, 2, 11. Position 5 of seat 0 holds a face-down 1.
 */
const start = () => {
  const deck = stackedDeck({
    grids: [gridRevealing(9, 9), gridRevealing(4, 4)],
    discard: 3,
    draws: [5, 2, 11],
  });
  return revealAll(dealtGame(deck), [
    [0, 1],
    [0, 1],
  ]);
};

describe('R3.1 taking the discard', () => {
  it('R3.1 the taken card lies face-up in the grid and the replaced face-up card is discarded', () => {
    const state = play(start(), takeDiscard(0, 0));
    expect(state.round.grids[0]![0]).toEqual({ card: 3, up: true });
    expect(state.round.discardPile).toEqual([9]);
    expect(state.round.toMove).toBe(1);
  });

  it('R3.1 a face-down card may be replaced: it goes face-up onto the discard pile unseen before', () => {
    const state = play(start(), takeDiscard(0, 5));
    expect(state.round.grids[0]![5]).toEqual({ card: 3, up: true });
    expect(state.round.discardPile).toEqual([1]);
  });

  it('R3.1 the taken card cannot go straight back: every take-discard keeps it in the grid', () => {
    const before = start();
    for (let pos = 0; pos < 12; pos++) {
      const state = play(before, takeDiscard(0, pos));
      expect(state.round.grids[0]![pos]!.card).toBe(3);
      expect(state.round.discardPile).toEqual([before.round.grids[0]![pos]!.card]);
    }
  });
});

describe('R3.2 drawing', () => {
  it('R3.2 the drawn card is the draw-pile top and only the drawer sees it before deciding', () => {
    const state = play(start(), draw(0));
    expect(playerView(state, 0).drawn).toBe(5);
    expect(playerView(state, 1).drawn).toBeNull();
    expect(playerView(state, 1).drawingSeat).toBe(0);
    expect(state.round.drawPile).toHaveLength(150 - 25 - 1);
  });

  it('R3.2a the drawn card may be swapped in like a taken one', () => {
    const state = play(start(), draw(0), drawSwap(0, 4));
    expect(state.round.grids[0]![4]).toEqual({ card: 5, up: true });
    expect(state.round.discardPile).toEqual([3, 10]);
    expect(state.round.toMove).toBe(1);
  });

  it('R3.2b the drawn card may be discarded, turning one face-down card up', () => {
    const state = play(start(), draw(0), drawDiscard(0, 4));
    expect(state.round.grids[0]![4]).toEqual({ card: 10, up: true });
    expect(state.round.discardPile).toEqual([3, 5]);
    expect(state.round.toMove).toBe(1);
  });

  it('R3.2b the card turned up must be face-down', () => {
    const drawn = play(start(), draw(0));
    expect(apply(drawn, drawDiscard(0, 0))).toMatchObject({
      ok: false,
      reason: 'card-not-face-down',
    });
  });

  it('R3.2 once a card is drawn the discard cannot be taken, nor another card drawn', () => {
    const drawn = play(start(), draw(0));
    expect(apply(drawn, takeDiscard(0, 4))).toMatchObject({ reason: 'card-already-drawn' });
    expect(apply(drawn, draw(0))).toMatchObject({ reason: 'card-already-drawn' });
    expect(apply(drawn, reveal(0, 4))).toMatchObject({ reason: 'setup-finished' });
  });

  it('R3.2 a record action draws and decides at once, and the record holds only the decision', () => {
    for (const decide of [drawSwap(0, 7), drawDiscard(0, 7)]) {
      const inTwoSteps = play(start(), draw(0), decide);
      const inOneStep = play(start(), decide);
      expect(inOneStep).toEqual(inTwoSteps);
      expect(inOneStep.history[0]!.actions.slice(4)).toEqual([decide]);
    }
  });

  it('R3.2 the placements of a drawn card are the swap and the discard, nothing else', () => {
    expect([drawSwap(0, 7), drawDiscard(0, 7)].every(placesDrawnCard)).toBe(true);
    expect([draw(0), takeDiscard(0, 7), reveal(0, 7)].some(placesDrawnCard)).toBe(false);
  });
});

describe('R3.3 face-up stays face-up', () => {
  it('R3.3 a card swapped in over a face-up card lies face-up, and no card ever turns face-down', () => {
    let state = start();
    const faceUpCount = () =>
      state.round.grids.flat().filter((slot) => slot !== null && slot.up).length;
    let previous = faceUpCount();
    for (const action of [
      takeDiscard(0, 0),
      drawSwap(1, 1),
      drawSwap(0, 6),
      takeDiscard(1, 2),
      drawDiscard(0, 10),
    ]) {
      state = play(state, action);
      expect(state.round.grids[action.p]![action.pos]!.up).toBe(true);
      expect(faceUpCount()).toBeGreaterThanOrEqual(previous);
      previous = faceUpCount();
    }
  });

  it('R3.3 cards enter a grid only face-up, also over a face-down card', () => {
    const state = play(start(), drawSwap(0, 11), takeDiscard(1, 8));
    expect(state.round.grids[0]![11]).toEqual({ card: 5, up: true });
    expect(state.round.grids[1]![8]).toEqual({ card: 3, up: true });
  });
});
