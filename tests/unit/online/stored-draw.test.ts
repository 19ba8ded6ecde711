import { describe, expect, test } from 'vitest';
import { parseRoomDocument, roomDocument } from '../../../src/server/room-document';
import { drawnFromReshuffle } from '../helpers/records';

describe('a stored room holding a drawn card', () => {
  test('drawn from a reshuffle it made: restored with the same card and the same draw pile', () => {
    const game = drawnFromReshuffle(11);
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
      creator: 0,
    };
    const restored = parseRoomDocument(roomDocument(parts));
    if (typeof restored === 'string') throw new Error(restored);
    expect(restored.game!.round.drawn).toEqual(game.round.drawn);
    expect(restored.game!.round.drawPile).toEqual(game.round.drawPile);
    // Restored without a seed: later shuffles come from the CSPRNG (secure-deck.ts).
    expect(restored.game).toEqual({ ...game, reshuffleSource: 'record', rng: 0 });
  });
});
