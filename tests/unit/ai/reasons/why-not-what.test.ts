// Issue 27: a best move's first reason, in the hint and in the review, says why it is best (what
// decides it against the other moves), never only what the move does. Positions met in games of
// bots, 2 to 8 seats, the official rules and house rules (R9), early, midway and late in a round,
// before and after a draw; each weighed once by the hint's search (the WebAssembly kernel, a fixed
// seed and rollout budget), whose finished comparison gives the hint and the review of the best
// move played and of the next best move played.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  createBot,
  type HintReason,
  type HintReasonCode,
  hintFrom,
  hintSearch,
  step,
  ThresholdBot,
} from '../../../../src/ai';
import {
  apply,
  type GameState,
  newGame,
  playerView,
  type PlayerView,
  type Rules,
} from '../../../../src/engine';
import { Translator, reasonText } from '../../../../src/i18n';
import type { Decision } from '../../../../src/review/decisions';
import { reviewedFrom } from '../../../../src/review/weigh';
import type { RolloutKernel } from '../../../../src/solver';
import { unwrap } from '../../helpers/game';
import { wasmKernel } from '../kernel';

/**
 * The reasons that only restate the move: the card it lays and the card it covers, turns or keeps,
 * the grid's sum it changes. As a best move's first reason each leaves the player asking why.
 */
const RESTATING: ReadonlySet<HintReasonCode> = new Set<HintReasonCode>([
  'replaces-card',
  'raises-card',
  'keeps-grid',
  'replaces-face-down',
  'reveals-card',
]);

/** The reasons that name no deciding factor, only the search's verdict over the turns to play. */
const VERDICT_ONLY: ReadonlySet<HintReasonCode> = new Set<HintReasonCode>([
  'pays-off-later',
  'costs-later',
]);

/** The tables the suite plays: seats and rules. */
const TABLES: readonly { readonly seats: number; readonly rules: Partial<Rules> }[] = [
  { seats: 2, rules: {} },
  { seats: 3, rules: {} },
  { seats: 4, rules: {} },
  { seats: 5, rules: {} },
  { seats: 6, rules: {} },
  { seats: 8, rules: {} },
  { seats: 3, rules: { rowClears: true, columnClears: false } },
  { seats: 4, rules: { enderMultiplier: 3, enderFlat: 10 } },
  { seats: 2, rules: { rows: 4, columns: 4, rowClears: true } },
  { seats: 7, rules: { setupReveals: 3, doubleOnlyPositive: false } },
  { seats: 2, rules: { dualHands: true } },
];

/** Positions taken from each table's game: every `EVERY`-th turn of its first two rounds. */
const EVERY = 10;

/** The hint's rollouts per move: fixed, so that every run weighs alike. */
const ROLLOUTS = 128;

/** The game of bots at one table, and positions of it at every stage, before and after a draw. */
function tablePositions(index: number): { view: PlayerView; label: string }[] {
  const { seats, rules } = TABLES[index]!;
  const bots = Array.from({ length: seats }, (_, seat) =>
    seat % 2 === 0
      ? createBot('hard', { seed: 7 * index + seat })
      : new ThresholdBot({ threshold: 3 + (seat % 4), guard: false, seed: index + seat }),
  );
  let state: GameState = newGame({
    players: bots.map((_, seat) => `P${seat}`),
    rules: { ...rules, targetScore: 1000 },
    seed: 2027 + index,
  });
  const found: { view: PlayerView; label: string }[] = [];
  for (let turn = 0; state.phase !== 'game-over' && state.results.length < 2; turn++) {
    if (state.phase === 'turns' && state.round.drawn === null && turn % EVERY === 0) {
      const seat = state.round.toMove!;
      const label = `${seats} seats ${JSON.stringify(rules)}, round ${state.results.length + 1} step ${turn}`;
      found.push({ view: playerView(state, seat), label });
      const drawn = unwrap(apply(state, { p: seat, t: 'draw' }), 'draw');
      found.push({ view: playerView(drawn, seat), label: `${label}, drawn` });
    }
    state = step(state, bots);
  }
  return found;
}

/** The reasons in English, for the census's examples. */
function said(view: PlayerView, reasons: readonly HintReason[]): string {
  const t = new Translator('en');
  return reasons.map((reason) => reasonText(t, reason, view.players)).join(' | ');
}

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

describe('issue 27: a best move’s first reason says why, not what', () => {
  test('in the hint and the review, over positions of 2 to 8 seats and house rules', () => {
    const census = new Map<string, number>();
    const restated: string[] = [];
    const verdicts: string[] = [];
    let told = 0;
    const tell = (where: string, view: PlayerView, reasons: readonly HintReason[]) => {
      const first = reasons[0];
      expect(first, where).toBeDefined();
      const code = first!.code;
      census.set(code, (census.get(code) ?? 0) + 1);
      const example = `${where}: ${said(view, reasons.slice(0, 2))}`;
      if (RESTATING.has(code)) restated.push(example);
      if (VERDICT_ONLY.has(code)) verdicts.push(example);
      told++;
    };
    TABLES.forEach((_, index) => {
      for (const { view, label } of tablePositions(index)) {
        const judge = hintSearch(view, { kernel, seed: 1, rollouts: ROLLOUTS, timeMs: Infinity });
        while (!judge.done) judge.step();
        const hint = hintFrom(view, judge, kernel.name);
        const [best, next] = hint.candidates;
        tell(`${label}, hint`, view, best!.reasons);
        const decision = (played: Decision['played']): Decision => ({
          round: 0,
          turn: 1,
          action: 0,
          kind: view.drawn === null ? 'pile' : 'drawn',
          view,
          played,
        });
        tell(
          `${label}, review of the best played`,
          view,
          reviewedFrom(decision(best!.action), judge).playedReasons,
        );
        if (next !== undefined && !next.equal) {
          const reviewed = reviewedFrom(decision(next.action), judge);
          if (reviewed.bestReasons.length > 0)
            tell(`${label}, review of the next best played`, view, reviewed.bestReasons);
        }
      }
    });
    const counts = [...census].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`);
    const summary = `${told} first reasons: ${counts.join(', ')}; ${restated.length} restate the move, ${verdicts.length} name no factor`;
    expect(told, summary).toBeGreaterThan(150);
    expect.soft(restated, `${summary}\n${restated.join('\n')}`).toEqual([]);
    expect.soft(verdicts, `${summary}\n${verdicts.join('\n')}`).toEqual([]);
  }, 900_000);
});
