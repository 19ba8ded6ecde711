import { parseArgs } from 'node:util';
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
  --public-address  HOST:PORT clients reach this process at (several processes, no shared address)
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
        'public-address': { type: 'string' },
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
  const server = await startGameServer({
    port: integer('port', values.port ?? env.SKYJO_PORT, 2567),
    host: values.host ?? env.SKYJO_HOST ?? '127.0.0.1',
    redisUrl: redisUrl === '' ? null : redisUrl,
    dataDir,
    botDelayMs: integer('bot-delay', values['bot-delay'], 600),
    ...(threads === undefined
      ? {}
      : { botThreads: Math.max(1, integer('bot-threads', threads, 1)) }),
    ...(values['public-address'] === undefined ? {} : { publicAddress: values['public-address'] }),
  });
  const where = redisUrl ? `rooms in Redis ${redisUrl}` : `rooms stored in ${dataDir}`;
  console.log(`skyjo-server listening on port ${server.port} (${where}; pid ${process.pid})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`skyjo-server: ${signal}: storing every room and stopping`);
    server.close().then(
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

void main();
