/** Why an action was refused: one code per kind of mistake. */
export const ILLEGAL_REASONS = [
  'unknown-action',
  'bad-player',
  'bad-position',
  'game-over',
  'round-over',
  'not-your-turn',
  'setup-not-finished',
  'setup-finished',
  'already-revealed-two',
  'position-removed',
  'card-not-face-down',
  'card-already-drawn',
  'nothing-drawn',
  'unknown-card',
  'missing-reshuffle',
  'bad-reshuffle',
  'bad-deck',
  'bad-setup',
  'bad-rules',
] as const;
/** Why an action was refused. */
export type IllegalReason = (typeof ILLEGAL_REASONS)[number];

/** The engine's answer to an action it refuses: the reason and a sentence for people. */
export interface Illegal {
  readonly ok: false;
  readonly reason: IllegalReason;
  readonly message: string;
}

/** An illegal-move result. */
export function illegal(reason: IllegalReason, message: string): Illegal {
  return { ok: false, reason, message };
}

/** Thrown inside the engine to abandon an action; `apply` turns it into an `Illegal` result. */
export class IllegalMove extends Error {
  /** The result this refusal stands for. */
  readonly result: Illegal;

  /** A refusal for `reason`, explained by `message`. */
  constructor(reason: IllegalReason, message: string) {
    super(message);
    this.result = illegal(reason, message);
  }
}
