import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fetchPublicTables } from '../../../src/online/public-list';
import { openRoom, PERSON, settingsOf, stopTestServer, testServer } from './harness';
import { startGameProcess, startRedis, stop } from './processes';
import { joinPublic } from './public-harness';

/** The list's answer status from the game server at `endpoint`. */
async function listStatus(endpoint: string): Promise<number> {
  const answer = await fetch(`${endpoint.replace(/^ws/, 'http')}/online/tables`);
  await answer.text();
  return answer.status;
}

describe('public tables: the limits', () => {
  test('reading the list is limited per address', async () => {
    const limited = await testServer({ limits: { exempt: [], listsPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push(await listStatus(limited.endpoint));
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      await expect(fetchPublicTables(limited.endpoint)).rejects.toThrow(/too many/);
    } finally {
      await stopTestServer(limited);
    }
  });

  test('a quick match that opens a table counts against the rooms an address may open', async () => {
    const limited = await testServer({ limits: { exempt: [], roomsPerMinute: 1 } });
    try {
      const quick = settingsOf([PERSON, PERSON]);
      const first = await joinPublic(limited.endpoint, { quick }, 'Quinn');
      const second = await joinPublic(limited.endpoint, { quick }, 'Ray');
      expect(second.session.code).toBe(first.session.code);
      await expect(joinPublic(limited.endpoint, { quick }, 'Sam')).rejects.toThrow(
        /too many rooms/,
      );
      for (const seat of [first, second]) await seat.session.leave();
    } finally {
      await stopTestServer(limited);
    }
  });
});

describe('public tables: two processes on Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let servers: Awaited<ReturnType<typeof startGameProcess>>[] = [];
  let front: Awaited<ReturnType<typeof startGameProcess>>;

  beforeAll(async () => {
    redis = await startRedis();
    const common = ['--port', '0', '--bot-delay', '0', '--bot-threads', '1'];
    servers = await Promise.all([
      startGameProcess([...common, '--redis', redis.url]),
      startGameProcess([...common, '--redis', redis.url]),
    ]);
    front = await startGameProcess(['--front', '--port', '0', '--redis', redis.url]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([front, ...servers].map((process) => stop(process.child)));
    await redis?.stop();
  });

  test('every process lists the public lobbies of both, and a stranger joins one from the list', async () => {
    const endpoint = `ws://127.0.0.1:${front.port}`;
    const names = ['Redis Ann', 'Redis Ben', 'Redis Cat', 'Redis Dan'];
    const hosts = [];
    for (const name of names)
      hosts.push(await openRoom(endpoint, settingsOf([PERSON, PERSON], { listed: true }), name));
    for (const host of hosts)
      await host.heard.until(() => host.heard.info?.listed === true, 'listed');
    // The rooms are spread over both processes: each one's list holds them all.
    const owners = await Promise.all(
      servers.map(async (process) => {
        const health = await fetch(`http://127.0.0.1:${process.port}/health`);
        return ((await health.json()) as { rooms?: number }).rooms ?? 0;
      }),
    );
    expect(owners.every((rooms) => rooms > 0)).toBe(true);
    for (const process of servers) {
      const listed = (await fetchPublicTables(`ws://127.0.0.1:${process.port}`)).map((t) => t.host);
      expect(listed).toEqual(expect.arrayContaining(names));
    }
    const table = (await fetchPublicTables(endpoint)).find((t) => t.host === 'Redis Dan')!;
    const guest = await joinPublic(endpoint, { table: table.id }, 'Eve');
    expect(guest.session.code).toBe(hosts[3]!.session.code);
    for (const seat of [guest, ...hosts]) await seat.session.leave();
  }, 60_000);
});
