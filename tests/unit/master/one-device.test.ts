import { describe, expect, test } from 'vitest';
import { COMPUTER_PAUSE_MS, GameClient } from '../../../src/app/client/game-client';
import {
  type Action,
  type GameState,
  legalActions,
  legalViewActions,
  playerView,
} from '../../../src/engine';
import { type Computers, GameMaster, localLink, type SeatKind } from '../../../src/master';
import { tableSnapshot } from '../../../src/view/snapshot';
import {
  BotComputers,
  game,
  InstantClock,
  RecordingSink,
  settle,
  settleUntil,
  testScheduler,
} from './helpers';

/** A game on one device: its master, and the one client presenting it. */
function oneDevice(
  seats: SeatKind[],
  computers: BotComputers,
  clock = new InstantClock(),
  onState?: (state: GameState) => void,
) {
  const { state } = game(seats);
  const master = new GameMaster(state, seats, {
    table: 'one-device',
    computers,
    scheduler: testScheduler,
    ...(onState ? { onState } : {}),
  });
  const client = new GameClient(localLink(master), { seats: () => seats, clock });
  return { master, client, clock, first: state };
}

/** What the screen of a game on one device shows of `state`: the drawer's view, else seat 0's. */
function shownOf(state: GameState) {
  const seat = state.round.drawn === null ? 0 : state.round.toMove!;
  return tableSnapshot(playerView(state, seat));
}

describe('a game on one device: the master in this process, the one client', () => {
  test('plays a round of computers to its end, each step a projection of a player view', async () => {
    const states: GameState[] = [];
    const { master, client, clock, first } = oneDevice(
      ['easy', 'medium', 'hard'],
      new BotComputers(),
      new InstantClock(),
      (state) => states.push(state),
    );
    const sink = new RecordingSink(true);
    client.start(sink);
    await settleUntil(() => master.state.phase !== 'setup' && master.state.phase !== 'turns');
    await settle();
    expect(['round-over', 'game-over']).toContain(master.state.phase);
    // A freshly dealt game starts with its deal (the table deals it), not with a jump.
    expect(sink.steps[0]!.events.map((event) => event.kind)).toEqual(['dealt']);
    expect(sink.steps.every((step) => !step.jump)).toBe(true);
    expect(sink.steps.map((step) => tableSnapshot(step.view))).toEqual(
      [first, ...states].map(shownOf),
    );
    expect(sink.steps.every((step) => !step.choosing)).toBe(true);
    // One pause before each computer turn, each the normal-speed pause: a computer going on with
    // its own turn (its placement after its draw, its second opening card) does not pause again.
    const movers = sink.steps.slice(0, -1).map((step) => step.computer);
    const turns = movers.filter((seat, i) => seat !== movers[i - 1]).length;
    expect(turns).toBeLessThan(states.length);
    expect(clock.waits).toEqual(Array.from({ length: turns }, () => COMPUTER_PAUSE_MS));
  });

  test('a computer decides while the move before it is still animated', async () => {
    const computers = new BotComputers();
    const sink = new RecordingSink(false);
    computers.presented = () => sink.finished;
    const { client } = oneDevice(['medium', 'medium'], computers);
    client.start(sink);
    await settle();
    // The deal is not shown yet, yet the first computer has already been asked, and more.
    expect(sink.finished).toBe(0);
    expect(computers.asked[0]).toEqual({ seat: 0, presentedSteps: 0 });
    expect(computers.asked.length).toBeGreaterThan(1);
    // The table shows the steps one after another, each once the one before is done.
    expect(sink.steps).toHaveLength(1);
    sink.finishOne();
    await settle();
    expect(sink.steps).toHaveLength(2);
  });

  test('prompts the person with their legal actions and plays what they choose', async () => {
    const sink = new RecordingSink(true);
    const { master, client } = oneDevice(['person', 'medium'], new BotComputers());
    client.start(sink);
    await settleUntil(() => sink.steps.at(-1)?.choosing === true && sink.steps.length > 1, 50);
    const last = sink.steps.at(-1)!;
    // Computers reveal first in set-up; then the person is asked, from their own view.
    expect(master.state.round.setupReveals[1]).toBe(2);
    expect(last.view.seat).toBe(0);
    expect(legalViewActions(last.view)).toEqual(legalActions(master.state, 0));
    expect(last.computer).toBeNull();
    client.act({ p: 1, t: 'reveal', pos: 0 });
    client.act({ p: 0, t: 'draw' });
    expect(sink.refusals).toHaveLength(2);
    const count = sink.steps.length;
    client.act(legalViewActions(last.view)[0]!);
    await settle();
    expect(sink.steps.length).toBe(count + 1);
    expect(sink.steps.at(-1)!.view.setupReveals[0]).toBe(1);
  });

  test('a person who draws sees their card; the others see it once it is placed', async () => {
    const sink = new RecordingSink(true);
    const { master, client } = oneDevice(['person', 'person'], new BotComputers());
    client.start(sink);
    for (const [p, pos] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ] as const)
      client.act({ p, t: 'reveal', pos });
    await settle();
    const seat = master.state.round.toMove!;
    client.act({ p: seat, t: 'draw' });
    await settle();
    const drawn = sink.steps.at(-1)!;
    expect(drawn.choosing).toBe(true);
    expect(drawn.view.seat).toBe(seat);
    expect(drawn.view.drawn).toBe(master.state.round.drawn!.card);
    expect(drawn.events).toEqual([
      expect.objectContaining({ kind: 'drew', card: drawn.view.drawn }),
    ]);
  });

  test('stops: no more steps, the computers’ thinking cancelled', async () => {
    const computers = new BotComputers();
    const sink = new RecordingSink(false);
    const { client } = oneDevice(['medium', 'medium'], computers);
    client.start(sink);
    await settle();
    client.stop();
    sink.finishOne();
    for (let i = 0; i < 10; i++) await settle();
    expect(sink.steps).toHaveLength(1);
    expect(computers.cancelled).toBe(1);
  });

  test('deals the next round only once the round is over', async () => {
    const sink = new RecordingSink(true);
    const { master, client } = oneDevice(['easy', 'easy'], new BotComputers());
    client.nextRound();
    expect(sink.steps).toHaveLength(0);
    client.start(sink);
    await settleUntil(() => master.state.phase === 'round-over');
    expect(master.state.phase).toBe('round-over');
    await settle();
    const count = sink.steps.length;
    client.nextRound();
    await settle();
    expect(sink.steps[count]!.view.roundIndex).toBe(1);
    expect(sink.steps[count]!.view.phase).toBe('setup');
  });

  test('a computer still deciding after the pause shows its thinking until it moves', async () => {
    let release = () => {};
    const computers = new BotComputers();
    const slow: Computers = {
      decide: (view, level, onProgress) => {
        onProgress(0.5);
        return new Promise<Action>((resolve) => {
          release = () => void computers.decide(view, level).then(resolve);
        });
      },
      cancel: () => computers.cancel(),
    };
    const { state } = game(['medium', 'medium']);
    const master = new GameMaster(state, ['medium', 'medium'], {
      table: 'one-device',
      computers: slow,
      scheduler: testScheduler,
    });
    const sink = new RecordingSink(true);
    new GameClient(localLink(master), {
      seats: () => ['medium', 'medium'],
      clock: new InstantClock(),
    }).start(sink);
    await settle();
    expect(sink.steps).toHaveLength(1);
    expect(sink.thinks).toEqual([[0, 0.5]]);
    release();
    await settle();
    expect(sink.thinks.slice(0, 2)).toEqual([
      [0, 0.5],
      [0, null],
    ]);
    expect(sink.steps).toHaveLength(2);
  });
});
