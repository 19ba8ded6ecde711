import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import OpusScript from 'opusscript';
import { describe, expect, test } from 'vitest';
import { SOUND_EFFECTS } from '../../../src/audio/sound-board';

const SOUNDS = join(import.meta.dirname, '..', '..', '..', 'public', 'sounds');

/** The pages of an Ogg stream: their granule positions and packets. */
function oggPages(bytes: Buffer) {
  const pages: { granule: bigint; flags: number; packets: Buffer[] }[] = [];
  let at = 0;
  let carry: Buffer[] = [];
  while (at < bytes.length) {
    expect(bytes.subarray(at, at + 4).toString('latin1')).toBe('OggS');
    const segments = bytes[at + 26]!;
    const lacing = bytes.subarray(at + 27, at + 27 + segments);
    let body = at + 27 + segments;
    const packets: Buffer[] = [];
    for (const size of lacing) {
      carry.push(bytes.subarray(body, body + size));
      body += size;
      if (size < 255) {
        packets.push(Buffer.concat(carry));
        carry = [];
      }
    }
    pages.push({ granule: bytes.readBigUInt64LE(at + 6), flags: bytes[at + 5]!, packets });
    at = body;
  }
  return pages;
}

/** Decodes a mono Ogg Opus file to its samples, less the pre-skip, trimmed to the last granule. */
function decode(bytes: Buffer): Int16Array {
  const pages = oggPages(bytes);
  const head = pages[0]!.packets[0]!;
  const preSkip = head.readUInt16LE(10);
  const decoder = new OpusScript(48000, 1);
  const chunks = pages.slice(2).flatMap((page) => page.packets.map((p) => decoder.decode(p)));
  decoder.delete();
  const all = Buffer.concat(chunks);
  const pcm = new Int16Array(all.buffer, all.byteOffset, all.length / 2);
  const end = Number(pages[pages.length - 1]!.granule);
  return pcm.slice(preSkip, end);
}

describe('sounds', () => {
  test.each([...SOUND_EFFECTS, 'music'])('%s is a mono Ogg Opus file that decodes', (name) => {
    const file = join(SOUNDS, `${name}.ogg`);
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    const pages = oggPages(bytes);
    const head = pages[0]!.packets[0]!;
    expect(head.subarray(0, 8).toString('latin1')).toBe('OpusHead');
    expect(head[9]).toBe(1);
    expect(pages[1]!.packets[0]!.subarray(0, 8).toString('latin1')).toBe('OpusTags');
    expect(pages[pages.length - 1]!.flags & 4).toBe(4);
    const samples = decode(bytes);
    expect(samples.length).toBeGreaterThan(48000 * 0.05);
    // Not a blip: the sound has body (energy spread over time) and is not clipped.
    let peak = 0;
    let energy = 0;
    for (const v of samples) {
      peak = Math.max(peak, Math.abs(v));
      energy += v * v;
    }
    expect(peak).toBeGreaterThan(32767 * 0.3);
    expect(peak).toBeLessThan(32767);
    expect(Math.sqrt(energy / samples.length)).toBeGreaterThan(32767 * 0.02);
  });

  test('the music loops without a gap: its ends join smoothly', () => {
    const samples = decode(readFileSync(join(SOUNDS, 'music.ogg')));
    expect(samples.length / 48000).toBeGreaterThan(15);
    const tail = samples.slice(-480);
    const start = samples.slice(0, 480);
    const rms = (part: Int16Array) =>
      Math.sqrt(part.reduce((sum, v) => sum + v * v, 0) / part.length);
    // The reverb tail is folded onto the start: both ends sound, neither drops to silence.
    expect(rms(tail)).toBeGreaterThan(100);
    expect(rms(start)).toBeGreaterThan(100);
    expect(Math.abs(samples[samples.length - 1]! - samples[0]!)).toBeLessThan(6000);
  });

  test('every sound together stays small', () => {
    const total = readdirSync(SOUNDS).reduce((sum, f) => sum + statSync(join(SOUNDS, f)).size, 0);
    expect(total).toBeLessThan(400 * 1024);
  });
});
