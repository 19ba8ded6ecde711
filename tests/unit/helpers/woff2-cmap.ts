import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

/** WOFF2's known table tags, in the order of their one-byte indexes (the format's table 3). */
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp ' +
  'hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL ' +
  'SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx ' +
  'opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4}\s?/g)!
  .map((tag) => tag.slice(0, 4));

/** Reads a UIntBase128 at `at.offset`, moving it on. */
function base128(bytes: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[at.offset++]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('a UIntBase128 longer than 5 bytes');
}

/** The decompressed `cmap` table of the WOFF2 file at `path`. */
function cmapTable(path: string): Buffer {
  const file = readFileSync(path);
  const tables = file.readUInt16BE(12);
  const at = { offset: 48 };
  let start = 0;
  let cmap: { start: number; length: number } | null = null;
  for (let i = 0; i < tables; i++) {
    const flags = file[at.offset++]!;
    let tag = KNOWN_TAGS[flags & 63];
    if ((flags & 63) === 63) {
      tag = file.toString('latin1', at.offset, at.offset + 4);
      at.offset += 4;
    }
    const transform = flags >> 6;
    let length = base128(file, at);
    const transformed = tag === 'glyf' || tag === 'loca' ? transform !== 3 : transform !== 0;
    if (transformed) length = base128(file, at);
    if (tag === 'cmap') cmap = { start, length };
    start += length;
  }
  if (cmap === null) throw new Error(`${path} has no cmap`);
  const data = brotliDecompressSync(file.subarray(at.offset, at.offset + file.readUInt32BE(20)));
  return data.subarray(cmap.start, cmap.start + cmap.length);
}

/** Adds the code points of a format 4 subtable at `at` to `into`. */
function format4(table: Buffer, at: number, into: Set<number>): void {
  const doubled = table.readUInt16BE(at + 6);
  for (let segment = 0; segment < doubled / 2; segment++) {
    const end = table.readUInt16BE(at + 14 + segment * 2);
    const first = table.readUInt16BE(at + 16 + doubled + segment * 2);
    const delta = table.readInt16BE(at + 16 + 2 * doubled + segment * 2);
    const rangeAt = at + 16 + 3 * doubled + segment * 2;
    const range = table.readUInt16BE(rangeAt);
    for (let code = first; code <= end && code !== 0xffff; code++) {
      let glyph =
        range === 0 ? code + delta : table.readUInt16BE(rangeAt + range + 2 * (code - first));
      if (range !== 0 && glyph !== 0) glyph += delta;
      if ((glyph & 0xffff) !== 0) into.add(code);
    }
  }
}

/** Adds the code points of a format 12 subtable at `at` to `into`. */
function format12(table: Buffer, at: number, into: Set<number>): void {
  const groups = table.readUInt32BE(at + 12);
  for (let group = 0; group < groups; group++) {
    const last = table.readUInt32BE(at + 20 + group * 12);
    for (let code = table.readUInt32BE(at + 16 + group * 12); code <= last; code++) into.add(code);
  }
}

/** The code points the WOFF2 files at `paths` have glyphs for, read from their cmap tables. */
export function woff2CodePoints(paths: readonly string[]): Set<number> {
  const codes = new Set<number>();
  for (const path of paths) {
    const table = cmapTable(path);
    for (let i = 0; i < table.readUInt16BE(2); i++) {
      const at = table.readUInt32BE(8 + i * 8);
      const format = table.readUInt16BE(at);
      if (format === 4) format4(table, at, codes);
      if (format === 12) format12(table, at, codes);
    }
  }
  return codes;
}
