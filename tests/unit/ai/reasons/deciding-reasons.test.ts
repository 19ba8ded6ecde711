// Issue 27: each best move's first reason names what decides it — the ender's penalty, going out
// lowest, a column completed or in reach, a card the next seat needs, what a face-down card keeps,
// the cards still unseen, the points now. Positions built with the engine (the obvious-move
// suite's tables and a few of their own), weighed by the hint and the review through the code path
// the game uses, on the WebAssembly kernel with fixed seeds and rollout budgets (no clock).
import { beforeAll, describe, expect, it } from 'vitest';
import { computeHint, type HintReason } from '../../../../src/ai';
import { playerView, type PlayerView } from '../../../../src/engine';
import { Translator, reasonText } from '../../../../src/i18n';
import { weighDecision } from '../../../../src/review';
import type { RolloutKernel } from '../../../../src/solver';
import { wasmKernel } from '../kernel';
import { OBVIOUS_CASES } from '../obvious/cases';
import { movesNamed } from '../obvious/moves';
import { seat } from '../obvious/notation';
import { casePosition } from '../obvious/suite';
import { buildTable } from '../obvious/table';
import { REASON_CASES, type ReasonTable } from './reason-cases';

/** The seed of the hint and the review (the game's solver client's default). */
const SEED = 1;

/** The review's rollouts per move: fixed, so that every run weighs alike. */
const ROLLOUTS = 1024;

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

function viewOf(table: ReasonTable): PlayerView {
  if ('obvious' in table) {
    const spec = OBVIOUS_CASES.find((candidate) => candidate.name === table.obvious);
    if (spec === undefined) throw new Error(`no obvious case ${table.obvious}`);
    return casePosition(spec).view;
  }
  const toMove = table.toMove ?? 0;
  const state = buildTable({
    seats: table.seats.map((rows) => seat(rows)),
    toMove,
    offer: table.offer,
    ...(table.drawn === undefined ? {} : { drawn: table.drawn }),
  });
  return playerView(state, toMove);
}

/** The reasons in English, for a failing test's message. */
function said(view: PlayerView, reasons: readonly HintReason[]): string {
  const t = new Translator('en');
  return reasons.map((reason) => reasonText(t, reason, view.players)).join(' | ');
}

describe('the deciding-reasons suite', () => {
  it('holds cases of every deciding factor, with unique names', () => {
    expect(new Set(REASON_CASES.map((c) => c.name)).size).toBe(REASON_CASES.length);
    const firsts = new Set(REASON_CASES.flatMap((c) => [...(c.best ?? []), ...(c.hint ?? [])]));
    for (const code of [
      'avoids-ending',
      'goes-out-lowest',
      'completes-column',
      'keeps-pair',
      'denies-opponent-column',
      'keeps-face-down',
      'turns-unseen-card',
      'draw-at-most-chance',
      'gains-more-now',
    ] as const)
      expect(firsts).toContain(code);
  });
});

describe('the hint names first what decides its best move', () => {
  for (const spec of REASON_CASES.filter((c) => c.hint !== undefined))
    it(spec.name, () => {
      const view = viewOf(spec.table);
      const hint = computeHint(view, { kernel, seed: SEED, timeMs: Infinity });
      const best = hint.candidates[0]!;
      expect(spec.hint, `${spec.decides}: ${said(view, best.reasons)}`).toContain(
        best.reasons[0]?.code,
      );
    });
});

describe('the review names first what decides between the best move and the move played', () => {
  for (const spec of REASON_CASES.filter((c) => c.played !== undefined))
    it(spec.name, () => {
      const view = viewOf(spec.table);
      const played = movesNamed(view, spec.played!)[0]!;
      const kind = view.drawn === null ? 'pile' : 'drawn';
      const reviewed = weighDecision(
        { round: 0, turn: 1, action: 0, kind, view, played },
        { kernel, seed: SEED, rollouts: ROLLOUTS },
      );
      const why = `${spec.decides}: best ${said(view, reviewed.bestReasons)}; played ${said(view, reviewed.playedReasons)}`;
      expect(['mistake', 'blunder'], why).toContain(reviewed.label);
      expect(spec.best, why).toContain(reviewed.bestReasons[0]?.code);
      expect(spec.playedFirst, why).toContain(reviewed.playedReasons[0]?.code);
    });
});
