import { describe, expect, test } from 'vitest';
import type { SeatPlan } from '../../../src/online/room-settings';
import { SEAT_HOLD_CLOSES } from '../../../src/online/seat-hold-protocol';
import { Rematch } from '../../../src/server/rematch';
import { parseRoomDocument, roomDocument } from '../../../src/server/room-document';
import { Table } from '../../../src/server/table';
import { SeatVotes } from '../../../src/server/seat-votes';
import {
  computer,
  connectionOf,
  drop,
  joinRoom,
  openRoom,
  PERSON,
  playToEnd,
  type Seat,
  serverPerFile,
  settingsOf,
} from './harness';

// A one-second reconnection window: the away votes open soon after a drop.
const server = serverPerFile({ reconnectSeconds: 1 });

/**
 * The host's room of `plans` with `names` joined in order (the last one retrying only after a
 * minute with `lastStaysAway`, so that a drop keeps them away), its game started and its first
 * step heard by everyone with `start`: the host first, then each person as they joined.
 */
async function seatsAt<const Names extends readonly string[]>(
  plans: readonly SeatPlan[],
  names: Names,
  options: { start?: boolean; lastStaysAway?: boolean } = {},
): Promise<[Seat, ...{ [K in keyof Names]: Seat }]> {
  const host = await openRoom(server.endpoint, settingsOf(plans));
  const seats = [host];
  for (const [index, name] of names.entries()) {
    const away = options.lastStaysAway === true && index === names.length - 1;
    seats.push(
      await joinRoom(server.endpoint, host.session.code!, name, away ? { retryMs: 60_000 } : {}),
    );
  }
  if (options.start === true) {
    host.session.start();
    for (const seat of seats) await seat.heard.until(() => seat.heard.last !== null, 'the game');
  }
  return seats as [Seat, ...{ [K in keyof Names]: Seat }];
}

/** The codes of the refusals `seat` heard after the first `before`. */
function refusalsAfter(seat: Seat, before: number): string[] {
  return seat.heard.refusals.slice(before).map((refusal) => `${refusal.to}:${refusal.code}`);
}

/** Waits until `seat` has heard `count` refusals more than `before`. */
function refused(seat: Seat, before: number, count: number): Promise<void> {
  return seat.heard.until(() => seat.heard.refusals.length >= before + count, 'the refusals');
}

describe('playing again at the same table', () => {
  test('once both people ask to play again, the room deals a new game with the same seats and rules', async () => {
    const [host, bea] = await seatsAt([PERSON, PERSON, computer('easy')], ['Bea'], {
      start: true,
    });
    await playToEnd([host, bea], 3);
    expect(host.heard.info.game).toBe(1);
    host.session.again(true);
    await bea.heard.until(() => bea.heard.info.seats[0]!.ready, 'Ada ready');
    // Bea has not asked yet: still over; the computer counts as ready.
    expect(bea.heard.info).toMatchObject({ phase: 'over', game: 1 });
    expect(bea.heard.info.seats.map((seat) => seat.ready)).toEqual([true, false, true]);
    bea.session.again(true);
    for (const seat of [host, bea]) {
      await seat.heard.until(
        () => seat.heard.info.phase === 'playing' && seat.heard.last?.view.phase === 'setup',
        'the new game',
      );
      expect(seat.heard.info.game).toBe(2);
      expect(seat.heard.last!.view.record.rounds).toHaveLength(1);
      expect(seat.heard.last!.view.rules.targetScore).toBe(30);
    }
    expect(bea.heard.info.seats.map((seat) => [seat.name, seat.kind])).toEqual([
      ['Host', 'person'],
      ['Bea', 'person'],
      ['Bot easy', 'computer'],
    ]);
    expect(bea.session.seat).toBe(1);
    await playToEnd([host, bea], 4);
    for (const seat of [host, bea]) await seat.session.leave();
  });

  test('asking to play again is refused during a game; changing one’s mind takes the wish back', async () => {
    const [host, bea] = await seatsAt([PERSON, PERSON], ['Bea'], { start: true });
    const before = bea.heard.refusals.length;
    bea.session.again(true);
    bea.session.rematch();
    await refused(bea, before, 2);
    expect(refusalsAfter(bea, before)).toEqual(['again:wrong-phase', 'rematch:not-host']);
    await playToEnd([host, bea], 7);
    bea.session.again(true);
    await host.heard.until(() => host.heard.info.seats[1]!.ready, 'Bea ready');
    bea.session.again(false);
    await host.heard.until(() => !host.heard.info.seats[1]!.ready, 'Bea not ready');
    host.session.again(true);
    await bea.heard.until(() => bea.heard.info.seats[0]!.ready, 'Ada ready');
    expect(bea.heard.info.phase).toBe('over');
    for (const seat of [host, bea]) await seat.session.leave();
  });

  test('the host starts again with those here: the lobby, the seat of a person who left free', async () => {
    const [host, bea, cy] = await seatsAt([PERSON, PERSON, PERSON], ['Bea', 'Cy'], {
      start: true,
    });
    await playToEnd([host, bea, cy], 8);
    await cy.session.leave();
    host.session.again(true);
    bea.session.again(true);
    await bea.heard.until(() => bea.heard.info.seats[0]!.ready, 'Ada ready');
    const before = bea.heard.refusals.length;
    bea.session.rematch();
    await refused(bea, before, 1);
    expect(refusalsAfter(bea, before)).toEqual(['rematch:not-host']);
    host.session.rematch();
    await bea.heard.until(() => bea.heard.info.phase === 'lobby', 'the lobby');
    expect(bea.heard.info.seats.map((seat) => [seat.name, seat.taken])).toEqual([
      ['Host', true],
      ['Bea', true],
      [null, false],
    ]);
    host.session.setSeat(2, computer('medium', 'Robot'));
    host.session.start();
    await bea.heard.until(() => bea.heard.info.phase === 'playing', 'the second game');
    expect(bea.heard.info.game).toBe(2);
    await playToEnd([host, bea], 9);
    for (const seat of [host, bea]) await seat.session.leave();
  });
});

describe('removing a person from the lobby', () => {
  test('only the host removes; the removed person is told, and neither their token nor their browser comes back', async () => {
    const [host, bea, cy] = await seatsAt([PERSON, PERSON, PERSON], ['Bea', 'Cy']);
    const code = host.session.code!;
    const before = bea.heard.refusals.length;
    bea.session.remove(2);
    bea.session.remove(0);
    await refused(bea, before, 2);
    expect(refusalsAfter(bea, before)).toEqual(['remove:not-host', 'remove:not-host']);
    const hostBefore = host.heard.refusals.length;
    host.session.remove(0);
    await refused(host, hostBefore, 1);
    expect(refusalsAfter(host, hostBefore)).toEqual(['remove:not-host']);
    host.session.remove(1);
    await bea.heard.until(() => bea.heard.closings.length > 0, 'Bea closed');
    expect(bea.heard.closings[0]).toContain(String(SEAT_HOLD_CLOSES.removed));
    await cy.heard.until(() => !cy.heard.info.seats[1]!.taken, 'seat 2 free');
    // Her token (and her browser's key) is refused; a new person takes the free seat.
    await expect(
      joinRoom(server.endpoint, code, 'Bea', { tokens: bea.tokens }),
    ).rejects.toMatchObject({ code: SEAT_HOLD_CLOSES.removed });
    const dan = await joinRoom(server.endpoint, code, 'Dan');
    expect(dan.session.seat).toBe(1);
    for (const seat of [host, cy, dan]) await seat.session.leave();
  });

  test('nobody is removed once the game has started', async () => {
    const [host, bea] = await seatsAt([PERSON, PERSON], ['Bea'], { start: true });
    const before = host.heard.refusals.length;
    host.session.remove(1);
    await refused(host, before, 1);
    expect(refusalsAfter(host, before)).toEqual(['remove:wrong-phase']);
    for (const seat of [host, bea]) await seat.session.leave();
  });
});

describe('the vote on an away seat', () => {
  test('no vote before the window ends nor on one’s own seat; a majority of those present lets a computer keep it, and its person cannot come back', async () => {
    const [host, bea, cy] = await seatsAt([PERSON, PERSON, PERSON], ['Bea', 'Cy'], {
      start: true,
      lastStaysAway: true,
    });
    const code = host.session.code!;
    const before = host.heard.refusals.length;
    // Forged: a vote on a seat whose person is here, and on one's own seat.
    host.session.vote(2, true);
    host.session.vote(0, true);
    await refused(host, before, 2);
    expect(refusalsAfter(host, before)).toEqual(['vote:wrong-phase', 'vote:wrong-phase']);
    drop(cy);
    await host.heard.until(() => host.heard.info.seats[2]!.standIn, 'a computer for Cy');
    expect(host.heard.info.seats[2]!.vote).toEqual({ yes: [], needed: 2 });
    host.session.vote(2, true);
    await bea.heard.until(() => bea.heard.info.seats[2]!.vote?.yes.length === 1, 'one vote');
    expect(bea.heard.info.seats[2]).toMatchObject({
      kind: 'person',
      vote: { yes: [0], needed: 2 },
    });
    // The same vote twice counts once; taking it back and giving it again, too.
    host.session.vote(2, true);
    host.session.vote(2, false);
    host.session.vote(2, true);
    bea.session.vote(2, true);
    await host.heard.until(
      () => host.heard.info.seats[2]!.kind === 'computer',
      'a computer keeps it',
    );
    expect(host.heard.info.seats[2]).toMatchObject({ name: 'Cy', kind: 'computer', vote: null });
    await expect(
      joinRoom(server.endpoint, code, 'Cy', { tokens: cy.tokens }),
    ).rejects.toMatchObject({ code: SEAT_HOLD_CLOSES.givenToComputer });
    await playToEnd([host, bea], 11);
    for (const seat of [host, bea]) await seat.session.leave();
    await cy.session.leave();
  });

  test('the person coming back ends the vote on their seat', async () => {
    const [host, bea, cy] = await seatsAt([PERSON, PERSON, PERSON], ['Bea', 'Cy'], {
      start: true,
      lastStaysAway: true,
    });
    const code = host.session.code!;
    drop(cy);
    await host.heard.until(() => host.heard.info.seats[2]!.standIn, 'a computer for Cy');
    host.session.vote(2, true);
    await host.heard.until(() => host.heard.info.seats[2]!.vote?.yes.length === 1, 'one vote');
    await cy.session.leave();
    const back = await joinRoom(server.endpoint, code, 'Cy', { tokens: cy.tokens });
    expect(back.session.seat).toBe(2);
    await host.heard.until(() => host.heard.info.seats[2]!.connected, 'Cy back');
    expect(host.heard.info.seats[2]).toMatchObject({ kind: 'person', standIn: false, vote: null });
    for (const seat of [host, bea, back]) await seat.session.leave();
  });
});

describe('bad bodies', () => {
  test('forged or malformed rematch, removal and vote messages are refused and change nothing', async () => {
    const [host, bea] = await seatsAt([PERSON, PERSON], ['Bea']);
    const raw = connectionOf(host);
    const before = host.heard.refusals.length;
    const bodies: [string, unknown][] = [
      ['vote', { seat: 99, keep: true }],
      ['vote', { seat: 1, keep: 'yes' }],
      ['vote', { seat: 1, keep: true, as: 0 }],
      ['remove', { seat: -1 }],
      ['remove', { seat: 1.5 }],
      ['again', { ready: 1 }],
      ['again', null],
      ['rematch', { now: true }],
    ];
    for (const [type, body] of bodies) raw.send(type, body);
    await refused(host, before, bodies.length);
    expect(host.heard.refusals.slice(before).map((refusal) => refusal.code)).toEqual(
      bodies.map(() => 'malformed'),
    );
    expect(host.heard.info.seats[1]).toMatchObject({ name: 'Bea', taken: true, connected: true });
    expect(host.heard.info.phase).toBe('lobby');
    for (const seat of [host, bea]) await seat.session.leave();
  });
});

describe('the bookkeeping', () => {
  test('a vote passes with more than half of those present, counting only present voters', () => {
    const votes = new SeatVotes();
    expect(SeatVotes.needed(1)).toBe(1);
    expect(SeatVotes.needed(2)).toBe(2);
    expect(SeatVotes.needed(3)).toBe(2);
    expect(votes.cast(0, 3, true, [0, 1, 2])).toBe('open');
    expect(votes.tally(3, [0, 1, 2])).toEqual({ yes: [0], needed: 2 });
    // Seat 1 left: one of the two present voted.
    expect(votes.outcome(3, [0, 2])).toBe('open');
    // Seat 0 left too: its vote no longer counts, and Cy alone has not voted.
    expect(votes.outcome(3, [2])).toBe('open');
    expect(votes.cast(2, 3, true, [0, 2])).toBe('passed');
    votes.end(3);
    expect(votes.tally(3, [0, 2])).toEqual({ yes: [], needed: 2 });
  });

  test('a rematch is dealt at once only when every person seat is played by someone here who asked', () => {
    const rematch = new Rematch();
    expect(rematch.want(0, true)).toBe(true);
    expect(rematch.want(0, true)).toBe(false);
    expect(rematch.everyone([0, 1], () => true)).toBe(false);
    rematch.want(1, true);
    expect(rematch.everyone([0, 1], () => true)).toBe(true);
    expect(rematch.everyone([0, 1], (seat) => seat === 0)).toBe(false);
    expect(rematch.everyone([], () => true)).toBe(false);
    rematch.clear();
    expect(rematch.wants(0)).toBe(false);
  });
});

describe('what a stored room keeps', () => {
  test('a removed person stays barred, and the game count stays, once the room is restored', () => {
    const table = Table.open('K7M2Q9XW', settingsOf([PERSON, PERSON]));
    const ada = table.claim('Ada', undefined, 0);
    const bea = table.claim('Bea', undefined, 1, 'b'.repeat(64));
    if (!ada.ok || !bea.ok) throw new Error('the seats were not taken');
    expect(table.remove(1)).toEqual({ ok: true });
    expect(table.barred(bea.token, null)).toBe('removed');
    const restored = parseRoomDocument(roomDocument(table.parts()));
    if (typeof restored === 'string') throw new Error(restored);
    const back = Table.restore(restored);
    expect(back.barred(bea.token, null)).toBe('removed');
    expect(back.barred(undefined, 'b'.repeat(64))).toBe('removed');
    expect(back.barred(ada.token, null)).toBeNull();
    expect(back.seats[1]).toMatchObject({ name: null, tokenHash: null });
    expect(back.claim('Cy', undefined, 1).ok).toBe(true);
    expect(back.start().ok).toBe(true);
    const playing = parseRoomDocument(roomDocument(back.parts()));
    if (typeof playing === 'string') throw new Error(playing);
    expect(Table.restore(playing).games).toBe(1);
  });
});
