import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { joinRoom, openRoom, PERSON, playUntil, settingsOf } from './harness';
import { startGameProcess, startRedis, stop } from './processes';
import { answered, raw, upgradeRequest } from './raw-http';

/**
 * The hostile client, against real processes: a game server on its own (rooms on disk), and two
 * game servers on Redis behind the front. Whatever it sends — broken request lines, made-up
 * paths and upgrades, huge headers and bodies, connections cut halfway, websockets to rooms that
 * do not exist — every process must answer or hang up, and go on serving games: nothing a client
 * sends ends a process, and nothing needs the last-resort handler (no "unhandled" line).
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let servers: Awaited<ReturnType<typeof startGameProcess>>[] = [];
let front: Awaited<ReturnType<typeof startGameProcess>>;
let single: Awaited<ReturnType<typeof startGameProcess>>;
const dataDir = mkdtempSync(join(tmpdir(), 'skyjo-attacks-'));

const everyProcess = () => [front, single, ...servers];

/** The processes a client can reach, by name. */
const targets = (): [string, number][] => [
  ['the front', front.port],
  ['a game server on its own', single.port],
  ['a game server behind the front', servers[0]!.port],
];

beforeAll(async () => {
  redis = await startRedis();
  const common = ['--port', '0', '--bot-delay', '0', '--bot-threads', '1'];
  servers = await Promise.all([
    startGameProcess([...common, '--redis', redis.url]),
    startGameProcess([...common, '--redis', redis.url]),
  ]);
  front = await startGameProcess(['--front', '--port', '0', '--redis', redis.url]);
  single = await startGameProcess([...common, '--data', dataDir]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    everyProcess()
      .filter((p) => p !== undefined)
      .map((p) => stop(p.child)),
  );
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every process still runs, answers its health check, and never needed the last resort. */
async function allAlive(): Promise<void> {
  for (const process of everyProcess()) {
    expect(process.child.exitCode, process.output()).toBeNull();
    expect(process.child.signalCode).toBeNull();
    expect(process.output()).not.toMatch(/unhandled rejection|uncaught exception/);
  }
  const health = await fetch(`http://127.0.0.1:${single.port}/health`);
  expect(health.status).toBe(200);
  const frontHealth = await fetch(`http://127.0.0.1:${front.port}/front-health`);
  expect(((await frontHealth.json()) as { backends: number }).backends).toBe(2);
}

/** Request lines and paths that broke URL parsing or routing somewhere once. */
const PATHS = [
  '//',
  '//@',
  '//x:99999',
  '//[::1',
  '///',
  '/%',
  '/%00',
  '/..%2f..%2fetc%2fpasswd',
  '/online//',
  '/online/%ff/%fe',
  '/a/b/c/d/e',
  '/processid/ROOMCODE',
  `/${'x'.repeat(4000)}`,
  '/?sessionId=&reconnectionToken=',
  'http://evil.example:99999/x',
  '*',
];

describe('attacks: nothing a client sends ends a process', () => {
  test.each([
    [0, 'the front'],
    [1, 'a game server on its own'],
    [2, 'a game server behind the front'],
  ])(
    'GET // with an upgrade header, and 15 other broken paths, as upgrades and as requests: %i %s',
    async (index) => {
      const [, port] = targets()[index]!;
      for (const path of PATHS) {
        const upgrade = await raw(port, upgradeRequest(path), { enough: answered, ms: 5000 });
        expect(upgrade.status === 0 || upgrade.status >= 400, `${path}: ${upgrade.text}`).toBe(
          true,
        );
        const plain = await raw(port, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`, {
          enough: answered,
          ms: 5000,
        });
        expect(plain.status === 0 || plain.status >= 400, `${path}: ${plain.text}`).toBe(true);
      }
      await allAlive();
    },
  );

  test('broken HTTP: garbage, bad headers, huge headers, bad chunks, half requests cut off', async () => {
    const broken = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/1.1\r\nHost x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: \u0000\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
      'POST /matchmake/create/skyjo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'POST /matchmake/create/skyjo HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n',
      'POST /matchmake/create/skyjo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n',
      upgradeRequest('/x/y', { Upgrade: 'h2c' }),
      upgradeRequest('/x/y', { 'Sec-WebSocket-Version': '99' }),
      'GET / HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    ];
    for (const [, port] of targets()) {
      for (const request of broken) await raw(port, request, { enough: answered, ms: 5000 });
      // Connections cut at every point of a request.
      const full = upgradeRequest('//', { 'X-Forwarded-For': '1.2.3.4' });
      for (let cut = 1; cut < full.length; cut += 13) {
        await raw(port, full.slice(0, cut), { abort: true });
      }
      const post = `POST /matchmake/joinOrCreate/skyjo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"code":"ABCD`;
      await raw(port, post, { abort: true });
      await raw(port, post, { ms: 300 });
    }
    await allAlive();
  });

  test('matchmaking bodies that are no options: every one answered, no process ends', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '42',
      '"x"',
      '{',
      '{"__proto__":{"create":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"code":{"toString":1},"name":"x"}',
      '{"code":"ABCD-2345","name":"x","token":"' + 'a'.repeat(32) + '"}',
      `{"create":{"rules":{},"seats":${JSON.stringify(new Array(500).fill({ kind: 'person' }))},"hints":true,"turnSeconds":null},"name":"x"}`,
      `${'['.repeat(3000)}${']'.repeat(3000)}`,
    ];
    for (const [, port] of targets()) {
      for (const method of ['create', 'joinOrCreate', 'join', 'joinById', 'reconnect', 'x']) {
        for (const body of bodies) {
          const answer = await fetch(`http://127.0.0.1:${port}/matchmake/${method}/skyjo`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          const text = await answer.text();
          expect(text.length).toBeLessThan(1000);
        }
      }
    }
    await allAlive();
  });

  test('websockets to made-up rooms, forged sessions and oversized frames', async () => {
    for (const [, port] of targets()) {
      for (const path of ['/room/ABCD2345?sessionId=forged', '/x/y', '/online/room/ZZZZZZZZ']) {
        const answer = await raw(port, upgradeRequest(path), { enough: answered, ms: 5000 });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.text).not.toMatch(/ at .*\.(?:js|ts):\d+/);
      }
    }
    await allAlive();
  });

  test('refused websockets: 1000 upgrades to made-up room paths are refused before the handshake, in a few log lines and no stack trace', async () => {
    for (const target of [single, front]) {
      const before = target.output().length;
      for (let batch = 0; batch < 10; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            raw(target.port, upgradeRequest(`/p${batch}x${i}/R${batch}Z${i}?sessionId=s${i}`), {
              enough: answered,
              ms: 10_000,
            }),
          ),
        );
        // Refused: no seat (404), too many websockets (429), or, past the connections one
        // address may hold at once, closed unanswered.
        for (const answer of answers) expect([0, 404, 429]).toContain(answer.status);
        expect(answers.filter((answer) => answer.status === 404).length).toBeGreaterThan(0);
      }
      const logged = target.output().slice(before);
      expect(logged.split('\n').filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(
        25,
      );
      expect(logged).not.toMatch(/\n\s+at /);
    }
    await allAlive();
  });

  test('after all that, people still play through the front and on the server on its own', async () => {
    for (const port of [front.port, single.port]) {
      const endpoint = `ws://127.0.0.1:${port}`;
      const host = await openRoom(endpoint, settingsOf([PERSON, PERSON]));
      const bea = await joinRoom(endpoint, host.session.code!, 'Bea');
      host.session.start();
      await playUntil([host, bea], () => (host.heard.last?.v ?? 0) >= 10, 'ten steps', 3);
      for (const seat of [host, bea]) await seat.session.leave();
    }
    await allAlive();
  });
});
