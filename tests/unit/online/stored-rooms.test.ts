import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replayRecord, withDefaults } from '../../../src/engine';
import { parseRoomDocument, roomDocument } from '../../../src/server/room-document';

/**
 * A stored room of `name` as an earlier server wrote it, and the table parts that server read from
 * it: the game's rules with the house rules of R9 at their defaults, as the engine's state has
 * named every option since they came (that server's engine knew only the official four).
 */
function stored(name: string): { readonly text: string; readonly parts: unknown } {
  const read = (file: string) =>
    readFileSync(new URL(`stored-rooms/${file}`, import.meta.url), 'utf8');
  const parts = JSON.parse(read(`${name}.parts.json`));
  if (parts.game) parts.game.rules = withDefaults(parts.game.rules);
  return { text: read(`${name}.json`), parts };
}

describe('rooms stored by an earlier server', () => {
  // Written by the server before the saved-game document (online part versions 1 and 2): a
  // server upgraded mid-game reads each as its predecessor did, and stores it anew as it reads.
  test.each(['lobby-v2', 'drawn-v2', 'reshuffled-draw-v2', 'reshuffled-draw-v1'])(
    '%s is restored as the server before read it',
    (name) => {
      const { text, parts } = stored(name);
      const restored = parseRoomDocument(text);
      if (typeof restored === 'string') throw new Error(restored);
      expect(JSON.parse(JSON.stringify(restored))).toEqual(parts);
      const again = parseRoomDocument(roomDocument(restored));
      expect(again).toEqual(restored);
    },
  );

  test('a room stored now is the engine saved-game document plus its online part', () => {
    const restored = parseRoomDocument(stored('drawn-v2').text);
    if (typeof restored === 'string') throw new Error(restored);
    const document = JSON.parse(roomDocument(restored));
    expect(document.save).toEqual({ version: 2, rng: 0, drawPending: true });
    expect(document.seats).toEqual([
      { kind: 'person' },
      { kind: 'person' },
      { kind: 'computer', level: 'easy' },
    ]);
    expect(document.online).toMatchObject({ version: 3, code: 'P3R8T6VZ', phase: 'playing' });
    expect(document.online.drawPending).toBeUndefined();
    expect(replayRecord(document).ok).toBe(true);
  });

  test('each person’s look is stored with the room; one the game no longer has is dropped, not the room', () => {
    const restored = parseRoomDocument(stored('lobby-v2').text);
    if (typeof restored === 'string') throw new Error(restored);
    expect(restored.seats.every((seat) => seat.look === undefined)).toBe(true);
    const look = { avatar: 'owl', colour: 'coral' } as const;
    const seats = restored.seats.map((seat, index) => (index === 0 ? { ...seat, look } : seat));
    const text = roomDocument({ ...restored, seats });
    const again = parseRoomDocument(text);
    if (typeof again === 'string') throw new Error(again);
    expect(again.seats[0]!.look).toEqual(look);
    expect(again.seats.slice(1).every((seat) => !('look' in seat))).toBe(true);
    const document = JSON.parse(text);
    document.online.seats[0].look = { avatar: 'dragon', colour: 'coral' };
    const older = parseRoomDocument(JSON.stringify(document));
    if (typeof older === 'string') throw new Error(older);
    expect(older.seats[0]!.look).toBeUndefined();
    expect(older.seats[0]!.name).toBe(restored.seats[0]!.name);
  });
});
