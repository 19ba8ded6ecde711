import { connect, type Socket } from 'node:net';

/** What a server sent back on a raw connection, and whether it closed it. */
export interface RawAnswer {
  /** Everything received (the status line first, for an HTTP answer). */
  readonly text: string;
  /** The status code of the first HTTP answer, or 0 when none came. */
  readonly status: number;
  /** Whether the server ended the connection (rather than the test giving up). */
  readonly closed: boolean;
}

/**
 * Writes `request` as raw bytes to `port` and resolves with what came back once the server
 * closes the connection, or once `enough` holds for what came so far (then the test closes it);
 * after `ms` it resolves with what it has (`closed` false). `abort` cuts the connection right
 * after writing, the way a client that vanishes does.
 */
export function raw(
  port: number,
  request: string | Buffer,
  options: { enough?: (text: string) => boolean; ms?: number; abort?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ text, status, closed });
    };
    const timer = setTimeout(() => finish(false), options.ms ?? 10_000);
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (options.enough?.(text)) finish(false);
    });
    socket.on('connect', () => {
      socket.write(request);
      if (options.abort) finish(false);
    });
  });
}

/** A complete HTTP/1.1 answer has come (its headers, and a body of its Content-Length). */
export function answered(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? NaN);
  return Number.isNaN(length) || text.length - end - 4 >= length;
}

/** A websocket upgrade request for `path` with `headers` added. */
export function upgradeRequest(path: string, headers: Record<string, string> = {}): string {
  const lines = [
    `GET ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A POST of `body` (JSON) to `path` on `port` with `headers`; resolves with status and JSON. */
export async function postJson(
  port: number,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; bytes: number }> {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await answer.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: answer.status, json, bytes: text.length };
}
