// The solver module's exports. Everything crosses the boundary through linear memory laid out by
// layout.ts (whose constants are exported too, so the TypeScript mirror can be checked).
import { dealRound, initGame } from './game/deal';
import { replayRecord } from './game/replay';
import { applyAction } from './game/turn';
import { loadView } from './kernel/determinize';
import { evaluate as evaluateCandidates, playOut as playOutGames } from './kernel/evaluate';
import { readPolicy } from './kernel/policy';
import { k } from './kernel/position';
import { step } from './kernel/step';
import { seedRandom } from './random';
import { K_FACE_DOWN_ESTIMATE } from './layout';

export * from './layout';

/** The first byte after the module's static data (must stay below ADDR_BASE). */
export function heapBase(): i32 {
  return <i32>__heap_base;
}

/**
 * Starts a game of the seats and rule options of the encoded record header at byte address
 * `header` (REC_* words); no round is dealt.
 */
export function gameInit(header: i32): void {
  initGame(header);
}

/** Deals the round encoded at byte address `roundAddr`; returns an error code (OK = 0). */
export function gameDeal(roundAddr: i32): i32 {
  return dealRound(roundAddr);
}

/** Applies an action; returns an error code, the state unchanged on error. */
export function gameApply(p: i32, type: i32, pos: i32): i32 {
  return applyAction(p, type, pos);
}

/** Replays the record encoded at `record`, result rows from `rows`; returns an error code. */
export function replay(record: i32, rows: i32): i32 {
  return replayRecord(record, rows);
}

/** Evaluates the candidates by rollouts (see kernel/evaluate.ts); returns the turns played. */
export function evaluate(count: i32, rollouts: i32, seed: u32): i32 {
  return evaluateCandidates(count, rollouts, seed);
}

/** Plays `games` determinizations of the view to the round's end; returns the turns played. */
export function playOut(games: i32, seed: u32): i32 {
  return playOutGames(games, seed);
}

/** Loads the view into the working position with the random stream seeded by `seed`. */
export function kernelLoad(seed: u32): void {
  seedRandom(seed);
  loadView();
  readPolicy(k(K_FACE_DOWN_ESTIMATE));
}

/** One policy step on the working position; returns `seat << 8 | type << 4 | pos`. */
export function kernelStep(): i32 {
  return step();
}
