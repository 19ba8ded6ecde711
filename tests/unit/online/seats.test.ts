import { describe, expect, test } from 'vitest';
import {
  computer,
  drop,
  joinRoom,
  openRoom,
  PERSON,
  playToEnd,
  playUntil,
  type Seat,
  serverPerFile,
  settingsOf,
} from './harness';

// A one-second reconnection window; the turn timer runs a hundred times faster (15 s: 150 ms).
const server = serverPerFile({ reconnectSeconds: 1, timerScale: 0.01 });

/** Waits until the game has reached its turns, every person's set-up done by `reveal`. */
async function pastSetup(seats: readonly Seat[]): Promise<void> {
  for (const seat of seats) {
    seat.session.act({ t: 'reveal', pos: 0 });
    seat.session.act({ t: 'reveal', pos: 1 });
  }
  for (const seat of seats) {
    await seat.heard.until(() => seat.heard.last?.view.phase === 'turns', 'the turns');
  }
}

describe('online room: dropping, coming back, computers standing in', () => {
  test('a dropped connection comes back with its token: the same seat, the whole game again', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, computer('easy')]));
    const bea = await joinRoom(server.endpoint, host.session.code!, 'Bea');
    host.session.start();
    await bea.heard.until(() => bea.heard.last !== null, 'the game');
    await pastSetup([host, bea]);
    const syncs = bea.heard.syncs;
    drop(bea);
    await host.heard.until(() => host.heard.info.seats[1]!.connected === false, 'Bea away');
    await bea.heard.until(() => bea.heard.syncs > syncs, 'a new sync');
    expect(bea.heard.statuses).toEqual(['reconnecting', 'connected']);
    expect(bea.session.seat).toBe(1);
    await host.heard.until(() => host.heard.info.seats[1]!.connected, 'Bea back');
    expect(host.heard.info.seats[1]).toMatchObject({ name: 'Bea', standIn: false });
    await playToEnd([host, bea], 5);
    for (const seat of [host, bea]) await seat.session.leave();
  });

  test('after the window a computer plays the seat; its person reclaims it with the token', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
    const code = host.session.code!;
    // Bea's browser will not retry for a minute: her laptop is closed.
    const bea = await joinRoom(server.endpoint, code, 'Bea', { retryMs: 60_000 });
    host.session.start();
    await bea.heard.until(() => bea.heard.last !== null, 'the game');
    drop(bea);
    await host.heard.until(() => host.heard.info.seats[1]!.standIn, 'a computer for Bea');
    expect(host.heard.info.seats[1]).toMatchObject({ connected: false, level: 'hard' });
    // The computer plays Bea's set-up and turns while the host plays hers.
    await playUntil(
      [host],
      () =>
        (host.heard.last?.view.record.rounds ?? []).some((round) =>
          round.actions.some((a) => a.p === 1 && a.t !== 'reveal'),
        ),
      "a computer's turn for Bea",
    );
    await bea.session.leave();
    const back = await joinRoom(server.endpoint, code, 'Bea again', { tokens: bea.tokens });
    expect(back.session.seat).toBe(1);
    await host.heard.until(() => !host.heard.info.seats[1]!.standIn, 'Bea back');
    expect(host.heard.info.seats[1]).toMatchObject({ name: 'Bea', connected: true });
    await back.heard.until(() => back.heard.last !== null, 'the game for Bea');
    await playToEnd([host, back], 6);
    for (const seat of [host, back]) await seat.session.leave();
  });

  test('a seat opened in a second window moves there; the first window is told', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
    const second = await joinRoom(server.endpoint, host.session.code!, 'Host', {
      tokens: host.tokens,
    });
    expect(second.session.seat).toBe(0);
    await host.heard.until(() => host.heard.statuses.includes('closed'), 'the first window closed');
    expect(host.heard.statuses).toEqual(['closed']);
    await second.session.leave();
  });

  test('in the lobby a person who leaves frees the seat for someone else', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]));
    const bea = await joinRoom(server.endpoint, host.session.code!, 'Bea');
    await bea.session.leave();
    await host.heard.until(() => !host.heard.info.seats[1]!.taken, 'the seat free again');
    const cy = await joinRoom(server.endpoint, host.session.code!, 'Cy');
    expect(cy.session.seat).toBe(1);
    // A token of a seat given up takes nothing back.
    await expect(
      joinRoom(server.endpoint, host.session.code!, 'Bea', { tokens: bea.tokens }),
    ).rejects.toThrow(/taken/);
    for (const seat of [host, cy]) await seat.session.leave();
  });
});

describe('online room: settings', () => {
  test('the turn timer: when it runs out a computer plays that turn for the person', async () => {
    const host = await openRoom(
      server.endpoint,
      settingsOf([PERSON, computer('medium')], { turnSeconds: 15, hints: false }),
    );
    expect(host.heard.info).toMatchObject({ hints: false, turnSeconds: 15 });
    host.session.start();
    await host.heard.until(
      () => host.heard.timer?.seats.includes(0) === true,
      'a timer for seat 1',
    );
    // The host does nothing: the computer turns its two cards, then plays its turns.
    await host.heard.until(
      () => host.heard.last?.view.setupReveals[0] === 2,
      'the set-up reveals played for the host',
    );
    await host.heard.until(
      () =>
        (host.heard.last?.view.record.rounds ?? []).some((round) =>
          round.actions.some((a) => a.p === 0 && a.t !== 'reveal'),
        ),
      'a turn played for the host',
    );
    expect(host.heard.info.seats[0]).toMatchObject({ connected: true, standIn: false });
    await host.session.leave();
  });
});
