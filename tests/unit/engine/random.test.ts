import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/engine';

/** mulberry32 as published (Tommy Ettinger, in bryc's "PRNGs" collection), as an unsigned integer. */
function referenceMulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    let t = (a = (a + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

describe('the seeded PRNG', () => {
  it.each([0, 1, 42, 0xdeadbeef, 0xffffffff])(
    'is mulberry32: seed %i gives its sequence',
    (seed) => {
      const reference = referenceMulberry32(seed);
      const random = new Random(seed);
      for (let i = 0; i < 1000; i++) expect(random.nextUint32()).toBe(reference());
    },
  );

  it('continues a sequence from a stored state', () => {
    const random = new Random(7);
    random.nextUint32();
    const resumed = new Random(random.state);
    expect(resumed.nextUint32()).toBe(random.nextUint32());
  });

  it('draws below n within range, every value reachable', () => {
    const random = new Random(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = random.below(7);
      expect(Number.isInteger(value) && value >= 0 && value < 7).toBe(true);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
  });

  it('shuffles into a permutation without touching its input', () => {
    const items = Object.freeze(Array.from({ length: 50 }, (_, i) => i));
    const shuffled = new Random(5).shuffled(items);
    expect(shuffled).not.toEqual(items);
    expect(shuffled.slice().sort((a, b) => a - b)).toEqual(items);
  });
});
