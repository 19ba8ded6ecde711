import { describe, expect, test } from 'vitest';
import { type HintReason, hintReasons } from '../../../src/ai';
import { playerView } from '../../../src/engine';
import { drawDiscard, takeDiscard } from '../helpers/actions';
import { seat } from './obvious/notation';
import { buildTable } from './obvious/table';
import { oneCardLeftNotLowest } from './positions';

const codes = (reasons: readonly HintReason[]) => reasons.map((reason) => reason.code);

/** Seat 0 shows three 7s in its top row and a 5 in its middle row; rows clear (R9.3). */
function rowsView(offer: number, drawn?: number) {
  const state = buildTable({
    seats: [seat('7 7 7 . / . 5 . . / . . . .'), seat('4 4 4 . / . . . . / . . . .')],
    toMove: 0,
    offer,
    ...(drawn === undefined ? {} : { drawn }),
    rules: { rowClears: true },
  });
  return playerView(state, 0);
}

describe('R9.6 hint reasons under house rules: a row is a reason like a column', () => {
  test('R9.3 completing a row, joining a card in a row, breaking a pair in a row', () => {
    expect(hintReasons(rowsView(7), takeDiscard(0, 9))).toContainEqual({
      code: 'completes-row',
      values: { value: 7 },
    });
    const joins = hintReasons(rowsView(5), takeDiscard(0, 1));
    expect(joins).toContainEqual(expect.objectContaining({ code: 'builds-row' }));
    expect(codes(joins)).not.toContain('builds-column');
    const breaks = hintReasons(rowsView(2), takeDiscard(0, 0));
    expect(breaks).toContainEqual({ code: 'breaks-row', values: { value: 7 } });
    expect(codes(breaks)).not.toContain('breaks-column');
  });

  test('R9.3 discarding what completes the next player’s row', () => {
    const reasons = hintReasons(rowsView(9, 4), drawDiscard(0, 2));
    expect(reasons).toContainEqual({ code: 'feeds-opponent-row', values: { seat: 1, value: 4 } });
  });

  test('R9.4 going out without being clearly lowest names the house rules’ penalty, not doubling', () => {
    const official = playerView(oneCardLeftNotLowest(), 0);
    expect(codes(hintReasons(official, takeDiscard(0, 11)))).toContain('going-out-risks-doubling');
    const rules = { ...official.rules, enderMultiplier: 3, enderFlat: 10 };
    const reasons = hintReasons({ ...official, rules }, takeDiscard(0, 11));
    expect(codes(reasons)).toContain('going-out-risks-penalty');
    expect(codes(reasons)).not.toContain('going-out-risks-doubling');
  });
});
