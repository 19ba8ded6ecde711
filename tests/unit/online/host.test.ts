import { describe, expect, test } from 'vitest';
import {
  computer,
  drop,
  joinRoom,
  openRoom,
  PERSON,
  type Seat,
  serverPerFile,
  settingsOf,
} from './harness';

// A reconnection window of four seconds: long enough to try everything while the host is away.
const server = serverPerFile({ reconnectSeconds: 4 });

/** Sends what only the host may do, and waits for the room's answers to both. */
async function tryHosting(seat: Seat): Promise<string[]> {
  const before = seat.heard.refusals.length;
  const rooms = seat.heard.rooms.length;
  seat.session.setSeat(2, computer('easy', 'Robot'));
  seat.session.start();
  await seat.heard.until(
    () => seat.heard.refusals.length >= before + 2 || seat.heard.rooms.length > rooms,
    'the answers',
  );
  return seat.heard.refusals.slice(before).map((refusal) => refusal.code);
}

describe('the host role waits out the host’s reconnection window', () => {
  test('hole 2: the host drops; nobody else changes seats or starts until her window is over; back in time, she is still host', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, PERSON]), 'Ada', {
      retryMs: 60_000,
    });
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea');
    drop(host);
    await bea.heard.until(() => !bea.heard.info.seats[0]!.connected, 'Ada away');
    expect(bea.heard.info.host).toBe(0);
    expect(await tryHosting(bea)).toEqual(['not-host', 'not-host']);
    expect(bea.heard.info.seats[2]).toMatchObject({ kind: 'person', taken: false });
    expect(bea.heard.info.phase).toBe('lobby');
    // Ada comes back within the window: she is the host, and Bea is not.
    await host.session.leave();
    const back = await joinRoom(server.endpoint, code, 'Ada', {
      tokens: host.tokens,
      retryMs: 60_000,
    });
    expect(back.session.seat).toBe(0);
    await bea.heard.until(() => bea.heard.info.seats[0]!.connected, 'Ada back');
    expect(bea.heard.info.host).toBe(0);
    expect(await tryHosting(bea)).toEqual(['not-host', 'not-host']);
    // She drops again and stays away past the window: then the role passes to Bea.
    drop(back);
    await bea.heard.until(() => bea.heard.info.host === 1, 'Bea hosting', 20_000);
    bea.session.setSeat(2, computer('easy', 'Robot'));
    await bea.heard.until(() => bea.heard.info.seats[2]!.kind === 'computer', 'a computer');
    await bea.heard.until(() => bea.heard.info.seats[0]!.taken === false, 'Ada’s seat free');
    bea.session.setSeat(0, computer('easy', 'Robot 2'));
    bea.session.start();
    await bea.heard.until(() => bea.heard.info.phase === 'playing', 'the game');
    for (const seat of [back, bea]) await seat.session.leave();
  });

  test('a host who leaves the room for good hands the role on at once', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, PERSON]), 'Ada');
    const bea = await joinRoom(server.endpoint, host.session.code!, 'Bea');
    await host.session.leave();
    await bea.heard.until(() => bea.heard.info.host === 1, 'Bea hosting');
    expect(bea.heard.info.seats[0]!.taken).toBe(false);
    await bea.session.leave();
  });
});
