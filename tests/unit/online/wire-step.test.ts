import { describe, expect, test } from 'vitest';
import { type GameRecord, newGame, type Rules } from '../../../src/engine';
import { GameMaster, type SeatStep } from '../../../src/master';
import * as v from 'valibot';
import { unwireStep, wireStep, wireStepSchema } from '../../../src/online/wire-step';
import { BotComputers, settleUntil, testScheduler } from '../master/helpers';

/** Every step seat 1 of an all-computer game of two rounds (under `rules`, of `players`) hears. */
async function seatSteps(
  rules: Partial<Rules> = {},
  players = ['A', 'B', 'C'],
): Promise<SeatStep[]> {
  const state = newGame({ players, rules, seed: 11 });
  const kinds = (['medium', 'easy', 'hard'] as const).slice(0, players.length);
  const master = new GameMaster(state, kinds, {
    table: 'online',
    computers: new BotComputers(),
    scheduler: testScheduler,
  });
  const steps: SeatStep[] = [];
  master.watch([1], { step: (step) => steps.push(step) });
  master.start();
  await settleUntil(() => master.state.results.length >= 2 || master.state.phase === 'game-over');
  master.stop();
  return steps;
}

/** A wire step as JSON, to spoil. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Spoilable = any;

/** `step` with its view's record read (a plain object, as it compares). */
const plain = (step: SeatStep) => ({ ...step, view: { ...step.view, record: step.view.record } });

describe('a seat step on the wire', () => {
  test('is the same step again on the client, across rounds, its record sent in parts', async () => {
    const steps = await seatSteps();
    expect(steps.length).toBeGreaterThan(50);
    let known: GameRecord | null = null;
    for (const step of steps) {
      const wire = JSON.parse(JSON.stringify(wireStep(step)));
      if (!step.jump) expect(wire.record.rounds.length).toBe(1);
      expect(v.safeParse(wireStepSchema, wire).issues).toBeUndefined();
      const back: SeatStep = unwireStep(wire, known)!;
      expect(plain(back)).toEqual(JSON.parse(JSON.stringify(plain(step))));
      known = back.view.record;
    }
  });

  test.each<[string, Partial<Rules>, string[]]>([
    [
      'R9.3 rows clearing on a 4 × 5 grid',
      { rows: 4, columns: 5, rowClears: true },
      ['A', 'B', 'C'],
    ],
    ['R9.5 dual hands', { dualHands: true, setupReveals: 3 }, ['A', 'B']],
  ])('a room playing %s sends steps the client takes as they are', async (_, rules, players) => {
    const steps = await seatSteps(rules, players);
    let known: GameRecord | null = null;
    for (const step of steps) {
      const wire = JSON.parse(JSON.stringify(wireStep(step)));
      expect(v.safeParse(wireStepSchema, wire).issues).toBeUndefined();
      const back: SeatStep = unwireStep(wire, known)!;
      expect(plain(back)).toEqual(JSON.parse(JSON.stringify(plain(step))));
      known = back.view.record;
    }
    expect(steps.at(-1)!.view.grids[0]!.length).toBe(rules.dualHands ? 24 : 20);
  });

  test('R9.1 a grid of the official shape under rules of another shape is refused', async () => {
    const [first] = await seatSteps({ rows: 4, columns: 5 });
    const wire = JSON.parse(JSON.stringify(wireStep(first!)));
    wire.view.grids[0] = wire.view.grids[0].slice(0, 12);
    expect(v.safeParse(wireStepSchema, wire).success).toBe(false);
  });

  test('a step the client cannot place on what it has asks for a sync', async () => {
    const steps = await seatSteps();
    const later = steps.find((step) => step.view.roundIndex === 1 && !step.jump)!;
    expect(unwireStep(wireStep(later), null)).toBeNull();
  });

  test.each([
    ['a seat off the table', (wire: Spoilable) => (wire.view.seat = 9)],
    ['an event of no kind', (wire: Spoilable) => wire.events.push({ kind: 'boom' })],
    ['a card that is none', (wire: Spoilable) => (wire.view.discardPile = [13])],
    ['a grid of 11 slots', (wire: Spoilable) => wire.view.grids[0].pop()],
    ['a record without rounds', (wire: Spoilable) => (wire.record = {})],
    ['a deck card that is none', (wire: Spoilable) => (wire.record.rounds[0].deck[0] = 13)],
    ['a deck card that is text', (wire: Spoilable) => (wire.record.rounds[0].deck[1] = '3')],
    [
      'a recorded draw',
      (wire: Spoilable) => wire.record.rounds[0].actions.push({ p: 0, t: 'draw', pos: 0 }),
    ],
    [
      'a recorded action with more to it',
      (wire: Spoilable) => wire.record.rounds[0].actions.push({ p: 0, t: 'reveal', pos: 0, x: 1 }),
    ],
    [
      'a recorded action off the grid',
      (wire: Spoilable) => wire.record.rounds[0].actions.push({ p: 0, t: 'reveal', pos: 12 }),
    ],
  ])('%s is refused by the client', async (_, spoil) => {
    const [first] = await seatSteps();
    const wire = JSON.parse(JSON.stringify(wireStep(first!)));
    spoil(wire);
    expect(v.safeParse(wireStepSchema, wire).success).toBe(false);
  });
});
