import { describe, expect, test } from 'vitest';
import { parseRoomDocument, roomDocument } from '../../../src/server/room-document';
import { apply, type GameState, replayRecord, withRandomReshuffles } from '../../../src/engine';
import { reshuffledRecord } from '../helpers/records';

/** A two-seat game whose seat to move has just drawn from a reshuffle it made (R6.1). */
function drawnFromReshuffle(): GameState {
  const { record, drawIndex } = reshuffledRecord();
  const round = record.rounds[0]!;
  const replayed = replayRecord({
    ...record,
    rounds: [{ ...round, reshuffles: [], actions: round.actions.slice(0, drawIndex) }],
  });
  if (!replayed.ok) throw new Error(replayed.error.message);
  const state = withRandomReshuffles(replayed.state, 11);
  const drawn = apply(state, { p: state.round.toMove!, t: 'draw' });
  if (!drawn.ok) throw new Error(drawn.message);
  return drawn.state;
}

describe('a stored room holding a drawn card', () => {
  test('drawn from a reshuffle it made: restored with the same card and the same draw pile', () => {
    const game = drawnFromReshuffle();
    expect(game.round.reshufflesUsed).toBe(1);
    const parts = {
      code: 'ABCD',
      settings: { rules: game.rules, hints: true, turnSeconds: null },
      seats: game.players.map((name) => ({
        kind: 'person' as const,
        name,
        level: 'medium' as const,
        tokenHash: null,
      })),
      phase: 'playing' as const,
      game,
      v: 7,
    };
    const restored = parseRoomDocument(roomDocument(parts));
    if (typeof restored === 'string') throw new Error(restored);
    expect(restored.game!.round.drawn).toEqual(game.round.drawn);
    expect(restored.game!.round.drawPile).toEqual(game.round.drawPile);
    expect(restored.game).toEqual(game);
  });
});
