/**
 * Time as the game master sees it: callbacks run later, and the wall clock. The master reads no
 * timer of its own, so the browser, the server and the tests each hand it theirs.
 */
export interface Scheduler {
  /** Runs `run` after `ms` milliseconds; returns what cancels it. */
  after(ms: number, run: () => void): () => void;
  /** Milliseconds since the epoch. */
  now(): number;
}
