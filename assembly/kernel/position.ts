// The kernel's platform layer in WebAssembly: every word of linear memory the kernel reads or
// writes (layout.ts) goes through these functions. src/solver/ts-kernel/position.ts is the same
// layer over typed arrays; every other file of this folder is the one source of both kernels
// (scripts/generate/kernel.ts writes src/solver/ts-kernel from it).
import {
  ADDR_CANDIDATES,
  ADDR_DRAW_RESPONSES,
  ADDR_KERNEL_BASE,
  ADDR_KERNEL_WORK,
  ADDR_OBJECTIVES,
  ADDR_PAIRS,
  ADDR_POLICY,
  ADDR_SCORES,
  ADDR_STATS,
  ADDR_VIEW,
  DECK_SIZE,
  KERNEL_WORDS,
  MAX_CANDIDATES,
  MAX_PLAYERS,
} from '../layout';

const POOL: usize = memory.data(DECK_SIZE << 2);

/** Word `i` of the working position. */
export function k(i: i32): i32 {
  return load<i32>(<usize>(ADDR_KERNEL_WORK + (i << 2)));
}

/** Sets word `i` of the working position. */
export function setK(i: i32, value: i32): void {
  store<i32>(<usize>(ADDR_KERNEL_WORK + (i << 2)), value);
}

/** Word `i` of the encoded view. */
export function v(i: i32): i32 {
  return load<i32>(<usize>(ADDR_VIEW + (i << 2)));
}

/** Word `i` of the rollout policy block. */
export function policyWord(i: i32): i32 {
  return load<i32>(<usize>(ADDR_POLICY + (i << 2)));
}

/** The action code of candidate `c`. */
export function candidate(c: i32): i32 {
  return load<i32>(<usize>(ADDR_CANDIDATES + (c << 2)));
}

/** Card `i` of the determinization's pool. */
export function poolCard(i: i32): i32 {
  return load<i32>(POOL + ((<usize>i) << 2));
}

/** Sets card `i` of the determinization's pool. */
export function setPoolCard(i: i32, card: i32): void {
  store<i32>(POOL + ((<usize>i) << 2), card);
}

/** Keeps the working position as the start every candidate is played from. */
export function saveStart(): void {
  memory.copy(<usize>ADDR_KERNEL_BASE, <usize>ADDR_KERNEL_WORK, KERNEL_WORDS << 2);
}

/** Makes the kept start the working position again. */
export function restoreStart(): void {
  memory.copy(<usize>ADDR_KERNEL_WORK, <usize>ADDR_KERNEL_BASE, KERNEL_WORDS << 2);
}

/** Clears the sums of the first `count` candidates. */
export function clearStats(count: i32): void {
  for (let c = 0; c < count; c++) {
    store<f64>(<usize>(ADDR_STATS + (c << 4)), 0);
    store<f64>(<usize>(ADDR_STATS + (c << 4) + 8), 0);
  }
}

/** Adds one rollout's `objective` to candidate `c`'s sum and sum of squares. */
export function addStat(c: i32, objective: i32): void {
  const at = <usize>(ADDR_STATS + (c << 4));
  const value = <f64>objective;
  store<f64>(at, load<f64>(at) + value);
  store<f64>(at + 8, load<f64>(at + 8) + value * value);
}

/** Clears the sums of products of the first `count` candidates' objectives. */
export function clearPairs(count: i32): void {
  for (let c = 0; c < count; c++)
    for (let d = c + 1; d < count; d++)
      store<f64>(<usize>(ADDR_PAIRS + ((c * MAX_CANDIDATES + d) << 3)), 0);
}

/** Keeps candidate `c`'s objective in the rollout being played. */
export function setObjective(c: i32, objective: i32): void {
  store<i32>(<usize>(ADDR_OBJECTIVES + (c << 2)), objective);
}

/** Adds the product of candidates `c` and `d`'s objectives in this rollout to their pair's sum. */
export function addPairProduct(c: i32, d: i32): void {
  const at = <usize>(ADDR_PAIRS + ((c * MAX_CANDIDATES + d) << 3));
  const a = <f64>load<i32>(<usize>(ADDR_OBJECTIVES + (c << 2)));
  const b = <f64>load<i32>(<usize>(ADDR_OBJECTIVES + (d << 2)));
  store<f64>(at, load<f64>(at) + a * b);
}

/** The action code a `draw` candidate plays with a drawn card of `kind` (value − MIN_CARD). */
export function drawResponse(kind: i32): i32 {
  return load<i32>(<usize>(ADDR_DRAW_RESPONSES + (kind << 2)));
}

/** Clears the per-seat score sums. */
export function clearScores(): void {
  for (let seat = 0; seat < MAX_PLAYERS; seat++) store<f64>(<usize>(ADDR_SCORES + (seat << 3)), 0);
}

/** Adds `score` to `seat`'s score sum. */
export function addScore(seat: i32, score: i32): void {
  const at = <usize>(ADDR_SCORES + (seat << 3));
  store<f64>(at, load<f64>(at) + <f64>score);
}

/** `a / b` rounded toward zero (integer division). */
export function idiv(a: i32, b: i32): i32 {
  return a / b;
}
