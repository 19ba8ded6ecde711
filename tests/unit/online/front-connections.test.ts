import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { joinRoom, openRoom, PERSON, settingsOf } from './harness';
import { startGameProcess, startRedis, stop } from './processes';
import { answered, raw } from './raw-http';

/**
 * The connections between the front and a game server on Redis: the front keeps its own open
 * between requests, and the game server caps what one address holds, as a server on its own does,
 * but for the front (which proved itself with the secret they share through Redis).
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let game: Awaited<ReturnType<typeof startGameProcess>>;
let front: Awaited<ReturnType<typeof startGameProcess>>;

beforeAll(async () => {
  redis = await startRedis();
  game = await startGameProcess([
    '--port',
    '0',
    '--redis',
    redis.url,
    '--bot-threads',
    '1',
    '--connections-per-address',
    '4',
  ]);
  front = await startGameProcess(['--front', '--port', '0', '--redis', redis.url]);
}, 120_000);

afterAll(async () => {
  await Promise.all([front, game].filter((p) => p !== undefined).map((p) => stop(p.child)));
  await redis?.stop();
});

/** The connections the game server has accepted so far (its /health, asked on a connection of its own). */
async function accepted(): Promise<number> {
  // Read to the end: the body comes chunked, its JSON object between the first and last brace.
  const { text } = await raw(
    game.port,
    'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  const body = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return (JSON.parse(body) as { connectionsAccepted: number }).connectionsAccepted;
}

/** A connection to the game server from `localAddress` that sends nothing; resolves once open. */
function idleConnection(localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: game.port, host: '127.0.0.1', localAddress }, () =>
      resolve(socket),
    );
    socket.once('error', reject);
  });
}

describe('the front and a game server on Redis', () => {
  test('thirty requests through the front reuse its few connections to the game server', async () => {
    const before = await accepted();
    for (let i = 0; i < 30; i++) {
      // The client's own connection ends with each answer; the front's to the game server stays.
      const answer = await raw(
        front.port,
        'GET /online/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        { enough: answered },
      );
      expect(answer.status).toBe(200);
    }
    // The health check itself is one; the front keeps one or two open.
    expect((await accepted()) - before).toBeLessThanOrEqual(4);
  });

  test('an address reaching the game server directly holds four connections at most; the front many', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => idleConnection('127.0.0.2')));
    const fifth = await idleConnection('127.0.0.2');
    const closed = await new Promise<boolean>((resolve) => {
      fifth.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 5000);
    });
    expect(closed).toBe(true);
    // Five people through the front: five websockets from the front's address, and its requests.
    const endpoint = `ws://127.0.0.1:${front.port}`;
    const host = await openRoom(endpoint, settingsOf([PERSON, PERSON, PERSON, PERSON, PERSON]));
    const people = [host];
    for (const name of ['Bea', 'Cy', 'Dee', 'Eve'])
      people.push(await joinRoom(endpoint, host.session.code!, name));
    expect(people.map((p) => p.session.seat).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const person of people) await person.session.leave();
    for (const socket of held) socket.destroy();
  }, 60_000);
});
