import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CONTENT_SECURITY_POLICY_HEADER } from '../security/content-security-policy';

/** Content types of the files a build holds. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.ogg': 'audio/ogg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Headers every answer carries: the game's Content-Security-Policy and a few safe defaults. */
const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY_HEADER,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The built game (`dist/`) served read-only: GET and HEAD of files under the folder, nothing
 * outside it (`..`, encoded or not, a NUL, a symlink out are all 404), `index.html` for a path
 * without a file, the Content-Security-Policy as a header on every answer (it then covers the
 * workers' scripts too), hashed assets cached for a year and everything else revalidated.
 */
export class StaticSite {
  private readonly root: string;

  /** The site in folder `root`. */
  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Answers `req`; never throws (a failed read is a 404 or a cut connection). */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, allow: 'GET, HEAD', connection: 'close' });
      res.end();
      return;
    }
    const file = await this.find((req.url ?? '/').split('?')[0]!);
    if (file === null) {
      res.writeHead(404, { ...SECURITY_HEADERS, 'content-type': 'text/plain' });
      res.end('not found\n');
      return;
    }
    const hashed = file.path.includes(`${sep}assets${sep}`);
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': TYPES[extname(file.path)] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(createReadStream(file.path), res).catch(() => res.destroy());
  }

  /** The file a URL path names inside the site, `index.html` for a page path, or `null`. */
  private async find(urlPath: string): Promise<{ path: string; size: number } | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0') || !decoded.startsWith('/')) return null;
    const path = resolve(this.root, `.${decoded}`);
    if (path !== this.root && !path.startsWith(this.root + sep)) return null;
    const found = await this.regularFile(path);
    if (found !== null) return found;
    // A page path (no extension): the game's one page.
    if (extname(decoded) === '') return this.regularFile(resolve(this.root, 'index.html'));
    return null;
  }

  /** `path` if it is a regular file that really lies in the site (no symlink out of it). */
  private async regularFile(path: string): Promise<{ path: string; size: number } | null> {
    const real = await realpath(path).catch(() => null);
    const root = await realpath(this.root).catch(() => this.root);
    if (real === null || !real.startsWith(root + sep)) return null;
    const info = await stat(real).catch(() => null);
    return info !== null && info.isFile() ? { path: real, size: info.size } : null;
  }
}
