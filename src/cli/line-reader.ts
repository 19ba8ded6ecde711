/** One input line: its text, or, for a line longer than the limit, its length in bytes. */
export type InputLine = { readonly text: string } | { readonly tooLong: number };

/**
 * The lines of `input`, split at LF only: a CR right before the LF is dropped, any other CR is
 * part of the line (JSON may hold it as white space). The last line counts without a final LF.
 * Bytes that are not UTF-8 read as U+FFFD and a byte-order mark at a line's start is dropped. A
 * line longer than `maxBytes` is never held in memory: it is skipped and reported by its length.
 */
export async function* readLines(
  input: AsyncIterable<Uint8Array | string>,
  maxBytes: number,
): AsyncGenerator<InputLine> {
  const decoder = new TextDecoder('utf-8');
  let parts: Uint8Array[] = [];
  let size = 0;
  const line = (): InputLine => {
    const result: InputLine =
      size > maxBytes
        ? { tooLong: size }
        : { text: decoder.decode(Buffer.concat(parts)).replace(/\r$/, '') };
    parts = [];
    size = 0;
    return result;
  };
  for await (const chunk of input) {
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk)
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (;;) {
      const end = bytes.indexOf(0x0a, start);
      const piece = bytes.subarray(start, end === -1 ? bytes.length : end);
      size += piece.length;
      if (size <= maxBytes) parts.push(piece);
      else parts = [];
      if (end === -1) break;
      yield line();
      start = end + 1;
    }
  }
  if (size > 0) yield line();
}
