/**
 * Time as the turn loop sees it: waits that follow the game's speed and end early when the player
 * skips. The loop never reads a timer of its own, so tests drive it with a clock they control.
 */
export interface Clock {
  /** Resolves after `ms` at normal speed (scaled by the speed), or at once after a skip. */
  wait(ms: number): Promise<void>;
}
