import { Client, type Room } from 'colyseus.js';
import { describe, expect, test, vi } from 'vitest';
import { ROOM_NAME } from '../../../src/online/protocol';
import {
  connectionOf,
  drop,
  joinRoom,
  MemoryTokens,
  openRoom,
  PERSON,
  type Seat,
  serverPerFile,
  settingsOf,
} from './harness';

// Short bounds, so that a silent connection, a person who does not decide and a new token never
// confirmed are each seen within a test.
const server = serverPerFile({ seatTimes: { answerMs: 400, decideMs: 800, confirmMs: 400 } });

/** A copy of what `seat`'s browser keeps for room `code` now: its token, not its device. */
function captured(seat: Seat, code: string): MemoryTokens {
  const copy = new MemoryTokens();
  const kept = seat.tokens.get(code)!;
  copy.set(code, kept.token, kept.name);
  return copy;
}

/**
 * Waits until the room has handled everything `seat` sent: the answer to a sync asked now (the
 * game, or in the lobby a refusal) comes after the answers to everything before.
 */
async function settled(seat: Seat): Promise<void> {
  const { syncs, refusals } = seat.heard;
  const heard = refusals.length;
  connectionOf(seat).send('sync', {});
  await seat.heard.until(
    () => seat.heard.syncs > syncs || seat.heard.refusals.length > heard,
    'the room to catch up',
  );
}

/** The room `code` as the server holds it: which connection plays each seat, the seats' tokens. */
function roomOf(code: string) {
  const room = server.colyseus.getRoomById(code) as unknown as {
    seats: { holders: ReadonlyMap<number, { sessionId: string }> };
    table: { seats: readonly { previousHash?: string | null }[] };
  };
  return { clientAt: room.seats.holders, table: room.table };
}

/** Two people in play: the host and Bea (seat 2), every welcome confirmed. */
async function twoPlaying(options: { beaRetryMs?: number } = {}) {
  const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
  const code = host.session.code!;
  const bea = await joinRoom(server.endpoint, code, 'Bea', {
    ...(options.beaRetryMs === undefined ? {} : { retryMs: options.beaRetryMs }),
  });
  host.session.start();
  await bea.heard.until(() => bea.heard.last !== null, 'the game');
  await settled(bea);
  return { host, bea, code };
}

/**
 * A client that joins with `token` and then says nothing: it confirms no token and answers no
 * question, as a half-open socket would. Resolves with its room and the token it was welcomed with.
 */
async function mute(code: string, token: string): Promise<{ room: Room; token: string }> {
  const room = await new Client(server.endpoint).joinOrCreate(ROOM_NAME, {
    code,
    name: 'Mute',
    token,
  });
  const welcomed = new Promise<string>((resolve) =>
    room.onMessage('welcome', (welcome: { token: string }) => resolve(welcome.token)),
  );
  room.onMessage('*', () => undefined);
  return { room, token: await welcomed };
}

describe('a replayed seat token never takes a seat from the person who plays it', () => {
  test('hole 1: a token replayed while its person plays: she is asked, keeps her seat, and the replayed token dies', async () => {
    const { host, bea, code } = await twoPlaying();
    const stolen = captured(bea, code);
    await expect(joinRoom(server.endpoint, code, 'Mallory', { tokens: stolen })).rejects.toThrow(
      /taken/,
    );
    expect(bea.heard.asks).toBe(1);
    expect(bea.heard.statuses).not.toContain('closed');
    expect(roomOf(code).clientAt.get(1)?.sessionId).toBe(connectionOf(bea).sessionId);
    await settled(bea);
    // The replayed token takes nothing any more, and Bea's own browser still comes back.
    expect(bea.tokens.get(code)!.token).not.toBe(stolen.get(code)!.token);
    await expect(joinRoom(server.endpoint, code, 'Mallory', { tokens: stolen })).rejects.toThrow(
      /taken/,
    );
    expect(bea.heard.asks).toBe(1);
    drop(bea);
    await bea.heard.until(() => bea.heard.statuses.includes('connected'), 'Bea back');
    await settled(bea);
    expect(bea.session.seat).toBe(1);
    for (const seat of [host, bea]) await seat.session.leave();
  });

  test('she lets the other device play; her own device takes the seat back at once, unasked', async () => {
    const { host, bea, code } = await twoPlaying();
    bea.heard.answer = 'give';
    const mallory = await joinRoom(server.endpoint, code, 'Mallory', {
      tokens: captured(bea, code),
    });
    expect(mallory.session.seat).toBe(1);
    expect(mallory.heard.waits).toBe(1);
    await bea.heard.until(() => bea.heard.statuses.includes('closed'), 'Bea replaced');
    expect(bea.heard.closings.at(-1)).toMatch(/4409.*another window or device/);
    await settled(mallory);
    // Mallory's device would keep the seat if asked: Bea's device is not asking.
    const back = await joinRoom(server.endpoint, code, 'Bea', { tokens: bea.tokens });
    expect(back.session.seat).toBe(1);
    expect(mallory.heard.asks).toBe(0);
    await mallory.heard.until(() => mallory.heard.statuses.includes('closed'), 'Mallory out');
    // The token Mallory was given died with that: it takes nothing, and asks nobody.
    await expect(
      joinRoom(server.endpoint, code, 'Mallory', { tokens: mallory.tokens }),
    ).rejects.toThrow(/taken/);
    expect(back.heard.asks).toBe(0);
    expect(back.heard.statuses).not.toContain('closed');
    for (const seat of [host, back]) await seat.session.leave();
  });

  test('a token replayed while its person is away: her device takes the seat back when she returns', async () => {
    const { host, bea, code } = await twoPlaying({ beaRetryMs: 60_000 });
    const stolen = captured(bea, code);
    drop(bea);
    await host.heard.until(() => !host.heard.info.seats[1]!.connected, 'Bea away');
    // Nobody answers for the seat: the token takes it.
    const mallory = await joinRoom(server.endpoint, code, 'Mallory', { tokens: stolen });
    expect(mallory.session.seat).toBe(1);
    await settled(mallory);
    await bea.session.leave();
    const back = await joinRoom(server.endpoint, code, 'Bea', { tokens: bea.tokens });
    expect(back.session.seat).toBe(1);
    await mallory.heard.until(() => mallory.heard.statuses.includes('closed'), 'Mallory out');
    expect(mallory.heard.closings.at(-1)).toMatch(/4409/);
    for (const tokens of [stolen, mallory.tokens]) {
      await expect(joinRoom(server.endpoint, code, 'Mallory', { tokens })).rejects.toThrow(/taken/);
    }
    expect(roomOf(code).clientAt.get(1)?.sessionId).toBe(connectionOf(back).sessionId);
    for (const seat of [host, back]) await seat.session.leave();
  });

  test('she is asked and does not decide: she keeps the seat once the time to decide is over; one question at a time', async () => {
    const { host, bea, code } = await twoPlaying();
    bea.heard.answer = 'silent';
    const mallory = joinRoom(server.endpoint, code, 'Mallory', { tokens: captured(bea, code) });
    await bea.heard.until(() => bea.heard.asks === 1, 'Bea asked');
    // While she is asked, another device with her token is turned away at once.
    await expect(
      joinRoom(server.endpoint, code, 'Eve', { tokens: captured(bea, code) }),
    ).rejects.toThrow(/asking for seat 2/);
    await expect(mallory).rejects.toThrow(/taken/);
    expect(bea.heard.asks).toBe(1);
    expect(bea.heard.statuses).not.toContain('closed');
    for (const seat of [host, bea]) await seat.session.leave();
  });

  test('a seat held by a connection that never answers (a half-open socket) goes to the newcomer', async () => {
    const { host, bea, code } = await twoPlaying({ beaRetryMs: 60_000 });
    await bea.session.leave();
    // The seat's holder now is a client that hears but never answers, as a dead socket would;
    // another device comes with the token it was given.
    const silent = await mute(code, bea.tokens.get(code)!.token);
    expect(roomOf(code).clientAt.get(1)?.sessionId).toBe(silent.room.sessionId);
    const other = new MemoryTokens();
    other.set(code, silent.token, 'Bea');
    const newcomer = await joinRoom(server.endpoint, code, 'Bea', { tokens: other });
    expect(newcomer.session.seat).toBe(1);
    expect(newcomer.heard.waits).toBe(1);
    expect(roomOf(code).clientAt.get(1)?.sessionId).toBe(connectionOf(newcomer).sessionId);
    for (const seat of [host, newcomer]) await seat.session.leave();
  });
});

describe('the handover cannot be forged', () => {
  test('a join naming the seat’s device key without its signature is another device, and only the asked connection answers', async () => {
    const { host, bea, code } = await twoPlaying();
    bea.heard.answer = 'silent';
    const device = (await bea.tokens.device())!.publicKey;
    const forger = await new Client(server.endpoint).joinOrCreate(ROOM_NAME, {
      code,
      name: 'Mallory',
      token: bea.tokens.get(code)!.token,
      device,
    });
    const closed = new Promise<number>((resolve) => forger.onLeave((leave) => resolve(leave)));
    forger.onMessage('prove', () => forger.send('proof', { signature: 'A'.repeat(86) }));
    forger.onMessage('*', () => undefined);
    await bea.heard.until(() => bea.heard.asks === 1, 'Bea asked');
    // Answers from anyone but the connection asked change nothing.
    for (const sender of [connectionOf(host), forger]) sender.send('answer', { give: true });
    expect(await closed).toBe(4403);
    expect(roomOf(code).clientAt.get(1)?.sessionId).toBe(connectionOf(bea).sessionId);
    expect(bea.heard.statuses).not.toContain('closed');
    for (const seat of [host, bea]) await seat.session.leave();
  });
});

describe('a connection waiting for its seat', () => {
  test('what a seat sends between its join and its welcome reaches the room once it is seated', async () => {
    // Bea's browser signs the room's nonce only when the test lets it.
    let signing: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (signing = resolve));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    const tokens = new (class extends MemoryTokens {
      override async device() {
        const key = (await super.device())!;
        return {
          publicKey: key.publicKey,
          sign: async (text: string) => {
            if (held) {
              signing();
              await gate;
            }
            return key.sign(text);
          },
        };
      }
    })();
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea', { tokens });
    host.session.start();
    await bea.heard.until(() => bea.heard.last?.choosing === true, 'Bea to turn two cards');
    held = true;
    drop(bea);
    await started;
    // Her connection has joined the room and waits to be seated: she turns a card now.
    bea.session.act({ t: 'reveal', pos: 0 });
    release();
    await bea.heard.until(() => bea.heard.last?.view.setupReveals[1] === 1, 'her card turned');
    for (const seat of [host, bea]) await seat.session.leave();
  });
});

describe('a rotated token', () => {
  test('also seen: the token before stops working a bounded time after the new one is sent, confirmed or not', async () => {
    const { host, bea, code } = await twoPlaying({ beaRetryMs: 60_000 });
    const first = captured(bea, code);
    await bea.session.leave();
    // Her browser comes back but never confirms the new token it was sent.
    const silent = await mute(code, first.get(code)!.token);
    expect(roomOf(code).clientAt.get(1)?.sessionId).toBe(silent.room.sessionId);
    await vi.waitFor(() => expect(roomOf(code).table.seats[1]!.previousHash ?? null).toBeNull(), {
      timeout: 10_000,
    });
    await expect(joinRoom(server.endpoint, code, 'Mallory', { tokens: first })).rejects.toThrow(
      /taken/,
    );
    await host.session.leave();
  });
});
