import { type GameRecord, type GameState, playerView } from '../../engine';
import type { Translator } from '../../i18n';
import type { ReviewedDecision } from '../../review';
import { decisionCount, decisionState } from '../../review/decisions';
import { recordReview, reviewedGame } from '../../stats';
import type { KeyValueStore } from '../../storage';
import type { SolverClient } from '../../worker';
import { recordSeatKinds } from '../game/record-seats';
import { type ReviewPosition, reviewPosition } from './position-picture';
import { ReviewPage } from './review-page';

/** What a review needs from the application around it. */
export interface ReviewSessionContext {
  readonly solver: SolverClient;
  readonly store: KeyValueStore;
  translator(): Translator;
  /** Localizes default player names for display. */
  names(players: readonly string[]): readonly string[];
  /** Opens a decision on the table, in the state it was made in. */
  onShow(decision: ReviewedDecision, state: GameState, seat: number): void;
  /** Leaves the review. */
  onBack(): void;
}

/**
 * A review of one game (or one of its rounds) for one seat: it runs in the solver's worker,
 * fills in the page as each decision is weighed, can be stopped, and is kept with the statistics
 * once finished.
 */
export class ReviewSession {
  readonly page: ReviewPage;
  private running: AbortController | null = null;
  private seat: number;
  /** The positions of the decisions drawn so far (the record is walked once for each). */
  private readonly positions = new Map<ReviewedDecision, ReviewPosition | null>();

  /**
   * A review of `record` (a full record, or the seat's own public record): the seat is the first
   * of `seats` unless the player chooses another; `round` (zero-based) or the whole game.
   */
  constructor(
    private readonly context: ReviewSessionContext,
    private readonly record: GameRecord,
    seats: readonly number[],
    private readonly round: number | null,
  ) {
    this.seat = seats[0]!;
    this.page = new ReviewPage(
      context.translator(),
      { players: context.names(record.players), kinds: recordSeatKinds(record), seats, round },
      {
        onStart: (seat) => void this.start(seat),
        onCancel: () => this.cancel(),
        onShow: (decision) => this.show(decision),
        position: (decision) => this.position(decision),
        onBack: () => {
          this.cancel();
          context.onBack();
        },
      },
    );
  }

  /** Whether the review is being weighed now. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Reviews `seat`'s decisions. */
  async start(seat: number): Promise<void> {
    this.cancel();
    this.seat = seat;
    const controller = new AbortController();
    this.running = controller;
    this.page.started(seat, decisionCount(this.record, seat, this.round));
    try {
      const result = await this.context.solver.review(this.record, seat, {
        signal: controller.signal,
        ...(this.round === null ? {} : { round: this.round }),
        onDecision: (decision) => {
          if (!controller.signal.aborted) this.page.add(decision);
        },
        onProgress: (fraction) => {
          if (!controller.signal.aborted) this.page.showProgress(fraction);
        },
      });
      if (controller.signal.aborted) return;
      this.page.finished(result.summary);
      recordReview(this.context.store, {
        at: Date.now(),
        game: reviewedGame(this.record),
        seat,
        player: this.record.players[seat] ?? '',
        round: this.round,
        accuracy: result.summary.accuracy,
        costPerRound: result.summary.costPerRound,
        decisions: result.summary.decisions,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') this.page.stopped();
      else this.page.failed((error as Error).message);
    } finally {
      if (this.running === controller) this.running = null;
    }
  }

  /** Stops the review at its next batch; what was weighed stays on the page. */
  cancel(): void {
    this.running?.abort();
    this.running = null;
  }

  /** The position `decision` was made in, as the reviewed seat saw it. */
  private position(decision: ReviewedDecision): ReviewPosition | null {
    if (!this.positions.has(decision)) {
      const state = decisionState(this.record, decision);
      this.positions.set(
        decision,
        state === null ? null : reviewPosition(playerView(state, this.seat)),
      );
    }
    return this.positions.get(decision) ?? null;
  }

  private show(decision: ReviewedDecision): void {
    const state = decisionState(this.record, decision);
    if (state !== null) this.context.onShow(decision, state, this.seat);
  }
}
