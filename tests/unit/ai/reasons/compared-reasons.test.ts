// Every move told against every other, whatever the search's difference: the reasons never fail,
// each is a known code with finite numbers, none repeats, and a move never lacks a reason.
import { describe, expect, test } from 'vitest';
import { comparedReasons, HINT_REASON_CODES, MAX_REASONS } from '../../../../src/ai';
import { legalViewActions, playerView } from '../../../../src/engine';
import { playedPositions } from '../positions';

const DIFFERENCES = [-3, 0, 3];

describe('reasons told against a rival', () => {
  test('hold for every pair of moves of positions met in play, better or worse', () => {
    const positions = playedPositions(61, 3, 7).filter(({ state }) => state.phase === 'turns');
    expect(positions.length).toBeGreaterThan(20);
    let told = 0;
    for (const { state, seat, label } of positions) {
      const view = playerView(state, seat);
      const moves = legalViewActions(view);
      for (const move of moves)
        for (const rival of moves.filter((other) => other !== move).slice(0, 4))
          for (const difference of DIFFERENCES) {
            const reasons = comparedReasons(view, move, [{ action: rival, difference }]);
            const where = `${label}: ${JSON.stringify(move)} against ${JSON.stringify(rival)}`;
            expect(reasons.length, where).toBeGreaterThan(0);
            expect(reasons.length, where).toBeLessThanOrEqual(MAX_REASONS);
            // One reason of each code; counts of unseen cards, one per value.
            const keys = reasons.map((reason) =>
              reason.code === 'unseen-of-value'
                ? `${reason.code} ${reason.values.value}`
                : reason.code,
            );
            expect(new Set(keys).size, where).toBe(reasons.length);
            for (const reason of reasons) {
              expect(HINT_REASON_CODES, where).toContain(reason.code);
              for (const value of Object.values(reason.values))
                expect(Number.isFinite(value), `${where}: ${reason.code}`).toBe(true);
            }
            told++;
          }
    }
    expect(told).toBeGreaterThan(400);
  });
});
