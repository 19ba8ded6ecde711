import { describe, expect, test } from 'vitest';
import { parseRoomDocument, roomDocument } from '../../../src/server/room-document';
import { Table } from '../../../src/server/table';
import { replayRecord } from '../../../src/engine';
import { computer, PERSON, settingsOf } from './harness';
import { tableMaster } from './table-master';

const open = () => Table.open('ABCD2345', settingsOf([PERSON, PERSON, computer('easy')]));

describe('online table (the room without networking)', () => {
  test('seats are claimed with names; a token takes its own seat back and nothing else', () => {
    const table = open();
    const ada = table.claim('Ada', undefined, undefined);
    const bea = table.claim('Bea', undefined, undefined);
    expect(ada).toMatchObject({ ok: true, seat: 0 });
    expect(bea).toMatchObject({ ok: true, seat: 1 });
    expect(table.claim('Cy', undefined, undefined)).toMatchObject({
      ok: false,
      code: 'seat-taken',
    });
    const back = table.claim('Bea B.', bea.ok ? bea.token : '', undefined);
    expect(back).toMatchObject({ ok: true, seat: 1 });
    expect(table.seats[1]!.name).toBe('Bea B.');
    expect(table.claim('Eve', 'x'.repeat(32), undefined)).toMatchObject({ ok: false });
    // The table keeps the token's hash only.
    expect(JSON.stringify(table.parts())).not.toContain(bea.ok ? bea.token : '?');
  });

  test('in the lobby: moving to a free seat, seats changed by plan, no start with a free seat', () => {
    const table = open();
    table.claim('Ada', undefined, 0);
    expect(table.start()).toMatchObject({ ok: false, code: 'wrong-phase' });
    expect(table.move(0, 2)).toMatchObject({ ok: false, code: 'seat-taken' });
    expect(table.move(0, 1)).toEqual({ ok: true });
    expect(table.seats.map((s) => s.name)).toEqual([null, 'Ada', 'Bot easy']);
    expect(table.setPlan(1, computer('hard'))).toMatchObject({ ok: false, code: 'seat-taken' });
    expect(table.setPlan(0, computer('hard', 'Hal'))).toEqual({ ok: true });
    const started = table.start();
    expect(started).toMatchObject({ ok: true });
    expect(table.game!.players).toEqual(['Hal', 'Ada', 'Bot easy']);
    expect(table.setPlan(0, PERSON)).toMatchObject({ ok: false, code: 'wrong-phase' });
    expect(table.claim('Late', undefined, undefined)).toMatchObject({
      ok: false,
      code: 'seat-taken',
    });
  });

  test("the table's game, played by its master: a seat not to act is refused, the engine judges the rest", () => {
    const table = open();
    table.claim('Ada', undefined, 0);
    table.claim('Bea', undefined, 1);
    table.start();
    const master = tableMaster(table);
    // In set-up every seat turns two cards; a draw is the engine's refusal (R2.3).
    expect(master.act(0, { p: 0, t: 'draw' })).toMatchObject({ code: 'illegal' });
    expect(master.act(0, { p: 0, t: 'reveal', pos: 0 })).toBeNull();
    expect(master.act(0, { p: 0, t: 'reveal', pos: 0 })).toMatchObject({ code: 'illegal' });
    expect(master.act(0, { p: 0, t: 'reveal', pos: 1 })).toBeNull();
    // Its two cards turned, seat 0 is no longer to act until the turns begin.
    expect(master.act(0, { p: 0, t: 'reveal', pos: 2 })).toMatchObject({ code: 'not-your-turn' });
    expect(master.act(5, { p: 5, t: 'reveal', pos: 2 })).toMatchObject({ code: 'not-your-turn' });
    expect(master.v).toBe(2);
    expect(table.v).toBe(2);
    expect(table.game).toBe(master.state);
    master.stop();
  });

  test('a stored table (lobby, or mid-game with a drawn card) restores to the same table', () => {
    const lobby = open();
    lobby.claim('Ada', undefined, 0);
    const restoredLobby = parseRoomDocument(roomDocument(lobby.parts()));
    expect(restoredLobby).toEqual(lobby.parts());

    const table = open();
    table.claim('Ada', undefined, 0);
    table.claim('Bea', undefined, 1);
    table.start();
    const master = tableMaster(table);
    for (const seat of [0, 1, 2]) {
      master.act(seat, { p: seat, t: 'reveal', pos: 0 });
      master.act(seat, { p: seat, t: 'reveal', pos: 1 });
    }
    const toMove = table.game!.round.toMove!;
    expect(master.act(toMove, { p: toMove, t: 'draw' })).toBeNull();
    master.stop();
    const text = roomDocument(table.parts());
    // The document is a game record (GAME-RECORD.md) that `skyjo replay` reads.
    expect(replayRecord(JSON.parse(text)).ok).toBe(true);
    const restored = parseRoomDocument(text);
    if (typeof restored === 'string') throw new Error(restored);
    expect(restored.game).toEqual(table.game);
    expect(restored.seats).toEqual(table.seats);
    expect(restored.v).toBe(table.v);
    expect(parseRoomDocument('{"format":"skyjo-record"}')).toMatch(/malformed/);
    expect(parseRoomDocument('not json')).toMatch(/not JSON/);
  });
});
