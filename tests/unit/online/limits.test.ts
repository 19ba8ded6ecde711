import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import type { ServerLimits } from '../../../src/server/limits';
import { DiskStore } from '../../../src/server/room-store';
import {
  joinRoom,
  openRoom,
  PERSON,
  type Seat,
  settingsOf,
  stopTestServer,
  testServer,
  type TestServer,
} from './harness';
import { answered, postJson, raw, upgradeRequest } from './raw-http';

/** The servers of the test now running (one at a time: the room type is per process). */
let server: TestServer | null = null;

/** A server with `limits` over the defaults; nobody exempt unless said. */
async function serve(limits: Partial<ServerLimits>) {
  server = await testServer({ limits: { exempt: [], messagesPerSecond: 1000, ...limits } });
  return server;
}

afterEach(async () => {
  if (server === null) return;
  await stopTestServer(server);
  server = null;
});

afterAll(async () => {
  if (server !== null) await server.close();
});

const SETTINGS = settingsOf([PERSON, PERSON]);

/** Opens a room over plain HTTP (no websocket), as `forwardedFor` says it is if given. */
function create(port: number, forwardedFor?: string) {
  return postJson(
    port,
    '/matchmake/create/skyjo',
    { create: SETTINGS, name: 'Mallory' },
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  );
}

/** Tries to join room `code` over plain HTTP. */
function joinByCode(port: number, code: string, headers: Record<string, string> = {}) {
  return postJson(port, '/matchmake/joinOrCreate/skyjo', { code, name: 'Mallory' }, headers);
}

/** The rooms live in this process. */
const liveRooms = () => matchMaker.stats.local.roomCount;

describe('request bodies and echoed fields are capped', () => {
  test('body limit: a 100 MB body is refused at its headers, a chunked one past 8 KiB, four at once', async () => {
    const { server: game } = await serve({});
    const huge = await raw(
      game.port,
      'POST /matchmake/create/skyjo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n{',
      { enough: answered },
    );
    expect(huge.status).toBe(413);
    const chunk = `${(64 * 1024).toString(16)}\r\n${'a'.repeat(64 * 1024)}\r\n`;
    const chunked = `POST /matchmake/joinOrCreate/skyjo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.repeat(16)}`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => raw(game.port, chunked, { enough: answered })),
    );
    for (const answer of answers) expect(answer.status).toBe(413);
    // The server goes on answering.
    expect((await create(game.port)).json).toHaveProperty('sessionId');
  });

  test('echo: a long code or name comes back as a short error, never echoed in full', async () => {
    const { server: game } = await serve({});
    for (const body of [
      { code: 'A'.repeat(7000), name: 'x' },
      { code: 'ABCD-2345', name: 'x'.repeat(7000) },
      { code: 'ABCD-2345', name: 'x', token: 'y'.repeat(7000) },
      { code: 'ABCD-2345', name: 'x', ['k'.repeat(7000)]: 1 },
    ]) {
      const answer = await postJson(game.port, '/matchmake/joinOrCreate/skyjo', body);
      expect(answer.bytes).toBeLessThan(400);
      expect(answer.json.error).toEqual(expect.any(String));
    }
    const settings = { ...SETTINGS, ['z'.repeat(7000)]: true };
    const opened = await postJson(game.port, '/matchmake/create/skyjo', {
      create: settings,
      name: 'x',
    });
    expect(opened.bytes).toBeLessThan(400);
  });
});

describe('room creation is limited per address and in all; forwarded addresses are not believed', () => {
  test('rooms per address and per minute, whatever X-Forwarded-For says', async () => {
    const { server: game } = await serve({ roomsPerAddress: 2, roomsPerMinute: 4, idleSeconds: 1 });
    const spoof = () =>
      `10.${Math.floor(Math.random() * 250)}.1.${Math.floor(Math.random() * 250)}`;
    expect((await create(game.port, spoof())).json).toHaveProperty('sessionId');
    expect((await create(game.port, spoof())).json).toHaveProperty('sessionId');
    // A third room while two are open: refused (a third token of the four spent).
    expect((await create(game.port, spoof())).json).toMatchObject({
      code: 4429,
      error: expect.stringMatching(/too many rooms open/),
    });
    // Nobody joined them: they close after the idle second, and the address may open again.
    await waitFor(() => liveRooms() === 0, 'the idle rooms closed');
    expect((await create(game.port, spoof())).json).toHaveProperty('sessionId');
    // The fifth in the minute: refused by the rate.
    expect((await create(game.port, spoof())).json).toMatchObject({
      code: 4429,
      error: expect.stringMatching(/too many rooms opened/),
    });
  });

  test('rooms per second for everyone, and rooms in all', async () => {
    const { server: game } = await serve({ exempt: ['127.0.0.1', '::1'], roomsPerSecond: 2 });
    // Three at once, so that they fall in one second however busy the machine is.
    const answers = (await Promise.all([0, 1, 2].map(() => create(game.port)))).map((a) => a.json);
    expect(answers.filter((a) => 'sessionId' in a)).toHaveLength(2);
    expect(answers.filter((a) => !('sessionId' in a))).toEqual([
      expect.objectContaining({ code: 4429, error: expect.stringMatching(/many rooms/) }),
    ]);
  });

  test('max rooms: a full server says so', async () => {
    const { server: game } = await serve({ exempt: ['127.0.0.1'], maxRooms: 1 });
    expect((await create(game.port)).json).toHaveProperty('sessionId');
    expect((await create(game.port)).json).toMatchObject({
      code: 4503,
      error: expect.stringMatching(/full/),
    });
  });

  test('max rooms: two opened at once under a cap of one from an exempt address, one opens', async () => {
    // The store holds every look-up until both opens have come to it, or one was answered: a
    // room opening is counted live only after its code was looked up.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lookups = 0;
    let bothLooking!: () => void;
    const both = new Promise<void>((resolve) => (bothLooking = resolve));
    class HeldStore extends DiskStore {
      override async load(code: string) {
        if (++lookups === 2) bothLooking();
        await held;
        return super.load(code);
      }
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'skyjo-rooms-'));
    server = await testServer({
      dataDir,
      store: new HeldStore(dataDir),
      limits: { exempt: ['127.0.0.1'], maxRooms: 1, roomsPerSecond: 0 },
    });
    const opens = [create(server.server.port), create(server.server.port)];
    await Promise.race([both, ...opens]);
    release();
    const answers = await Promise.all(opens);
    expect(answers.filter((answer) => 'sessionId' in answer.json)).toHaveLength(1);
    expect(answers.map((answer) => answer.json.code)).toContain(4503);
    expect(liveRooms()).toBe(1);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('max rooms: coming back to a stored room opens it, and a full server says so', async () => {
    // The host's room is stored; a server restarted with a cap of one room already holds one:
    // the host's token would wake the stored room past the cap (a wake passed no room check).
    const dataDir = mkdtempSync(join(tmpdir(), 'skyjo-rooms-'));
    const first = await testServer({ dataDir });
    const host = await openRoom(first.endpoint, SETTINGS);
    const code = host.session.code!;
    await host.heard.until(() => host.tokens.get(code) !== null, 'the seat token kept');
    const { token } = host.tokens.get(code)!;
    await first.close(true);
    await host.session.leave();
    const comeBack = (port: number) =>
      postJson(port, '/matchmake/joinOrCreate/skyjo', { code, name: 'Host', token });
    server = await testServer({ dataDir, limits: { maxRooms: 1 } });
    expect((await create(server.server.port)).json).toHaveProperty('sessionId');
    expect((await comeBack(server.server.port)).json).toMatchObject({
      code: 4503,
      error: expect.stringMatching(/full/),
    });
    expect(liveRooms()).toBe(1);
    await stopTestServer(server);
    // With room to spare the same token wakes the room.
    server = await testServer({ dataDir, limits: { maxRooms: 2 } });
    expect((await comeBack(server.server.port)).json).toHaveProperty('sessionId');
    expect(liveRooms()).toBe(1);
    await stopTestServer(server);
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('behind a trusted proxy, each forwarded client has its own limits (read from the right)', async () => {
    const { server: game } = await serve({ roomsPerAddress: 1, trustProxy: ['127.0.0.1'] });
    expect((await create(game.port, '203.0.113.1')).json).toHaveProperty('sessionId');
    expect((await create(game.port, '203.0.113.2')).json).toHaveProperty('sessionId');
    // Whatever the client wrote on the left, the proxy's entry on the right counts.
    expect((await create(game.port, '198.51.100.9, 203.0.113.1')).json).toMatchObject({
      code: 4429,
    });
  });
});

describe('the guessing limit cannot be bypassed', () => {
  test('guess limit: made-up X-Forwarded-For per request does not reset it', async () => {
    const { server: game } = await serve({ guessesPerMinute: 20 });
    const codes: unknown[] = [];
    for (let i = 0; i < 25; i++) {
      const code = `ZZZZ${String(1000 + i).slice(-4)}`;
      const answer = await joinByCode(game.port, code, {
        'x-forwarded-for': `192.0.2.${i}`,
        'x-real-ip': `192.0.2.${i}`,
      });
      codes.push(answer.json.code);
    }
    expect(codes.slice(0, 20).every((code) => code === 4404)).toBe(true);
    expect(codes.slice(20).every((code) => code === 4429)).toBe(true);
  });

  test('joinById, join and reconnect routes, and websockets, tell a live room from none no more', async () => {
    const { server: game, endpoint } = await serve({});
    const host: Seat = await openRoom(endpoint, SETTINGS);
    const live = host.session.code!;
    const answersFor = async (code: string) =>
      Promise.all(
        ['joinById', 'join', 'reconnect'].map(async (method) => {
          const { status, json } = await postJson(
            game.port,
            `/matchmake/${method}/${method === 'join' ? 'skyjo' : code}`,
            { code, name: 'Mallory', reconnectionToken: 'x' },
          );
          return { status, json };
        }),
      );
    const [forLive, forNone] = [await answersFor(live), await answersFor('ZZZZ2345')];
    expect(forLive).toEqual(forNone);
    for (const answer of forLive) expect(answer.status).toBe(404);
    const socketLive = await raw(game.port, upgradeRequest(`/room/${live}?sessionId=abc`), {
      enough: answered,
    });
    const socketNone = await raw(game.port, upgradeRequest('/room/ZZZZ2345?sessionId=abc'), {
      enough: answered,
    });
    expect(socketLive.status).toBe(404);
    expect(socketLive.text).toBe(socketNone.text);
    await host.session.leave();
  });

  test('listing: joining a live room answers no process id, creation time or client count', async () => {
    const { server: game, endpoint } = await serve({});
    const host = await openRoom(endpoint, SETTINGS);
    const answer = await joinByCode(game.port, host.session.code!);
    const room = answer.json.room as Record<string, unknown>;
    expect(Object.keys(room).sort()).toEqual(['name', 'processId', 'roomId']);
    expect(room.processId).not.toBe(matchMaker.processId);
    expect(JSON.stringify(answer.json)).not.toMatch(/createdAt|clients|metadata|maxClients/);
    await host.session.leave();
  });

  test("joinOrCreate with a room's settings neither hands out a live room's code nor opens a room past the limits", async () => {
    const { server: game, endpoint } = await serve({ exempt: [], roomsPerMinute: 1 });
    const host = await openRoom(endpoint, SETTINGS);
    const code = host.session.code!;
    const rooms = liveRooms();
    for (const extra of [{}, { code: 'ZZZZZZZZ' }, { code }]) {
      const answer = await postJson(game.port, '/matchmake/joinOrCreate/skyjo', {
        create: SETTINGS,
        name: 'Mallory',
        ...extra,
      });
      expect(answer.json).toMatchObject({ code: 4400 });
      expect(JSON.stringify(answer.json)).not.toContain(code);
    }
    // Opening with a code is refused too (a code would make Colyseus look for that room).
    const withCode = await postJson(game.port, '/matchmake/create/skyjo', {
      create: SETTINGS,
      name: 'Mallory',
      code,
    });
    expect(JSON.stringify(withCode.json)).not.toContain(code);
    expect(liveRooms()).toBe(rooms);
    // A join by the code works.
    expect((await joinByCode(game.port, code)).json).toHaveProperty('sessionId');
    await host.session.leave();
  });

  test('health: a client elsewhere hears only that the server is up; this machine, its figures', async () => {
    const { server: game } = await serve({ trustProxy: ['127.0.0.1'] });
    const elsewhere = await fetch(`http://127.0.0.1:${game.port}/health`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(await elsewhere.json()).toEqual({ ok: true });
    const here = (await (await fetch(`http://127.0.0.1:${game.port}/health`)).json()) as object;
    expect(Object.keys(here)).toEqual(
      expect.arrayContaining(['rooms', 'pid', 'cpuMs', 'cpuUserMs', 'cpuSystemMs']),
    );
  });
});

/** Resolves once `ready()` holds, checking every 50 ms; fails after 20 s. */
async function waitFor(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('slow and many connections from one address', () => {
  test('slowloris: connections one address holds are capped; requests that never finish are cut', async () => {
    const { server: game } = await serve({ connectionsPerAddress: 8 });
    const held: Socket[] = [];
    const closed: Promise<void>[] = [];
    for (let i = 0; i < 8; i++) {
      const socket = connect(game.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      // A request whose headers never end: one more header line now and then.
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      const drip = setInterval(() => socket.writable && socket.write('X-Drip: 1\r\n'), 500);
      closed.push(
        new Promise((resolve) => socket.once('close', () => resolve(clearInterval(drip)))),
      );
      socket.on('error', () => undefined);
      held.push(socket);
    }
    // The ninth connection is closed unanswered, and so is the health check: the address is full.
    const ninth = await raw(game.port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', { ms: 5000 });
    expect(ninth).toMatchObject({ status: 0, closed: true });
    // Each dripping request is cut by the header timeout (10 s), however it drips…
    await Promise.all(closed);
    // …and the address may connect again.
    const health = await raw(game.port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', {
      enough: answered,
    });
    expect(health.status).toBe(200);
    for (const socket of held) socket.destroy();
  }, 60_000);

  test('websockets per address: past the limit a join is refused; one that ends frees its place', async () => {
    const { endpoint } = await serve({ socketsPerAddress: 2, joinsPerMinute: 0 });
    const host = await openRoom(endpoint, settingsOf([PERSON, PERSON, PERSON]));
    const code = host.session.code!;
    const bea = await joinRoom(endpoint, code, 'Bea');
    await expect(joinRoom(endpoint, code, 'Cy')).rejects.toThrow();
    await bea.session.leave();
    const cy = await joinRoom(endpoint, code, 'Cy');
    expect(cy.session.seat).not.toBeNull();
    for (const seat of [host, cy]) await seat.session.leave();
  });

  test('a trusted proxy or an exempt address may hold many connections', async () => {
    const { server: game } = await serve({ connectionsPerAddress: 2, trustProxy: ['127.0.0.1'] });
    const sockets = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(game.port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const health = await raw(game.port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', {
      enough: answered,
    });
    expect(health.status).toBe(200);
    for (const socket of sockets) socket.destroy();
  });
});

describe('a loaded machine does not turn joins away', () => {
  // The 20 s pass on a fake clock: Colyseus holds a reservation with the global setTimeout, which
  // is faked from before the join (and runs on with real time too, for the sockets' own timers);
  // every timer due in those 20 s fires as the clock jumps, as it would have in real time.
  test('a seat reserved by matchmaking waits for a websocket that comes 20 s later (a load of 550 rooms on a busy machine took 17–18 s; Colyseus held it 15 s)', async () => {
    const { server: game, endpoint } = await serve({});
    const host = await openRoom(endpoint, SETTINGS);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const answer = await joinByCode(game.port, host.session.code!);
      expect(answer.status).toBe(200);
      const sessionId = answer.json.sessionId as string;
      const { roomId } = answer.json.room as { roomId: string };
      await vi.advanceTimersByTimeAsync(20_000);
      const socket = await raw(
        game.port,
        upgradeRequest(`/room/${roomId}?sessionId=${sessionId}`),
        { enough: answered },
      );
      expect(socket.status).toBe(101);
      await host.session.leave();
    } finally {
      vi.useRealTimers();
    }
  });
});
