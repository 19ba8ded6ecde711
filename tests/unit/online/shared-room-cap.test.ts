import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { LocalPresence } from '@colyseus/core';
import { AddressPolicy } from '../../../src/server/client-address';
import { DEFAULT_LIMITS } from '../../../src/server/limits';
import { Matchmaking } from '../../../src/server/matchmaking';
import { PublicLobbies } from '../../../src/server/public-lobbies';
import {
  localRoomsOnTheirWay,
  ON_THEIR_WAY_KEY,
  ON_THEIR_WAY_SECONDS,
  sharedRoomsOnTheirWay,
} from '../../../src/server/rooms-on-their-way';
import { PERSON, settingsOf } from './harness';
import { startGameProcess, startRedis, stop } from './processes';
import { postJson } from './raw-http';

/**
 * The cap on rooms open at once (`--max-rooms`) holds for every process on one Redis together:
 * each process counted only its own rooms on their way, so two letting opens through at the same
 * moment both found room under the cap.
 */
describe('rooms on their way', () => {
  test('counted in this process: each reservation sees those before it', async () => {
    const count = localRoomsOnTheirWay();
    expect(await count.reserve()).toBe(1);
    expect(await count.reserve()).toBe(2);
    await count.release();
    expect(await count.reserve()).toBe(2);
  });

  test('shared: one count for every process, which a dead process cannot hold for ever', async () => {
    const presence = new LocalPresence();
    const expire = vi.spyOn(presence, 'expire');
    const [one, two] = [sharedRoomsOnTheirWay(presence), sharedRoomsOnTheirWay(presence)];
    expect(await one.reserve()).toBe(1);
    expect(await two.reserve()).toBe(2);
    // Every reservation puts the count's end off to two minutes from now.
    expect(expire.mock.calls).toEqual([
      [ON_THEIR_WAY_KEY, ON_THEIR_WAY_SECONDS],
      [ON_THEIR_WAY_KEY, ON_THEIR_WAY_SECONDS],
    ]);
    await one.release();
    expect(await two.reserve()).toBe(2);
    // Expired while two rooms were on their way: their releases start the count again from none.
    await presence.del(ON_THEIR_WAY_KEY);
    await two.release();
    await two.release();
    expect(await one.reserve()).toBe(1);
    presence.shutdown();
  });
});

/** A `POST` of `body` to `path` from a client at `address`, as the server's HTTP hands it over. */
function postRequest(path: string, body: unknown, address: string): IncomingMessage {
  return Object.assign(Readable.from([Buffer.from(JSON.stringify(body))]), {
    method: 'POST',
    url: path,
    headers: {},
    socket: { remoteAddress: address },
  }) as unknown as IncomingMessage;
}

/** A response that keeps what was written to it. */
function keptResponse(): ServerResponse & { readonly written: string[] } {
  const written: string[] = [];
  return {
    written,
    headersSent: false,
    destroyed: false,
    writeHead: () => undefined,
    end: (text: string) => written.push(text),
  } as unknown as ServerResponse & { readonly written: string[] };
}

describe('a room on its way whose checks fail', () => {
  test('is no longer counted: a store that does not answer once leaves no place held under the cap', async () => {
    const presence = new LocalPresence();
    // The live rooms' count fails once, as Redis may for a moment.
    vi.spyOn(presence, 'hlen').mockRejectedValueOnce(new Error('the store did not answer'));
    const limits = { ...DEFAULT_LIMITS, maxRooms: 1, roomsPerSecond: 0 };
    const addresses = new AddressPolicy([], []);
    const matchmaking = new Matchmaking(
      limits,
      addresses,
      presence,
      new PublicLobbies(limits, addresses),
    );
    const res = keptResponse();
    const body = { create: settingsOf([PERSON, PERSON]), name: 'Mallory' };
    await matchmaking.serve(
      postRequest('/matchmake/create/skyjo', body, '203.0.113.7'),
      res,
      '/matchmake/create/skyjo',
    );
    expect(JSON.parse(res.written[0]!)).toMatchObject({ error: 'the server could not answer' });
    // Left counted, it would make every later open under a cap of one "full".
    expect(await presence.get(ON_THEIR_WAY_KEY)).toBe(0);
    presence.shutdown();
  });
});

describe('the cap on rooms across processes sharing Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let servers: Awaited<ReturnType<typeof startGameProcess>>[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    const args = ['--port', '0', '--redis', redis.url, '--bot-threads', '1'];
    args.push('--exempt', '127.0.0.1,::1', '--max-rooms', '2', '--rooms-per-second', '0');
    servers = await Promise.all([startGameProcess(args), startGameProcess(args)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stop(server.child)));
    await redis?.stop();
  });

  test('twelve rooms asked of two processes at once: two open, the others hear the server is full', async () => {
    const body = { create: settingsOf([PERSON, PERSON]), name: 'Mallory' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJson(servers[i % 2]!.port, '/matchmake/create/skyjo', body),
      ),
    );
    const opened = answers.filter((answer) => 'sessionId' in answer.json);
    expect(opened).toHaveLength(2);
    for (const answer of answers.filter((a) => !('sessionId' in a.json)))
      expect(answer.json.error).toMatch(/full/);
  });
});
