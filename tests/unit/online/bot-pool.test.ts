import { afterAll, describe, expect, test } from 'vitest';
import { BOT_LEVELS } from '../../../src/ai/bot-levels';
import { legalActions, newGame, playerView } from '../../../src/engine';
import { BotPool } from '../../../src/server/bots/bot-pool';

const pool = new BotPool({ threads: 1, expertTimeMs: 20 });
afterAll(() => pool.close());

describe('online computers on worker threads', () => {
  test.each(BOT_LEVELS)('%s decides a legal action off the event loop', async (level) => {
    const state = newGame({ players: ['A', 'B', 'C'], seed: 5 });
    const action = await pool.decide(playerView(state, 1), level, 9);
    expect(legalActions(state, 1)).toContainEqual(action);
  });

  test('a thread that crashes is replaced; its request is answered on this thread', async () => {
    const state = newGame({ players: ['A', 'B'], seed: 6 });
    const broken = new BotPool({ threads: 1 });
    const thread = (
      broken as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }
    ).threads[0]!;
    const answer = broken.decide(playerView(state, 0), 'hard', 1);
    await thread.worker.terminate();
    expect(legalActions(state, 0)).toContainEqual(await answer);
    expect(broken.fallbacks).toBe(1);
    // The new thread answers the next request.
    expect(legalActions(state, 0)).toContainEqual(
      await broken.decide(playerView(state, 0), 'easy', 2),
    );
    await broken.close();
    await expect(broken.decide(playerView(state, 0), 'easy', 2)).rejects.toThrow(/closed/);
  });
});
