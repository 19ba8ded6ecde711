import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** The part of the dev server's and the preview's proxy that this relay listens to. */
interface WebsocketProxy {
  on(
    event: 'proxyReqWs',
    listener: (request: ClientRequest, incoming: IncomingMessage, browser: Socket) => void,
  ): unknown;
}

/**
 * Ties each proxied websocket's game-server side to its browser side (for `npm run dev` and
 * `vite preview`, which proxy /online to the game server). The proxy only half-closes the game
 * server's socket when the browser's ends, and not at all when the browser's ends while the game
 * server is still answering the upgrade: that socket then stayed open, its person seated and
 * "connected", until the server's pings gave up on it. Here the game server's socket is closed
 * as soon as the browser's is, whenever that happens.
 */
export function closeWithTheBrowser(proxy: WebsocketProxy): void {
  proxy.on('proxyReqWs', (request, _incoming, browser) => {
    request.once('upgrade', (_response, server: Socket) => {
      if (browser.destroyed) server.destroy();
      else browser.once('close', () => server.destroy());
    });
  });
}
