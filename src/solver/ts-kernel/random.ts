// The TypeScript twin of assembly/random.ts: mulberry32 with a multiply-shift bound. The same
// seed gives the same numbers in both kernels.

let state = 0;

/** Restarts the generator from `seed`. */
export function seedRandom(seed: number): void {
  state = seed | 0;
}

/** The generator's state, to restart from it later. */
export function randomState(): number {
  return state;
}

/** The next uniformly distributed unsigned 32-bit integer (mulberry32). */
export function nextU32(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** An integer in `[0, n)`: the high word of a 32×32-bit product (exact in a double). */
export function below(n: number): number {
  return Math.floor((nextU32() * n) / 4294967296);
}

/** A 32-bit integer hash (the murmur3 finalizer). */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The seed of rollout `index` of an evaluation seeded with `seed` (independent streams). */
export function rolloutSeed(seed: number, index: number): number {
  return mix((seed ^ mix((index + 0x9e3779b9) >>> 0)) >>> 0);
}
