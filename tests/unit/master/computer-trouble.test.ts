import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import { GameClient } from '../../../src/app/client/game-client';
import { type Action, newGame, type PlayerView } from '../../../src/engine';
import { type Computers, GameMaster, localLink } from '../../../src/master';
import { InstantClock, RecordingSink, settleUntil, testScheduler } from './helpers';

/** Computers whose every `badEvery`-th decision is `bad` (a refused move, or thinking failing). */
class TroubledComputers implements Computers {
  private decisions = 0;
  constructor(
    private readonly bad: (view: PlayerView) => Action | Error,
    private readonly badEvery: number,
  ) {}
  async decide(view: PlayerView, level: Parameters<Computers['decide']>[1]): Promise<Action> {
    if (++this.decisions % this.badEvery === 0) {
      const bad = this.bad(view);
      if (bad instanceof Error) throw bad;
      return bad;
    }
    return createBot(level, { seed: 1 }).decide(view);
  }
  cancel(): void {}
}

describe('a computer in trouble never stops the game', () => {
  test.each([
    [
      'a move of another seat',
      (view: PlayerView) => ({ p: (view.seat + 1) % 3, t: 'draw' }) as Action,
    ],
    [
      'a position off the grid',
      (view: PlayerView) => ({ p: view.seat, t: 'reveal', pos: 12 }) as Action,
    ],
    ['thinking that fails', () => new Error('the worker crashed')],
  ])('%s: the player is told, another legal move is played, the round ends', async (_, bad) => {
    const sink = new RecordingSink(true);
    const seats = ['easy', 'medium', 'hard'] as const;
    const master = new GameMaster(newGame({ players: ['A', 'B', 'C'], seed: 5 }), seats, {
      table: 'one-device',
      computers: new TroubledComputers(bad, 4),
      scheduler: testScheduler,
    });
    new GameClient(localLink(master), { seats: () => seats, clock: new InstantClock() }).start(
      sink,
    );
    await settleUntil(
      () => master.state.phase === 'round-over' || master.state.phase === 'game-over',
    );
    expect(['round-over', 'game-over']).toContain(master.state.phase);
    expect(sink.troubles.length).toBeGreaterThan(0);
    expect(sink.troubles.every((trouble) => trouble.gameGoesOn)).toBe(true);
  });
});
