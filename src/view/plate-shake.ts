/** How long a nudged plate shakes (ms): a short jolt, well under 400 ms. */
export const SHAKE_MS = 320;

/** How far a nudged plate moves to each side at first (px), fading to nothing. */
export const SHAKE_PX = 4;

/** One side-to-side swing of the shake (ms). */
const SWING_MS = 80;

/**
 * How far a nudged plate sits from its place `elapsed` ms into its shake: a side-to-side swing
 * of `SHAKE_PX` that fades out, 0 before it starts and once it is over.
 */
export function shakeOffset(elapsed: number): number {
  if (elapsed <= 0 || elapsed >= SHAKE_MS) return 0;
  const fade = 1 - elapsed / SHAKE_MS;
  return SHAKE_PX * fade * Math.sin((2 * Math.PI * elapsed) / SWING_MS);
}

/**
 * A plate's shake after a nudge, on the table's ambient clock: started by `start`, timed from the
 * first frame that draws it (a tab in the background does not use it up unseen).
 */
export class PlateShake {
  /** When the running shake began (ms on the ticking clock); `null`: none, or not drawn yet. */
  private began: number | null = null;
  private pending = false;
  /** How many shakes have started (tests: a nudge seen on this table). */
  started = 0;

  /** Starts a shake (again, if one runs). */
  start(): void {
    this.pending = true;
    this.began = null;
    this.started += 1;
  }

  /** Whether the plate is shaking (or about to). */
  get running(): boolean {
    return this.pending || this.began !== null;
  }

  /** The plate's offset at `time` (ms); the shake ends once it is over. */
  offset(time: number): number {
    if (this.pending) {
      this.pending = false;
      this.began = time;
    }
    if (this.began === null) return 0;
    const elapsed = time - this.began;
    if (elapsed >= SHAKE_MS) this.began = null;
    return shakeOffset(elapsed);
  }
}
