import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import { type GameState, newGame } from '../../../src/engine';
import { GameMaster, type SeatKind, type SeatStep } from '../../../src/master';
import { BotComputers, settle, settleUntil, testScheduler } from './helpers';

/** An online table of `seats`, each seat's steps heard apart. */
function table(seats: SeatKind[], turnSeconds: number | null = null, seed = 4) {
  const state: GameState = newGame({ players: seats.map((_, i) => `P${i}`), seed });
  const computers = new BotComputers();
  const timers: (readonly number[])[] = [];
  const master = new GameMaster(state, seats, {
    table: 'online',
    computers,
    scheduler: testScheduler,
    turnSeconds,
    onTimers: (running) => timers.push(running.seats),
  });
  const heard = seats.map(() => [] as SeatStep[]);
  for (const seat of seats.keys())
    master.watch([seat], { step: (step) => heard[seat]!.push(step) });
  master.start();
  return { master, heard, timers, computers };
}

/** Plays the persons' turns with a bot from the steps they hear, until `done`. */
async function playPersons(
  master: GameMaster,
  heard: readonly SeatStep[][],
  persons: readonly number[],
  done: () => boolean,
) {
  const bot = createBot('medium', { seed: 2 });
  for (let i = 0; i < 3000 && !done(); i++) {
    const seat = persons.find((s) => {
      const last = heard[s]!.at(-1);
      return last?.choosing === true && last.v === master.v;
    });
    if (seat === undefined) await settle();
    else expect(master.act(seat, bot.decide(heard[seat]!.at(-1)!.view))).toBeNull();
  }
}

describe('an online table: the master in the room', () => {
  test('each seat hears only its own view; set-up reveals come at once from every seat', async () => {
    const { master, heard } = table(['person', 'medium', 'person']);
    await settleUntil(() => master.state.round.setupReveals[1] === 2);
    // The persons may reveal while the computer does: both are asked at once.
    expect(heard[0]!.at(-1)!.choosing).toBe(true);
    expect(heard[2]!.at(-1)!.choosing).toBe(true);
    for (const [seat, steps] of heard.entries())
      for (const step of steps) expect(step.view.seat).toBe(seat);
    master.stop();
  });

  test('the next round is dealt once every present person is ready', async () => {
    const { master, heard } = table(['person', 'medium', 'person']);
    const over = () => master.state.phase !== 'setup' && master.state.phase !== 'turns';
    await playPersons(master, heard, [0, 2], over);
    expect(master.state.phase).toBe('round-over');
    expect(master.ready(0)).toBe(true);
    expect(master.ready(0)).toBe(false);
    await settle();
    expect(master.state.phase).toBe('round-over');
    // Seat 2's person is away: nobody waits for them.
    master.setPresent(2, false);
    await settle();
    expect(master.state.phase).toBe('setup');
    expect(master.state.round.index).toBe(1);
    master.stop();
  });

  test('a computer stands in for an absent person until they are back', async () => {
    const { master, heard } = table(['person', 'medium']);
    master.setStandIn(0, true);
    await settleUntil(() => master.state.phase === 'turns' && master.state.round.toMove === 0);
    await settleUntil(() =>
      (master.state.history[0]?.actions ?? []).some((a) => a.p === 0 && a.t !== 'reveal'),
    );
    expect(heard[0]!.at(-1)!.choosing).toBe(false);
    master.setStandIn(0, false);
    await settleUntil(() => master.state.round.toMove === 0 && master.state.round.drawn === null);
    expect(master.isStandIn(0)).toBe(false);
    expect(heard[0]!.at(-1)!.choosing).toBe(master.state.phase === 'turns');
    master.stop();
  });

  test('a turn that runs out is played by a computer; the timers are told', async () => {
    const { master, timers } = table(['person', 'medium'], 0.05);
    await settleUntil(() => master.state.round.setupReveals[0] === 2);
    expect(master.state.round.setupReveals[0]).toBe(2);
    expect(timers.some((seats) => seats.includes(0))).toBe(true);
    master.stop();
  });

  test('with no person at the table, nothing moves and no timer runs, until one is back', async () => {
    const { master, computers, timers } = table(['person', 'medium', 'person'], 30);
    await settleUntil(() => master.state.round.setupReveals[1] === 2);
    expect(master.runningTimers.seats).toEqual([0, 2]);
    master.setPresent(0, false);
    master.setPresent(2, false);
    expect(master.runningTimers.seats).toEqual([]);
    expect(timers.at(-1)).toEqual([]);
    // A stand-in would play, but nobody is there to see it: the table waits.
    master.setStandIn(0, true);
    const asked = computers.asked.length;
    await settle();
    await settle();
    expect(computers.asked.length).toBe(asked);
    expect(master.state.round.setupReveals[0]).toBe(0);
    master.setPresent(2, true);
    await settleUntil(() => master.state.round.setupReveals[0] === 2);
    expect(master.runningTimers.seats).toEqual([2]);
    master.stop();
  });

  test('refuses what is not the seat’s to do, and changes nothing', async () => {
    const { master } = table(['person', 'person']);
    const before = master.state;
    expect(master.act(0, { p: 1, t: 'reveal', pos: 0 })?.code).toBe('not-your-turn');
    expect(master.act(0, { p: 0, t: 'draw' })?.code).toBe('illegal');
    expect(master.act(0, { p: 0, t: 'reveal', pos: 12 })?.code).toBe('illegal');
    expect(master.state).toBe(before);
    expect(master.v).toBe(0);
    master.stop();
  });
});
