import { describe, expect, test } from 'vitest';
import { COMPUTER_PAUSE_MS } from '../../../src/app/client/game-client';
import { DURATION_FACTORS } from '../../../src/app/page/url-options';
import { type Action, apply, type GameState, legalActions } from '../../../src/engine';
import { MS, nominalMs } from '../../../src/view/pace';
import { randomPlay } from '../helpers/random-play';

/** The longest a computer's turn may take at normal speed, pause included (issue: ≤ 0.7 s). */
const TURN_BUDGET_MS = 700;

/** The nominal time the table takes to play `action` on `state`, pause included. */
function turnMs(state: GameState, action: Action): number {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.message);
  return COMPUTER_PAUSE_MS + result.events.reduce((sum, event) => sum + nominalMs(event), 0);
}

describe('the pace of the table', () => {
  test('every turn without a column clear plays within 0.7 s at normal speed, pause included', () => {
    let checked = 0;
    for (const { before, action } of randomPlay({ seed: 9, players: 4, rules: {} }, 400)) {
      if (action === null || before.phase !== 'turns') continue;
      for (const candidate of legalActions(before)) {
        if (candidate.t === 'draw') continue;
        const result = apply(before, candidate);
        if (!result.ok) continue;
        const events = result.events;
        if (events.some((e) => e.kind === 'line-cleared' || e.kind === 'round-scored')) continue;
        expect(turnMs(before, candidate)).toBeLessThanOrEqual(TURN_BUDGET_MS);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('a draw decided in one step (drew, then placed or discarded and turned) fits too', () => {
    const draw = MS.draw;
    const swap = draw + MS.fly;
    const turn = draw + nominalMs({ kind: 'discarded', seat: 0, card: 5 }) + 2 * MS.flip;
    expect(COMPUTER_PAUSE_MS + Math.max(swap, turn)).toBeLessThanOrEqual(TURN_BUDGET_MS);
  });

  test('fast plays at most half of normal', () => {
    expect(DURATION_FACTORS.fast).toBeLessThanOrEqual(0.5);
  });
});
