import { describe, expect, test } from 'vitest';
import { GameClient } from '../../../src/app/client/game-client';
import { newGame } from '../../../src/engine';
import { GameMaster, localLink, type SeatStep } from '../../../src/master';
import { BotComputers, InstantClock, RecordingSink, settleUntil, testScheduler } from './helpers';

/** A sink whose table fails to show every `failEvery`-th step (rejected or thrown). */
class FailingSink extends RecordingSink {
  failed = 0;
  constructor(
    private readonly failEvery: number,
    private readonly how: 'reject' | 'throw',
  ) {
    super(true);
  }
  override present(step: SeatStep): Promise<void> {
    const shown = super.present(step);
    if (this.steps.length % this.failEvery !== 0) return shown;
    this.failed++;
    if (this.how === 'throw') throw new Error('the table broke');
    return Promise.reject(new Error('the table broke'));
  }
}

describe('a step the table cannot show never stops the game', () => {
  test.each(['reject', 'throw'] as const)(
    'a presentation that fails (%s): the later steps still come, to the end of the round',
    async (how) => {
      const sink = new FailingSink(5, how);
      const seats = ['medium', 'medium', 'medium'] as const;
      const master = new GameMaster(newGame({ players: ['A', 'B', 'C'], seed: 9 }), seats, {
        table: 'one-device',
        computers: new BotComputers(),
        scheduler: testScheduler,
      });
      new GameClient(localLink(master), { seats: () => seats, clock: new InstantClock() }).start(
        sink,
      );
      await settleUntil(() => sink.steps.at(-1)?.view.phase !== 'turns' && sink.steps.length > 20);
      expect(sink.failed).toBeGreaterThan(2);
      // Every step the master made reached the table, the end of the round included.
      expect(['round-over', 'game-over']).toContain(sink.steps.at(-1)!.view.phase);
      expect(['round-over', 'game-over']).toContain(master.state.phase);
    },
  );
});
