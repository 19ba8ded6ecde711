import { describe, expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine';
import { formatRoomCode } from '../../../src/online/room-code';
import {
  computer,
  joinRoom,
  openRoom,
  PERSON,
  playToEnd,
  serverPerFile,
  settingsOf,
} from './harness';

const server = serverPerFile();

describe('online room: opening, joining, seats', () => {
  test('the host opens a room: seat 1, a token, an 8-character code, the lobby', async () => {
    const host = await openRoom(
      server.endpoint,
      settingsOf([PERSON, PERSON, computer('easy')]),
      'Ada',
    );
    expect(host.session.seat).toBe(0);
    expect(host.session.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    await host.heard.until(() => host.heard.rooms.length > 0, 'room info');
    const info = host.heard.info;
    expect(info.phase).toBe('lobby');
    expect(info.host).toBe(0);
    expect(info.seats.map((s) => [s.name, s.kind, s.taken, s.connected])).toEqual([
      ['Ada', 'person', true, true],
      [null, 'person', false, false],
      ['Bot easy', 'computer', false, false],
    ]);
    expect(host.tokens.get(host.session.code!)?.token).toMatch(/^[\w-]{32}$/);
    await host.session.leave();
  });

  test('friends join by the code as typed (hyphen, lower case), into the free seats', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, PERSON]));
    const typed = formatRoomCode(host.session.code!).toLowerCase();
    const bea = await joinRoom(server.endpoint, typed, 'Bea');
    expect(bea.session.seat).toBe(1);
    const cy = await joinRoom(server.endpoint, host.session.code!, 'Cy', { seat: 2 });
    expect(cy.session.seat).toBe(2);
    await expect(joinRoom(server.endpoint, host.session.code!, 'Dee')).rejects.toThrow(/taken/);
    await host.heard.until(() => host.heard.info.seats.every((s) => s.connected), 'all connected');
    for (const seat of [host, bea, cy]) await seat.session.leave();
  });

  test('an unknown or malformed code, a bad name or bad settings are refused', async () => {
    await expect(joinRoom(server.endpoint, 'ZZZZ-ZZZZ', 'Eve')).rejects.toThrow(/no (such )?room/);
    await expect(joinRoom(server.endpoint, 'nope', 'Eve')).rejects.toThrow(/no (such )?room/);
    await expect(openRoom(server.endpoint, settingsOf([PERSON]), 'Solo')).rejects.toThrow(/2 to 8/);
    await expect(
      openRoom(server.endpoint, settingsOf([computer('easy'), PERSON]), 'Host'),
    ).rejects.toThrow(/seat 0/);
    await expect(openRoom(server.endpoint, settingsOf([PERSON, PERSON]), ' ')).rejects.toThrow(
      /name/,
    );
  });

  test('names that hide or fake what they say, and endless games, are refused', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, PERSON]), 'Ada');
    const code = host.session.code!;
    const tricks = [
      'Ada\u202e', // a right-to-left override: "Eve\u202eadA" reads as another name
      '\u200b', // nothing visible
      'A\u200bda', // "Ada" with a zero-width space: two names that look the same
      'Bea\u2066', // a bidirectional isolate
      'e\u0301\u0301\u0301\u0301', // marks stacked over the next lines
      'x\u0085', // a C1 control
      '\ue000', // private use
      '\ud800', // half a character
    ];
    for (const name of tricks) {
      await expect(joinRoom(server.endpoint, code, name), JSON.stringify(name)).rejects.toThrow(
        /name/,
      );
    }
    // What people write is welcome: accents, scripts, emoji sequences.
    const zoe = await joinRoom(server.endpoint, code, 'Zoë 👩‍👩‍👧');
    expect(zoe.session.seat).toBe(1);
    await host.heard.until(() => host.heard.info.seats[1]!.name === 'Zoë 👩‍👩‍👧', 'her name');
    await expect(
      openRoom(server.endpoint, settingsOf([PERSON, computer('easy', 'B\u202eot')]), 'Ada'),
    ).rejects.toThrow(/name/);
    await expect(
      openRoom(server.endpoint, { ...settingsOf([PERSON, PERSON]), rules: { targetScore: 1e9 } }),
    ).rejects.toThrow(/targetScore is at most 999/);
    await zoe.session.leave();
    await host.session.leave();
  });

  test('in the lobby people move to free seats; only the host changes seats and starts', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, PERSON]));
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea');
    bea.session.sit(2);
    await bea.heard.until(
      () => bea.session.seat === 2 && bea.heard.info.seats[2]!.name === 'Bea',
      'the move',
    );
    expect(bea.heard.info.seats[1]!.taken).toBe(false);
    bea.session.setSeat(1, computer('hard', 'Hal'));
    bea.session.start();
    await bea.heard.until(() => bea.heard.refusals.length === 2, 'two refusals');
    expect(bea.heard.refusals.map((r) => r.code)).toEqual(['not-host', 'not-host']);
    host.session.start();
    await host.heard.until(() => host.heard.refusals.length === 1, 'a refusal');
    expect(host.heard.refusals[0]).toMatchObject({ code: 'wrong-phase', to: 'start' });
    expect(host.heard.refusals[0]!.message).toMatch(/seat 2 is free/);
    host.session.setSeat(2, computer('hard', 'Hal'));
    await host.heard.until(() => host.heard.refusals.length === 2, 'a refusal');
    expect(host.heard.refusals[1]!.code).toBe('seat-taken');
    host.session.setSeat(1, computer('hard', 'Hal'));
    await host.heard.until(
      () => host.heard.info.seats[1]!.kind === 'computer',
      'the computer seat',
    );
    host.session.start();
    await host.heard.until(() => host.heard.last !== null, 'the game');
    await bea.heard.until(() => bea.heard.last !== null, 'the game');
    expect(host.heard.info.phase).toBe('playing');
    expect(host.heard.last!.view.players).toEqual(['Host', 'Hal', 'Bea']);
    for (const seat of [host, bea]) await seat.session.leave();
  });
});

describe('online room: a whole game', () => {
  test('two people and two computers play a game to its end; every record replays', async () => {
    const host = await openRoom(
      server.endpoint,
      settingsOf([PERSON, computer('medium'), PERSON, computer('expert')], {
        rules: { targetScore: 200 },
      }),
    );
    const bea = await joinRoom(server.endpoint, host.session.code!, 'Bea');
    host.session.start();
    await playToEnd([host, bea], 3);
    // The record's actions, and the steps' draws and deals.
    const kinds = new Set([
      ...host.session.record!.rounds.flatMap((round) => round.actions.map((a) => a.t)),
      ...host.heard.steps.flatMap((s) =>
        s.events.flatMap((e) =>
          e.kind === 'drew' ? ['draw'] : e.kind === 'dealt' ? ['deal'] : [],
        ),
      ),
    ]);
    expect([...kinds].sort()).toEqual([
      'deal',
      'draw',
      'draw-discard',
      'draw-swap',
      'reveal',
      'take-discard',
    ]);
    expect(host.heard.last!.view.totals).toEqual(bea.heard.last!.view.totals);
    for (const seat of [host, bea]) {
      const replayed = replayRecord(seat.session.record);
      expect(replayed.ok && replayed.state.phase).toBe('game-over');
      expect(replayed.ok && replayed.state.totals).toEqual(host.heard.last!.view.totals);
    }
    for (const seat of [host, bea]) await seat.session.leave();
  });
});
