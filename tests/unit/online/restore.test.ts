import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine';
import {
  computer,
  joinRoom,
  openRoom,
  PERSON,
  playToEnd,
  playUntil,
  settingsOf,
  testServer,
} from './harness';
import { freePort } from './processes';

/** The port both servers of the test listen on (a free one): clients come back to it. */
const PORT = Number(process.env.SKYJO_TEST_PORT ?? (await freePort()));
const dataDir = mkdtempSync(join(tmpdir(), 'skyjo-restore-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('online room: no game is lost when the server restarts', () => {
  test('a stored room is restored when its players come back, and plays on to its end', async () => {
    let server = await testServer({ port: PORT, dataDir });
    const host = await openRoom(
      server.endpoint,
      settingsOf([PERSON, computer('hard'), PERSON], { rules: { targetScore: 120 } }),
    );
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea');
    host.session.start();
    await playUntil([host, bea], () => (host.heard.last?.v ?? 0) >= 40, 'forty steps');
    // Mid-turn: the host (or Bea) may hold a drawn card; the stored room keeps it.
    const before = host.heard.last!;
    const stored = JSON.parse(readFileSync(join(dataDir, `${code}.json`), 'utf8'));
    expect(stored.online.code).toBe(code);
    expect(replayRecord(stored).ok).toBe(true);

    await server.close(true);
    await host.heard.until(() => host.heard.statuses.includes('reconnecting'), 'the host dropped');
    server = await testServer({ port: PORT, dataDir });
    await host.heard.until(() => host.heard.statuses.includes('connected'), 'the host back');
    await bea.heard.until(() => bea.heard.statuses.includes('connected'), 'Bea back');
    await host.heard.until(() => host.heard.syncs >= 2, 'the restored game');
    expect(host.session.seat).toBe(0);
    expect(bea.session.seat).toBe(2);
    expect(host.heard.last!.v).toBeGreaterThanOrEqual(before.v);
    expect(
      host.heard.last!.view.record.rounds[0]!.actions.slice(
        0,
        before.view.record.rounds[0]!.actions.length,
      ),
    ).toEqual(before.view.record.rounds[0]!.actions);
    await host.heard.until(
      () => host.heard.info.seats.every((s) => s.kind === 'computer' || s.connected),
      'both connected',
    );
    await playToEnd([host, bea], 9);
    for (const seat of [host, bea]) await seat.session.leave();
    await server.close();
  });

  test('each person’s look outlives a restart, also the look of a person not back yet', async () => {
    let server = await testServer({ port: PORT, dataDir });
    const owl = { avatar: 'owl', colour: 'coral' } as const;
    const frog = { avatar: 'frog', colour: 'mint' } as const;
    const host = await openRoom(
      server.endpoint,
      settingsOf([PERSON, computer('easy'), PERSON]),
      'Ada',
      { look: owl },
    );
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea', { look: frog });
    await host.heard.until(() => (host.heard.info.seats[2]?.look ?? null) !== null, 'Bea’s look');
    host.session.start();
    await host.heard.until(() => host.heard.syncs >= 1, 'the game');
    await bea.session.leave();
    await server.close(true);
    await host.heard.until(() => host.heard.statuses.includes('reconnecting'), 'the host dropped');
    server = await testServer({ port: PORT, dataDir });
    await host.heard.until(() => host.heard.syncs >= 2, 'the restored game');
    await host.heard.until(() => host.heard.info.seats[0]!.connected, 'the host back');
    expect(host.heard.info.seats[2]!.connected).toBe(false);
    expect(host.heard.info.seats.map((seat) => seat.look)).toEqual([owl, null, frog]);
    await host.session.leave();
    await server.close();
  });
});
