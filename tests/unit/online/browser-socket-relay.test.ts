import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { type WebSocket, WebSocketServer } from 'ws';
import { closeWithTheBrowser } from '../../../src/server/browser-socket-relay';

/**
 * The preview's proxy of /online (as vite.config.ts sets it up) in front of a websocket server
 * that answers each upgrade after `UPGRADE_MS`: when the browser's side of a websocket ends, the
 * game server's side closes too, even when the browser left while the upgrade was on its way.
 */
const UPGRADE_MS = 300;

let site: string;
let upstream: Server;
let sockets: WebSocketServer;
let proxy: PreviewServer;
const opened: WebSocket[] = [];
let connected: (socket: WebSocket) => void = () => undefined;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'skyjo-relay-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html>');
  sockets = new WebSocketServer({ noServer: true });
  upstream = createServer();
  upstream.on('upgrade', (request, socket, head) => {
    setTimeout(
      () =>
        sockets.handleUpgrade(request, socket, head, (ws) => {
          opened.push(ws);
          connected(ws);
        }),
      UPGRADE_MS,
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  proxy = await preview({
    configFile: false,
    logLevel: 'silent',
    root: site,
    build: { outDir: site },
    preview: {
      host: '127.0.0.1',
      port: 0,
      proxy: { '/online': { target, ws: true, configure: closeWithTheBrowser } },
    },
  });
});

afterAll(async () => {
  for (const ws of opened) ws.terminate();
  await proxy.close();
  sockets.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(site, { recursive: true, force: true });
});

/** A browser's raw socket to the proxy, asking for a websocket at /online. */
function browserSocket(): Socket {
  const { port } = proxy.httpServer.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    [
      'GET /online/process/room HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  return socket;
}

/** The game server's next websocket. */
const nextConnection = () =>
  new Promise<WebSocket>((resolve) => {
    connected = resolve;
  });

/** Resolves once `ws` (the game server's side) is closed. */
const closed = (ws: WebSocket) =>
  new Promise<void>((resolve) => {
    if (ws.readyState === ws.CLOSED) resolve();
    else ws.once('close', () => resolve());
  });

describe('a proxied websocket closes with its browser side', () => {
  it('a browser that resets an open websocket: the game server sees it close', async () => {
    const arriving = nextConnection();
    const browser = browserSocket();
    const ws = await arriving;
    await new Promise((resolve) => browser.once('data', resolve));
    browser.resetAndDestroy();
    await closed(ws);
    expect(ws.readyState).toBe(ws.CLOSED);
  });

  it('a browser gone before the game server answered the upgrade: that socket closes at once', async () => {
    const arriving = nextConnection();
    const browser = browserSocket();
    // The request reaches the game server, then the browser leaves (a page closed as it
    // reconnected); the game server accepts the websocket after.
    await new Promise((resolve) => setTimeout(resolve, UPGRADE_MS / 3));
    browser.resetAndDestroy();
    const ws = await arriving;
    await closed(ws);
    expect(ws.readyState).toBe(ws.CLOSED);
  }, 15_000);
});
