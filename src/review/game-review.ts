import type { Judge } from '../ai';
import type { Decision } from './decisions';
import { type ReviewSummary, summarize } from './summary';
import { decisionJudge, type ReviewedDecision, reviewedFrom, type WeighOptions } from './weigh';

/**
 * The review of one seat's decisions, weighed one after the other with the expert's search (the
 * judge, `src/ai/judge`): step it batch by batch — a caller may yield, report progress, show each
 * decision as it is weighed, or stop between batches. It receives player views only: each
 * decision carries what the seat knew then, nothing else (R8).
 */
export class GameReview {
  private readonly weighed: ReviewedDecision[] = [];
  private judge: Judge | null = null;

  /** A review of `decisions` (from `decisionsOf`, or any list of views and moves). */
  constructor(
    private readonly decisions: readonly Decision[],
    private readonly options: WeighOptions,
  ) {}

  /** Whether every decision has been weighed. */
  get done(): boolean {
    return this.weighed.length === this.decisions.length;
  }

  /** How far the review has come, from 0 to 1. */
  get progress(): number {
    if (this.decisions.length === 0) return 1;
    return (this.weighed.length + (this.judge?.progress ?? 0)) / this.decisions.length;
  }

  /** How many decisions there are to weigh in all. */
  get total(): number {
    return this.decisions.length;
  }

  /** Plays one batch of the decision being weighed; returns the decision it finished, if any. */
  step(): ReviewedDecision | null {
    if (this.done) return null;
    const decision = this.decisions[this.weighed.length]!;
    this.judge ??= decisionJudge(decision, this.options);
    if (!this.judge.done) this.judge.step();
    if (!this.judge.done) return null;
    const reviewed = reviewedFrom(decision, this.judge);
    this.weighed.push(reviewed);
    this.judge = null;
    return reviewed;
  }

  /** The decisions weighed so far, in game order. */
  reviewed(): readonly ReviewedDecision[] {
    return this.weighed;
  }

  /** The summary of the decisions weighed so far. */
  summary(): ReviewSummary {
    return summarize(this.weighed);
  }
}

/** Reviews `decisions` at once (on the calling thread). */
export function reviewDecisions(
  decisions: readonly Decision[],
  options: WeighOptions,
): { decisions: readonly ReviewedDecision[]; summary: ReviewSummary } {
  const review = new GameReview(decisions, options);
  while (!review.done) review.step();
  return { decisions: review.reviewed(), summary: review.summary() };
}
