import fc from 'fast-check';
import { Packr as MsgpackrPackr, unpack as msgpackrUnpack } from '@colyseus/msgpackr';
import { describe, expect, test } from 'vitest';
import { Packr, unpack } from '../../../src/online/msgpack';

/** The server's encoder (@colyseus/core's Protocol: plain maps, for other decoders). */
const server = new MsgpackrPackr({ useRecords: false });
/** The Colyseus client's own encoder before the build put src/online/msgpack.ts in its place. */
const client = new MsgpackrPackr();

/** Edge values: every integer and length form's bounds, floats, text, bytes, undefined. */
const EDGES: unknown[] = [
  ...[0, 127, 128, 255, 256, 65535, 65536, 0xffffffff, 0x100000000, 2 ** 53 - 1],
  ...[-1, -32, -33, -128, -129, -32768, -32769, -(2 ** 31), -(2 ** 31) - 1, -(2 ** 53) + 1],
  ...[0.5, -1.25, 1e300, Number.MIN_VALUE, Infinity, -Infinity],
  ...['', 'a'.repeat(31), 'b'.repeat(32), 'c'.repeat(255), 'd'.repeat(256), 'e'.repeat(70_000)],
  'Привет, Ärger, 🎴',
  null,
  true,
  false,
  undefined,
  new Uint8Array([1, 2, 3]),
  new Uint8Array(300),
  new Uint8Array(70_000),
  Array.from({ length: 15 }, (_, index) => index),
  Array.from({ length: 16 }, (_, index) => index),
  Array.from({ length: 70_000 }, (_, index) => index % 7),
  Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`k${index}`, index])),
  Object.fromEntries(Array.from({ length: 16 }, (_, index) => [`k${index}`, index])),
  {
    type: 'turn',
    step: { kind: 'swap', row: 1, column: 2 },
    seats: [3, -2, null],
    missing: undefined,
  },
];

/** `value` with Node's Buffers (binary read from a Buffer) as the browser's Uint8Arrays. */
function inBrowser(value: unknown): unknown {
  if (value instanceof Uint8Array) return new Uint8Array(value);
  if (Array.isArray(value)) return value.map(inBrowser);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inBrowser(item)]));
  return value;
}

/** What msgpackr reads back from its own encoding of `value` (what the game saw before). */
const asMsgpackrSees = (value: unknown) => inBrowser(msgpackrUnpack(server.pack(value)));
/** What the server's msgpackr reads from `bytes`. */
const serverReads = (bytes: Uint8Array) => inBrowser(msgpackrUnpack(bytes));

describe('the browser client’s MessagePack (in place of @colyseus/msgpackr)', () => {
  test('it reads what the server writes, as msgpackr reads it', () => {
    for (const value of EDGES) {
      const bytes = server.pack(value);
      expect(inBrowser(unpack(bytes))).toEqual(serverReads(bytes));
    }
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const bytes = server.pack(value);
        expect(inBrowser(unpack(bytes))).toEqual(serverReads(bytes));
      }),
    );
  });

  test('the server reads what it writes as it read the client’s msgpackr messages', () => {
    for (const value of EDGES) {
      expect(serverReads(new Packr().pack(value))).toEqual(asMsgpackrSees(value));
      expect(serverReads(new Packr().pack(value))).toEqual(serverReads(client.pack(value)));
    }
    const wide = Object.fromEntries(
      Array.from({ length: 70_000 }, (_, index) => [`k${index}`, index]),
    );
    expect(msgpackrUnpack(new Packr().pack(wide))).toEqual(wide);
    expect(unpack(new Packr().pack(wide))).toEqual(wide);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(serverReads(new Packr().pack(value))).toEqual(asMsgpackrSees(value));
      }),
    );
  });

  test('a message keeps the protocol code and type colyseus.js wrote before its body', () => {
    const packr = new Packr();
    const head = [13, 0xa4, ...new TextEncoder().encode('turn')];
    packr.buffer.set(head);
    packr.position = 0;
    const message = { column: 2, swap: true };
    const bytes = packr.pack(message, 2048 + head.length);
    expect([...bytes.subarray(0, head.length)]).toEqual(head);
    expect(msgpackrUnpack(bytes.subarray(head.length))).toEqual(message);
    expect(unpack(bytes, { start: head.length })).toEqual(message);
    expect(packr.pack(message)).toEqual(bytes.subarray(head.length));
  });

  test('bad bytes throw a clear error and never touch an object’s prototype', () => {
    const whole = server.pack({ name: 'Ben', scores: [1, 2, 3] });
    for (let end = 0; end < whole.length; end++)
      expect(() => unpack(whole.subarray(0, end))).toThrow(/end of MessagePack data/);
    expect(() => unpack(Uint8Array.of(...whole, 0xc0))).toThrow(/goes on after its value/);
    expect(() => unpack(Uint8Array.of(0xc1))).toThrow(/Invalid MessagePack byte 0xc1/);
    expect(() => unpack(Uint8Array.of(0xd4, 5, 0))).toThrow(/Unknown MessagePack extension 5/);
    const polluting = server.pack(JSON.parse('{"__proto__": {"polluted": true}}'));
    const read = unpack(polluting) as Record<string, unknown>;
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(read).toEqual(msgpackrUnpack(polluting));
  });

  test('it refuses to send what the game never sends, instead of sending it wrong', () => {
    expect(() => new Packr().pack({ at: new Date(0) })).toThrow(/no object/);
    expect(() => new Packr().pack(() => 1)).toThrow(/no function/);
  });
});
