// The obvious-move suite (issue 10): positions built with the engine in which one move, or a set
// of moves, is right by at least 1.5 points per round, as engine rollouts under two playing
// policies verified (scripts/studies/verify-obvious-moves.ts, verified.json). The expert, the hint and hard
// must each choose a right move, through the code path the game uses (the expert and the hint on
// the WebAssembly kernel, on their rollout budgets rather than the clock, so that runs repeat).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bot, computeHint, createBot } from '../../../../src/ai';
import type { Action } from '../../../../src/engine';
import type { RolloutKernel } from '../../../../src/solver';
import { wasmKernel } from '../kernel';
import { OBVIOUS_CASES } from './cases';
import { caseFingerprint } from './fingerprint';
import { moveName } from './moves';
import { reviewCase, singleFamily } from './review-case';
import { casePosition } from './suite';
import type { VerifiedFile } from './verified';

/** The seed the game's solver client uses by default. */
const SEED = 1;

const LEVELS = ['expert', 'hint', 'hard'] as const;

const verified = (
  JSON.parse(readFileSync(new URL('./verified.json', import.meta.url), 'utf8')) as VerifiedFile
).cases;
const positions = OBVIOUS_CASES.map((spec) => ({ spec, position: casePosition(spec) }));

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

describe('the obvious-move suite', () => {
  it('holds at least 40 cases with unique names and a one-line reason each', () => {
    expect(OBVIOUS_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(OBVIOUS_CASES.map((spec) => spec.name)).size).toBe(OBVIOUS_CASES.length);
    for (const spec of OBVIOUS_CASES) expect(spec.reason).toMatch(/^[^\n]{10,160}$/);
  });

  it.each(positions.map(({ spec, position }) => [spec.name, spec, position] as const))(
    '%s is verified, as it stands now (run scripts/studies/verify-obvious-moves.ts after a change)',
    (name, spec, position) => {
      expect(verified[name]?.fingerprint).toBe(caseFingerprint(position));
      expect(verified[name]?.verified).toBe(true);
      expect(verified[name]?.rolloutScale ?? 1).toBe(spec.rolloutScale ?? 1);
    },
  );

  it('verified.json keeps no case the suite has dropped', () => {
    const names = new Set(OBVIOUS_CASES.map((spec) => spec.name));
    expect(Object.keys(verified).filter((name) => !names.has(name))).toEqual([]);
  });
});

function choose(
  level: (typeof LEVELS)[number],
  position: (typeof positions)[number]['position'],
): Action {
  const { view } = position;
  if (level === 'hint')
    return computeHint(view, { kernel, seed: SEED, timeMs: Infinity }).candidates[0]!.action;
  const bot: Bot =
    level === 'expert'
      ? createBot('expert', { seed: SEED, kernel, timeMs: Infinity })
      : createBot('hard', { seed: SEED });
  return bot.decide(view);
}

describe.each(LEVELS)('%s chooses a right move', (level) => {
  for (const { spec, position } of positions) {
    it(spec.name, () => {
      const choice = moveName(choose(level, position));
      expect(position.right.map(moveName), spec.reason).toContain(choice);
    });
  }
});

describe('the review labels every case', () => {
  for (const { spec, position } of positions) {
    it(spec.name, () => {
      const weighed = reviewCase(position, kernel, SEED);
      const why = (w: (typeof weighed)[number]) =>
        `${spec.reason}: ${moveName(w.played)} ${w.label} ${w.cost.toFixed(2)} ± ${w.interval.toFixed(2)}`;
      const right = weighed.filter((w) => w.right);
      const wrong = weighed.filter((w) => !w.right);
      // The best move the review finds is a right move, and played it is labelled best.
      for (const w of weighed)
        expect(
          right.map((r) => r.best),
          why(w),
        ).toContainEqual(w.best);
      // Every move outside the right set is at least a mistake, and costs more than any right move.
      for (const w of wrong) {
        expect(['mistake', 'blunder'], why(w)).toContain(w.label);
        for (const r of right) expect(r.cost, why(r)).toBeLessThan(w.cost);
      }
      // A right set of one move (one family nobody can tell apart), and every move of a level
      // case (the set-up), is labelled best or good. A set of several is only verified to beat
      // every other move: one of them may cost points against another (the drawn 2 over a 12 of
      // a pair, rather than over a lone 6).
      if (singleFamily(position) || spec.setup === true)
        for (const r of right) expect(['best', 'good'], why(r)).toContain(r.label);
    });
  }
});
