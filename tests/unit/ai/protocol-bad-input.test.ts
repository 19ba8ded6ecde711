import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { answerLine, createBot } from '../../../src/ai';
import { apply, publicRecord } from '../../../src/engine';
import { playedPositions } from './positions';

const bot = createBot('medium', { seed: 1 });
const positions = playedPositions(7, 2, 17).filter((p) => p.state.round.drawn === null);
const turn = positions.find((p) => p.state.phase === 'turns')!;
const record = JSON.parse(JSON.stringify(publicRecord(turn.state))) as Record<string, unknown>;
const valid = { id: 5, seat: turn.seat, drawn: null, record };

/** The answer to `line`, checked to be exactly one line of JSON: `{id, action}` or `{id, error}`. */
function answer(line: string): Record<string, unknown> {
  const text = answerLine(line, bot, false);
  expect(text).not.toMatch(/[\n\r\u2028\u2029]/);
  const parsed = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toSatisfy(
    (keys: string[]) => keys.join() === 'action,id' || keys.join() === 'error,id',
  );
  if ('error' in parsed) {
    expect(parsed.error).toBeTypeOf('string');
    expect(parsed.error).toMatch(/\S/);
    expect(parsed.error).not.toMatch(/undefined|\[object |\n\s+at |NaN/);
  }
  return parsed;
}

/** `value` nested `depth` lists deep, as JSON text (too deep for JSON.stringify to write). */
const deepText = (depth: number, inner = 'null') =>
  `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

/** A query line with `field` set to the JSON `text` given (spliced in as text). */
const withFieldText = (field: string, text: string) =>
  JSON.stringify({ ...valid, [field]: '\u0000SPLICE' }).replace('"\\u0000SPLICE"', text);

describe('bot protocol: every line is answered by exactly one JSON line', () => {
  test('any string at all', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.string({ unit: 'binary-ascii', maxLength: 200 }),
          fc.constantFrom(
            '\uD800',
            '{"id": "\uDC00"}',
            '{"id": 1}\u0000',
            '\u2028',
            '\u2028!',
            '{"id": "\u2029"}',
            '\r\n',
          ),
        ),
        (line) => void answer(line),
      ),
      { numRuns: 400 },
    );
  });

  test('any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const reply = answer(JSON.stringify(value));
        expect(reply).toHaveProperty('error');
      }),
      { numRuns: 400 },
    );
  });

  test('any JSON value in any field of a valid query, or a field left out', () => {
    const field = fc.constantFrom('id', 'seat', 'drawn', 'record', '__proto__', 'constructor', 'x');
    fc.assert(
      fc.property(field, fc.option(fc.jsonValue(), { nil: undefined }), (name, value) => {
        const query: Record<string, unknown> = { ...valid };
        if (value === undefined) delete query[name];
        else Object.defineProperty(query, name, { value, enumerable: true });
        const reply = answer(JSON.stringify(query));
        // The id comes back as JSON wrote it (JSON has no -0: it is written as 0).
        if (name === 'id' && value !== undefined)
          expect(reply.id).toEqual(JSON.parse(JSON.stringify(value)));
        if ('error' in reply && ['seat', 'drawn', 'record'].includes(name))
          expect(reply.error).toMatch(new RegExp(`^(${name}|bad record)`));
      }),
      { numRuns: 400 },
    );
  });

  test('a valid query whose record has one value anywhere replaced', () => {
    const paths = leafPaths(record);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        const broken = structuredClone(record);
        setAt(broken, path, value);
        const reply = answer(JSON.stringify({ ...valid, record: broken }));
        if ('action' in reply) expect(reply.id).toBe(5);
      }),
      { numRuns: 300 },
    );
  });

  test.each(['id', 'seat', 'drawn', 'record', 'extra'])(
    'the field %s nested thousands of levels deep',
    (field) => {
      for (const depth of [100, 5_000, 100_000]) {
        for (const inner of ['null', '{"a":1}', '"text"']) {
          const reply = answer(withFieldText(field, deepText(depth, inner)));
          if (field === 'id' && depth > 1000)
            expect(reply).toEqual({ id: null, error: expect.stringMatching(/^id /) });
          else if (field === 'id') expect(reply.id).toEqual(JSON.parse(deepText(depth, inner)));
          else if (field === 'extra') expect(reply).toHaveProperty('action');
          else expect(reply.error).toMatch(new RegExp(`^(${field}|bad record)`));
        }
      }
    },
  );

  test('a byte-order mark before a query changes nothing; blank lines are errors', () => {
    const line = JSON.stringify(valid);
    expect(answer(`\uFEFF${line}`)).toEqual(answer(line));
    expect(answer(line)).toHaveProperty('action');
    for (const blank of ['', ' ', '\t', '\uFEFF', '\uFEFF  ', '\r'])
      expect(answer(blank)).toEqual({ id: null, error: expect.stringMatching(/empty line/) });
  });

  test.each([
    ['seat is missing', { seat: undefined }, /^seat is missing$/],
    ['record is missing', { record: undefined }, /^record is missing$/],
    ['seat a string', { seat: '1' }, /^seat must be a seat index from 0 to \d, not "1"$/],
    ['seat a fraction', { seat: 0.5 }, /^seat must be .*, not 0\.5$/],
    ['seat negative', { seat: -1 }, /^seat must be .*, not -1$/],
    ['seat too high', { seat: 8 }, /^seat must be .*, not 8$/],
    ['seat a list', { seat: [0] }, /^seat must be .*, not a list$/],
    ['seat an object', { seat: { seat: 0 } }, /^seat must be .*, not an object$/],
    ['seat true', { seat: true }, /^seat must be .*, not true$/],
    ['drawn 13', { drawn: 13 }, /^drawn must be null or a card value .*, not 13$/],
    ['drawn a string', { drawn: '5' }, /^drawn must be .*, not "5"$/],
    ['drawn a list', { drawn: [5] }, /^drawn must be .*, not a list$/],
    ['drawn an object', { drawn: {} }, /^drawn must be .*, not an object$/],
    ['record a list', { record: [] }, /^bad record: .*JSON object/],
    ['record a string', { record: 'skyjo' }, /^bad record: .*JSON object/],
    ['record null', { record: null }, /^bad record: .*JSON object/],
    [
      'rules a list',
      { record: { ...record, rules: [] } },
      /^bad record: rules must be a JSON object/,
    ],
  ])('the message names the field: %s', (_, fields, message) => {
    const query: Record<string, unknown> = { ...valid, ...fields };
    for (const [key, value] of Object.entries(fields)) if (value === undefined) delete query[key];
    expect(answer(JSON.stringify(query))).toEqual({ id: 5, error: expect.stringMatching(message) });
  });

  test('every answer to a valid query is a legal action', () => {
    for (const { state, seat } of positions) {
      const reply = answer(
        JSON.stringify({ id: 1, seat, drawn: null, record: publicRecord(state) }),
      );
      const action = { p: seat, ...(reply.action as object) } as Parameters<typeof apply>[1];
      expect(apply(state, action).ok).toBe(true);
    }
  });
});

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [path, ...entries.flatMap(([key, child]) => leafPaths(child, [...path, key]))].filter(
    (p) => p.length > 0,
  );
}

function setAt(root: unknown, path: Path, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}
