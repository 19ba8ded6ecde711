import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { GameEvent } from '../../../src/engine';
import { WATCH_GONE, WATCH_TRIES } from '../../../src/online/online-session';
import { MAX_WATCHERS } from '../../../src/online/protocol';
import {
  computer,
  connectionOf,
  joinRoom,
  openRoom,
  PERSON,
  playToEnd,
  playUntil,
  serverPerFile,
  settingsOf,
  testServer,
} from './harness';
import { freePort } from './processes';
import { watchRoom } from './public-harness';

const server = serverPerFile();

const drewCards = (events: readonly GameEvent[]) =>
  events.flatMap((event) => (event.kind === 'drew' ? [event.card] : []));

describe('online spectators: watching without a seat', () => {
  test('R8.2 a spectator never receives a drawn card before it is placed, whoever drew it', async () => {
    const host = await openRoom(
      server.endpoint,
      settingsOf([PERSON, computer('easy'), computer('medium')]),
      'Ada',
    );
    const code = host.session.code!;
    const watcher = await watchRoom(server.endpoint, code);
    expect(watcher.session.spectator).toBe(true);
    expect(watcher.session.seat).toBeNull();
    expect(watcher.session.code).toBe(code);
    // What reached the spectator's socket, before the session read it.
    const wire: unknown[] = [];
    connectionOf(watcher).onMessage('step', (body: unknown) => wire.push(body));
    host.session.start();
    // Forty steps, more than five draws from the deck (the deal decides how many forty steps
    // hold) and at least one of the host's own (a scripted turn draws one time in thirteen: the
    // other choices take the discard).
    const hostDraws = () => host.heard.steps.flatMap((step) => drewCards(step.events));
    const hostDrew = () => hostDraws().some((card) => card !== null);
    await playUntil(
      [host],
      () => (host.heard.last?.v ?? 0) >= 40 && hostDraws().length > 5 && hostDrew(),
      'forty steps and six draws',
    );
    const steps = host.heard.last!.v;
    await watcher.heard.until(() => (watcher.heard.last?.v ?? 0) >= steps, 'the spectator follows');

    // The host saw its own draws (and computers' draws came hidden to it as to everybody else).
    expect(hostDrew()).toBe(true);
    const seen = watcher.heard.steps;
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.flatMap((step) => drewCards(step.events)).length).toBeGreaterThan(5);
    for (const step of seen) {
      expect(step.view.drawn).toBeNull();
      expect(step.choosing).toBe(false);
      expect(drewCards(step.events).every((card) => card === null)).toBe(true);
    }
    // A step while someone holds a drawn card: the spectator knows who, never what.
    const holding = seen.filter((step) => step.view.drawingSeat !== null);
    expect(holding.length).toBeGreaterThan(0);
    // On the wire too: no step names a drawn card (a jump's view or an event).
    for (const body of wire) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/"drawn":-?\d/);
      expect(text).not.toMatch(/"kind":"drew","seat":\d+,"card":-?\d/);
    }
    await watcher.session.leave();
    await host.session.leave();
  });

  test('a spectator may not act, sit, change seats, start, list the table or react', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]), 'Ada');
    const code = host.session.code!;
    const watcher = await watchRoom(server.endpoint, code);
    const room = connectionOf(watcher);
    room.send('sit', { seat: 1 });
    room.send('seat', { seat: 1, plan: computer('easy') });
    room.send('start', {});
    room.send('publish', { listed: true });
    room.send('act', { t: 'draw' });
    room.send('kept', {});
    room.send('react', { id: 'nice' });
    await watcher.heard.until(() => watcher.heard.refusals.length >= 7, 'seven refusals');
    const codes = watcher.heard.refusals.map((refusal) => refusal.code);
    // Every one of them is refused as a spectator's, the reaction too (a watcher never reacts).
    expect(codes.slice(0, 7)).toEqual(Array.from({ length: 7 }, () => 'spectator'));
    await host.heard.until(() => host.heard.info.watchers === 1, 'one watcher');
    const info = host.heard.info;
    expect(info.phase).toBe('lobby');
    expect(info.listed).toBe(false);
    expect(info.seats[1]).toMatchObject({ kind: 'person', taken: false });
    await watcher.session.leave();
    await host.session.leave();
  });

  test('the players see how many watch; spectators are no seats and the game does not wait for them', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]), 'Ada');
    const code = host.session.code!;
    const bea = await joinRoom(server.endpoint, code, 'Bea');
    const watchers = [
      await watchRoom(server.endpoint, code),
      await watchRoom(server.endpoint, code),
    ];
    await host.heard.until(() => host.heard.info.watchers === 2, 'two watchers');
    await bea.heard.until(() => bea.heard.info.watchers === 2, 'Bea sees two watchers');
    expect(host.heard.info.seats.map((seat) => seat.name)).toEqual(['Ada', 'Bea']);
    await watchers[1]!.session.leave();
    await host.heard.until(() => host.heard.info.watchers === 1, 'one watcher left');
    host.session.start();
    await playToEnd([host, bea], 3);
    await watchers[0]!.heard.until(
      () => watchers[0]!.heard.last?.view.phase === 'game-over',
      'the spectator saw the end',
    );
    for (const seat of [watchers[0]!, host, bea]) await seat.session.leave();
  });

  test(`a room takes ${MAX_WATCHERS} spectators; the next one is told why it cannot watch`, async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]), 'Ada');
    const code = host.session.code!;
    const watchers = await Promise.all(
      Array.from({ length: MAX_WATCHERS }, () => watchRoom(server.endpoint, code)),
    );
    await expect(watchRoom(server.endpoint, code)).rejects.toThrow(
      new RegExp(`${MAX_WATCHERS} spectators`),
    );
    await host.heard.until(() => host.heard.info.watchers === MAX_WATCHERS, 'the cap');
    await watchers[0]!.session.leave();
    const late = await watchRoom(server.endpoint, code);
    for (const seat of [late, ...watchers.slice(1), host]) await seat.session.leave();
  });

  test('a code that names no live room cannot be watched, and counts as a guess', async () => {
    await expect(watchRoom(server.endpoint, 'ZZZZ-ZZZZ')).rejects.toThrow(/no (such )?room/);
  });
});

describe('online spectators: a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyjo-watch-restore-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a spectator comes back with the restored room and watches on', async () => {
    const port = await freePort();
    let restarted = await testServer({ port, dataDir });
    const host = await openRoom(
      restarted.endpoint,
      settingsOf([PERSON, computer('easy')], { rules: { targetScore: 60 } }),
    );
    const code = host.session.code!;
    const watcher = await watchRoom(restarted.endpoint, code);
    host.session.start();
    await playUntil([host], () => (host.heard.last?.v ?? 0) >= 12, 'twelve steps');
    await restarted.close(true);
    await watcher.heard.until(
      () => watcher.heard.statuses.includes('reconnecting'),
      'the spectator dropped',
    );
    restarted = await testServer({ port, dataDir });
    await host.heard.until(() => host.heard.statuses.includes('connected'), 'the host back');
    await watcher.heard.until(
      () => watcher.heard.statuses.includes('connected'),
      'the spectator back',
    );
    await watcher.heard.until(() => watcher.heard.syncs >= 2, 'the restored game as a jump');
    expect(watcher.session.seat).toBeNull();
    await host.heard.until(() => host.heard.info.watchers === 1, 'the players see the watcher');
    await playToEnd([host], 4);
    await watcher.heard.until(
      () => watcher.heard.last?.view.phase === 'game-over',
      'the spectator saw the end',
    );
    for (const seat of [watcher, host]) await seat.session.leave();
    await restarted.close();
  });

  test(`a spectator whose room is gone for good stops after ${WATCH_TRIES} tries and says why`, async () => {
    const port = await freePort();
    const gone = await testServer({ port, dataDir });
    const host = await openRoom(gone.endpoint, settingsOf([PERSON, computer('easy')]));
    const watcher = await watchRoom(gone.endpoint, host.session.code!, 10);
    // The lobby is forgotten once its server stops, and nobody starts one there again.
    await host.session.leave();
    await gone.close();
    await watcher.heard.until(
      () => watcher.heard.statuses.includes('closed'),
      'the spectator gave up',
    );
    expect(watcher.heard.statuses).toEqual(['reconnecting', 'closed']);
    expect(watcher.heard.closings[0]).toMatch(new RegExp(`^${WATCH_GONE}: `));
  });
});
