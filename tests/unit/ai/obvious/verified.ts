/** What `scripts/studies/verify-obvious-moves.ts` found for one case (verified.json). */
export interface CaseVerification {
  /** `caseFingerprint` of the case when it was verified. */
  readonly fingerprint: string;
  /** Whether every policy verified it. */
  readonly verified: boolean;
  /** The case's `rolloutScale` when it has one (its first look, batch and cap times this). */
  readonly rolloutScale?: number;
  /** Each policy's verdict: the smallest margins of both objectives with their 95% intervals. */
  readonly policies: readonly {
    readonly policy: string;
    readonly verdict: string;
    readonly rollouts: number;
    readonly own: CaseMargin;
    readonly relative: CaseMargin;
  }[];
}

/** The smallest margin of a move outside the right set behind a right move (points per round). */
export interface CaseMargin {
  /** Mean of (other move − right move) over their common rollouts, the smallest over all pairs. */
  readonly margin: number;
  /** Its 95% interval. */
  readonly low: number;
  readonly high: number;
  /** The move outside the right set and the right move of that pair. */
  readonly move: string;
  readonly versus: string;
  /** The pair's common rollouts. */
  readonly rollouts: number;
}

/** verified.json: how the cases were verified, and each case's result by name. */
export interface VerifiedFile {
  readonly method: string;
  readonly cases: Readonly<Record<string, CaseVerification>>;
}
