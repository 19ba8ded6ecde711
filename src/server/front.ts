import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Presence } from '@colyseus/core';
import {
  AddressPolicy,
  addressKey,
  FRONT_CLIENT_HEADER,
  FRONT_SECRET_HEADER,
} from './client-address';
import { capConnections } from './connection-cap';
import { sharedFrontSecret } from './front-secret';
import { DEFAULT_LIMITS, type ServerLimits } from './limits';
import { describeError, quietLog } from './quiet-log';
import { KeyedCount } from './rate-limit';
import { harden, LISTEN_BACKLOG, refuseSocket, SERVER_OPTIONS, socketPath } from './socket-path';

/** The Redis hash where each game server process writes `processId → host:port`. */
export const NODES_KEY = 'skyjo:nodes';

/** Colyseus's Redis hash of live rooms (`roomId → listing`), read to find a room's process. */
const ROOMS_KEY = 'roomcaches';

/** How often the front reads the game servers' list again (and at most how stale it gets). */
const REFRESH_MS = 2000;

/** A game server process the front can reach. */
interface Backend {
  readonly processId: string;
  readonly host: string;
  readonly port: number;
}

/** A running front. */
export interface Front {
  readonly port: number;
  /** Requests sent to each process, by process id (matchmaking and websockets). */
  readonly served: ReadonlyMap<string, number>;
  close(): Promise<void>;
}

/** How a front runs. */
export interface FrontOptions {
  readonly port: number;
  readonly host?: string;
  readonly presence: Presence;
  /** The limits (the body size, websockets per address, trusted proxies); defaults otherwise. */
  readonly limits?: ServerLimits;
}

/** Headers a client may not set: the front writes who the client is. */
const SPOOFABLE = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  FRONT_CLIENT_HEADER,
  FRONT_SECRET_HEADER,
]);

/**
 * Headers of one connection only (RFC 9110 §7.6.1), never passed on: the front's connections to
 * the game servers are its own, kept open between requests whatever the client's are.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

/** `headers` less those of one connection only (and those its `connection` header names). */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && !named.includes(name)) out[name] = value;
  return out;
}

/**
 * The front's connections to the game servers: kept open and reused between requests (a request
 * does not cost a new connection), an idle one closed after 4 s, before the game server's own
 * 5 s keep-alive ends it (so a request never goes out on a connection being closed).
 */
function upstreamAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 4_000 });
}

function parseBackends(nodes: Record<string, string>): Backend[] {
  return Object.entries(nodes).flatMap(([processId, address]) => {
    const match = /^(.+):(\d+)$/.exec(address);
    return match === null ? [] : [{ processId, host: match[1]!, port: Number(match[2]) }];
  });
}

/** A stream passing at most `limit` bytes; more fails it. */
function capped(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new Error('body too large'));
      else done(null, chunk);
    },
  });
}

/** Answers `text` with `status`, unless an answer has begun (then the connection is cut). */
function answer(res: ServerResponse, status: number, text: string): void {
  if (res.writableEnded) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'text/plain', connection: 'close' });
  res.end(`${text}\n`);
}

/**
 * One address in front of several game server processes that share Redis: matchmaking requests
 * go to the processes in turn (any of them can serve any room through Redis), and each websocket
 * goes to the process that holds its room (`…/processId/roomId`, or the room's process from
 * Redis). It tells the game servers who each client is (with the secret they share through Redis)
 * and believes no such header from a client. Nothing a client sends can stop it: every request
 * and socket has its errors handled, and Redis being away only makes it answer 502/503.
 */
export async function startFront(options: FrontOptions): Promise<Front> {
  const { presence } = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const addresses = new AddressPolicy(limits.trustProxy, limits.exempt);
  const sockets = new KeyedCount(limits.socketsPerAddress);
  const served = new Map<string, number>();
  const agent = upstreamAgent();
  let backends: Backend[] = [];
  let secret = await sharedFrontSecret(presence);
  let refreshed = 0;
  let refreshing: Promise<void> | null = null;
  let next = 0;

  /** Reads the game servers' list again (once at a time); keeps the last one when Redis fails. */
  const refresh = (force = false): Promise<void> => {
    if (!force && performance.now() - refreshed < REFRESH_MS) return Promise.resolve();
    refreshing ??= (async () => {
      try {
        backends = parseBackends((await presence.hgetall(NODES_KEY)) ?? {});
        secret = await sharedFrontSecret(presence);
        refreshed = performance.now();
      } catch (error) {
        quietLog.line('front', `Redis did not answer: ${describeError(error)}`);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };
  const count = (backend: Backend) =>
    served.set(backend.processId, (served.get(backend.processId) ?? 0) + 1);

  /** The headers to send on: the client's own, less what names a client, plus who it is. */
  const forwarded = (headers: IncomingHttpHeaders, client: string): IncomingHttpHeaders => {
    const out: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(endToEnd(headers)))
      if (!SPOOFABLE.has(name)) out[name] = value;
    out[FRONT_CLIENT_HEADER] = client;
    out[FRONT_SECRET_HEADER] = secret;
    return out;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    await refresh();
    const path = (req.url ?? '').split('?')[0]!.replace(/^\/online(?=\/)/, '');
    if (req.method === 'GET' && path === '/front-health') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      // The processes behind it are the operator's business only.
      const figures = addresses.operator(addresses.addressOf(req))
        ? { backends: backends.length, served: [...served.values()] }
        : { ok: backends.length > 0 };
      res.end(JSON.stringify(figures));
      return;
    }
    if (backends.length === 0) return answer(res, 503, 'no game server is running');
    const length = Number(req.headers['content-length'] ?? 0);
    if (!(length <= limits.bodyBytes)) return answer(res, 413, 'the request is too large');
    const backend = backends[next++ % backends.length]!;
    count(backend);
    const upstream = request({
      host: backend.host,
      port: backend.port,
      method: req.method,
      path: req.url,
      headers: forwarded(req.headers, addresses.addressOf(req)),
      agent,
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        // A process that stopped without saying so: forget it until it registers again.
        presence.hdel(NODES_KEY, backend.processId).catch(() => undefined);
        void refresh(true);
      }
      answer(res, 502, 'the game server did not answer');
    });
    upstream.on('response', (reply) => {
      if (res.headersSent) return;
      res.writeHead(reply.statusCode ?? 502, endToEnd(reply.headers));
      pipeline(reply, res).catch(() => res.destroy());
    });
    try {
      await pipeline(req, capped(limits.bodyBytes), upstream);
    } catch (error) {
      upstream.destroy();
      const tooLarge = (error as Error).message === 'body too large';
      answer(res, tooLarge ? 413 : 502, tooLarge ? 'the request is too large' : 'no answer');
    }
  };

  /** The process holding room `roomId`, whose websocket path named `processId`. */
  const backendFor = async (processId: string, roomId: string): Promise<Backend | undefined> => {
    const named = backends.find((b) => b.processId === processId);
    if (named !== undefined) return named;
    const listing = await presence.hget(ROOMS_KEY, roomId);
    if (listing === null) return undefined;
    const owner = (JSON.parse(listing) as { processId?: unknown }).processId;
    let backend = backends.find((b) => b.processId === owner);
    if (backend === undefined) {
      await refresh(true);
      backend = backends.find((b) => b.processId === owner);
    }
    return backend;
  };

  const upgrade = async (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const target = socketPath(req.url);
    const client = addresses.addressOf(req);
    if (target === null) return refuseSocket(socket, 404, `no websocket at ${req.url ?? ''}`);
    if (!addresses.exempt(client)) {
      const key = addressKey(client);
      if (!sockets.take(key))
        return refuseSocket(socket, 429, `too many websockets from ${client}`);
      socket.once('close', () => sockets.give(key));
    }
    await refresh();
    const backend = await backendFor(target.processId, target.roomId);
    if (backend === undefined || socket.destroyed)
      return refuseSocket(socket, 404, `no room ${target.roomId}`);
    count(backend);
    // Without Nagle's algorithm, as the client's own socket here and the game server's: a small
    // frame sent while the one before is not yet acknowledged would wait for that ack (delayed
    // up to 40 ms by the receiver).
    const upstream = connect({ port: backend.port, host: backend.host, noDelay: true });
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('connect', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (!SPOOFABLE.has(req.rawHeaders[i]!.toLowerCase()))
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`${FRONT_CLIENT_HEADER}: ${client}`, `${FRONT_SECRET_HEADER}: ${secret}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
  };

  const server: Server = createServer(SERVER_OPTIONS, (req, res) => {
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    serve(req, res).catch((error: unknown) => {
      quietLog.line('front', `request failed: ${describeError(error)}`);
      answer(res, 500, 'the front failed');
    });
  });
  harden(server);
  capConnections(server, limits.connectionsPerAddress, addresses);
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    upgrade(req, socket, head).catch((error: unknown) => {
      quietLog.line('front', `websocket failed: ${describeError(error)}`);
      refuseSocket(socket, 502, '');
    });
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', LISTEN_BACKLOG, resolve),
  );
  await refresh(true);
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
