import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { computer, joinRoom, openRoom, PERSON, playToEnd, playUntil, settingsOf } from './harness';
import { startGameProcess, startRedis, stop } from './processes';

/**
 * Several game server processes share a real redis-server (presence, matchmaking driver, room
 * storage) behind one front address: clients whose requests land on different processes play
 * one room together, and a room outlives the process that held it.
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let servers: Awaited<ReturnType<typeof startGameProcess>>[] = [];
let front: Awaited<ReturnType<typeof startGameProcess>>;
let endpoint: string;

async function json(path: string, port: number): Promise<Record<string, unknown>> {
  return (await (await fetch(`http://127.0.0.1:${port}${path}`)).json()) as Record<string, unknown>;
}

beforeAll(async () => {
  redis = await startRedis();
  // Scripted players act as fast as the room answers: far faster than the people's flood limit.
  const args = ['--port', '0', '--redis', redis.url, '--bot-delay', '0', '--bot-threads', '1'];
  args.push('--message-rate', '1000', '--exempt', '127.0.0.1,::1');
  servers = await Promise.all([startGameProcess(args), startGameProcess(args)]);
  front = await startGameProcess(['--front', '--port', '0', '--redis', redis.url]);
  endpoint = `ws://127.0.0.1:${front.port}`;
}, 120_000);

afterAll(async () => {
  if (process.env.SHOW_OUTPUT) for (const s of [front, ...servers]) console.log(s?.output());
  const started = [front, ...servers].filter((s) => s !== undefined);
  await Promise.all(started.map((s) => stop(s.child)));
  await redis?.stop();
});

describe('online at scale: processes sharing Redis behind one address', () => {
  test('people whose requests land on different processes play one room to its end', async () => {
    const host = await openRoom(endpoint, settingsOf([PERSON, PERSON, computer('medium'), PERSON]));
    const code = host.session.code!;
    const bea = await joinRoom(endpoint, code, 'Bea');
    const cy = await joinRoom(endpoint, code, 'Cy');
    const { backends, served } = (await json('/front-health', front.port)) as {
      backends: number;
      served: number[];
    };
    expect(backends).toBe(2);
    // Matchmaking went to both processes in turn; the room lives on one of them.
    expect(served).toHaveLength(2);
    host.session.start();
    await playToEnd([host, bea, cy], 21);
    const rooms = await Promise.all(servers.map((s) => json('/health', s.port)));
    expect(rooms.map((r) => r.rooms as number).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    for (const seat of [host, bea, cy]) await seat.session.leave();
  });

  test('the process holding a room is killed: its players come back to the other one', async () => {
    const host = await openRoom(endpoint, settingsOf([PERSON, computer('hard'), PERSON]));
    const bea = await joinRoom(endpoint, host.session.code!, 'Bea');
    host.session.start();
    await playUntil([host, bea], () => (host.heard.last?.v ?? 0) >= 30, 'thirty steps', 22);
    const holding = await Promise.all(servers.map((s) => json('/health', s.port)));
    const index = holding.findIndex((h) => (h.clients as number) > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    const stepsBefore = host.heard.last!.v;
    await stop(servers[index]!.child, 'SIGKILL');
    await host.heard.until(
      () => host.heard.statuses.includes('connected'),
      'the host back',
      60_000,
    );
    await bea.heard.until(() => bea.heard.statuses.includes('connected'), 'Bea back', 60_000);
    await host.heard.until(() => host.heard.syncs >= 2, 'the restored game', 60_000);
    // Every action stored before the kill is there (the room writes after each one).
    expect(host.heard.last!.v).toBeGreaterThanOrEqual(stepsBefore - 1);
    await playToEnd([host, bea], 23);
    for (const seat of [host, bea]) await seat.session.leave();
  });
});
