import { describe, expect, test } from 'vitest';
import {
  type Action,
  legalActions,
  newGame,
  type PlayerView,
  seatsToAct,
} from '../../../src/engine';
import { type Computers, GameMaster, type SeatKind } from '../../../src/master';
import { settleUntil, testScheduler } from './helpers';

/** An online master of `seats` whose computers answer with `decide`; its failures are recorded. */
function table(seats: SeatKind[], decide: (view: PlayerView) => Action) {
  const failures: string[] = [];
  const computers: Computers = { decide: async (view) => decide(view), cancel() {} };
  const master = new GameMaster(
    newGame({ players: seats.map((_, i) => `P${i}`), seed: 9 }),
    seats,
    {
      table: 'online',
      computers,
      scheduler: testScheduler,
      onComputerFailed: (_seat, problem) => failures.push(problem),
    },
  );
  master.start();
  return { master, failures };
}

/** Plays every person's set-up reveals (their first face-down cards). */
function revealAll(master: GameMaster, persons: readonly number[]): void {
  while (master.state.phase === 'setup') {
    const seat = persons.find((s) => seatsToAct(master.state).includes(s));
    if (seat === undefined) return;
    expect(master.act(seat, legalActions(master.state, seat)[0]!)).toBeNull();
  }
}

describe('R3.2 at the table: a card is drawn, and looked at, before it is placed', () => {
  test('a person who places a card not drawn is refused, and nothing changes', () => {
    const { master } = table(['person', 'person'], () => {
      throw new Error('no computer here');
    });
    revealAll(master, [0, 1]);
    expect(master.state.phase).toBe('turns');
    const seat = master.state.round.toMove!;
    const before = { state: master.state, v: master.v };
    for (const t of ['draw-swap', 'draw-discard'] as const) {
      const refused = master.act(seat, { p: seat, t, pos: 0 });
      expect(refused?.code).toBe('illegal');
      expect(refused?.message).toMatch(/R3\.2/);
    }
    expect(master.state).toBe(before.state);
    expect(master.v).toBe(before.v);
    // Drawn first, the same placement is played: two steps, two record entries.
    expect(master.act(seat, { p: seat, t: 'draw' })).toBeNull();
    expect(master.act(seat, { p: seat, t: 'draw-swap', pos: 0 })).toBeNull();
    expect(master.v).toBe(before.v + 2);
    master.stop();
  });

  test('a computer that places a card not drawn is refused, and the game goes on step by step', async () => {
    // A computer that reveals its first face-down card in set-up, then always swaps into its
    // first card, drawn or not.
    const { master, failures } = table(['person', 'medium'], (view) =>
      view.phase === 'setup'
        ? { p: view.seat, t: 'reveal', pos: view.grids[view.seat]!.findIndex((s) => !s!.up) }
        : { p: view.seat, t: 'draw-swap', pos: 0 },
    );
    await settleUntil(() => master.state.round.setupReveals[1] === 2);
    revealAll(master, [0]);
    await settleUntil(() => failures.length > 0);
    expect(failures[0]).toMatch(/R3\.2/);
    // The fallback played a legal move: every step is one record entry.
    const actions = master.state.history[master.state.round.index]!.actions;
    const entries = actions.reduce(
      (n, a) => n + (a.t === 'draw-swap' || a.t === 'draw-discard' ? 2 : 1),
      0,
    );
    expect(master.v).toBe(entries + (master.state.round.drawn === null ? 0 : 1));
    master.stop();
  });
});
