import { describe, expect, test } from 'vitest';
import { reviewPosition } from '../../../src/app/review/position-picture';
import { costHeight, reviewStory } from '../../../src/app/review/review-story';
import { apply, newGame, OFFICIAL_SHAPE, playerView } from '../../../src/engine';
import type { ReviewedDecision } from '../../../src/review';
import type { ReviewLabel } from '../../../src/review/labels';

/** The official grid (R2.1), which these tests play. */
const { rows: ROWS, columns: COLUMNS } = OFFICIAL_SHAPE;

/** A reviewed decision with only what the story reads. */
function decision(round: number, turn: number, label: ReviewLabel, cost: number): ReviewedDecision {
  return {
    round,
    turn,
    action: 0,
    kind: turn === 0 ? 'setup' : 'pile',
    offer: 0,
    shape: { rows: 3, columns: 4, dualHands: false },
    drawn: null,
    played: { p: 0, t: 'draw' },
    best: { p: 0, t: 'draw' },
    cost,
    interval: 0,
    label,
    rollouts: 0,
    playedReasons: [],
    bestReasons: [],
    facts: [],
  };
}

describe('the review as a story', () => {
  test('rounds hold their turns in order, a turn its decisions, each round its cost and labels', () => {
    const story = reviewStory([
      decision(0, 0, 'best', 0),
      decision(0, 0, 'good', 0.2),
      decision(0, 1, 'mistake', 1.4),
      decision(0, 1, 'best', 0),
      decision(0, 2, 'blunder', 3.5),
      decision(1, 0, 'inaccuracy', 0.6),
      decision(1, 1, 'best', 0),
    ]);
    expect(story.map((round) => round.round)).toEqual([0, 1]);
    expect(story[0]!.turns.map((turn) => [turn.turn, turn.decisions.length])).toEqual([
      [0, 2],
      [1, 2],
      [2, 1],
    ]);
    expect(story[0]!.cost).toBeCloseTo(5.1);
    expect(story[0]!.labels).toEqual({ best: 2, good: 1, inaccuracy: 0, mistake: 1, blunder: 1 });
    expect(story[1]!.cost).toBeCloseTo(0.6);
    expect(reviewStory([])).toEqual([]);
  });

  test("a cost's bar: empty for nothing, a sliver for a little, full from the blunder's threshold", () => {
    expect(costHeight(0, 3)).toBe(0);
    expect(costHeight(0.01, 3)).toBe(0.08);
    expect(costHeight(1.5, 3)).toBe(0.5);
    expect(costHeight(7, 3)).toBe(1);
  });
});

describe("a costly moment's position", () => {
  test('R8.1 shows the seat its own face-up cards and the discard, every face-down card as a back', () => {
    let state = newGame({ players: ['A', 'B'], seed: 4 });
    for (const [p, pos] of [
      [0, 0],
      [0, 4],
      [1, 1],
      [1, 5],
    ] as const) {
      const next = apply(state, { p, t: 'reveal', pos });
      if (!next.ok) throw new Error(next.message);
      state = next.state;
    }
    const view = playerView(state, 0);
    const position = reviewPosition(view);
    expect(position.rows).toBe(ROWS);
    expect(position.columns).toHaveLength(COLUMNS);
    const grid = state.round.grids[0]!;
    position.columns.forEach((column, c) =>
      column!.forEach((card, r) => {
        const slot = grid[c * ROWS + r]!;
        expect(card).toBe(slot.up ? slot.card : 'back');
      }),
    );
    expect(position.discard).toBe(state.round.discardPile.at(-1));
    expect(position.drawn).toBeNull();
  });
});
