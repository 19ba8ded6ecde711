/** A distinct seed for batch `batch` of a search seeded by `seed`, so batches sample different deals. */
export function batchSeed(seed: number, batch: number): number {
  let hash = Math.imul((seed >>> 0) ^ 0x6a09e667, 0x9e3779b1) ^ Math.imul(batch + 1, 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 15), 0xc2b2ae35);
  return (hash ^ (hash >>> 13)) >>> 0;
}
