// R9.6: hints and the review play and judge every combination of house rules from the seat's
// player view alone (issue 28): a whole variant game is reviewed (rows clear, a 4×4 grid, the
// ender's penalty as a multiplier and a flat addition, dual hands), and a row in reach decides a
// hint and a reviewed decision as a column does.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bot, computeHint, createBot, step } from '../../../src/ai';
import {
  type Action,
  cardsPerPlayer,
  type GameRecord,
  type GameState,
  newGame,
  playerView,
  type Rules,
  toRecord,
  withDefaults,
} from '../../../src/engine';
import { reasonText, Translator } from '../../../src/i18n';
import {
  decisionsOf,
  type Decision,
  GameReview,
  REVIEW_LABELS,
  weighDecision,
} from '../../../src/review';
import type { RolloutKernel } from '../../../src/solver';
import { wasmKernel } from '../ai/kernel';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

const EN = new Translator('en');

/** One round of an easy and a hard computer under `rules`, as a record. */
function variantRecord(rules: Partial<Rules>, seed: number): GameRecord {
  const bots: Bot[] = [createBot('easy', { seed }), createBot('hard', { seed: seed + 1 })];
  let state: GameState = newGame({ players: ['Ann', 'Ben'], rules, seed });
  while (state.phase !== 'game-over' && state.results.length < 1) state = step(state, bots);
  return toRecord(state);
}

/** Whether `action` is the deciding seat's, on a position of its grids (R9.1, R9.5: either grid). */
function legalIn(decision: Decision, action: Action): boolean {
  const cards = cardsPerPlayer(withDefaults(decision.view.rules));
  if ('pos' in action && (action.pos < 0 || action.pos >= cards)) return false;
  return action.p === decision.view.seat;
}

const VARIANTS: readonly (readonly [string, Partial<Rules>])[] = [
  ['R9.3 rows clear too', { rowClears: true }],
  ['R9.3 rows clear, columns never', { rowClears: true, columnClears: false }],
  ['R9.1 a 4×4 grid', { rows: 4, columns: 4 }],
  ['R9.1 a 3×5 grid with R9.2 four set-up reveals', { columns: 5, setupReveals: 4 }],
  ['R9.4 the ender’s penalty ×3 + 10', { enderMultiplier: 3, enderFlat: 10 }],
  ['R9.5 dual hands', { dualHands: true }],
];

describe('R9.6 the review judges every variant', () => {
  it.each(VARIANTS)(
    '%s: every decision of a seat is weighed, labelled and named on its own shape',
    (_, rules) => {
      const record = variantRecord(rules, 7);
      expect(withDefaults(record.rules)).toMatchObject(rules);
      const decisions = decisionsOf(record, 1);
      // Every kind of decision, a few of each: the set-up, the pile, the drawn card.
      const sample = ['setup', 'pile', 'drawn'].flatMap((kind) =>
        decisions.filter((d) => d.kind === kind).slice(0, 2),
      );
      const review = new GameReview(sample, { kernel, seed: 3, rollouts: 128 });
      while (!review.done) review.step();
      const reviewed = review.reviewed();
      expect(reviewed).toHaveLength(sample.length);
      const shape = withDefaults(rules);
      reviewed.forEach((r, i) => {
        expect(r.shape).toEqual({
          rows: shape.rows,
          columns: shape.columns,
          dualHands: shape.dualHands,
        });
        expect(REVIEW_LABELS).toContain(r.label);
        expect(r.cost).toBeGreaterThanOrEqual(0);
        expect(legalIn(sample[i]!, r.best)).toBe(true);
        expect(legalIn(sample[i]!, r.played)).toBe(true);
        for (const reason of [...r.playedReasons, ...r.bestReasons])
          expect(reasonText(EN, reason, record.players)).not.toMatch(/\{|\}/);
      });
      expect(review.summary().decisions).toBe(sample.length);
    },
  );
});

/** Seat 0's view with a top row of 5 5 5 9 under rows only, a 5 drawn (the rest face-down). */
function rowInReach(): ReturnType<typeof playerView> {
  const state = newGame({
    players: ['Ann', 'Ben'],
    rules: { rowClears: true, columnClears: false },
    seed: 28,
  });
  const base = playerView(state, 0);
  const down = { card: null, up: false } as const;
  const up = (card: number) => ({ card, up: true }) as const;
  // Positions run column × rows + row: the top row is 0, 3, 6, 9.
  const mine = Array.from({ length: 12 }, (_, pos) =>
    pos % 3 === 0 ? up(pos === 9 ? 9 : 5) : down,
  );
  const theirs = Array.from({ length: 12 }, (_, pos) => (pos === 0 ? up(2) : down));
  const seen = [5, 5, 5, 9, 2, 11, 5];
  const unseen = base.unseen.map(
    (count, kind) => count - seen.filter((card) => card === kind - 2).length,
  );
  return {
    ...base,
    phase: 'turns',
    grids: [mine, theirs],
    discardPile: [11],
    drawn: 5,
    drawingSeat: 0,
    toMove: 0,
    unseen,
    // Every unseen card is face-down in a grid (8 and 11) or in the draw pile.
    drawPileSize: unseen.reduce((sum, count) => sum + count, 0) - 19,
    ender: null,
    finalTurnsLeft: 0,
  };
}

describe('R9.6 a row in reach decides as a column does', () => {
  it('the hint lays the drawn 5 over the 9 and says it completes a row of four 5s', () => {
    const hint = computeHint(rowInReach(), { kernel, seed: 1, rollouts: 128, timeMs: Infinity });
    const best = hint.candidates[0]!;
    expect(best.action).toEqual({ p: 0, t: 'draw-swap', pos: 9 });
    expect(reasonText(EN, best.reasons[0]!, ['Ann', 'Ben'])).toBe(
      'It completes a row of four 5s, which leaves your grid.',
    );
  });

  it('the review labels turning a card there a blunder and says the row was left unfinished', () => {
    const view = rowInReach();
    const played: Action = { p: 0, t: 'draw-discard', pos: 1 };
    const reviewed = weighDecision(
      { round: 0, turn: 3, action: 7, kind: 'drawn', view, played },
      { kernel, seed: 1, rollouts: 256 },
    );
    expect(reviewed.best).toEqual({ p: 0, t: 'draw-swap', pos: 9 });
    expect(reviewed.label).toBe('blunder');
    expect(reasonText(EN, reviewed.bestReasons[0]!, ['Ann', 'Ben'])).toBe(
      'It completes a row of four 5s, which leaves your grid.',
    );
    expect(reasonText(EN, reviewed.playedReasons[0]!, ['Ann', 'Ben'])).toBe(
      'It leaves your row of 5s unfinished, though this 5 would clear it.',
    );
  });
});
