import { describe, expect, test } from 'vitest';
import { playerFactory, runTournament } from '../../../src/ai';
import { playerView } from '../../../src/engine';
import { lenientPosition } from './positions';

describe('duplicate tournaments', () => {
  test('a player against itself: every paired round ties', () => {
    const medium = playerFactory('medium')!;
    const progress: number[] = [];
    const result = runTournament({
      hero: medium,
      baseline: medium,
      field: playerFactory('t4guard')!,
      players: 3,
      rounds: 12,
      seed: 4,
      onProgress: (paired) => progress.push(paired),
    });
    expect(result.pairedRounds).toBeGreaterThanOrEqual(12);
    expect(result.difference).toEqual({ mean: 0, interval: 0, count: result.pairedRounds });
    expect(result.hero).toEqual(
      expect.objectContaining({ roundScore: result.baseline.roundScore }),
    );
    expect(progress.at(-1)).toBe(result.pairedRounds);
    expect(result.deals).toBe(progress.length);
  });

  test('the seat rotates and the shares add up', () => {
    const result = runTournament({
      hero: playerFactory('t3guard')!,
      baseline: playerFactory('easy')!,
      field: playerFactory('t4')!,
      players: 2,
      rounds: 20,
      seed: 9,
    });
    for (const side of [result.hero, result.baseline]) {
      expect(side.roundWins.mean).toBeGreaterThanOrEqual(0);
      expect(side.roundWins.mean).toBeLessThanOrEqual(1);
      expect(side.gameWins.count).toBe(result.deals);
    }
    expect(result.deals).toBeGreaterThan(1);
    expect(result.difference.count).toBe(result.pairedRounds);
  });

  test('player names: the levels, the ablations and threshold baselines', () => {
    const names = ['easy', 'medium', 'hard', 'expert', 'expert-blind', 'expert-plain', 't3'];
    names.push('t4guard', 't4lguard');
    for (const name of [...names, 't-1']) expect(playerFactory(name), name).not.toBeNull();
    for (const name of ['t', 'guard', 'master', 't3guards', 't4lg'])
      expect(playerFactory(name), name).toBeNull();
  });

  test('the lenient guard goes out when merely below every estimate; the firm one needs a margin', () => {
    // Seat 0 would end the round at 18 + the unseen mean; seat 1 shows far more but close enough
    // that the firm guard (a margin of 5 over the deck mean) refuses.
    const view = playerView(lenientPosition(), 0);
    const firm = playerFactory('t4guard')!(1).decide(view);
    const lenient = playerFactory('t4lguard')!(1).decide(view);
    expect(lenient).toEqual({ p: 0, t: 'draw-discard', pos: 11 });
    expect(firm).not.toEqual(lenient);
  });
});
