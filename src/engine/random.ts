/**
 * A seeded integer PRNG (mulberry32). Its whole state is one 32-bit integer, so a game state can
 * hold it and the engine stays pure: make a `Random` from the stored state, draw, store `state`.
 */
export class Random {
  /** The generator's state: store it to continue the sequence later. */
  state: number;

  /** A generator continuing from `state` (any 32-bit integer; a seed is a state). */
  constructor(state: number) {
    this.state = state >>> 0;
  }

  /** The next uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A uniformly distributed integer in `[0, n)`, without modulo bias (rejection sampling). */
  below(n: number): number {
    const limit = 0x100000000 - (0x100000000 % n);
    let r = this.nextUint32();
    while (r >= limit) r = this.nextUint32();
    return r % n;
  }

  /** A new array holding `items` in uniformly random order (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = out[i]!;
      out[i] = out[j]!;
      out[j] = tmp;
    }
    return out;
  }
}
