import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../online/room-code';

/**
 * A typed character as a room code holds it (upper case; O read as 0, I and L as 1, as
 * Crockford's base32 reads them), or `null` when no room code holds it.
 */
export function codeCharacter(typed: string): string | null {
  const char = typed.toUpperCase().replace('O', '0').replace(/[IL]/, '1');
  return char.length === 1 && ROOM_CODE_ALPHABET.includes(char) ? char : null;
}

/**
 * The characters of a room code in pasted text: an invite link's `?room=`, or a code as people
 * write it (spaces and hyphens ignored); at most a whole code. `null` when the text holds a
 * character no room code has.
 */
export function pastedCode(text: string): string | null {
  let typed = text.trim();
  try {
    const room = new URL(typed).searchParams.get('room');
    if (room !== null) typed = room;
  } catch {
    // Not a link: the text itself is the code.
  }
  const chars = [...typed.replace(/[\s-]/g, '')].map(codeCharacter);
  if (chars.length === 0 || chars.length > ROOM_CODE_LENGTH || chars.includes(null)) return null;
  return chars.join('');
}
