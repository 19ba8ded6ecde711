// Generated from assembly/kernel/policy.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// The rollout policy: a fast threshold player deciding from public information only (face-up
// cards, the discard top, its drawn card). It reads K_VISIBLE, never K_HIDDEN (no strategy fusion).
import {
  K_COMPLETERS,
  K_ENDER,
  K_FACE_DOWN_COUNT,
  K_FIRST_FACE_DOWN,
  K_HIGHEST,
  K_HIGHEST_POS,
  K_KNOWN_SUM,
  K_PLAYERS,
  K_VISIBLE,
  MIN_CARD,
  P_COVER_MARGIN,
  P_DENY_BONUS,
  P_ENDER_MARGIN,
  P_KEEP_THRESHOLD,
  P_SWAP_GAIN,
  OFFICIAL_CARDS,
  OFFICIAL_ROWS,
  POLICY_WORDS,
  SLOT_FACE_DOWN,
} from '../layout';
import { lineKeepPos } from './lines';
import { completingLength, completingPos } from './moves';
import { idiv, k, policyWord } from './position';
import { cards, officialShape, penalised } from './rules';

let faceDownEstimate10: number = 0;

/** Parameter `word` (a P_* offset) of `seat`'s policy. */
function param(seat: number, word: number): number {
  return policyWord(seat * POLICY_WORDS + word);
}

/**
 * Turns a rollout plays before its players stop guarding against going out: a table of guarded
 * players whose scores stay close can otherwise stall a rollout for ever. The TypeScript twin
 * (src/solver/ts-kernel/policy.ts) has the same value.
 */
export const GUARDED_TURNS = 1000;

let guarding: boolean = true;

/** Turns the ender guard on (at the start of a rollout) or off (once it has run too long). */
export function setGuarding(on: boolean): void {
  guarding = on;
}

/** The highest face-up card of the seat last scanned, and its position (-1 if none). */
export let highest: number = 0;
/** The position of `highest`, or -1. */
export let highestPos: number = -1;

/** Starts a rollout's policy; `estimate10` is ten times the public mean of an unseen card. */
export function readPolicy(estimate10: number): void {
  faceDownEstimate10 = estimate10;
}

/** Reads the highest face-up card of `seat` and its position, as `scanSeat` last kept them. */
export function readHighest(seat: number): void {
  highest = k(K_HIGHEST + seat);
  highestPos = k(K_HIGHEST_POS + seat);
}

/**
 * The score the ender guard weighs the penalty at (R9.4): a score of at least this much, so that
 * a flat addition weighs on a small score as on a typical one.
 */
const PENALTY_WEIGHT_SCORE: number = 10;

/**
 * The ender guard: going out with a score of `score10` / 10 is allowed only when it is lower, by
 * more than the margin, than every opponent's estimate (face-up sum plus the mean per face-down).
 * The margin is `enderMargin` when the penalty costs at least the official doubling (it adds the
 * score s once; s is at least PENALTY_WEIGHT_SCORE), in proportion to its cost when it costs less
 * (R9.4), and a penalty that costs nothing lifts the guard. A larger margin for a dearer penalty
 * would stall rollouts: every seat guarding, nobody goes out.
 */
export function mayGoOut(seat: number, score10: number): boolean {
  if (!guarding) return true;
  const n = k(K_PLAYERS);
  let score = idiv(score10, 10);
  if (score < PENALTY_WEIGHT_SCORE) score = PENALTY_WEIGHT_SCORE;
  let cost = penalised(score) - score;
  if (cost <= 0) return true;
  if (cost > score) cost = score;
  const margin10 = idiv(10 * param(seat, P_ENDER_MARGIN) * cost, score);
  for (let other = 0; other < n; other++) {
    if (other === seat) continue;
    const estimate =
      10 * k(K_KNOWN_SUM + other) + k(K_FACE_DOWN_COUNT + other) * faceDownEstimate10;
    if (score10 + margin10 >= estimate) return false;
  }
  return true;
}

/** Whether a move leaving `seat` with `faceDownAfter` face-down cards and `score` is allowed. */
function allowed(seat: number, faceDownAfter: number, score: number): boolean {
  return faceDownAfter > 0 || k(K_ENDER) >= 0 || mayGoOut(seat, 10 * score);
}

/** The first face-down position of `seat`, or -1 (as `scanSeat` last kept it). */
export function firstFaceDown(seat: number): number {
  return k(K_FIRST_FACE_DOWN + seat);
}

/**
 * Where to keep a low `card` over a face-down card: in a column holding one face-up card of the
 * same value (building a pair), else the first face-down position in a column without that value
 * (completing a column of negative cards loses them); -1 when there is none. Other shapes: the
 * same over their lines (`lineKeepPos`).
 */
function keepPos(seat: number, card: number): number {
  if (!officialShape) return lineKeepPos(seat, card);
  let first = -1;
  for (let top = 0; top < OFFICIAL_CARDS; top += OFFICIAL_ROWS) {
    let matching = 0;
    let down = -1;
    for (let row = 0; row < OFFICIAL_ROWS; row++) {
      const value = k(K_VISIBLE + seat * OFFICIAL_CARDS + top + row);
      if (value === card) matching++;
      else if (value === SLOT_FACE_DOWN && down < 0) down = top + row;
    }
    if (down < 0) continue;
    if (matching === 1) return down;
    if (matching === 0 && first < 0) first = down;
  }
  return first;
}

/**
 * Where `seat` puts `card` if it keeps it, else -1 (call `readHighest(seat)` first): a line it
 * completes (non-negative cards); a card at most `threshold` over the highest face-up card when
 * that is worse than a face-down card (above the unseen mean by more than the cover margin), else
 * over a face-down card, else over the highest face-up card when lower; a higher card over the
 * highest face-up card when that gains the swap gain.
 */
export function placement(seat: number, card: number, threshold: number): number {
  const faceDown = k(K_FACE_DOWN_COUNT + seat);
  if (card >= 0 && ((k(K_COMPLETERS + seat) >>> (card - MIN_CARD)) & 1) !== 0) {
    const pos = completingPos(seat, card);
    const covers = pos >= 0 && k(K_VISIBLE + seat * cards + pos) === SLOT_FACE_DOWN ? 1 : 0;
    const after = k(K_KNOWN_SUM + seat) - (completingLength() - 1) * card;
    if (pos >= 0 && allowed(seat, faceDown - covers, after)) return pos;
  }
  const lower = highestPos >= 0 && highest > card;
  if (card <= threshold) {
    // A low card covers a face-down card rather than a face-up card no worse than one: swapping
    // a 0 for a 1 gains a point, covering an unseen card gains its mean.
    if (lower && 10 * highest > faceDownEstimate10 + 10 * param(seat, P_COVER_MARGIN))
      return highestPos;
    const pos = keepPos(seat, card);
    if (pos >= 0 && allowed(seat, faceDown - 1, k(K_KNOWN_SUM + seat) + card)) return pos;
    return lower ? highestPos : -1;
  }
  return lower && highest - card >= param(seat, P_SWAP_GAIN) ? highestPos : -1;
}

/**
 * `seat`'s keep threshold for a drawn `card`: raised when discarding it would help `next` (deny).
 */
export function drawnThreshold(seat: number, next: number, card: number): number {
  const helps = (k(K_COMPLETERS + next) >>> (card - MIN_CARD)) & 1;
  return param(seat, P_KEEP_THRESHOLD) + (helps !== 0 ? param(seat, P_DENY_BONUS) : 0);
}

/** `seat`'s keep threshold for the discard top. */
export function discardThreshold(seat: number): number {
  return param(seat, P_KEEP_THRESHOLD);
}

/**
 * Whether `seat`, about to turn its last face-down card, should rather swap the drawn card over
 * its highest face-up card: it has no ender yet and its estimated score is not clearly lowest.
 */
export function avoidsGoingOut(seat: number): boolean {
  return (
    k(K_FACE_DOWN_COUNT + seat) === 1 &&
    k(K_ENDER) < 0 &&
    highestPos >= 0 &&
    !mayGoOut(seat, 10 * k(K_KNOWN_SUM + seat) + faceDownEstimate10)
  );
}
