import { describe, expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine';
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

describe('R9 a room carries its house rules', () => {
  test('R9.3 the host’s rules reach the joiner in the lobby, and the game is played and recorded with them', async () => {
    const rules = { targetScore: 20, rowClears: true, columnClears: false, enderFlat: 10 };
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON], { rules }));
    const bea = await joinRoom(server.endpoint, host.session.code!, 'Bea');
    await expect.poll(() => bea.heard.info?.rules).toEqual(rules);
    host.session.start();
    await playToEnd([host, bea], 5);
    expect(bea.heard.last!.view.rules).toMatchObject(rules);
    const replayed = replayRecord(bea.session.record);
    expect(replayed.ok && replayed.state.rules).toMatchObject(rules);
    expect(replayed.ok && replayed.state.phase).toBe('game-over');
    for (const seat of [host, bea]) await seat.session.leave();
  });

  test('R9.5 dual hands and R9.1 a 4 × 5 grid are played with a computer to the end', async () => {
    const host = await openRoom(
      server.endpoint,
      settingsOf([PERSON, computer('easy')], {
        rules: { targetScore: 10, dualHands: true, rows: 4, columns: 5 },
      }),
    );
    host.session.start();
    await playToEnd([host], 2);
    expect(host.heard.last!.view.grids[0]!.length).toBe(40);
    await host.session.leave();
  });

  test.each([
    [
      'R9.5 dual hands with three seats',
      [PERSON, PERSON, PERSON],
      { dualHands: true },
      /dualHands needs exactly 2 players/,
    ],
    [
      'R9.1 a deal that leaves fewer than 20 cards',
      [PERSON, PERSON, PERSON, PERSON, PERSON, PERSON, PERSON],
      { rows: 4, columns: 5 },
      /fewer than 20/,
    ],
    [
      'R9.2 more set-up reveals than a grid allows',
      [PERSON, PERSON],
      { setupReveals: 12 },
      /setupReveals/,
    ],
    ['R9.4 a penalty out of range', [PERSON, PERSON], { enderMultiplier: 9 }, /enderMultiplier/],
    ['an option no rule has', [PERSON, PERSON], { wildCards: true }, /wildCards/],
  ])('%s is refused by the server with the engine’s reason', async (_, seats, rules, reason) => {
    await expect(
      openRoom(server.endpoint, settingsOf(seats, { rules: rules as never })),
    ).rejects.toThrow(reason);
  });
});
