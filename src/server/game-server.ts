import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RECONNECT_SECONDS, ROOM_NAME } from '../online/protocol';
import { BotPool } from './bots/bot-pool';
import { NODES_KEY } from './front';
import { DiskStore, PresenceStore, type RoomStore } from './room-store';
import { SkyjoRoom } from './skyjo-room';

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
  /** Bot threads (default: one per core but one). */
  readonly botThreads?: number;
  /** Milliseconds a computer waits before moving (default 600). */
  readonly botDelayMs?: number;
  /** The expert's milliseconds per decision. */
  readonly expertTimeMs?: number;
  /** Seconds a dropped person keeps their seat (default 60). */
  readonly reconnectSeconds?: number;
  /** Scales the turn timer (default 1; tests run it faster). */
  readonly timerScale?: number;
  /** Messages a client may send per second before it is refused as a flood (default 10). */
  readonly messagesPerSecond?: number;
  /** The address clients reach this very process at, when processes are not behind one address. */
  readonly publicAddress?: string;
  /** With Redis: the host a front (`startFront`) reaches this process at (default: `host`). */
  readonly advertise?: string;
}

/** A running game server. */
export interface GameServer {
  /** The port it listens on. */
  readonly port: number;
  /** The Colyseus server (for @colyseus/testing). */
  readonly colyseus: Server;
  /** Where rooms are stored. */
  readonly store: RoomStore;
  /** Stops: rooms are stored and closed, clients disconnected, bot threads ended. */
  close(): Promise<void>;
}

/** How late the event loop runs (a room's work delays every other room's). */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

/**
 * `GET /health`: a JSON line of what this process holds and costs: rooms, clients, CPU time and
 * memory so far, and the event loop's delay since the last call (the load test reads it).
 */
function health(request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'GET' && request.url?.replace(/^\/online/, '') === '/health') {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    response.end(
      JSON.stringify({
        ok: true,
        pid: process.pid,
        processId: matchMaker.processId,
        rooms: matchMaker.stats.local.roomCount,
        clients: matchMaker.stats.local.ccu,
        cpuMs: (cpu.user + cpu.system) / 1000,
        uptimeMs: process.uptime() * 1000,
        rssBytes: memory.rss,
        heapBytes: memory.heapUsed,
        loopDelayMs: {
          p50: loopDelay.percentile(50) / 1e6,
          p99: loopDelay.percentile(99) / 1e6,
          max: loopDelay.max / 1e6,
        },
      }),
    );
    loopDelay.reset();
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' });
  response.end('not found\n');
}

/**
 * Starts the SKYJO game server: Colyseus with the WebSocket transport, one room type (`skyjo`),
 * bot threads, and storage on disk, or Redis presence, driver and storage when `redisUrl` is set
 * (then any number of processes share the rooms).
 */
export async function startGameServer(options: GameServerOptions): Promise<GameServer> {
  const redis = options.redisUrl ?? null;
  const presence = redis === null ? undefined : new RedisPresence(redis);
  const driver = redis === null ? undefined : new RedisDriver(redis);
  const store: RoomStore =
    presence === undefined ? new DiskStore(options.dataDir) : new PresenceStore(presence);
  const bots = new BotPool({
    ...(options.botThreads === undefined ? {} : { threads: options.botThreads }),
    ...(options.expertTimeMs === undefined ? {} : { expertTimeMs: options.expertTimeMs }),
  });
  SkyjoRoom.services = {
    store,
    bots,
    botDelayMs: options.botDelayMs ?? 600,
    reconnectSeconds: options.reconnectSeconds ?? RECONNECT_SECONDS,
    timerScale: options.timerScale ?? 1,
    messagesPerSecond: options.messagesPerSecond ?? 10,
  };
  const http = createServer(health);
  const colyseus = new Server({
    transport: new WebSocketTransport({ server: http }),
    ...(presence === undefined ? {} : { presence }),
    ...(driver === undefined ? {} : { driver }),
    ...(options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }),
    gracefullyShutdown: false,
    greet: false,
  });
  colyseus.define(ROOM_NAME, SkyjoRoom).filterBy(['code']);
  await colyseus.listen(options.port, options.host ?? '127.0.0.1');
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
    async close() {
      if (presence !== undefined) await presence.hdel(NODES_KEY, matchMaker.processId);
      await colyseus.gracefullyShutdown(false);
      await bots.close();
    },
  };
}
