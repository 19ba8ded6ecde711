import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { RedisPresence } from '@colyseus/redis-presence';
import { startFront } from './front';
import { RECONNECT_SECONDS } from '../online/protocol';
import { NUDGE_AFTER_MS } from '../online/reaction-ids';
import { startGameServer } from './game-server';
import { LIMIT_OPTIONS, limitsHelp, parseLimits, type ServerLimits } from './limits';
import { describeError, quietLog } from './quiet-log';
import { StaticSite } from './static-site';

const HELP = `Usage: npm run -s server -- [options]
       npm run -s serve -- [options]       (the same with --site dist: the built game too)

Runs the SKYJO game server (Colyseus 0.16) that online rooms play on. Clients reach it at
ws://HOST:PORT, or through the game's own host at /online (the dev and preview servers proxy it;
with --site it serves the game itself, so one port holds both).

Options:
  --port N          port (default: $SKYJO_PORT or 2567; 0 = any free port, printed on start)
  --host ADDRESS    address to listen on (default: $SKYJO_HOST or 127.0.0.1; 0.0.0.0 for others)
  --site DIR        also serve the built game (npm run build makes dist/) from DIR, with the
                    Content-Security-Policy header ($SKYJO_SITE)
  --redis URL       Redis for rooms shared by several processes (default: $SKYJO_REDIS_URL;
                    none = one process, rooms stored on disk)
  --data DIR        where rooms are stored without Redis (default: $SKYJO_DATA_DIR or .skyjo-rooms)
  --bot-threads N   computer-player threads (default: one per core but one)
  --bot-delay MS    pause before a computer moves, so people can follow (default 600)
  --reconnect-seconds N
                    how long a dropped person keeps their seat before a computer plays it
                    (default: $SKYJO_RECONNECT_SECONDS or 60; only this process sets it)
  --nudge-delay MS  how long a seat must have been to move before another person may nudge it
                    (default 15000; the room tells its clients; the browser tests shorten it)
  --advertise HOST  with Redis: the host a front reaches this process at (default: --host)
  --public-address  HOST:PORT clients reach this process at (several processes, no front)
  --front           run the front instead: one address (--port) before every game server
                    process registered in Redis (--redis required); matchmaking goes to each in
                    turn, each websocket to the process that holds its room
  -h, --help        this help

Limits (0 = none; a rate allows a burst of as many at once):
${limitsHelp()}

Addresses: a client is its socket's address. Behind your own reverse proxy, name it with
--trust-proxy (its X-Forwarded-For is then read from the right); the front and the game servers
of one Redis trust each other through a secret they share there, with no option.

It prints one line when it listens and stops cleanly on SIGINT or SIGTERM (every room is stored;
after a restart each room is restored when its players come back). Nothing a client sends ends
it: a failure is one line on standard error.`;

function fail(message: string): never {
  console.error(`skyjo-server: ${message}`);
  process.exit(2);
}

function integer(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    fail(`--${name} must be a whole number, not ${JSON.stringify(text)}`);
  return value;
}

/** Whatever escapes every handler is told in one line; the process keeps serving its rooms. */
function keepRunning(): void {
  process.on('unhandledRejection', (reason) =>
    quietLog.line('unhandled rejection', describeError(reason)),
  );
  process.on('uncaughtException', (error) =>
    quietLog.line('uncaught exception', describeError(error)),
  );
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        site: { type: 'string' },
        redis: { type: 'string' },
        data: { type: 'string' },
        'bot-threads': { type: 'string' },
        'bot-delay': { type: 'string' },
        'reconnect-seconds': { type: 'string' },
        'nudge-delay': { type: 'string' },
        'public-address': { type: 'string' },
        advertise: { type: 'string' },
        front: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(LIMIT_OPTIONS.map(({ flag }) => [flag, { type: 'string' as const }])),
      },
    }));
  } catch (error) {
    console.error(`skyjo-server: ${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(HELP);
    return;
  }
  const env = process.env;
  const limits = parseLimits(values as Record<string, string | undefined>, env);
  if (typeof limits === 'string') fail(limits);
  keepRunning();
  const redisUrl = values.redis ?? env.SKYJO_REDIS_URL ?? null;
  const dataDir = values.data ?? env.SKYJO_DATA_DIR ?? '.skyjo-rooms';
  const threads = values['bot-threads'];
  if (values.front)
    return runFront(values.port ?? env.SKYJO_PORT, values.host ?? env.SKYJO_HOST, redisUrl, limits);
  const siteDir = values.site ?? env.SKYJO_SITE;
  if (siteDir !== undefined && !existsSync(join(siteDir, 'index.html')))
    fail(`--site ${siteDir} holds no index.html: build the game first (npm run build)`);
  const server = await startGameServer({
    port: integer('port', values.port ?? env.SKYJO_PORT, 2567),
    host: values.host ?? env.SKYJO_HOST ?? '127.0.0.1',
    redisUrl: redisUrl === '' ? null : redisUrl,
    dataDir,
    botDelayMs: integer('bot-delay', values['bot-delay'], 600),
    reconnectSeconds: Math.max(
      1,
      integer(
        'reconnect-seconds',
        values['reconnect-seconds'] ?? env.SKYJO_RECONNECT_SECONDS,
        RECONNECT_SECONDS,
      ),
    ),
    nudgeAfterMs: integer('nudge-delay', values['nudge-delay'], NUDGE_AFTER_MS),
    limits,
    ...(threads === undefined
      ? {}
      : { botThreads: Math.max(1, integer('bot-threads', threads, 1)) }),
    ...(values['public-address'] === undefined ? {} : { publicAddress: values['public-address'] }),
    ...(values.advertise === undefined ? {} : { advertise: values.advertise }),
    ...(siteDir === undefined ? {} : { site: new StaticSite(siteDir) }),
  });
  const where = redisUrl ? `rooms in Redis ${redisUrl}` : `rooms stored in ${dataDir}`;
  const site = siteDir === undefined ? '' : `; the game from ${siteDir}`;
  console.log(
    `skyjo-server listening on port ${server.port} (${where}${site}; pid ${process.pid})`,
  );
  stopOn(() => server.close(), 'storing every room and stopping');
}

/** Stops cleanly on SIGINT or SIGTERM with `close`. */
function stopOn(close: () => Promise<void>, what: string): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`skyjo-server: ${signal}: ${what}`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('skyjo-server: stopping failed:', describeError(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** The front: one address before every game server process registered in Redis. */
async function runFront(
  portText: string | undefined,
  host: string | undefined,
  redisUrl: string | null,
  limits: ServerLimits,
) {
  if (!redisUrl) fail('--front needs --redis (or SKYJO_REDIS_URL)');
  const presence = new RedisPresence(redisUrl);
  const front = await startFront({
    port: integer('port', portText, 2567),
    host: host ?? '127.0.0.1',
    presence,
    limits,
  });
  console.log(
    `skyjo-server front listening on port ${front.port} (game servers from Redis ${redisUrl}; pid ${process.pid})`,
  );
  stopOn(async () => {
    await front.close();
    presence.shutdown();
  }, 'stopping the front');
}

void main();
