import { MAX_RECORD_CHARS } from './record-text';

/** The key of a game link's fragment: `…/#game=1.<the record, deflated, base64url>`. */
const LINK_KEY = 'game';

/** The link format's version, the fragment's first part. */
const LINK_VERSION = '1';

/**
 * The longest link the game makes: 8,000 characters, which chat apps, mail and every browser
 * carry whole (a four-player game of six rounds takes about 3,300). A longer game is saved as a
 * file instead.
 */
export const MAX_LINK_CHARS = 8000;

/** A link to a record, or why there is none. */
export type RecordLink =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly reason: 'too-long'; readonly chars: number }
  | { readonly ok: false; readonly reason: 'unsupported' };

/** The record a link holds, or why it holds none. */
export type LinkedRecord =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'no-game' | 'damaged' | 'too-large' | 'unsupported' };

/** Whether this browser compresses and decompresses streams (every current one does). */
function compressionAvailable(): boolean {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
}

/** Bytes as base64url, without padding. */
function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or `null` when it is not base64url. */
function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** `text` deflated (raw deflate). */
async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * `bytes` inflated, read at most `limit` bytes far: a link of a few kilobytes could otherwise
 * unpack into gigabytes. `null` when they do not inflate or unpack beyond the limit.
 */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array | 'too-large' | null> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      parts.push(value);
    }
  } catch {
    return null;
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** A link that opens the record `text` in the game at `base` (the game's own address). */
export async function recordLink(text: string, base: string): Promise<RecordLink> {
  if (!compressionAvailable()) return { ok: false, reason: 'unsupported' };
  const url = `${base.split('#')[0]}#${LINK_KEY}=${LINK_VERSION}.${toBase64Url(await deflate(text))}`;
  return url.length > MAX_LINK_CHARS
    ? { ok: false, reason: 'too-long', chars: url.length }
    : { ok: true, url };
}

/** The game part of a link's fragment (`1.…`), or `null` when the link carries no game. */
export function linkedGame(link: string): string | null {
  const at = link.indexOf('#');
  if (at < 0) return null;
  return new URLSearchParams(link.slice(at + 1)).get(LINK_KEY);
}

/**
 * The record text a game link holds (any address: only its fragment is read). A link cut short
 * or altered is `damaged`; one that unpacks beyond the longest record the game reads is
 * `too-large` (never unpacked whole).
 */
export async function recordFromLink(link: string): Promise<LinkedRecord> {
  const game = linkedGame(link.trim());
  if (game === null) return { ok: false, reason: 'no-game' };
  if (!compressionAvailable()) return { ok: false, reason: 'unsupported' };
  const [version, data] = game.split('.', 2);
  const bytes = version === LINK_VERSION && data !== undefined ? fromBase64Url(data) : null;
  if (bytes === null) return { ok: false, reason: 'damaged' };
  // UTF-8 takes at most three bytes for a character of a record's text (four for a pair).
  const inflated = await inflate(bytes, 3 * MAX_RECORD_CHARS);
  if (inflated === 'too-large') return { ok: false, reason: 'too-large' };
  if (inflated === null) return { ok: false, reason: 'damaged' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(inflated) };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}
