import { parseArgs } from 'node:util';
import { RedisPresence } from '@colyseus/redis-presence';
import { startFront } from './front';
import { startGameServer } from './game-server';

const HELP = `Usage: npm run -s server -- [options]

Runs the SKYJO game server (Colyseus 0.16) that online rooms play on. Clients reach it at
ws://HOST:PORT, or through the game's own host at /online (the dev and preview servers proxy it).

Options:
  --port N          port (default: $SKYJO_PORT or 2567; 0 = any free port, printed on start)
  --host ADDRESS    address to listen on (default: $SKYJO_HOST or 127.0.0.1; 0.0.0.0 for others)
  --redis URL       Redis for rooms shared by several processes (default: $SKYJO_REDIS_URL;
                    none = one process, rooms stored on disk)
  --data DIR        where rooms are stored without Redis (default: $SKYJO_DATA_DIR or .skyjo-rooms)
  --bot-threads N   computer-player threads (default: one per core but one)
  --bot-delay MS    pause before a computer moves, so people can follow (default 600)
  --reconnect-seconds N
                    how long a dropped person keeps their seat before a computer plays it
                    (default 60)
  --message-rate N  messages a client may send per second before it is refused as a flood
                    (default 10, after a burst of twice as many)
  --advertise HOST  with Redis: the host a front reaches this process at (default: --host)
  --public-address  HOST:PORT clients reach this process at (several processes, no front)
  --front           run the front instead: one address (--port) before every game server
                    process registered in Redis (--redis required); matchmaking goes to each in
                    turn, each websocket to the process that holds its room
  -h, --help        this help

It prints one line when it listens and stops cleanly on SIGINT or SIGTERM (every room is stored;
after a restart each room is restored when its players come back).`;

function integer(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`skyjo-server: --${name} must be a whole number, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        redis: { type: 'string' },
        data: { type: 'string' },
        'bot-threads': { type: 'string' },
        'bot-delay': { type: 'string' },
        'message-rate': { type: 'string' },
        'reconnect-seconds': { type: 'string' },
        'public-address': { type: 'string' },
        advertise: { type: 'string' },
        front: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
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
  const redisUrl = values.redis ?? env.SKYJO_REDIS_URL ?? null;
  const dataDir = values.data ?? env.SKYJO_DATA_DIR ?? '.skyjo-rooms';
  const threads = values['bot-threads'];
  if (values.front)
    return runFront(values.port ?? env.SKYJO_PORT, values.host ?? env.SKYJO_HOST, redisUrl);
  const server = await startGameServer({
    port: integer('port', values.port ?? env.SKYJO_PORT, 2567),
    host: values.host ?? env.SKYJO_HOST ?? '127.0.0.1',
    redisUrl: redisUrl === '' ? null : redisUrl,
    dataDir,
    botDelayMs: integer('bot-delay', values['bot-delay'], 600),
    messagesPerSecond: Math.max(1, integer('message-rate', values['message-rate'], 10)),
    reconnectSeconds: Math.max(1, integer('reconnect-seconds', values['reconnect-seconds'], 60)),
    ...(threads === undefined
      ? {}
      : { botThreads: Math.max(1, integer('bot-threads', threads, 1)) }),
    ...(values['public-address'] === undefined ? {} : { publicAddress: values['public-address'] }),
    ...(values.advertise === undefined ? {} : { advertise: values.advertise }),
  });
  const where = redisUrl ? `rooms in Redis ${redisUrl}` : `rooms stored in ${dataDir}`;
  console.log(`skyjo-server listening on port ${server.port} (${where}; pid ${process.pid})`);
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
        console.error('skyjo-server: stopping failed:', error);
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
) {
  if (!redisUrl) {
    console.error('skyjo-server: --front needs --redis (or SKYJO_REDIS_URL)');
    process.exit(2);
  }
  const presence = new RedisPresence(redisUrl);
  const front = await startFront({
    port: integer('port', portText, 2567),
    host: host ?? '127.0.0.1',
    presence,
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
