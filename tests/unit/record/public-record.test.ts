import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  playerView,
  publicRecord,
  replayRecord,
  replayResult,
  replayText,
} from '../../../src/engine';
import { randomGameArbitrary } from '../helpers/arbitraries';
import { randomState } from '../helpers/random-play';
import { type EditableRecord, germanExampleRecord, reshuffledRecord } from '../helpers/records';

/** The replay error of `record` changed by `change`, or `null` if it replays. */
function errorWith(record: EditableRecord, change: (record: EditableRecord) => void) {
  const copy = structuredClone(record);
  change(copy);
  const outcome = replayText(JSON.stringify(copy));
  return outcome.ok ? null : outcome.error;
}

describe('public records (null cards)', () => {
  it('a public record replays to the same result: its null cards are never read', () => {
    fc.assert(
      fc.property(randomGameArbitrary, fc.integer({ min: 1, max: 1500 }), (game, steps) => {
        const state = randomState(game, steps);
        const replayed = replayRecord(JSON.parse(JSON.stringify(publicRecord(state))));
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(replayResult(replayed.state)).toEqual(replayResult(state));
      }),
      { numRuns: 40 },
    );
  });

  it('a public record hides the face-down cards and the undrawn draw pile of the round in play', () => {
    const state = randomState({ seed: 12, players: 4, rules: {} }, 60);
    const deck = publicRecord(state).rounds[state.round.index]!.deck;
    state.round.grids.forEach((grid, seat) =>
      grid.forEach((slot, pos) => {
        const card = deck[12 * seat + pos];
        if (slot === null || slot.up) expect(card).not.toBeNull();
        else expect(card).toBeNull();
      }),
    );
    expect(deck.filter((card) => card === null)).toHaveLength(
      state.round.grids.flat().filter((slot) => slot?.up === false).length +
        state.round.drawPile.length,
    );
    expect(playerView(state, 2).record).toEqual(publicRecord(state));
  });

  const german = germanExampleRecord();
  const last = german.rounds[0]!.actions.length - 1;

  it.each([
    ['a set-up reveal', 0, 0],
    ['a card turned up by draw-discard', 2, 6],
    ['the drawn card', 37, 6],
    ['a face-down card at the final reveal', 23, last],
  ])('reading a null card is an error at that action: %s', (_, index, action) => {
    expect(errorWith(german, (r) => (r.rounds[0]!.deck[index] = null))).toMatchObject({
      round: 0,
      action,
    });
  });

  it('reading a null card is an error at that action: a face-down card replaced by a take-discard', () => {
    const replaced = errorWith(german, (r) => {
      r.rounds[0]!.actions[2] = { p: 1, t: 'reveal', pos: 2 };
      r.rounds[0]!.deck[12] = null;
    });
    expect(replaced).toMatchObject({ round: 0, action: 7 });
  });

  it('null cards that are never drawn are no error', () => {
    expect(errorWith(german, (r) => r.rounds[0]!.deck.fill(null, 48))).toBeNull();
  });

  it('a null card in a reshuffle: an error when drawn, none when not', () => {
    const { record, drawIndex } = reshuffledRecord();
    const drawnNull = errorWith(record, (r) => (r.rounds[0]!.reshuffles[0]![0] = null));
    expect(drawnNull).toMatchObject({ round: 0, action: drawIndex });
    const undrawnNull = errorWith(record, (r) => {
      const order = r.rounds[0]!.reshuffles[0]!;
      order.fill(null, 5);
    });
    expect(undrawnNull).toBeNull();
  });
});
