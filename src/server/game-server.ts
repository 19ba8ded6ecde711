import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { RECONNECT_SECONDS, ROOM_NAME, SEAT_TIMES, type SeatTimes } from '../online/protocol';
import { NUDGE_AFTER_MS } from '../online/reaction-ids';
import { BotPool } from './bots/bot-pool';
import { AddressPolicy, addressKey } from './client-address';
import { capConnections } from './connection-cap';
import { NODES_KEY } from './front';
import { sharedFrontSecret } from './front-secret';
import { DEFAULT_LIMITS, type ServerLimits } from './limits';
import { Matchmaking } from './matchmaking';
import { PublicLobbies } from './public-lobbies';
import { colyseusLogger, describeError, quietLog } from './quiet-log';
import { KeyedLimiter } from './rate-limit';
import { DiskStore, PresenceStore, type RoomStore } from './room-store';
import { SkyjoRoom } from './skyjo-room';
import { SocketGate } from './socket-gate';
import { StaggeredPingTransport } from './staggered-pings';
import { saveTimes, watchCollector } from './stall-watch';
import { harden, LISTEN_BACKLOG, SERVER_OPTIONS } from './socket-path';
import type { StaticSite } from './static-site';

/** How a game server runs. */
export interface GameServerOptions {
  /** The port (0: any free one). */
  readonly port: number;
  /** The address to listen on (default 127.0.0.1; 0.0.0.0 for other machines). */
  readonly host?: string;
  /** Redis (`redis://host:port`): presence, matchmaking and storage shared by processes. */
  readonly redisUrl?: string | null;
  /** Where rooms are stored without Redis. */
  readonly dataDir: string;
  /** Where rooms are stored, in place of the disk or Redis (tests). */
  readonly store?: RoomStore;
  /** Bot threads (default: one per core but one). */
  readonly botThreads?: number;
  /** Milliseconds a computer waits before moving (default 600). */
  readonly botDelayMs?: number;
  /** The expert's milliseconds per decision. */
  readonly expertTimeMs?: number;
  /** Seconds a dropped person keeps their seat (default 60). */
  readonly reconnectSeconds?: number;
  /** Milliseconds a seat must have been to move before it may be nudged (`NUDGE_AFTER_MS`). */
  readonly nudgeAfterMs?: number;
  /** How long a seat's handover waits at each step (`SEAT_TIMES`; tests shorten them). */
  readonly seatTimes?: Partial<SeatTimes>;
  /** Scales the turn timer (default 1; tests run it faster). */
  readonly timerScale?: number;
  /** The limits (`limits.ts`); each one left out has its default. */
  readonly limits?: Partial<ServerLimits>;
  /** The address clients reach this very process at, when processes are not behind one address. */
  readonly publicAddress?: string;
  /** With Redis: the host a front (`startFront`) reaches this process at (default: `host`). */
  readonly advertise?: string;
  /** The built game to serve beside the game server (`npm run -s serve`). */
  readonly site?: StaticSite;
}

/** A running game server. */
export interface GameServer {
  /** The port it listens on. */
  readonly port: number;
  /** The Colyseus server (for @colyseus/testing). */
  readonly colyseus: Server;
  /** Where rooms are stored. */
  readonly store: RoomStore;
  /** The limits it runs with. */
  readonly limits: ServerLimits;
  /** Stops: rooms are stored and closed, clients disconnected, bot threads ended. */
  close(): Promise<void>;
}

/** How late the event loop runs (a room's work delays every other room's). */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

/** The collector's pauses (each one stops the event loop). */
const collector = watchCollector();

/**
 * `GET /health`: a JSON line of what this process holds and costs: rooms, clients, connections
 * accepted, CPU time (in all, in the process itself and in the kernel for it) and memory so far, and since the last call the event loop's delay, the collector's pauses and
 * the saves' times (the load test reads them) — for
 * this machine and exempt addresses; anyone else hears only that it is up.
 */
function health(response: ServerResponse, detailed: boolean, connections: number): void {
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  if (!detailed) {
    response.end(JSON.stringify({ ok: true }));
    return;
  }
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  response.end(
    JSON.stringify({
      ok: true,
      pid: process.pid,
      rooms: matchMaker.stats.local.roomCount,
      clients: matchMaker.stats.local.ccu,
      connectionsAccepted: connections,
      cpuMs: (cpu.user + cpu.system) / 1000,
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      uptimeMs: process.uptime() * 1000,
      rssBytes: memory.rss,
      heapBytes: memory.heapUsed,
      loopDelayMs: {
        p50: loopDelay.percentile(50) / 1e6,
        p99: loopDelay.percentile(99) / 1e6,
        max: loopDelay.max / 1e6,
      },
      gcMs: { minor: collector.minor.read(), major: collector.major.read() },
      saveMs: { build: saveTimes.build.read(), stored: saveTimes.stored.read() },
    }),
  );
  loopDelay.reset();
}

/**
 * Starts the SKYJO game server: Colyseus with the WebSocket transport, one room type (`skyjo`),
 * bot threads, and storage on disk, or Redis presence, driver and storage when `redisUrl` is set
 * (then any number of processes share the rooms). Its HTTP side answers `/health`, matchmaking
 * (`matchmaking.ts`) and, with `site`, the built game; every websocket passes the gate
 * (`socket-gate.ts`) before its handshake.
 */
export async function startGameServer(options: GameServerOptions): Promise<GameServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const addresses = new AddressPolicy(limits.trustProxy, limits.exempt);
  const redis = options.redisUrl ?? null;
  const presence = redis === null ? undefined : new RedisPresence(redis);
  const driver = redis === null ? undefined : new RedisDriver(redis);
  if (presence !== undefined) addresses.trustFront(await sharedFrontSecret(presence));
  const store: RoomStore =
    options.store ??
    (presence === undefined
      ? new DiskStore(options.dataDir)
      : new PresenceStore(presence, limits.keepDays * 86_400));
  const bots = new BotPool({
    ...(options.botThreads === undefined ? {} : { threads: options.botThreads }),
    ...(options.expertTimeMs === undefined ? {} : { expertTimeMs: options.expertTimeMs }),
  });
  const guesses = new KeyedLimiter(limits.guessesPerMinute);
  SkyjoRoom.services = {
    store,
    bots,
    botDelayMs: options.botDelayMs ?? 600,
    reconnectSeconds: options.reconnectSeconds ?? RECONNECT_SECONDS,
    nudgeAfterMs: options.nudgeAfterMs ?? NUDGE_AFTER_MS,
    seatTimes: { ...SEAT_TIMES, ...options.seatTimes },
    timerScale: options.timerScale ?? 1,
    limits,
    guess: (address) => addresses.exempt(address) || guesses.take(addressKey(address)),
  };
  const http = createServer(SERVER_OPTIONS);
  harden(http);
  // Behind the front, the front counts each client's connections; its own address, once it proved
  // itself (the secret it shares through Redis), is not counted here. Anyone else reaching this
  // process directly is.
  capConnections(http, limits.connectionsPerAddress, addresses);
  let accepted = 0;
  http.on('connection', () => accepted++);
  const gate = new SocketGate(limits, addresses);
  const colyseus = new Server({
    transport: new StaggeredPingTransport({
      server: http,
      maxPayload: 4096,
      verifyClient: (info, accept) => gate.verify(info.req, accept),
    }),
    ...(presence === undefined ? {} : { presence }),
    ...(driver === undefined ? {} : { driver }),
    ...(options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }),
    gracefullyShutdown: false,
    greet: false,
    logger: colyseusLogger,
  });
  // Colyseus answered matchmaking on any path holding "/matchmake", unlimited: this one instead.
  http.removeAllListeners('request');
  const lobbies = new PublicLobbies(limits, addresses);
  const matchmaking = new Matchmaking(limits, addresses, presence ?? null, lobbies);
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    route(req, res).catch((error: unknown) => {
      quietLog.line('http', `request failed: ${describeError(error)}`);
      if (!res.headersSent) res.writeHead(500, { connection: 'close' });
      res.end();
    });
  });
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (Matchmaking.handles(path)) return matchmaking.serve(req, res, path);
    if (PublicLobbies.handles(path)) return lobbies.serve(req, res);
    if (req.method === 'GET' && /^(?:\/online)?\/health$/.test(path))
      return health(res, addresses.operator(addresses.addressOf(req)), accepted);
    if (options.site !== undefined && !path.startsWith('/online/'))
      return options.site.serve(req, res);
    res.writeHead(404, { 'content-type': 'text/plain', connection: 'close' });
    res.end('not found\n');
  };
  const pruning = startPruning(store, limits);
  colyseus.define(ROOM_NAME, SkyjoRoom).filterBy(['code']);
  await colyseus.listen(options.port, options.host ?? '127.0.0.1', LISTEN_BACKLOG);
  const port = (http.address() as AddressInfo).port;
  (colyseus as unknown as { port: number }).port = port;
  const host =
    options.advertise ?? (options.host === '0.0.0.0' ? '127.0.0.1' : (options.host ?? '127.0.0.1'));
  if (presence !== undefined)
    await presence.hset(NODES_KEY, matchMaker.processId, `${host}:${port}`);
  return {
    port,
    colyseus,
    store,
    limits,
    async close() {
      clearInterval(pruning);
      if (presence !== undefined) await presence.hdel(NODES_KEY, matchMaker.processId);
      await colyseus.gracefullyShutdown(false);
      await bots.close();
      await store.close?.();
    },
  };
}

/**
 * Forgets stored rooms untouched for `keepDays` now and every `pruneMinutes` (finished games and
 * abandoned lobbies are forgotten when they close; Redis expires its keys by itself).
 */
function startPruning(store: RoomStore, limits: ServerLimits): NodeJS.Timeout {
  const prune = () => {
    store.prune(limits.keepDays * 86_400).then(
      (removed) => {
        if (removed > 0)
          console.log(
            `skyjo-server: ${removed} stored rooms untouched for ${limits.keepDays} days forgotten`,
          );
      },
      (error: unknown) => quietLog.line('store', `pruning failed: ${describeError(error)}`),
    );
  };
  prune();
  const minutes = Math.max(1, limits.pruneMinutes);
  const timer = setInterval(prune, minutes * 60_000);
  timer.unref();
  return timer;
}
