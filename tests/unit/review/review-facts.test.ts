// Issue 27, defect 3: a reviewed moment lists each fact once. Its reasons and its card counts are
// shown together (the review's moment on the table, the costliest moments): a count of a value or
// the worth of a face-down card one of them states is not repeated by the other.
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot, type HintReason } from '../../../src/ai';
import { playerView, type PlayerView } from '../../../src/engine';
import { factText, reasonText, Translator } from '../../../src/i18n';
import {
  type CardFact,
  decisionsOf,
  reviewDecisions,
  type ReviewedDecision,
  weighDecision,
} from '../../../src/review';
import type { RolloutKernel } from '../../../src/solver';
import { wasmKernel } from '../ai/kernel';
import { movesNamed } from '../ai/obvious/moves';
import { seat } from '../ai/obvious/notation';
import { buildTable } from '../ai/obvious/table';
import { playedRecord } from './played';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});

const t = new Translator('en');

/** What a moment shows beside the move marked: its reasons, then the card counts. */
function shown(view: PlayerView, reasons: readonly HintReason[], facts: readonly CardFact[]) {
  return [
    ...reasons.map((reason) => reasonText(t, reason, view.players)),
    ...facts.map((fact) => factText(t, fact)),
  ];
}

/** Fails when a moment of `decision` shows a sentence twice or states one fact twice. */
function expectEachFactOnce(view: PlayerView, decision: ReviewedDecision): void {
  for (const reasons of [decision.playedReasons, decision.bestReasons]) {
    const lines = shown(view, reasons, decision.facts);
    expect(new Set(lines).size, lines.join(' | ')).toBe(lines.length);
    const counted = reasons.flatMap((reason) =>
      ['builds-column', 'keeps-pair', 'clears-beside-pair', 'unseen-of-value'].includes(reason.code)
        ? [reason.values.value]
        : [],
    );
    const worth = reasons.flatMap((reason) =>
      reason.values.expected === undefined ? [] : [reason.values.expected],
    );
    for (const fact of decision.facts) {
      if (fact.code === 'unseen-of-value')
        expect(counted, lines.join(' | ')).not.toContain(fact.values.value);
      if (fact.code === 'unseen-mean')
        expect(worth, lines.join(' | ')).not.toContain(fact.values.mean);
    }
  }
}

describe('a reviewed moment states each fact once (issue 27, defect 3)', () => {
  // Seat 0 shows a pair of 5s over a face-down card in its first column and has drawn a 10.
  const view = playerView(
    buildTable({
      seats: [seat('5 . 2 . / 5 3 . 4 / . . 1 .'), seat('2 . 4 . / . 3 . 1 / . 0 . 6')],
      toMove: 0,
      offer: 9,
      drawn: 10,
    }),
    0,
  );

  it.each(['turn r3c1', 'turn r1c2', 'swap r3c1', 'swap =5', 'swap down'])(
    'the card under a pair of 5s, played %s',
    (notation) => {
      const played = movesNamed(view, notation)[0]!;
      const decision = weighDecision(
        { round: 0, turn: 1, action: 0, kind: 'drawn', view, played },
        { kernel, seed: 1, rollouts: 256 },
      );
      expectEachFactOnce(view, decision);
    },
  );

  it('every decision of a played game', () => {
    const record = playedRecord(
      [createBot('easy', { seed: 3 }), createBot('hard', { seed: 4 })],
      21,
      1,
    );
    const decisions = decisionsOf(record, 0);
    const { decisions: reviewed } = reviewDecisions(decisions, { kernel, seed: 1, rollouts: 128 });
    reviewed.forEach((decision, i) => expectEachFactOnce(decisions[i]!.view, decision));
  });
});
