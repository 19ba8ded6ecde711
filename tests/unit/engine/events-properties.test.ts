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
 * action, replayed, with the card drawn before it drawn again (`drawnBefore`). A record lists
 * only the reshuffle orders its draws have used (GAME-RECORD.md): when `action` is a draw that
 * reshuffled (R6.1), the replay takes the orders used before it, and the round gets its order
 * back for the draw to take.
 */
function stateBefore(after: GameState, action: Action, drawnBefore: boolean): GameState {
  const record = toRecord(after);
  const rounds = record.rounds.slice();
  const last = rounds[rounds.length - 1]!;
  const actions = action.t === 'draw' ? last.actions : last.actions.slice(0, -1);
  for (let used = last.reshuffles.length; used >= 0; used--) {
    rounds[rounds.length - 1] = { ...last, actions, reshuffles: last.reshuffles.slice(0, used) };
    const replayed = replayRecord({ ...record, rounds }, { drawPending: drawnBefore });
    if (!replayed.ok) continue;
    const state = replayed.state;
    const r = state.round.index;
    const history = state.history.slice();
    history[r] = { ...history[r]!, reshuffles: after.history[r]!.reshuffles };
    return { ...state, history };
  }
  throw new Error('the record before the action does not replay');
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
          const seat = index++ % game.players;
          const moved = withUnseenCardsMoved(after, seat, seed + index);
          const otherBefore = stateBefore(moved, action, before.round.drawn !== null);
          expect(eventsForSeat(stepEvents(otherBefore, action), seat)).toEqual(
            eventsForSeat(stepEvents(before, action), seat),
          );
        }
      }),
      { numRuns: 6 },
    );
  });
});
