import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { jsonLine } from '../../../src/engine';

describe('jsonLine: one JSON value on exactly one line', () => {
  test('escapes the line and paragraph separators that JSON.stringify leaves raw', () => {
    const value = { error: 'a\u2028b\u2029c\nd\re' };
    const line = jsonLine(value);
    expect(line).toBe('{"error":"a\\u2028b\\u2029c\\nd\\re"}');
    expect(JSON.parse(line)).toEqual(value);
  });

  test('any JSON value is written on one line and reads back the same', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'grapheme' }), (value, text) => {
        for (const written of [value, { text }]) {
          const line = jsonLine(written);
          expect(line).not.toMatch(/[\n\r\u2028\u2029]/);
          expect(JSON.parse(line)).toEqual(JSON.parse(JSON.stringify(written)));
        }
      }),
      { numRuns: 300 },
    );
  });
});
