/**
 * The MessagePack the browser's Colyseus client speaks, in place of @colyseus/msgpackr in the
 * build (vite.config.ts): the game's messages are plain data (objects, arrays, strings, numbers,
 * booleans, null), so the client needs MessagePack's standard types only, not msgpackr's records,
 * structured clones, bundled strings and typed-array extensions (8 KB gzip it never used).
 *
 * It keeps the two calls colyseus.js makes (src Room.mjs): `new Packr()` whose `buffer` holds the
 * message's type before `pack(message, RESERVE_START_SPACE + typeLength)`, and `unpack(bytes,
 * { start })`. It writes objects as maps, which the server's msgpackr reads as it reads its own
 * plain maps, and reads what the server writes (`useRecords: false`: maps, msgpackr's
 * `undefined`, 64-bit integers, timestamps).
 */

/** msgpackr's flag: keep the `encodeOptions & 0xff` first bytes of the buffer before the value. */
const RESERVE_START_SPACE = 2048;

/** msgpackr's extension type 0 with one byte 0: `undefined`. */
const UNDEFINED_EXTENSION = 0;
/** MessagePack's timestamp extension. */
const TIMESTAMP_EXTENSION = -1;

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder();

/** A byte array that grows as values are written to its end. */
class Writer {
  bytes: Uint8Array;
  view: DataView;
  length = 0;

  constructor(prefix: Uint8Array) {
    this.bytes = new Uint8Array(Math.max(256, prefix.length * 2));
    this.view = new DataView(this.bytes.buffer);
    this.bytes.set(prefix);
    this.length = prefix.length;
  }

  /** Room for `count` more bytes; the offset they start at. */
  reserve(count: number): number {
    const at = this.length;
    if (at + count > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, at + count));
      grown.set(this.bytes.subarray(0, at));
      this.bytes = grown;
      this.view = new DataView(grown.buffer);
    }
    this.length = at + count;
    return at;
  }

  byte(value: number): void {
    const at = this.reserve(1);
    this.bytes[at] = value;
  }

  /** A type byte followed by an unsigned integer of `size` bytes (1, 2 or 4). */
  head(type: number, value: number, size: 1 | 2 | 4): void {
    const at = this.reserve(1 + size);
    this.bytes[at] = type;
    if (size === 1) this.view.setUint8(at + 1, value);
    else if (size === 2) this.view.setUint16(at + 1, value);
    else this.view.setUint32(at + 1, value);
  }

  /** A length in the smallest of its type's three forms (`short` holds up to `shortMost`). */
  length3(
    short: number,
    shortMost: number,
    types: readonly [number, number, number],
    count: number,
  ) {
    if (count <= shortMost) this.byte(short | count);
    else if (types[0] !== 0 && count < 0x100) this.head(types[0], count, 1);
    else if (count < 0x10000) this.head(types[1], count, 2);
    else this.head(types[2], count, 4);
  }
}

function writeNumber(writer: Writer, value: number): void {
  if (Number.isInteger(value) && value >= -0x80000000 && value <= 0xffffffff) {
    if (value >= 0) {
      if (value < 0x80) writer.byte(value);
      else if (value < 0x100) writer.head(0xcc, value, 1);
      else if (value < 0x10000) writer.head(0xcd, value, 2);
      else writer.head(0xce, value, 4);
    } else if (value >= -0x20) writer.byte(value & 0xff);
    else if (value >= -0x80) writer.head(0xd0, value & 0xff, 1);
    else if (value >= -0x8000) writer.head(0xd1, value & 0xffff, 2);
    else writer.head(0xd2, value >>> 0, 4);
    return;
  }
  const at = writer.reserve(9);
  writer.bytes[at] = 0xcb;
  writer.view.setFloat64(at + 1, value);
}

function writeValue(writer: Writer, value: unknown): void {
  if (value === null) writer.byte(0xc0);
  else if (value === undefined) writer.head(0xd4, UNDEFINED_EXTENSION << 8, 2);
  else if (typeof value === 'boolean') writer.byte(value ? 0xc3 : 0xc2);
  else if (typeof value === 'number') writeNumber(writer, value);
  else if (typeof value === 'string') {
    const encoded = textEncoder.encode(value);
    writer.length3(0xa0, 31, [0xd9, 0xda, 0xdb], encoded.length);
    const at = writer.reserve(encoded.length);
    writer.bytes.set(encoded, at);
  } else if (value instanceof Uint8Array) {
    writer.length3(0, -1, [0xc4, 0xc5, 0xc6], value.length);
    const at = writer.reserve(value.length);
    writer.bytes.set(value, at);
  } else if (Array.isArray(value)) {
    writer.length3(0x90, 15, [0, 0xdc, 0xdd], value.length);
    for (const item of value) writeValue(writer, item);
  } else if (
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  ) {
    const entries = Object.entries(value);
    writer.length3(0x80, 15, [0, 0xde, 0xdf], entries.length);
    for (const [key, item] of entries) {
      writeValue(writer, key);
      writeValue(writer, item);
    }
  } else throw new TypeError(`SKYJO sends no ${typeof value} in a message`);
}

/** The encoder colyseus.js keeps per room: `buffer` holds the bytes a message starts with. */
export class Packr {
  /** Where the client writes a message's protocol code and type before packing its body. */
  buffer = new Uint8Array(2048);
  /** Set to 0 by the client before each message (the body always follows the reserved bytes). */
  position = 0;

  /** `value`'s bytes, after the `encodeOptions & 0xff` first bytes of `buffer` if reserved. */
  pack(value: unknown, encodeOptions = 0): Uint8Array {
    const kept = encodeOptions & RESERVE_START_SPACE ? encodeOptions & 0xff : 0;
    const writer = new Writer(this.buffer.subarray(0, kept));
    writeValue(writer, value);
    return writer.bytes.slice(0, writer.length);
  }

  /** The same as `pack`. */
  encode(value: unknown, encodeOptions = 0): Uint8Array {
    return this.pack(value, encodeOptions);
  }
}

/** Reads values from `bytes` onwards from `offset`. */
class Reader {
  readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    public offset: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The offset of the next `count` bytes, which it skips. */
  take(count: number): number {
    const at = this.offset;
    if (at + count > this.bytes.length) throw new RangeError('Unexpected end of MessagePack data');
    this.offset = at + count;
    return at;
  }

  uint(size: 1 | 2 | 4): number {
    const at = this.take(size);
    return size === 1
      ? this.view.getUint8(at)
      : size === 2
        ? this.view.getUint16(at)
        : this.view.getUint32(at);
  }

  int(size: 1 | 2 | 4): number {
    const at = this.take(size);
    return size === 1
      ? this.view.getInt8(at)
      : size === 2
        ? this.view.getInt16(at)
        : this.view.getInt32(at);
  }

  /** A 64-bit integer: a number where it is exact, else a bigint (as msgpackr reads them). */
  int64(signed: boolean): number | bigint {
    const at = this.take(8);
    const big = signed ? this.view.getBigInt64(at) : this.view.getBigUint64(at);
    return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(big)
      : big;
  }

  string(length: number): string {
    const at = this.take(length);
    return textDecoder.decode(this.bytes.subarray(at, at + length));
  }

  binary(length: number): Uint8Array {
    const at = this.take(length);
    return this.bytes.slice(at, at + length);
  }

  array(length: number): unknown[] {
    const items: unknown[] = [];
    for (let index = 0; index < length; index++) items.push(this.value());
    return items;
  }

  /** A map as an object (a key `__proto__` renamed `__proto_`, as msgpackr does). */
  map(length: number): Record<string, unknown> {
    const object: Record<string, unknown> = {};
    for (let index = 0; index < length; index++) {
      const key = String(this.value());
      object[key === '__proto__' ? '__proto_' : key] = this.value();
    }
    return object;
  }

  extension(length: number): unknown {
    const type = this.int(1);
    const at = this.take(length);
    if (type === UNDEFINED_EXTENSION && length === 1) return undefined;
    if (type === TIMESTAMP_EXTENSION && length === 4)
      return new Date(this.view.getUint32(at) * 1000);
    if (type === TIMESTAMP_EXTENSION && length === 8) {
      const high = this.view.getUint32(at);
      const seconds = (high & 0x3) * 0x100000000 + this.view.getUint32(at + 4);
      return new Date(seconds * 1000 + (high >>> 2) / 1e6);
    }
    if (type === TIMESTAMP_EXTENSION && length === 12)
      return new Date(Number(this.view.getBigInt64(at + 4)) * 1000 + this.view.getUint32(at) / 1e6);
    throw new TypeError(`Unknown MessagePack extension ${type}`);
  }

  value(): unknown {
    const type = this.uint(1);
    if (type < 0x80) return type;
    if (type < 0x90) return this.map(type & 0x0f);
    if (type < 0xa0) return this.array(type & 0x0f);
    if (type < 0xc0) return this.string(type & 0x1f);
    if (type >= 0xe0) return type - 0x100;
    switch (type) {
      case 0xc0:
        return null;
      case 0xc2:
        return false;
      case 0xc3:
        return true;
      case 0xc4:
        return this.binary(this.uint(1));
      case 0xc5:
        return this.binary(this.uint(2));
      case 0xc6:
        return this.binary(this.uint(4));
      case 0xc7:
        return this.extension(this.uint(1));
      case 0xc8:
        return this.extension(this.uint(2));
      case 0xc9:
        return this.extension(this.uint(4));
      case 0xca:
        return this.view.getFloat32(this.take(4));
      case 0xcb:
        return this.view.getFloat64(this.take(8));
      case 0xcc:
        return this.uint(1);
      case 0xcd:
        return this.uint(2);
      case 0xce:
        return this.uint(4);
      case 0xcf:
        return this.int64(false);
      case 0xd0:
        return this.int(1);
      case 0xd1:
        return this.int(2);
      case 0xd2:
        return this.int(4);
      case 0xd3:
        return this.int64(true);
      case 0xd4:
        return this.extension(1);
      case 0xd5:
        return this.extension(2);
      case 0xd6:
        return this.extension(4);
      case 0xd7:
        return this.extension(8);
      case 0xd8:
        return this.extension(16);
      case 0xd9:
        return this.string(this.uint(1));
      case 0xda:
        return this.string(this.uint(2));
      case 0xdb:
        return this.string(this.uint(4));
      case 0xdc:
        return this.array(this.uint(2));
      case 0xdd:
        return this.array(this.uint(4));
      case 0xde:
        return this.map(this.uint(2));
      case 0xdf:
        return this.map(this.uint(4));
      default:
        throw new TypeError(`Invalid MessagePack byte 0x${type.toString(16)}`);
    }
  }
}

/** The one value `bytes` hold from `options.start` (0 without it) to their end. */
export function unpack(bytes: Uint8Array, options?: { readonly start?: number }): unknown {
  const reader = new Reader(bytes, options?.start ?? 0);
  const value = reader.value();
  if (reader.offset !== bytes.length)
    throw new RangeError('MessagePack data goes on after its value');
  return value;
}
