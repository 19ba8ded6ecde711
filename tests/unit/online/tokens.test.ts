import { describe, expect, test, vi } from 'vitest';
import { Table } from '../../../src/server/table';
import {
  connectionOf,
  drop,
  joinRoom,
  MemoryTokens,
  openRoom,
  PERSON,
  type Seat,
  serverPerFile,
  settingsOf,
} from './harness';

const server = serverPerFile();

/**
 * A copy of what `seat`'s browser keeps for room `code` now: on another device, or with
 * `window`, in another window of the same browser (its device key too).
 */
function captured(seat: Seat, code: string, window = false): MemoryTokens {
  const copy = new MemoryTokens(window ? seat.tokens : undefined);
  const kept = seat.tokens.get(code)!;
  copy.set(code, kept.token, kept.name);
  return copy;
}

/**
 * Waits until the room has handled everything `seat` sent: the answer to a sync asked now (the
 * game, or in the lobby a refusal) comes after the answers to everything before.
 */
async function settled(seat: Seat): Promise<void> {
  const { syncs, refusals } = seat.heard;
  const heard = refusals.length;
  connectionOf(seat).send('sync', {});
  await seat.heard.until(
    () => seat.heard.syncs > syncs || seat.heard.refusals.length > heard,
    'the room to catch up',
  );
}

describe('seat tokens rotate on every join', () => {
  test('token rotation: a captured token stops working once its person has joined again', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea');
    host.session.start();
    await bea.heard.until(() => bea.heard.last !== null, 'the game');
    const stolen = captured(bea, code);
    drop(bea);
    await bea.heard.until(() => bea.heard.statuses.includes('connected'), 'Bea back');
    await settled(bea);
    expect(bea.tokens.get(code)!.token).not.toBe(stolen.get(code)!.token);
    await expect(joinRoom(server.endpoint, code, 'Mallory', { tokens: stolen })).rejects.toThrow(
      /taken/,
    );
    expect(bea.heard.statuses).not.toContain('closed');
    for (const seat of [host, bea]) await seat.session.leave();
  });

  test('a seat its person lets another device take while she plays: she is told in words, the token she held is dead', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea');
    await settled(bea);
    // Asked, she lets it go (unasked, she keeps it: seat-claims.test.ts).
    bea.heard.answer = 'give';
    const mallory = await joinRoom(server.endpoint, code, 'Mallory', {
      tokens: captured(bea, code),
    });
    expect(mallory.session.seat).toBe(1);
    await bea.heard.until(() => bea.heard.statuses.includes('closed'), 'Bea told');
    const closing = bea.heard.closings.at(-1);
    expect(closing).toMatch(/4409/);
    expect(closing).toMatch(/another window or device/);
    await settled(mallory);
    // Bea's old token no longer takes the seat back (her own device would: seat-claims.test.ts).
    await expect(
      joinRoom(server.endpoint, code, 'Bea', { tokens: captured(bea, code) }),
    ).rejects.toThrow(/taken/);
    for (const seat of [host, mallory]) await seat.session.leave();
  });
});

describe('reconnect races', () => {
  test('five windows come back with one token at the same moment: one holds the seat, the others are told', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea');
    host.session.start();
    await bea.heard.until(() => bea.heard.last !== null, 'the game');
    // Five windows of Bea's browser: her token, and her device.
    const windows = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        joinRoom(server.endpoint, code, 'Bea', { tokens: captured(bea, code, true) }),
      ),
    );
    const joined = windows.flatMap((w) => (w.status === 'fulfilled' ? [w.value] : []));
    expect(joined.length).toBeGreaterThan(0);
    const all = [bea, ...joined];
    const holding = () => all.filter((seat) => !seat.heard.statuses.includes('closed'));
    // Every window but the last to join is closed and told why, in words.
    await vi.waitFor(() => expect(holding().length).toBe(1), { timeout: 20_000 });
    for (const seat of all.filter((seat) => !holding().includes(seat)))
      expect(seat.heard.closings.at(-1)).toMatch(/4409.*another window or device/);
    const [winner] = holding();
    // The room holds two connections, one per seat, and the game goes on from the winner.
    const held = server.colyseus.getRoomById(code) as unknown as {
      clients: unknown[];
      seats: { holders: ReadonlyMap<number, unknown> };
    };
    const room = { clients: held.clients, clientAt: held.seats.holders };
    await vi.waitFor(() => expect(room.clients.length).toBe(2));
    expect([...room.clientAt.keys()].sort()).toEqual([0, 1]);
    await settled(winner!);
    expect(winner!.heard.last!.v).toBe(host.heard.last!.v);
    for (const seat of [host, winner!]) await seat.session.leave();
  });
});

describe('a new token lost with its connection locks nobody out', () => {
  test('the token before still works until the new one is kept', () => {
    const table = Table.open('ABCD2345', settingsOf([PERSON, PERSON]));
    const first = table.claim('Ada', undefined, 0);
    if (!first.ok) throw new Error(first.message);
    table.claim('Bea', undefined, 1); // no seat left free: a token that fails takes nothing
    const second = table.claim('Ada', first.token, undefined);
    if (!second.ok) throw new Error(second.message);
    expect(second.token).not.toBe(first.token);
    // The welcome with `second` was lost: the browser comes back with `first`.
    const third = table.claim('Ada', first.token, undefined);
    expect(third).toMatchObject({ ok: true, seat: 0 });
    expect(table.keptToken(0)).toBe(true);
    expect(table.claim('Ada', first.token, undefined)).toMatchObject({ ok: false });
    expect(table.claim('Ada', second.token, undefined)).toMatchObject({ ok: false });
    if (!third.ok) throw new Error(third.message);
    expect(table.claim('Ada', third.token, undefined)).toMatchObject({ ok: true, seat: 0 });
  });
});
