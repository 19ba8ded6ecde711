// The decisions a review weighs (issue 20): every decision of one seat, each with that seat's
// player view at that moment and nothing else (R8).
import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src/ai';
import { type GameRecord, legalViewActions, publicRecord, replayRecord } from '../../../src/engine';
import { decisionsOf, ReviewRecordError } from '../../../src/review';
import { playedRecord } from './played';

const record = playedRecord(
  [0, 1, 2].map((seat) => createBot('hard', { seed: seat + 1 })),
  11,
  2,
);

describe('the decisions of one seat in a record', () => {
  it('are the set-up reveals, the pile of every turn and the drawn card of every draw, in order', () => {
    for (let seat = 0; seat < 3; seat++) {
      const decisions = decisionsOf(record, seat);
      record.rounds.forEach((round, r) => {
        const mine = round.actions.filter((action) => action.p === seat);
        const ofRound = decisions.filter((d) => d.round === r);
        const draws = mine.filter((a) => a.t === 'draw-swap' || a.t === 'draw-discard').length;
        expect(ofRound.filter((d) => d.kind === 'setup')).toHaveLength(2);
        expect(ofRound.filter((d) => d.kind === 'pile')).toHaveLength(mine.length - 2);
        expect(ofRound.filter((d) => d.kind === 'drawn')).toHaveLength(draws);
        expect(ofRound.map((d) => d.turn)).toEqual(
          ofRound.map((d) => d.turn).sort((a, b) => a - b),
        );
      });
    }
  });

  it('each carries the seat’s player view then: its own seat, no face-down card, the move legal in it', () => {
    const decisions = decisionsOf(record, 1);
    for (const decision of decisions) {
      const { view, played } = decision;
      expect(view.seat).toBe(1);
      expect(view.roundIndex).toBe(decision.round);
      for (const grid of view.grids)
        for (const slot of grid) if (slot !== null && !slot.up) expect(slot.card).toBeNull();
      expect(legalViewActions(view)).toContainEqual(played);
      // Its public history holds every action of the round so far (the expert reads it).
      expect(view.record.rounds).toHaveLength(decision.round + 1);
      expect(view.record.rounds.at(-1)!.actions).toHaveLength(decision.action);
      if (decision.kind === 'drawn') {
        expect(view.drawn).not.toBeNull();
        expect(played.t === 'draw-swap' || played.t === 'draw-discard').toBe(true);
      } else {
        expect(view.drawn).toBeNull();
      }
    }
  });

  it('are the same from the seat’s own public record (an online game’s export)', () => {
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const own: GameRecord = publicRecord(replayed.state);
    const strip = (d: ReturnType<typeof decisionsOf>[number]) => ({
      ...d,
      view: { ...d.view, record: null },
    });
    expect(decisionsOf(own, 2).map(strip)).toEqual(decisionsOf(record, 2).map(strip));
  });

  it('refuse a seat that is not in the game, and a record that does not replay', () => {
    expect(() => decisionsOf(record, 3)).toThrow(ReviewRecordError);
    expect(() => decisionsOf(record, -1)).toThrow(ReviewRecordError);
    const broken: GameRecord = {
      ...record,
      rounds: [{ ...record.rounds[0]!, actions: [{ p: 0, t: 'take-discard', pos: 0 }] }],
    };
    expect(() => decisionsOf(broken, 0)).toThrow(ReviewRecordError);
  });
});
