import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { DiskStore, type RoomStore } from '../../../src/server/room-store';
import {
  computer,
  drop,
  joinRoom,
  MemoryTokens,
  openRoom,
  PERSON,
  playToEnd,
  playUntil,
  settingsOf,
  testServer,
} from './harness';
import { freePort, startGameProcess, stop } from './processes';
import { postJson } from './raw-http';

let server: Awaited<ReturnType<typeof testServer>> | null = null;
const folders: string[] = [];

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'skyjo-lifecycle-'));
  folders.push(made);
  return made;
}

afterEach(async () => {
  if (server === null) return;
  await server.colyseus.cleanup();
  await server.close(true);
  server = null;
});

afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** The newest `v` of room `code` stored in `dataDir` (−1 when there is none). */
function storedV(dataDir: string, code: string): number {
  const path = join(dataDir, `${code}.json`);
  if (!existsSync(path)) return -1;
  // Saves go into the room file and its copy by turns: the newest step either holds.
  return Math.max(
    ...[path, `${path}.copy`].map((file) => {
      try {
        return (JSON.parse(readFileSync(file, 'utf8')) as { online: { v: number } }).online.v;
      } catch {
        return -1;
      }
    }),
  );
}

/** Resolves once `ready()` holds, checking every 50 ms; fails after 20 s. */
async function waitFor(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const liveRooms = () => matchMaker.stats.local.roomCount;

/** A store whose writes take `ms` (a slow disk), remembering the last `v` it wrote per room. */
class SlowStore implements RoomStore {
  readonly kind = 'slow';
  readonly written = new Map<string, number>();
  constructor(
    private readonly inner: RoomStore,
    private readonly ms: number,
  ) {}
  load(code: string) {
    return this.inner.load(code);
  }
  async save(code: string, document: string) {
    await new Promise((resolve) => setTimeout(resolve, this.ms));
    await this.inner.save(code, document);
    this.written.set(code, (JSON.parse(document) as { online: { v: number } }).online.v);
  }
  remove(code: string) {
    return this.inner.remove(code);
  }
  prune(maxAgeSeconds: number) {
    return this.inner.prune(maxAgeSeconds);
  }
}

describe('every change is stored before anybody hears of it', () => {
  test('store first: on a slow store, no step and no sync reaches a client before it is stored', async () => {
    const dataDir = folder();
    const slow = new SlowStore(new DiskStore(dataDir), 25);
    server = await testServer({ dataDir, store: slow });
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, computer('easy')]));
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea');
    const early: string[] = [];
    for (const seat of [host, bea]) {
      seat.heard.afterStep = () => {
        const v = seat.heard.last!.v;
        if ((slow.written.get(code) ?? -1) < v)
          early.push(`step ${v} heard, ${slow.written.get(code)} stored`);
      };
    }
    host.session.start();
    await playUntil([host, bea], () => (host.heard.last?.v ?? 0) >= 30, 'thirty steps');
    expect(early).toEqual([]);
    for (const seat of [host, bea]) await seat.session.leave();
  });

  test('store first: a server killed the moment a client hears a step comes back at least as far', async () => {
    const dataDir = folder();
    const port = await freePort();
    const args = [
      '--port',
      String(port),
      '--data',
      dataDir,
      '--bot-delay',
      '0',
      '--bot-threads',
      '1',
    ];
    args.push('--message-rate', '1000', '--exempt', '127.0.0.1,::1');
    let game = await startGameProcess(args);
    const endpoint = `ws://127.0.0.1:${port}`;
    const host = await openRoom(endpoint, settingsOf([PERSON, PERSON, computer('medium')]));
    const code = host.session.code!;
    const bea = await joinRoom(endpoint, code, 'Bea');
    host.session.start();
    for (const target of [12, 25, 40]) {
      let seen = -1;
      // Killed in the very callback that hears the step (no later than a client could act on it).
      host.heard.afterStep = () => {
        const v = host.heard.last!.v;
        if (seen < 0 && v >= target) {
          seen = v;
          game.child.kill('SIGKILL');
        }
      };
      await playUntil([host, bea], () => seen >= 0, `step ${target}`, target);
      host.heard.afterStep = null;
      await new Promise<void>((resolve) => game.child.once('exit', () => resolve()));
      const stored = storedV(dataDir, code);
      expect(stored).toBeGreaterThanOrEqual(seen);
      const syncs = host.heard.syncs;
      game = await startGameProcess(args);
      await host.heard.until(() => host.heard.syncs > syncs, 'the restored game', 60_000);
      // Restored from the newest save, whichever of the room's two files holds it.
      expect(host.heard.last!.v).toBeGreaterThanOrEqual(stored);
    }
    await playToEnd([host, bea], 4);
    for (const seat of [host, bea]) await seat.session.leave();
    await stop(game.child);
  });
});

describe('a room with no person connected pauses, closes, and is kept only while it can be played', () => {
  test('rooms play on for nobody no more: the computers stop when the last person drops, the room closes and stays stored', async () => {
    const dataDir = folder();
    server = await testServer({ dataDir, botDelayMs: 100, limits: { idleSeconds: 1 } });
    const settings = settingsOf([PERSON, computer('easy'), computer('easy'), computer('easy')]);
    const host = await openRoom(server.endpoint, settings, 'Ada', { retryMs: 60_000 });
    const code = host.session.code!;
    host.session.start();
    await playUntil([host], () => (host.heard.last?.v ?? 0) >= 8, 'eight steps');
    const seen = host.heard.last!.v;
    drop(host);
    await waitFor(() => liveRooms() === 0, 'the idle room closed');
    // At most the one decision under way when the drop was noticed.
    expect(storedV(dataDir, code)).toBeLessThanOrEqual(seen + 1);
    expect(storedV(dataDir, code)).toBeGreaterThanOrEqual(seen);
    // Its person comes back with the seat's token: the game goes on.
    await host.session.leave();
    const back = await joinRoom(server.endpoint, code, 'Ada', { tokens: host.tokens });
    await back.heard.until(() => back.heard.last !== null, 'the restored game');
    await playUntil([back], () => back.heard.last!.v >= seen + 10, 'ten more steps');
    await back.session.leave();
  });

  test('a finished game and a lobby everyone left are forgotten: no file, no code', async () => {
    const dataDir = folder();
    server = await testServer({ dataDir, limits: { idleSeconds: 1 } });
    const game = await openRoom(server.endpoint, settingsOf([PERSON, computer('easy')]));
    game.session.start();
    await playToEnd([game], 8);
    const lobby = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
    const bea = await joinRoom(server.endpoint, lobby.session.code!, 'Bea');
    for (const seat of [game, lobby, bea]) await seat.session.leave();
    await waitFor(() => liveRooms() === 0, 'both rooms closed');
    // A room leaves the room list before its disposal has removed its file.
    await waitFor(
      () =>
        storedV(dataDir, game.session.code!) === -1 && storedV(dataDir, lobby.session.code!) === -1,
      'both rooms forgotten',
    );
    await expect(joinRoom(server.endpoint, lobby.session.code!, 'Eve')).rejects.toThrow(
      /no such room/,
    );
  });

  test('old lobby code: after a restart a stored lobby wakes only for its people; its host stays host', async () => {
    const dataDir = folder();
    const port = await freePort();
    server = await testServer({ port, dataDir });
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, PERSON]), 'Ada', {
      retryMs: 60_000,
    });
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea', { retryMs: 60_000 });
    // Bea moves to seat 3; the host moves to seat 2: hosting moves with her.
    bea.session.sit(2);
    await bea.heard.until(() => bea.session.seat === 2, 'Bea at seat 3');
    host.session.sit(1);
    await host.heard.until(() => host.session.seat === 1, 'the host at seat 2');
    await server.close(true);
    server = await testServer({ port, dataDir });
    await expect(joinRoom(server.endpoint, code, 'Mallory')).rejects.toThrow(/no such room/);
    const back = await joinRoom(server.endpoint, code, 'Bea', { tokens: bea.tokens });
    await back.heard.until(() => back.heard.rooms.length > 0, 'the lobby');
    expect(back.session.seat).toBe(2);
    const hostBack = await joinRoom(server.endpoint, code, 'Ada', { tokens: host.tokens });
    await hostBack.heard.until(() => hostBack.heard.info.host === 1, 'the host hosting');
    for (const seat of [host, bea, back, hostBack]) await seat.session.leave();
  });

  test('after a restart, a replayed token that wakes the stored game first holds the seat only until its person’s device comes back', async () => {
    const dataDir = folder();
    const port = await freePort();
    server = await testServer({ port, dataDir });
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]), 'Ada', {
      retryMs: 60_000,
    });
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea', { retryMs: 60_000 });
    host.session.start();
    await bea.heard.until(() => bea.heard.last !== null, 'the game');
    const stolen = new MemoryTokens();
    stolen.set(code, bea.tokens.get(code)!.token, 'Bea');
    await server.close(true);
    server = await testServer({ port, dataDir });
    const mallory = await joinRoom(server.endpoint, code, 'Mallory', { tokens: stolen });
    expect(mallory.session.seat).toBe(1);
    await mallory.heard.until(() => mallory.heard.last !== null, 'the restored game');
    await bea.session.leave();
    const back = await joinRoom(server.endpoint, code, 'Bea', { tokens: bea.tokens });
    expect(back.session.seat).toBe(1);
    await mallory.heard.until(() => mallory.heard.statuses.includes('closed'), 'Mallory out');
    await expect(joinRoom(server.endpoint, code, 'Mallory', { tokens: stolen })).rejects.toThrow(
      /taken/,
    );
    for (const seat of [host, back]) await seat.session.leave();
  });

  test('stored rooms untouched for the keep time, and broken writes, are pruned on schedule', async () => {
    const dataDir = folder();
    const old = Date.now() / 1000 - 8 * 86_400;
    for (const name of ['OLD12345.json', 'NEW12345.json', 'OLD12345.json.7.1.tmp']) {
      writeFileSync(join(dataDir, name), '{}');
    }
    utimesSync(join(dataDir, 'OLD12345.json'), old, old);
    utimesSync(join(dataDir, 'OLD12345.json.7.1.tmp'), old, old);
    server = await testServer({ dataDir, limits: { keepDays: 7 } });
    await waitFor(() => !existsSync(join(dataDir, 'OLD12345.json')), 'the old room pruned');
    await waitFor(() => !existsSync(join(dataDir, 'OLD12345.json.7.1.tmp')), 'the broken write');
    expect(existsSync(join(dataDir, 'NEW12345.json'))).toBe(true);
    // A code of a pruned room names nothing.
    const answer = await postJson(server.server.port, '/matchmake/joinOrCreate/skyjo', {
      code: 'OLD12345',
      name: 'x',
    });
    expect(answer.json.code).toBe(4404);
  });
});
