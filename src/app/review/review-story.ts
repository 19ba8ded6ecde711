import type { ReviewedDecision } from '../../review';
import { REVIEW_LABELS, type ReviewLabel } from '../../review/labels';

/** One turn of a reviewed seat (or its set-up): its decisions in order. */
export interface StoryTurn {
  /** The seat's turn in the round, from 1; 0 for the set-up. */
  readonly turn: number;
  readonly decisions: readonly ReviewedDecision[];
}

/** One round of the story: its turns, and what its decisions cost together. */
export interface StoryRound {
  /** Zero-based round. */
  readonly round: number;
  readonly turns: readonly StoryTurn[];
  /** Points per round lost against the best moves, the decisions' costs summed. */
  readonly cost: number;
  /** How many of its decisions got each label. */
  readonly labels: Readonly<Record<ReviewLabel, number>>;
}

/**
 * The decisions of a review (one seat's, in game order, as many as are weighed so far) as the
 * story of its game: a round each, a round in turns, a turn in its decisions (the pile, then the
 * drawn card; the set-up's reveals as turn 0).
 */
export function reviewStory(decisions: readonly ReviewedDecision[]): StoryRound[] {
  const rounds: {
    round: number;
    turns: { turn: number; decisions: ReviewedDecision[] }[];
    cost: number;
    labels: Record<ReviewLabel, number>;
  }[] = [];
  for (const decision of decisions) {
    let round = rounds.at(-1);
    if (round === undefined || round.round !== decision.round) {
      const labels = Object.fromEntries(REVIEW_LABELS.map((label) => [label, 0]));
      round = {
        round: decision.round,
        turns: [],
        cost: 0,
        labels: labels as Record<ReviewLabel, number>,
      };
      rounds.push(round);
    }
    let turn = round.turns.at(-1);
    if (turn === undefined || turn.turn !== decision.turn) {
      turn = { turn: decision.turn, decisions: [] };
      round.turns.push(turn);
    }
    turn.decisions.push(decision);
    round.cost += decision.cost;
    round.labels[decision.label]++;
  }
  return rounds;
}

/**
 * How tall a decision's cost bar stands, from 0 to 1: a blunder's threshold or more fills it, and
 * any cost at all shows at least a sliver.
 */
export function costHeight(cost: number, full: number): number {
  if (!(cost > 0)) return 0;
  return Math.min(1, Math.max(0.08, cost / full));
}
