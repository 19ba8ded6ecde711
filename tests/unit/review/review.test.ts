// The game review (issue 20): every decision weighed from the seat's player view only, with
// costs, intervals, labels, accuracy and the costliest moments.
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot, HINT_REASON_CODES } from '../../../src/ai';
import { type GameRecord, MIN_CARD } from '../../../src/engine';
import {
  CARD_FACT_CODES,
  decisionsOf,
  GameReview,
  LABEL_THRESHOLDS,
  REVIEW_LABELS,
  reviewDecisions,
  summarize,
} from '../../../src/review';
import type { RolloutKernel } from '../../../src/solver';
import { wasmKernel } from '../ai/kernel';
import { playedRecord } from './played';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

const record = playedRecord(
  [createBot('easy', { seed: 3 }), createBot('hard', { seed: 4 })],
  21,
  1,
);

/** `record` cut after action `count` of its first round. */
function cut(source: GameRecord, count: number): GameRecord {
  return {
    ...source,
    rounds: [{ ...source.rounds[0]!, actions: source.rounds[0]!.actions.slice(0, count) }],
  };
}

describe('the game review', () => {
  it('weighs every decision: the move played, the best, a cost with its interval, a label', () => {
    const decisions = decisionsOf(record, 0);
    const { decisions: reviewed, summary } = reviewDecisions(decisions, {
      kernel,
      seed: 1,
      rollouts: 256,
    });
    expect(reviewed).toHaveLength(decisions.length);
    reviewed.forEach((r, i) => {
      expect(r.played).toEqual(decisions[i]!.played);
      expect([r.round, r.turn, r.kind, r.action]).toEqual([
        decisions[i]!.round,
        decisions[i]!.turn,
        decisions[i]!.kind,
        decisions[i]!.action,
      ]);
      expect(r.best.p).toBe(0);
      expect(r.cost).toBeGreaterThanOrEqual(0);
      expect(r.interval).toBeGreaterThanOrEqual(0);
      expect(REVIEW_LABELS).toContain(r.label);
      if (r.label === 'best') expect(r.cost - r.interval).toBeLessThan(LABEL_THRESHOLDS.inaccuracy);
      if (r.label !== 'best' && r.label !== 'good')
        expect(r.cost - r.interval).toBeGreaterThanOrEqual(LABEL_THRESHOLDS[r.label]);
      if (r.best === r.played) expect(r.cost).toBe(0);
      for (const reason of [...r.playedReasons, ...r.bestReasons])
        expect(HINT_REASON_CODES).toContain(reason.code);
      for (const fact of r.facts) expect(CARD_FACT_CODES).toContain(fact.code);
      expect(r.offer).toBeGreaterThanOrEqual(MIN_CARD);
    });
    expect(summary).toEqual(summarize(reviewed));
    expect(summary.decisions).toBe(decisions.length);
  });

  it('uses only what the seat knew: cards it had not seen change nothing', () => {
    // Cut the round at the seat's 6th decision; then swap two cards it had not seen by then: a
    // face-down card of the other seat never turned up so far, and a card deep in the draw pile.
    const decisions = decisionsOf(record, 0);
    const upTo = decisions[8]!.action;
    const before = cut(record, upTo);
    const round = before.rounds[0]!;
    const touched = new Set(
      round.actions
        .filter((a) => a.p === 1)
        .map((a) =>
          a.t === 'reveal' ||
          a.t === 'draw-discard' ||
          a.t === 'take-discard' ||
          a.t === 'draw-swap'
            ? a.pos
            : -1,
        ),
    );
    const hidden = Array.from({ length: 12 }, (_, pos) => pos).find((pos) => !touched.has(pos))!;
    const deck = round.deck.slice();
    const deep = 149; // the bottom of the draw pile: deck[12n + 1] is its top
    const a = 12 + hidden;
    expect(deck[a]).not.toBe(deck[deep]);
    [deck[a], deck[deep]] = [deck[deep]!, deck[a]!];
    const swapped: GameRecord = { ...before, rounds: [{ ...round, deck }] };
    const options = { kernel, seed: 5, rollouts: 128 };
    const one = reviewDecisions(decisionsOf(before, 0), options).decisions;
    const other = reviewDecisions(decisionsOf(swapped, 0), options).decisions;
    expect(other).toEqual(one);
  });

  it('is stepped: results come one decision at a time, with progress', () => {
    const decisions = decisionsOf(record, 1).slice(0, 4);
    const review = new GameReview(decisions, { kernel, seed: 2, rollouts: 128 });
    let last = 0;
    let finished = 0;
    while (!review.done) {
      if (review.step() !== null) finished++;
      expect(review.progress).toBeGreaterThanOrEqual(last);
      last = review.progress;
      expect(review.reviewed()).toHaveLength(finished);
    }
    expect(finished).toBe(4);
    expect(review.progress).toBe(1);
  });
});

describe('the review summary', () => {
  const decision = (cost: number, label: (typeof REVIEW_LABELS)[number], round = 0) => ({
    round,
    turn: 1,
    action: 0,
    kind: 'pile' as const,
    offer: 5,
    shape: { rows: 3, columns: 4, dualHands: false },
    drawn: null,
    played: { p: 0, t: 'draw' as const },
    best: { p: 0, t: 'draw' as const },
    cost,
    interval: 0.1,
    label,
    rollouts: 100,
    playedReasons: [],
    bestReasons: [],
    facts: [],
  });

  it('accuracy is the share rated best or good; the costliest three, costliest first', () => {
    const summary = summarize([
      decision(0, 'best'),
      decision(0.3, 'good'),
      decision(0.8, 'inaccuracy', 1),
      decision(5, 'blunder', 1),
      decision(1.4, 'mistake', 2),
    ]);
    expect(summary.accuracy).toBeCloseTo(2 / 5);
    expect(summary.rounds).toBe(3);
    expect(summary.costPerRound).toBeCloseTo(7.5 / 3);
    expect(summary.costPerDecision).toBeCloseTo(7.5 / 5);
    expect(summary.labels).toEqual({ best: 1, good: 1, inaccuracy: 1, mistake: 1, blunder: 1 });
    expect(summary.costliest.map((d) => d.cost)).toEqual([5, 1.4, 0.8]);
  });
});
