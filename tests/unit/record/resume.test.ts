import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  publicRecord,
  replayRecord,
  resumeRecord,
  toRecord,
} from '../../../src/engine';
import { rulesArbitrary } from '../helpers/arbitraries';
import {
  drawnFromReshuffle,
  emptyDrawPile,
  germanExampleRecord,
  reshuffledRecord,
} from '../helpers/records';
import { type Cut, cutRecord, cutResumes, playOn, slowGame } from '../helpers/slow-play';

const RUNS = 100;

/** A whole slow game and a cut in it (fractions of its length); the record is made in the test. */
const cutGame = fc.record({
  players: fc.integer({ min: 2, max: 8 }),
  rules: rulesArbitrary.map((rules) => ({
    ...rules,
    targetScore: (rules.targetScore ?? 100) % 100,
  })),
  seed: fc.nat({ max: 0xffffffff }),
  roundAt: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  actionAt: fc.double({ min: 0, max: 1, noNaN: true }),
  reshuffles: fc.constantFrom<Cut['reshuffles']>('used', 'all'),
  drawPending: fc.boolean(),
});

describe('resuming a record (the saved and imported game)', () => {
  it('a record cut anywhere resumes, or is refused; a resumed game offers only accepted actions to its end', () => {
    let resumed = 0;
    fc.assert(
      fc.property(cutGame, (game) => {
        const rules = { ...DEFAULT_RULES, ...game.rules, targetScore: 1 + game.rules.targetScore };
        const record = slowGame(game.players, rules, game.seed);
        const round = Math.floor(game.roundAt * record.rounds.length);
        const actions = Math.round(game.actionAt * record.rounds[round]!.actions.length);
        const cut: Cut = {
          round,
          actions,
          reshuffles: game.reshuffles,
          drawPending: game.drawPending,
        };
        const document = JSON.parse(JSON.stringify(cutRecord(record, cut)));
        const outcome = resumeRecord(document, { seed: game.seed, drawPending: cut.drawPending });
        if (cutResumes(record, cut)) expect(outcome).toMatchObject({ ok: true });
        if (!outcome.ok) return;
        resumed++;
        expect(playOn(outcome.state, game.seed)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    // About 28 % of cuts resume (measured over 600 runs); a tenth keeps the test from being
    // vacuous without failing by chance (below 10 of 100 is some four standard deviations off).
    expect(resumed).toBeGreaterThan(RUNS / 10);
  });
});

describe('a draw not yet decided (the save of a game in progress)', () => {
  /** A two-seat round whose draw pile is empty, then the draw that reshuffles it (R6.1). */
  const reshufflingDraw = () => ({ before: emptyDrawPile(), drawn: drawnFromReshuffle() });

  it('the record holds only decided actions: not the order of a reshuffle made by a pending draw', () => {
    const { before, drawn } = reshufflingDraw();
    expect(drawn.round.reshufflesUsed).toBe(1);
    expect(toRecord(drawn)).toEqual(toRecord(before));
    expect(replayRecord(toRecord(drawn))).toMatchObject({ ok: true });
  });

  it('written with the pending draw, it resumes to the same state: the same card drawn', () => {
    const { drawn } = reshufflingDraw();
    const record = JSON.parse(JSON.stringify(toRecord(drawn, { drawPending: true })));
    expect(record.rounds[0].reshuffles).toHaveLength(1);
    expect(replayRecord(record)).toMatchObject({ ok: false, error: { round: 0, action: null } });
    const resumed = resumeRecord(record, { seed: drawn.rng, drawPending: true });
    expect(resumed).toEqual({ ok: true, state: drawn });
  });

  it('a pending draw where nobody can draw is refused: in set-up, after the round', () => {
    const { record } = reshuffledRecord();
    const setup = { ...record, rounds: [{ ...record.rounds[0]!, reshuffles: [], actions: [] }] };
    for (const document of [setup, germanExampleRecord()])
      expect(resumeRecord(document, { seed: 1, drawPending: true })).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/pending draw/) },
      });
  });

  it('a public record (unknown cards) is replayed but not resumed', () => {
    const { before } = reshufflingDraw();
    const document = publicRecord(before);
    expect(replayRecord(document)).toMatchObject({ ok: true });
    expect(resumeRecord(document, { seed: 1 })).toMatchObject({
      ok: false,
      error: { round: 0, action: null, message: expect.stringMatching(/unknown \(null\) cards/) },
    });
  });
});
