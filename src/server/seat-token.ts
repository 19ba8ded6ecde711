import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new seat token: 24 random bytes as 32 url-safe characters. */
export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What the room keeps of a token: its SHA-256, so a stored room gives no seat away. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one `hash` was made from (compared in constant time). */
export function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
