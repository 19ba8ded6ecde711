import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  eventsForSeat,
  type GameEvent,
  type GameState,
  replayRecord,
  startNextRound,
  toRecord,
} from '../../../src/engine';
import { randomGameArbitrary } from '../helpers/arbitraries';
import { foldEvents, publicTable } from '../helpers/event-fold';
import { withUnseenCardsMoved } from '../helpers/hidden';
import { randomPlay } from '../helpers/random-play';

/** The events of one step of a random game: an action, or the deal of the next round. */
function stepEvents(before: GameState, action: Action | null): readonly GameEvent[] {
  const result = action === null ? startNextRound(before) : apply(before, action);
  if (!result.ok) throw new Error(result.message);
  return result.events;
}

/**
 * The state before `action` in the game whose state after it is `after`: its record without that
 * action, replayed, with the card drawn before it drawn again (`drawnBefore`).
 */
function stateBefore(after: GameState, action: Action, drawnBefore: boolean): GameState {
  const record = toRecord(after);
  const rounds = record.rounds.slice();
  if (action.t !== 'draw') {
    const last = rounds[rounds.length - 1]!;
    rounds[rounds.length - 1] = { ...last, actions: last.actions.slice(0, -1) };
  }
  // The card drawn before the action is drawn again by the replay, from the recorded order.
  const replayed = replayRecord({ ...record, rounds }, { drawPending: drawnBefore });
  if (!replayed.ok) throw new Error(replayed.error.message);
  return replayed.state;
}

describe('properties of the events', () => {
  it('R1.1–R7.2 the events of every step lead from the public table before it to the one after', () => {
    fc.assert(
      fc.property(randomGameArbitrary, (game) => {
        for (const { before, action, after } of randomPlay(game)) {
          const folded = foldEvents(publicTable(before), stepEvents(before, action));
          expect(folded).toEqual(publicTable(after));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('R8.1 R8.2 what a seat sees of the events does not change with the cards it has not seen', () => {
    fc.assert(
      fc.property(randomGameArbitrary, fc.nat(), (game, seed) => {
        let index = 0;
        for (const { before, action, after } of randomPlay(game, 160)) {
          if (action === null) continue;
          const events = stepEvents(before, action);
          // A draw that reshuffles leaves no record to rebuild the state before it from (a record
          // keeps a reshuffle order only once a decision has used it); its event holds only the
          // new pile's size (see the R6.1 test), and the draw's card is hidden as any other.
          if (events.some((event) => event.kind === 'reshuffled')) continue;
          const seat = index++ % game.players;
          const moved = withUnseenCardsMoved(after, seat, seed + index);
          const otherBefore = stateBefore(moved, action, before.round.drawn !== null);
          expect(eventsForSeat(stepEvents(otherBefore, action), seat)).toEqual(
            eventsForSeat(events, seat),
          );
        }
      }),
      { numRuns: 6 },
    );
  });
});
