/**
 * Room codes: 8 characters of Crockford's base32 (no I, L, O or U), 40 random bits, shown as
 * `ABCD-2345`. With a thousand rooms open, a guess finds one about once in a billion tries, and a
 * found room only lets the guesser take a free seat: taken seats need their token.
 */
/** The characters of room codes. */
export const ROOM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ALPHABET = ROOM_CODE_ALPHABET;

/** Characters in a room code. */
export const ROOM_CODE_LENGTH = 8;

/** A new random room code (crypto-strong), without its hyphen. */
export function newRoomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ROOM_CODE_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
}

/**
 * The code someone typed, normalised: case, spaces and hyphens ignored, O read as 0 and I or L
 * as 1 (Crockford); `null` when it cannot be a room code.
 */
export function normalizeRoomCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== ROOM_CODE_LENGTH) return null;
  for (const char of code) if (!ALPHABET.includes(char)) return null;
  return code;
}

/** A room code as people read it: `ABCD-2345`. */
export function formatRoomCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
