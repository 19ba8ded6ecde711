import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { selfPlay, ThresholdBot } from '../../../src/ai';
import { toRecord } from '../../../src/engine';
import {
  linkedGame,
  MAX_LINK_CHARS,
  recordFromLink,
  recordLink,
} from '../../../src/app/records/record-link';
import { MAX_RECORD_CHARS } from '../../../src/app/records/record-text';

const BASE = 'https://skyjo.example/play/';

/** The text of a whole game's record: `players` threshold bots to a target of `target`. */
function gameText(players: number, target: number): string {
  const names = Array.from({ length: players }, (_, seat) => `Player ${seat + 1}`);
  const bots = names.map(
    (_, seat) => new ThresholdBot({ threshold: 4, guard: true, seed: seat + 1 }),
  );
  const state = selfPlay({ players: names, seed: 9, rules: { targetScore: target } }, bots);
  return JSON.stringify({
    ...toRecord(state),
    seats: names.map(() => ({ kind: 'computer', level: 'medium' })),
  });
}

/** A link whose fragment carries `bytes` (deflated already) as the game. */
const linkOf = (bytes: Uint8Array) => `${BASE}#game=1.${Buffer.from(bytes).toString('base64url')}`;

describe('a game link', () => {
  test('carries a long game (eight players, four rounds) whole, at the game’s own address', async () => {
    const text = gameText(8, 200);
    const made = await recordLink(text, `${BASE}#old`);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.url.startsWith(`${BASE}#game=1.`)).toBe(true);
    expect(made.url.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    expect(await recordFromLink(made.url)).toEqual({ ok: true, text });
  });

  test('a game too long for a link is refused with its length', async () => {
    // Text that deflate cannot shrink: random digits.
    const noise = Array.from({ length: 20_000 }, (_, i) => String((i * 7919) % 10007)).join(',');
    const made = await recordLink(noise, BASE);
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.reason).toBe('too-long');
    expect(made.reason === 'too-long' && made.chars).toBeGreaterThan(MAX_LINK_CHARS);
  });

  test.each([
    ['no fragment', BASE],
    ['another fragment', `${BASE}#rules`],
    ['plain text', 'hello'],
  ])('%s holds no game', async (_, link) => {
    expect(linkedGame(link)).toBeNull();
    expect(await recordFromLink(link)).toEqual({ ok: false, reason: 'no-game' });
  });

  test('a link cut short, altered, or of another version is damaged', async () => {
    const made = await recordLink(gameText(2, 100), BASE);
    if (!made.ok) throw new Error('no link');
    const cut = made.url.slice(0, made.url.length - 40);
    const altered = made.url.replace(/.{12}$/, 'AAAAAAAAAAAA');
    for (const link of [
      cut,
      altered,
      made.url.replace('#game=1.', '#game=2.'),
      `${BASE}#game=1.%%%`,
    ])
      expect(await recordFromLink(link)).toEqual({ ok: false, reason: 'damaged' });
  });

  test('a link that unpacks beyond any record is refused without unpacking it whole', async () => {
    const bomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS * 10);
    expect(await recordFromLink(linkOf(bomb))).toEqual({ ok: false, reason: 'too-large' });
  });

  test('bytes that are not UTF-8 are damaged', async () => {
    const bytes = deflateRawSync(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    expect(await recordFromLink(linkOf(bytes))).toEqual({ ok: false, reason: 'damaged' });
  });

  test('text up to the most a record may hold comes through', async () => {
    const text = `{"players":"${'a'.repeat(MAX_RECORD_CHARS - 20)}"}`;
    const linked = await recordFromLink(linkOf(deflateRawSync(Buffer.from(text))));
    expect(linked).toEqual({ ok: true, text });
  });
});
