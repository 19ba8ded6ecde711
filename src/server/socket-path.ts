import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { quietLog } from './quiet-log';

/** Where a websocket asks to go: `[/online]/<processId>/<roomId>?sessionId=…`. */
export interface SocketTarget {
  readonly processId: string;
  readonly roomId: string;
  /** The seat reservation it comes with (matchmaking gave it). */
  readonly sessionId: string | null;
  /** Colyseus's reconnection token, if any. */
  readonly reconnectionToken: string | null;
}

const PATH = /^(?:\/online)?\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})$/;
const PARAMETER = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The target of a websocket's request line, read without `new URL` (which throws on `//@`,
 * `//x:99999` and the like); `null` for any other path.
 */
export function socketPath(url: string | undefined): SocketTarget | null {
  if (url === undefined || url.length > 1024) return null;
  const query = url.indexOf('?');
  const match = PATH.exec(query < 0 ? url : url.slice(0, query));
  if (match === null) return null;
  const parameters = new Map<string, string>();
  if (query >= 0) {
    for (const pair of url.slice(query + 1).split('&')) {
      const equals = pair.indexOf('=');
      if (equals > 0) parameters.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
  }
  const parameter = (name: string) => {
    const value = parameters.get(name);
    return value !== undefined && PARAMETER.test(value) ? value : null;
  };
  return {
    processId: match[1]!,
    roomId: match[2]!,
    sessionId: parameter('sessionId'),
    reconnectionToken: parameter('reconnectionToken'),
  };
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  404: 'Not Found',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * Refuses a websocket before its handshake: a bare status line, the socket closed; `why` goes to
 * the quiet log as one line (nothing when empty). Costs no stack trace and no parsing.
 */
export function refuseSocket(socket: Socket, status: number, why: string): void {
  if (why !== '') quietLog.line('refused websocket', why);
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Refused'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
  socket.destroySoon();
}

/**
 * Options of every HTTP server clients reach: the header and request timeouts of `harden` are
 * checked every 2 s (Node checks every 30 s by default, so a request that never finishes its
 * headers held its connection for up to 40 s).
 */
export const SERVER_OPTIONS = { connectionsCheckingInterval: 2_000 } as const;

/**
 * Time limits a public HTTP server needs against slow or endless requests, and a quiet answer to
 * a request the parser refuses.
 */
export function harden(server: Server): void {
  server.headersTimeout = 10_000;
  server.requestTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  server.maxHeadersCount = 100;
  server.on('clientError', (_error, socket: Socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    socket.destroy();
  });
}

/**
 * Connections the kernel keeps waiting to be accepted (capped by `net.core.somaxconn`). Node's
 * 511 overflowed while a load's ramp-up opened 50 rooms at once (200 websockets and their
 * matchmaking requests): the kernel drops a connection past it, whose client sends again only a
 * second later (TCP's first retransmission), which lands in the round trips it times.
 */
export const LISTEN_BACKLOG = 4096;
