// The TypeScript kernel's platform layer: the functions of assembly/kernel/position.ts over the
// typed arrays laid out as in WebAssembly memory (assembly/layout.ts). Every other kernel file is generated from assembly/kernel.
import {
  CARD_KINDS,
  DECK_SIZE,
  KERNEL_WORDS,
  MAX_CANDIDATES,
  MAX_PLAYERS,
  POLICY_WORDS,
  VIEW_WORDS,
} from '../layout';

/** The working position (K_* words). */
export const work = new Int32Array(KERNEL_WORDS);

/** The determinized start position, copied for every candidate. */
export const start = new Int32Array(KERNEL_WORDS);

/** The encoded view the kernel starts from (V_* words). */
export const view = new Int32Array(VIEW_WORDS);

/** The rollout policy (P_* words). */
export const policyWords = new Int32Array(MAX_PLAYERS * POLICY_WORDS);

/** The candidate action codes of an evaluation. */
export const candidates = new Int32Array(MAX_CANDIDATES);

/** Per candidate the sum and the sum of squares of the rollout objectives. */
export const stats = new Float64Array(2 * MAX_CANDIDATES);

/** Per pair of candidates (c, d), c < d, at `c * MAX_CANDIDATES + d`: the sum of products of their objectives. */
export const pairs = new Float64Array(MAX_CANDIDATES * MAX_CANDIDATES);

/** Per candidate its objective in the rollout being played. */
export const objectives = new Int32Array(MAX_CANDIDATES);

/** Per card kind the action code a `draw` candidate plays with that card (else the policy). */
export const drawResponses = new Int32Array(CARD_KINDS);

/** Per seat the round scores summed over play-outs. */
export const scores = new Float64Array(MAX_PLAYERS);

/** The cards a determinization deals from. */
export const pool = new Int32Array(DECK_SIZE);

/** Word `i` of the working position. */
export function k(i: number): number {
  return work[i]!;
}

/** Sets word `i` of the working position. */
export function setK(i: number, value: number): void {
  work[i] = value;
}

/** Word `i` of the encoded view. */
export function v(i: number): number {
  return view[i]!;
}

/** Word `i` of the rollout policy block. */
export function policyWord(i: number): number {
  return policyWords[i]!;
}

/** The action code of candidate `c`. */
export function candidate(c: number): number {
  return candidates[c]!;
}

/** Card `i` of the determinization's pool. */
export function poolCard(i: number): number {
  return pool[i]!;
}

/** Sets card `i` of the determinization's pool. */
export function setPoolCard(i: number, card: number): void {
  pool[i] = card;
}

/** Keeps the working position as the start every candidate is played from. */
export function saveStart(): void {
  start.set(work);
}

/** Makes the kept start the working position again. */
export function restoreStart(): void {
  work.set(start);
}

/** Clears the sums of the first `count` candidates. */
export function clearStats(count: number): void {
  stats.fill(0, 0, 2 * count);
}

/** Adds one rollout's `objective` to candidate `c`'s sum and sum of squares. */
export function addStat(c: number, objective: number): void {
  stats[2 * c]! += objective;
  stats[2 * c + 1]! += objective * objective;
}

/** Clears the sums of products of the first `count` candidates' objectives. */
export function clearPairs(count: number): void {
  for (let c = 0; c < count; c++)
    pairs.fill(0, c * MAX_CANDIDATES + c + 1, c * MAX_CANDIDATES + count);
}

/** Keeps candidate `c`'s objective in the rollout being played. */
export function setObjective(c: number, objective: number): void {
  objectives[c] = objective;
}

/** Adds the product of candidates `c` and `d`'s objectives in this rollout to their pair's sum. */
export function addPairProduct(c: number, d: number): void {
  pairs[c * MAX_CANDIDATES + d]! += objectives[c]! * objectives[d]!;
}

/** The action code a `draw` candidate plays with a drawn card of `kind` (value − MIN_CARD). */
export function drawResponse(kind: number): number {
  return drawResponses[kind]!;
}

/** Clears the per-seat score sums. */
export function clearScores(): void {
  scores.fill(0);
}

/** Adds `score` to `seat`'s score sum. */
export function addScore(seat: number, score: number): void {
  scores[seat]! += score;
}

/** `a / b` rounded toward zero (integer division). */
export function idiv(a: number, b: number): number {
  return Math.trunc(a / b);
}
