import { DECK_SIZE, type MaybeCard, orderedDeck } from '../../../src/engine';

/**
 * The attack on 32-bit seeded decks: the seeds in `[from, to)` whose first deal, as the engine's
 * mulberry32 shuffle (`new Random(seed).shuffled(orderedDeck())`) makes it, agrees with every
 * known card of `deck` (`null`: unknown). It is the engine's algorithm, inlined on typed arrays
 * so that 2^24 seeds take seconds.
 */
export function seedsDealing(deck: readonly MaybeCard[], from: number, to: number): number[] {
  const positions = deck.flatMap((card, index) => (card === null ? [] : [index]));
  const wanted = Int8Array.from(positions, (index) => deck[index]!);
  const known = Int32Array.from(positions);
  const ordered = Int8Array.from(orderedDeck());
  const work = new Int8Array(DECK_SIZE);
  // Random.below(n) rejects draws at or above the largest multiple of n below 2^32.
  const limits = new Float64Array(DECK_SIZE + 1);
  const inverses = new Float64Array(DECK_SIZE + 1);
  for (let n = 1; n <= DECK_SIZE; n++) {
    limits[n] = 0x100000000 - (0x100000000 % n);
    inverses[n] = 1 / n;
  }
  const found: number[] = [];
  for (let seed = from; seed < to; seed++) {
    work.set(ordered);
    let state = seed | 0;
    for (let i = DECK_SIZE - 1; i > 0; i--) {
      const n = i + 1;
      let r: number;
      do {
        state = (state + 0x6d2b79f5) | 0;
        let t = Math.imul(state ^ (state >>> 15), state | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        r = (t ^ (t >>> 14)) >>> 0;
      } while (r >= limits[n]!);
      // r % n without a floating-point remainder (three times faster), corrected by one at most.
      let j = r - n * Math.floor(r * inverses[n]!);
      if (j >= n) j -= n;
      else if (j < 0) j += n;
      const kept = work[i]!;
      work[i] = work[j]!;
      work[j] = kept;
    }
    let match = true;
    for (let k = 0; k < known.length && match; k++) match = work[known[k]!] === wanted[k];
    if (match) found.push(seed);
  }
  return found;
}
