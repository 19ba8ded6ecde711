/**
 * The most bytes a game record file (`replay`) or a bot query line (`bot`) may hold: 16 MiB, some
 * 800 times the longest record of a real game, and still replayed in a few seconds.
 */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** `bytes` for people: "16 MiB", "1.5 MiB", "900 KiB", "12 bytes". */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}
