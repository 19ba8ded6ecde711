import { beforeAll, describe, expect, test } from 'vitest';
import type { SeatStep } from '../../../src/master';
import {
  connectionOf,
  joinRoom,
  openRoom,
  PERSON,
  type Seat,
  serverPerFile,
  settingsOf,
} from './harness';

const server = serverPerFile();
let host: Seat;
let bea: Seat;

/** The seat to move once set-up is over, and the other one. */
function movers(): { mover: Seat; other: Seat } {
  const toMove = host.heard.last!.view.toMove;
  return toMove === 0 ? { mover: host, other: bea } : { mover: bea, other: host };
}

/** Sends `body` as message `type` (anything at all) and waits for the room's refusal. */
async function refusedFor(seat: Seat, type: string, body: unknown) {
  const before = seat.heard.refusals.length;
  connectionOf(seat).send(type, body);
  await seat.heard.until(() => seat.heard.refusals.length > before, `a refusal of ${type}`);
  return seat.heard.refusals[seat.heard.refusals.length - 1]!;
}

/**
 * Waits until the room has handled everything `seat` sent so far: messages are handled in order,
 * so once a sync asked for afterwards comes back (asked again while the flood limit drops it),
 * the ones before it are done.
 */
async function settled(seat: Seat): Promise<void> {
  const syncs = seat.heard.syncs;
  const ask = setInterval(() => connectionOf(seat).send('sync', {}), 250);
  try {
    connectionOf(seat).send('sync', {});
    await seat.heard.until(() => seat.heard.syncs > syncs, 'the room to catch up');
  } finally {
    clearInterval(ask);
  }
}

/** The game as a seat knows it (a sync's jump tells the same again). */
function snapshot(step: SeatStep | null): string {
  return JSON.stringify(step === null ? null : { v: step.v, view: step.view });
}

/** Ada and Bea in a game of two, past the set-up. */
async function twoInTurns(endpoint: string): Promise<{ host: Seat; bea: Seat }> {
  const host = await openRoom(endpoint, settingsOf([PERSON, PERSON]), 'Ada');
  const bea = await joinRoom(endpoint, host.session.code!, 'Bea');
  host.session.start();
  await bea.heard.until(() => bea.heard.last !== null, 'the game');
  // Set-up: each turns two cards up.
  for (const [seat, positions] of [
    [host, [0, 1]],
    [bea, [0, 1]],
  ] as const) {
    for (const pos of positions) seat.session.act({ t: 'reveal', pos });
  }
  await host.heard.until(() => host.heard.last?.view.phase === 'turns', 'the turns');
  await bea.heard.until(() => bea.heard.last?.view.phase === 'turns', 'the turns');
  return { host, bea };
}

beforeAll(async () => {
  ({ host, bea } = await twoInTurns(server.endpoint));
});

describe('online room: every bad message gets an error and changes nothing', () => {
  test('a seat that is not to act is refused', async () => {
    const { other } = movers();
    const before = snapshot(other.heard.last);
    const refused = await refusedFor(other, 'act', { t: 'draw' });
    expect(refused).toMatchObject({ code: 'not-your-turn', to: 'act' });
    expect(snapshot(other.heard.last)).toBe(before);
    expect(server.colyseus.getRoomById(host.session.code!)).toBeDefined();
  });

  test('an illegal action of the seat to move is refused with the engine reason', async () => {
    const { mover } = movers();
    const before = snapshot(mover.heard.last);
    expect(await refusedFor(mover, 'act', { t: 'reveal', pos: 5 })).toMatchObject({
      code: 'illegal',
      message: expect.stringMatching(/set-up reveals are over/),
    });
    const { last } = mover.heard;
    const up = last!.view.grids[mover.session.seat!]!.findIndex((slot) => slot?.up);
    // No card drawn: the table refuses to place one before the draw (R3.2).
    expect(await refusedFor(mover, 'act', { t: 'draw-discard', pos: up })).toMatchObject({
      code: 'illegal',
      message: expect.stringMatching(/R3\.2/),
    });
    // A position of a larger grid (RULES.md R9.1) is no position of this room's official grid.
    expect(await refusedFor(mover, 'act', { t: 'take-discard', pos: 12 })).toMatchObject({
      code: 'illegal',
    });
    expect(snapshot(mover.heard.last)).toBe(before);
  });

  test.each([
    ['act', { t: 'draw', pos: 3 }, /pos/],
    ['act', { t: 'take-discard', pos: 48 }, /pos must be 0 to 47/],
    ['act', { t: 'take-discard', pos: 'x' }, /pos must be a number/],
    ['act', { t: 'peek', pos: 1 }, /.+/],
    ['act', { t: 'take-discard', pos: 1, p: 0 }, /.+/],
    ['act', null, /.+/],
    ['act', 'draw', /.+/],
    ['sit', { seat: -1 }, /seat/],
    ['seat', { seat: 1, plan: { kind: 'computer', level: 'god', name: 'X' } }, /level/],
    ['start', { now: true }, /.+/],
    ['next', [1, 2, 3], /.+/],
  ])('malformed %s %j: "malformed", nothing changes', async (type, body, message) => {
    const before = snapshot(host.heard.last);
    expect(await refusedFor(host, type, body)).toMatchObject({
      code: 'malformed',
      to: type,
      message,
    });
    expect(snapshot(host.heard.last)).toBe(before);
  });

  test('an unknown message type is refused, the client stays', async () => {
    expect(await refusedFor(host, 'cheat', { show: 'all' })).toMatchObject({
      code: 'unknown-message',
    });
    // A type that is no word of letters, digits and hyphens is not even read.
    for (const type of ['__proto__', 'constructor', '__no_message_handler', '*', 'x'.repeat(300)])
      expect(await refusedFor(host, type, {})).toMatchObject({
        code: /^(unknown-message|malformed)$/,
      });
    expect(host.heard.statuses).not.toContain('reconnecting');
  });

  test('the host may not change seats or start once the game runs; nobody else ever', async () => {
    expect(await refusedFor(host, 'start', {})).toMatchObject({ code: 'wrong-phase' });
    expect(await refusedFor(host, 'seat', { seat: 1, plan: { kind: 'person' } })).toMatchObject({
      code: 'wrong-phase',
    });
    expect(await refusedFor(bea, 'start', {})).toMatchObject({ code: 'not-host' });
    expect(await refusedFor(host, 'next', {})).toMatchObject({ code: 'wrong-phase' });
  });

  test('frames that are no message of this game are refused unread; the client stays', async () => {
    const v = host.heard.last!.v;
    const statuses = host.heard.statuses.length;
    const word = (text: string) => [0xa0 + text.length, ...new TextEncoder().encode(text)];
    const frames = [
      [13, 0xc1, 0xff, 0x00], // a type that is no string
      [13], // no type at all
      [13, 5], // a numeric type
      [13, 0xa3, 0xff, 0xfe, 0xfd], // a type that is not UTF-8 (Colyseus would log each)
      [13, 0xdb, 0xff, 0xff, 0xff, 0xff, 0x41], // a 4 GB type
      [13, ...word('__no_message_handler')], // Colyseus's own default handler
      [13, ...word('act'.repeat(11))], // a type too long
      [17, ...word('act'), 1, 2, 3], // a "bytes" message
      [10, 1, 2], // a join acknowledgement with more in it
      [0], // no such protocol code
      [255, 255, 255],
    ];
    for (const frame of frames) {
      const before = host.heard.refusals.length;
      connectionOf(host).connection.send(new Uint8Array(frame));
      await host.heard.until(() => host.heard.refusals.length > before, `a refusal of ${frame}`);
      expect(host.heard.refusals[host.heard.refusals.length - 1]).toMatchObject({
        code: 'malformed',
        to: null,
      });
    }
    await settled(host);
    expect(host.heard.statuses.slice(statuses)).not.toContain('reconnecting');
    expect(host.heard.last!.v).toBe(v);
  });

  test('a message whose body cannot be decoded closes that connection only; the seat comes back', async () => {
    const v = host.heard.last!.v;
    const syncs = host.heard.syncs;
    const statuses = host.heard.statuses.length;
    // "act", and a body that is one number followed by a stray byte.
    connectionOf(host).connection.send(new Uint8Array([13, 0xa3, 0x61, 0x63, 0x74, 0xff, 0x00]));
    await host.heard.until(
      () => host.heard.statuses.slice(statuses).includes('connected'),
      'the reconnection',
    );
    await host.heard.until(() => host.heard.syncs > syncs, 'a new sync');
    expect(host.session.seat).toBe(0);
    expect(host.heard.last!.v).toBe(v);
    expect(bea.heard.statuses).not.toContain('reconnecting');
    // The game goes on: the seat to move draws.
    const { mover } = movers();
    mover.session.act({ t: 'draw' });
    await mover.heard.until(() => mover.heard.last!.v === v + 1, 'the draw');
  });
});

describe('online room: the flood limit (10 messages a second after a burst of 20, the default)', () => {
  const limited = serverPerFile({ limits: { messagesPerSecond: 10 } });
  let ada: Seat;
  let cy: Seat;

  beforeAll(async () => {
    ({ host: ada, bea: cy } = await twoInTurns(limited.endpoint));
  });

  test('a flood is dropped past the limit, told once a second; the game is untouched and the client stays', async () => {
    const before = snapshot(cy.heard.last);
    const refusalsBefore = cy.heard.refusals.length;
    for (let i = 0; i < 60; i++) connectionOf(cy).send('act', { t: 'reveal', pos: 0 });
    await settled(cy);
    const codes = cy.heard.refusals.slice(refusalsBefore).map((r) => r.code);
    // The burst (up to 20, less what earlier tests spent) is answered, each an illegal reveal
    // or not her turn; the rest only by one "flood".
    expect(codes.filter((code) => code !== 'flood').length).toBeGreaterThanOrEqual(10);
    expect(codes.length).toBeLessThanOrEqual(23);
    expect(codes.filter((code) => code === 'flood').length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((code) => code === 'flood').length).toBeLessThanOrEqual(2);
    expect(snapshot(cy.heard.last)).toBe(before);
    expect(cy.heard.statuses).not.toContain('reconnecting');
  });

  test('flood of unknown types: every frame counts, 3000 get a handful of answers, the connection is closed and the seat comes back', async () => {
    const refusalsBefore = ada.heard.refusals.length;
    const statuses = ada.heard.statuses.length;
    const v = ada.heard.last!.v;
    const start = performance.now();
    for (let i = 0; i < 3000; i++) connectionOf(ada).send(`junk-${i}`, { i });
    await ada.heard.until(
      () => ada.heard.statuses.slice(statuses).includes('connected'),
      'the seat back after the flood',
    );
    // The burst of 20, and the 10 a second the bucket refills while a busy machine works through
    // the frames: a handful of answers, never one per frame.
    const allowed = 20 + Math.ceil(10 * ((performance.now() - start) / 1000));
    const answers = ada.heard.refusals.slice(refusalsBefore);
    expect(answers.filter((r) => r.code === 'unknown-message').length).toBeLessThanOrEqual(allowed);
    expect(answers.length).toBeLessThanOrEqual(allowed + 5);
    expect(answers.map((r) => r.code)).toContain('flood');
    expect(ada.session.seat).toBe(0);
    expect(ada.heard.last!.v).toBe(v);
  });
});
