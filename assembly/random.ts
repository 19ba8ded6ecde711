// The solver's seeded integer PRNG: mulberry32 (as src/engine/random.ts) with a multiply-shift
// bound. src/solver/ts-kernel/random.ts is its TypeScript twin; both give the same numbers.

let state: u32 = 0;

/** Restarts the generator from `seed`. */
export function seedRandom(seed: u32): void {
  state = seed;
}

/** The generator's state, to restart from it later. */
export function randomState(): u32 {
  return state;
}

/** The next uniformly distributed unsigned 32-bit integer (mulberry32). */
export function nextU32(): u32 {
  state += 0x6d2b79f5;
  let t = state;
  t = (t ^ (t >>> 15)) * (t | 1);
  t ^= t + (t ^ (t >>> 7)) * (t | 61);
  return t ^ (t >>> 14);
}

/** An integer in `[0, n)`: the high word of a 32×32-bit product (bias below 2^-24 for n ≤ 150). */
export function below(n: i32): i32 {
  return <i32>((<u64>nextU32() * <u64>n) >>> 32);
}

/** A 32-bit integer hash (the murmur3 finalizer). */
function mix(x: u32): u32 {
  x = (x ^ (x >>> 16)) * 0x85ebca6b;
  x = (x ^ (x >>> 13)) * 0xc2b2ae35;
  return x ^ (x >>> 16);
}

/** The seed of rollout `index` of an evaluation seeded with `seed` (independent streams). */
export function rolloutSeed(seed: u32, index: u32): u32 {
  return mix(seed ^ mix(index + 0x9e3779b9));
}
