/**
 * The MessagePack the browser's Colyseus client speaks, in place of @colyseus/msgpackr in the
 * build (vite.config.ts): the game's messages are plain data, so the client needs MessagePack's
 * standard types only, which @msgpack/msgpack (the format's reference implementation for
 * JavaScript, with no eval-compiled readers) reads and writes, not msgpackr's records,
 * structured clones, bundled strings and typed-array extensions (8.2 KB gzip against 6.2).
 *
 * It keeps the two calls colyseus.js makes (src Room.mjs): `new Packr()` whose `buffer` holds the
 * message's type before `pack(message, RESERVE_START_SPACE + typeLength)`, and `unpack(bytes,
 * { start })`. It writes objects as maps, which the server's msgpackr reads as it reads its own
 * plain maps, and reads what the server writes (`useRecords: false`: maps, msgpackr's
 * `undefined`, 64-bit integers, timestamps).
 */
import { Decoder, Encoder, ExtensionCodec } from '@msgpack/msgpack';

/** msgpackr's flag: keep the `encodeOptions & 0xff` first bytes of the buffer before the value. */
const RESERVE_START_SPACE = 2048;

/** msgpackr's extension type 0 with one byte 0: `undefined`. */
const UNDEFINED_EXTENSION = 0;
/** msgpackr's whole encoding of a lone `undefined` (fixext 1, type 0, byte 0). */
const PACKED_UNDEFINED = Uint8Array.of(0xd4, UNDEFINED_EXTENSION, 0);

const extensions = new ExtensionCodec();
extensions.register({
  type: UNDEFINED_EXTENSION,
  encode: () => null,
  decode: () => undefined,
});
/** Objects' `undefined` members are left out, as a JSON message would. */
const encoder = new Encoder({ extensionCodec: extensions, ignoreUndefined: true });
const decoder = new Decoder({ extensionCodec: extensions });

/** The encoder colyseus.js keeps per room: `buffer` holds the bytes a message starts with. */
export class Packr {
  /** Where the client writes a message's protocol code and type before packing its body. */
  buffer = new Uint8Array(RESERVE_START_SPACE);
  /** Set to 0 by the client before each message (the body always follows the reserved bytes). */
  position = 0;

  /** `value`'s bytes, after the `encodeOptions & 0xff` first bytes of `buffer` if reserved. */
  pack(value: unknown, encodeOptions = 0): Uint8Array {
    const kept = encodeOptions & RESERVE_START_SPACE ? encodeOptions & 0xff : 0;
    const body = value === undefined ? PACKED_UNDEFINED : encoder.encode(value);
    const bytes = new Uint8Array(kept + body.length);
    bytes.set(this.buffer.subarray(0, kept));
    bytes.set(body, kept);
    return bytes;
  }

  /** The same as `pack`. */
  encode(value: unknown, encodeOptions = 0): Uint8Array {
    return this.pack(value, encodeOptions);
  }
}

/**
 * The one value `bytes` hold from `options.start` (0 without it) to their end; damaged bytes
 * (cut short, an invalid byte, more after the value, a `__proto__` key) throw a RangeError that
 * says so. An extension it does not know is read as an inert `ExtData`.
 */
export function unpack(bytes: Uint8Array, options?: { readonly start?: number }): unknown {
  try {
    return decoder.decode(bytes.subarray(options?.start ?? 0));
  } catch (error) {
    throw new RangeError(`Damaged MessagePack data: ${(error as Error).message}`, { cause: error });
  }
}
