import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import {
  type Action,
  newGame,
  playerView,
  type PlayerView,
  Random,
  seatsToAct,
} from '../../../src/engine';
import { type Computers, GameMaster, type SeatKind, type SeatStep } from '../../../src/master';
import { settle, testScheduler } from './helpers';

/** Computers whose decisions come back only when the test answers them, in any order. */
class HeldComputers implements Computers {
  readonly pending: { view: PlayerView; answer: () => void }[] = [];
  /** The most decisions ever under way at once for one seat. */
  mostAtOnce = 0;
  decide(view: PlayerView): Promise<Action> {
    return new Promise((resolve) => {
      const entry = {
        view,
        answer: () => resolve(createBot('medium', { seed: 5 }).decide(view)),
      };
      this.pending.push(entry);
      const forSeat = this.pending.filter((p) => p.view.seat === view.seat).length;
      this.mostAtOnce = Math.max(this.mostAtOnce, forSeat);
    });
  }
  /** Answers the decision at `index` of those under way. */
  answer(index: number): void {
    this.pending.splice(index, 1)[0]!.answer();
  }
  cancel(): void {}
}

/**
 * An online round where persons act the moment they may and computers' decisions come back late
 * and out of order: what a loaded server does. Returns what the test looks at.
 */
async function lateRound(seats: SeatKind[], seed: number) {
  const computers = new HeldComputers();
  const master = new GameMaster(newGame({ players: seats.map((_, i) => `P${i}`), seed }), seats, {
    table: 'online',
    computers,
    scheduler: testScheduler,
  });
  const heard: SeatStep[] = [];
  master.watch([], { step: (step) => heard.push(step) });
  master.start();
  const random = new Random(seed);
  const person = createBot('medium', { seed });
  const persons = seats.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
  const playing = () => master.state.phase === 'setup' || master.state.phase === 'turns';
  for (let i = 0; i < 5000 && playing(); i++) {
    const toAct = persons.filter((seat) => seatsToAct(master.state).includes(seat));
    if (toAct.length > 0 && (computers.pending.length === 0 || random.below(2) === 0)) {
      const seat = toAct[random.below(toAct.length)]!;
      const view = playerView(master.state, seat);
      expect(master.act(seat, person.decide(view))).toBeNull();
    } else if (computers.pending.length > 0) {
      computers.answer(random.below(computers.pending.length));
    }
    await settle();
  }
  master.stop();
  return { master, heard, computers };
}

describe('computers that answer late (R8: each decision is made from the step it is played at)', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 22])(
    'a seat thinks once at a time, and no decision is played at a later turn (deal %i)',
    async (seed) => {
      const { master, heard, computers } = await lateRound(
        ['person', 'medium', 'person', 'medium'],
        seed,
      );
      expect(['round-over', 'game-over']).toContain(master.state.phase);
      // Every step is one record entry: a draw is its own step, never played with what follows.
      const actions = master.state.history[0]!.actions;
      const entries = actions.reduce(
        (n, a) => n + (a.t === 'draw-swap' || a.t === 'draw-discard' ? 2 : 1),
        0,
      );
      expect(master.v).toBe(entries);
      for (const step of heard) {
        const kinds = step.events.map((event) => event.kind);
        if (kinds.includes('drew')) expect(kinds).toEqual(['drew']);
      }
      expect(computers.mostAtOnce).toBe(1);
    },
  );
});
