import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type InputLine, readLines } from '../../../src/cli/line-reader';

/** `bytes` cut at `cuts` into chunks, as a stream delivers them. */
async function* chunked(bytes: Buffer, cuts: readonly number[]): AsyncGenerator<Buffer> {
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield bytes.subarray(start, cut);
    start = cut;
  }
  yield bytes.subarray(start);
}

async function lines(input: AsyncIterable<Buffer>, maxBytes = 1000): Promise<InputLine[]> {
  const out: InputLine[] = [];
  for await (const line of readLines(input, maxBytes)) out.push(line);
  return out;
}

describe('input lines (the bot reads one query per line)', () => {
  test('lines split at LF only, CRLF ends, chunks cut anywhere, even inside a character', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => s.replace(/\n/g, ''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (texts, end, finalBreak, cuts) => {
          const bytes = Buffer.from(texts.join(end) + (finalBreak ? end : ''));
          const read = await lines(
            chunked(
              bytes,
              cuts.map((cut) => cut % (bytes.length + 1)),
            ),
          );
          const expected = texts.map((line) => line.replace(/^\uFEFF/, '').replace(/\r$/, ''));
          if (!finalBreak && texts.at(-1) === '') expected.pop();
          expect(read).toEqual(expected.map((line) => ({ text: line })));
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a CR inside a line stays (JSON white space); blank lines count; bad UTF-8 reads as U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"a":\r1}\n\n \n\uFEFF{}\r\n'),
      Buffer.from([0xff, 0x41, 0x0a]),
    ]);
    expect(await lines(chunked(bytes, [3, 9]))).toEqual([
      { text: '{"a":\r1}' },
      { text: '' },
      { text: ' ' },
      { text: '{}' },
      { text: '\uFFFDA' },
    ]);
  });

  test('a line longer than the limit is reported by its length, the next lines read on', async () => {
    const bytes = Buffer.from(`short\n${'x'.repeat(25)}\nnext`);
    expect(await lines(chunked(bytes, [8, 12, 20]), 10)).toEqual([
      { text: 'short' },
      { tooLong: 25 },
      { text: 'next' },
    ]);
  });
});
