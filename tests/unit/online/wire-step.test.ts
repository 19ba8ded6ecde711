import { describe, expect, test } from 'vitest';
import { newGame, type Rules } from '../../../src/engine';
import { GameMaster, type SeatStep } from '../../../src/master';
import * as v from 'valibot';
import { PLAYER_VIEW_FIELDS } from '../../../src/engine/view-schema';
import { jsonPatch } from '../../../src/online/json-patch';
import { unwireStep, wireStep, wireStepSchema } from '../../../src/online/wire-step';
import { BotComputers, settleUntil, testScheduler } from '../master/helpers';

/** Every step seat 1 of an all-computer game of two rounds (under `rules`, of 2 or 3 seats) hears. */
async function seatSteps(rules: Partial<Rules> = {}, seats = 3): Promise<SeatStep[]> {
  const state = newGame({ players: ['A', 'B', 'C'].slice(0, seats), seed: 11, rules });
  const master = new GameMaster(state, (['medium', 'easy', 'hard'] as const).slice(0, seats), {
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
  test.each([
    ['the official rules', {}, 3],
    ['house rules (R9.1, R9.3)', { rows: 2, columns: 3, rowClears: true }, 3],
    ['dual hands (R9.5)', { rows: 2, columns: 2, dualHands: true, setupReveals: 1 }, 2],
  ])(
    'is the same step again on the client under %s, its record sent in parts',
    async (_, rules, seats) => {
      const steps = await seatSteps(rules, seats);
      expect(steps.length).toBeGreaterThan(50);
      let known: SeatStep | null = null;
      let sent: SeatStep | null = null;
      for (const step of steps) {
        const wire = JSON.parse(JSON.stringify(wireStep(step, sent)));
        sent = step;
        if (!step.jump) expect(wire.record.rounds.length).toBe(1);
        expect(v.safeParse(wireStepSchema, wire).issues).toBeUndefined();
        const back: SeatStep = unwireStep(wire, known)!;
        expect(plain(back)).toEqual(JSON.parse(JSON.stringify(plain(step))));
        known = back;
      }
    },
  );

  test.each<[string, Partial<Rules>, number]>([
    ['R9.3 rows clearing on a 4 × 5 grid', { rows: 4, columns: 5, rowClears: true }, 3],
    ['R9.5 dual hands', { dualHands: true, setupReveals: 3 }, 2],
  ])('a room playing %s sends steps the client takes as they are', async (_, rules, seats) => {
    const steps = await seatSteps(rules, seats);
    let known: SeatStep | null = null;
    let sent: SeatStep | null = null;
    for (const step of steps) {
      const wire = JSON.parse(JSON.stringify(wireStep(step, sent)));
      sent = step;
      expect(v.safeParse(wireStepSchema, wire).issues).toBeUndefined();
      const back: SeatStep = unwireStep(wire, known)!;
      expect(plain(back)).toEqual(JSON.parse(JSON.stringify(plain(step))));
      known = back;
    }
    expect(steps.at(-1)!.view.grids[0]!.length).toBe(rules.dualHands ? 24 : 20);
  });

  test("R8.3 every seat of a four-seat room gets its own view's changes, though the changes of what the seats' views share are worked out once", async () => {
    const state = newGame({ players: ['A', 'B', 'C', 'D'], seed: 5 });
    const master = new GameMaster(state, ['easy', 'easy', 'medium', 'hard'], {
      table: 'online',
      computers: new BotComputers(),
      scheduler: testScheduler,
    });
    const steps: SeatStep[][] = [[], [], [], []];
    for (const seat of [0, 1, 2, 3])
      master.watch([seat], { step: (step) => steps[seat]!.push(step) });
    master.start();
    await settleUntil(() => master.state.results.length >= 1);
    master.stop();
    const fields = (step: SeatStep) =>
      Object.fromEntries(PLAYER_VIEW_FIELDS.map((field) => [field, step.view[field]]));
    const drawn = new Set<number>();
    for (let i = 1; i < steps[0]!.length; i++)
      for (const seat of [0, 1, 2, 3]) {
        const [before, after] = [steps[seat]![i - 1]!, steps[seat]![i]!];
        const wire = wireStep(after, before);
        // The same operations as the whole view's patch, made for this seat alone.
        expect(wire.view).toEqual({ ops: jsonPatch(fields(before), fields(after)) });
        const drawnOp = (wire.view as { ops: { at: unknown[]; to?: unknown }[] }).ops.find(
          (op) => op.at[0] === 'drawn',
        );
        if (drawnOp?.to !== undefined && drawnOp.to !== null) drawn.add(seat);
        // R8.2: a card drawn and not yet placed reaches its drawer alone.
        if (after.view.drawingSeat !== seat) expect(drawnOp?.to ?? null).toBeNull();
      }
    expect(drawn.size).toBe(4);
  });

  test('R9.1 a grid of the official shape under rules of another shape is refused', async () => {
    const [first] = await seatSteps({ rows: 4, columns: 5 });
    const wire = JSON.parse(JSON.stringify(wireStep(first!, null)));
    wire.view.grids[0] = wire.view.grids[0].slice(0, 12);
    expect(v.safeParse(wireStepSchema, wire).success).toBe(false);
  });

  test('a step the client cannot place on what it has asks for a sync', async () => {
    const steps = await seatSteps();
    const at = steps.findIndex((step) => step.view.roundIndex === 1 && !step.jump);
    const later = steps[at]!;
    expect(unwireStep(wireStep(later, steps[at - 1]!), null)).toBeNull();
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
    const wire = JSON.parse(JSON.stringify(wireStep(first!, null)));
    spoil(wire);
    expect(v.safeParse(wireStepSchema, wire).success).toBe(false);
  });
});
