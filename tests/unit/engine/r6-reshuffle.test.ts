import { describe, expect, it } from 'vitest';
import {
  apply,
  type Card,
  countCards,
  type GameState,
  orderedDeck,
  Random,
  withRandomReshuffles,
} from '../../../src/engine';
import { draw, drawSwap, takeDiscard } from '../helpers/actions';
import { dealtGame, discardTop, play, revealAll } from '../helpers/game';

/**
 * Two seats with face-up cards at positions 0 and 3 swap drawn cards in at position 0 until the
 * draw pile is empty (no column can fill up: positions 1 and 2 stay face-down).
 */
function drained(state: GameState): GameState {
  let current = state;
  while (current.round.drawPile.length > 0) {
    current = play(current, drawSwap(current.round.toMove!, 0));
  }
  return current;
}

const setUp = (seed: number) =>
  revealAll(dealtGame(new Random(seed).shuffled(orderedDeck())), [
    [0, 3],
    [0, 3],
  ]);

/**
 * `state` whose current round's record gives `reshuffles`, as a record that stops at the next
 * draw and lists them (the state a pending draw is repeated from, `replayRecord` with
 * `drawPending`).
 */
function withRecordedReshuffles(state: GameState, reshuffles: readonly (readonly Card[])[]) {
  const history = state.history.slice();
  history[state.round.index] = { ...history[state.round.index]!, reshuffles };
  return { ...state, history };
}

describe('R6.1 the draw pile runs out', () => {
  it('R6.1 nothing is reshuffled until someone draws from the empty pile', () => {
    const empty = drained(setUp(1));
    expect(empty.round.discardPile).toHaveLength(150 - 24);
    const afterTake = play(empty, takeDiscard(empty.round.toMove!, 3));
    expect(afterTake.round.drawPile).toEqual([]);
    expect(afterTake.round.discardPile).toHaveLength(150 - 24);
    expect(afterTake.round.reshufflesUsed).toBe(0);
  });

  it('R6.1 the draw reshuffles all discards but the top, which stays as the discard pile', () => {
    const empty = drained(setUp(2));
    const top = discardTop(empty);
    const under = empty.round.discardPile.slice(0, -1);
    const order = under.slice().reverse();
    const state = withRecordedReshuffles(empty, [order]);
    const seat = state.round.toMove!;
    const drawn = play(state, draw(seat));
    expect(drawn.round.drawn).toEqual({ card: order[0] });
    expect(drawn.round.discardPile).toEqual([top]);
    expect(drawn.round.drawPile).toEqual(order.slice(1).reverse());
    const placed = play(drawn, drawSwap(seat, 0));
    expect(placed.round.grids[seat]![0]).toEqual({ card: order[0], up: true });
  });

  it('R6.1 with the PRNG, the new draw pile is the shuffled discards and the record keeps its order', () => {
    const empty = withRandomReshuffles(drained(setUp(3)), 99);
    const under = empty.round.discardPile.slice(0, -1);
    const seat = empty.round.toMove!;
    const drawn = play(empty, draw(seat));
    const newPile = [drawn.round.drawn!.card, ...drawn.round.drawPile.slice().reverse()];
    expect(countCards(newPile)).toEqual(countCards(under));
    expect(drawn.round.discardPile).toEqual([discardTop(empty)]);
    expect(drawn.history[0]!.reshuffles).toEqual([newPile]);
  });

  it('R6.1 the pile can run out again: each reshuffle takes the discards under the top then', () => {
    const first = play(withRandomReshuffles(drained(setUp(4)), 5), drawSwap(0, 0));
    const again = drained(first);
    const under = again.round.discardPile.slice(0, -1);
    const second = play(again, drawSwap(again.round.toMove!, 0));
    expect(second.round.reshufflesUsed).toBe(2);
    expect(countCards(second.history[0]!.reshuffles[1]!)).toEqual(countCards(under));
  });

  it('R6.1 a record that gives no reshuffle cannot draw from the empty pile', () => {
    const empty = drained(setUp(6));
    const result = apply(empty, drawSwap(empty.round.toMove!, 0));
    expect(result).toMatchObject({ ok: false, reason: 'missing-reshuffle' });
  });

  it('R6.1 a recorded reshuffle must hold exactly the cards under the discard top', () => {
    const empty = drained(setUp(7));
    const under = empty.round.discardPile.slice(0, -1);
    const wrongCard = [...under.slice(1), under[0] === 5 ? 6 : 5];
    for (const order of [under.slice(1), wrongCard, [...under, 1]]) {
      const state = withRecordedReshuffles(empty, [order]);
      expect(apply(state, draw(state.round.toMove!))).toMatchObject({
        ok: false,
        reason: 'bad-reshuffle',
      });
    }
  });
});
