import { beforeAll, describe, expect, test } from 'vitest';
import { BOT_LEVELS, type Bot, createBot } from '../../../src/ai';
import { apply, faceDownCount, playerView } from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import { wasmKernel } from './kernel';
import { allFaceUp, columnRemoved, playedPositions, type Position } from './positions';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

function bot(level: (typeof BOT_LEVELS)[number], seed: number): Bot {
  return createBot(level, { seed, kernel, rollouts: 6, timeMs: Infinity });
}

const played = playedPositions(11, 6, 9);
const positions: Position[] = [
  ...played,
  ...played.filter((p) => p.state.phase === 'turns').map(allFaceUp),
  ...played.map(columnRemoved),
];

describe('every level plays only legal actions', () => {
  test('the positions cover set-up, a drawn card, final turns, no face-down card and removed columns', () => {
    const states = positions.map((p) => p.state);
    expect(states.some((s) => s.phase === 'setup')).toBe(true);
    expect(states.some((s) => s.round.drawn !== null)).toBe(true);
    expect(states.some((s) => s.round.ender !== null)).toBe(true);
    expect(positions.some((p) => faceDownCount(p.state.round.grids[p.seat]!) === 0)).toBe(true);
    expect(positions.some((p) => p.state.round.grids[p.seat]!.includes(null))).toBe(true);
  });

  test.each(BOT_LEVELS)('%s', (level) => {
    positions.forEach((position, index) => {
      const action = bot(level, index).decide(playerView(position.state, position.seat));
      const result = apply(position.state, action);
      expect(result.ok, `${position.label}: ${JSON.stringify(action)}`).toBe(true);
      expect(action.p).toBe(position.seat);
    });
  });
});
