import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import type { Computers } from '../../../src/app/turn/computers';
import type { GameStep, StepSink } from '../../../src/app/turn/game-step';
import { LocalGame } from '../../../src/app/turn/local-game';
import { type Action, newGame, type PlayerView } from '../../../src/engine';

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

/** A sink that presents at once and notes what it is told about computers in trouble. */
class NotingSink implements StepSink {
  readonly steps: GameStep[] = [];
  readonly troubles: { seat: number; gameGoesOn: boolean }[] = [];
  async present(step: GameStep): Promise<void> {
    this.steps.push(step);
  }
  thinking(): void {}
  refused(): void {}
  computerFailed(seat: number, _problem: string, gameGoesOn: boolean): void {
    this.troubles.push({ seat, gameGoesOn });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    const sink = new NotingSink();
    const local = new LocalGame(
      { seats: ['easy', 'medium', 'hard'], state: newGame({ players: ['A', 'B', 'C'], seed: 5 }) },
      { clock: { wait: async () => {} }, computers: new TroubledComputers(bad, 4) },
    );
    local.start(sink);
    for (let i = 0; i < 2000 && local.current.phase !== 'round-over'; i++) await settle();
    expect(['round-over', 'game-over']).toContain(local.current.phase);
    expect(sink.troubles.length).toBeGreaterThan(0);
    expect(sink.troubles.every((trouble) => trouble.gameGoesOn)).toBe(true);
  });
});
