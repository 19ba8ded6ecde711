/**
 * `value` as JSON text that is exactly one line: JSON.stringify leaves U+2028 and U+2029 raw
 * (they are valid inside JSON strings), but line readers split on them, so they are escaped too.
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(/[\u2028\u2029]/g, (char) =>
    char === '\u2028' ? '\\u2028' : '\\u2029',
  );
}
