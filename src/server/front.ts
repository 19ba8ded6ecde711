import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Presence } from '@colyseus/core';

/** The Redis hash where each game server process writes `processId → host:port`. */
export const NODES_KEY = 'skyjo:nodes';

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

function parseBackends(nodes: Record<string, string>): Backend[] {
  return Object.entries(nodes).flatMap(([processId, address]) => {
    const match = /^(.+):(\d+)$/.exec(address);
    return match === null ? [] : [{ processId, host: match[1]!, port: Number(match[2]) }];
  });
}

/**
 * One address in front of several game server processes that share Redis: matchmaking requests
 * go to the processes in turn (any of them can serve any room through Redis), and each websocket
 * goes to the process that holds its room, named in its path (`/processId/roomId`).
 */
export async function startFront(options: {
  readonly port: number;
  readonly host?: string;
  readonly presence: Presence;
}): Promise<Front> {
  const { presence } = options;
  const served = new Map<string, number>();
  let backends: Backend[] = [];
  let next = 0;
  const refresh = async () => {
    backends = parseBackends((await presence.hgetall(NODES_KEY)) ?? {});
  };
  const count = (backend: Backend) =>
    served.set(backend.processId, (served.get(backend.processId) ?? 0) + 1);

  const server: Server = createServer((req, res) => {
    void (async () => {
      await refresh();
      if (req.method === 'GET' && req.url?.replace(/^\/online/, '') === '/front-health') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ backends, served: Object.fromEntries(served) }));
        return;
      }
      if (backends.length === 0) {
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.end('no game server is running\n');
        return;
      }
      const backend = backends[next++ % backends.length]!;
      count(backend);
      const upstream = request(
        {
          host: backend.host,
          port: backend.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A process that stopped without saying so: forget it until it registers again.
        if (error.code === 'ECONNREFUSED') void presence.hdel(NODES_KEY, backend.processId);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('the game server did not answer\n');
      });
      req.pipe(upstream);
    })();
  });

  const sockets = new Set<Socket>();
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://front').pathname;
      const processId = /\/([\w-]+)\/[\w-]+$/.exec(path)?.[1];
      let backend = backends.find((b) => b.processId === processId);
      if (backend === undefined) {
        await refresh();
        backend = backends.find((b) => b.processId === processId);
      }
      if (backend === undefined) {
        socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        return;
      }
      count(backend);
      const upstream = connect(backend.port, backend.host, () => {
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) {
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    })();
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', resolve),
  );
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
