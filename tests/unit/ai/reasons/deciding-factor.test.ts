// The deciding factor between two moves (issue 27), on measured facts: the factors measured in
// points weigh what they measure, the others take what those leave of the search's difference.
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../../src/engine';
import { decidingFactor } from '../../../../src/ai/hints/deciding-factor';
import type { MoveFacts } from '../../../../src/ai/hints/move-facts';

const swap = (pos: number): Action => ({ p: 0, t: 'draw-swap', pos });
const turn = (pos: number): Action => ({ p: 0, t: 'draw-discard', pos });

/** A move's facts: nothing remarkable unless `changes` says so. */
function facts(changes: Partial<MoveFacts>): MoveFacts {
  return {
    action: swap(0),
    mean: 5,
    points: 0,
    columnPoints: 0,
    placed: 4,
    covered: 4,
    completes: null,
    builds: null,
    breaks: null,
    coversBeside: null,
    turnsUnderPair: null,
    inReach: [],
    reach: 0,
    risk: null,
    fed: null,
    faceDown: 4,
    draw: null,
    ...changes,
  };
}

const risk = (chance: number, score: number) => ({
  chance,
  score,
  penalised: 2 * score,
  expectedPenalty: chance * score,
});

describe('the factor that decides between two moves', () => {
  test('R5.3: a likely penalty outweighs the points a move costs now (issue 27’s blunder)', () => {
    const keep = facts({ points: 5 });
    const goOut = facts({ action: turn(11), placed: null, covered: null, risk: risk(0.7, 28) });
    expect(decidingFactor(keep, goOut, 19.4, 2)).toBe('penalty');
  });

  test('the points now decide when they explain the difference', () => {
    const low = facts({ points: -11 });
    const high = facts({ points: -5, covered: null });
    expect(decidingFactor(low, high, 6, 2)).toBe('points');
  });

  test('a column completed counts as the column, not as points', () => {
    const column = facts({ points: -15, columnPoints: 27, completes: 9 });
    const draw = facts({ action: { p: 0, t: 'draw' }, points: -2, placed: null });
    expect(decidingFactor(column, draw, 8, 4)).toBe('column');
  });

  test('going out lowest takes what the points leave of the difference, when that is more', () => {
    const out = facts({ points: -5.4, covered: null, risk: risk(0, 0) });
    const stay = facts({ points: -1 });
    expect(decidingFactor(out, stay, 7.9, 5)).toBe('points');
    expect(decidingFactor(out, stay, 12, 5)).toBe('going-out');
  });

  test('a column in reach explains a move that costs points now', () => {
    const keepPair = facts({ points: -4, reach: 12 });
    const breakPair = facts({ points: -10, reach: 0 });
    expect(decidingFactor(keepPair, breakPair, 1.5, 2)).toBe('pair');
    // Without anything left in reach, nothing named explains it: the turns still to play do.
    expect(decidingFactor(facts({ points: -4 }), breakPair, 1.5, 2)).toBe('later');
  });

  test('a column handed to the next seat weighs its points over the other seats', () => {
    const keep = facts({ points: 1 });
    const feed = facts({ action: turn(3), placed: null, fed: { seat: 1, value: 7, gain: 19 } });
    expect(decidingFactor(keep, feed, 6, 2)).toBe('feed');
    // At eight seats the same gift weighs a seventh as much: the point it costs now decides.
    expect(decidingFactor(feed, keep, 0.2, 8)).toBe('points');
  });

  test('a face-down card kept, or turned rather than covered blind', () => {
    const overFaceUp = facts({ points: 1, faceDown: 6 });
    const overFaceDown = facts({ points: -0.4, covered: null, faceDown: 5 });
    expect(decidingFactor(overFaceUp, overFaceDown, 2.8, 3)).toBe('face-down');
    const turned = facts({ action: turn(3), points: 0, placed: null, covered: null, faceDown: 5 });
    expect(decidingFactor(turned, overFaceDown, 2.9, 2)).toBe('information');
  });

  test('a draw is never said to keep a face-down card: the card it brings may cover one', () => {
    const draw = facts({ action: { p: 0, t: 'draw' }, points: -1, placed: null, faceDown: 6 });
    const take = facts({ action: { p: 0, t: 'take-discard', pos: 1 }, points: -1, faceDown: 5 });
    expect(decidingFactor(draw, take, 2, 3)).toBe('later');
  });

  test('too small a difference to speak of falls back on the points', () => {
    expect(decidingFactor(facts({ points: 1 }), facts({}), 0.2, 2)).toBe('points');
  });
});

describe('a factor is named only for the move it favours', () => {
  test('a column of cards worth nothing or less handed on or cleared decides nothing', () => {
    // The better move hands the next seat a column of -2s (it loses points by it): no gift.
    const feedsNegative = facts({ fed: { seat: 1, value: -2, gain: -4 } });
    expect(decidingFactor(feedsNegative, facts({}), 0.2, 2)).toBe('points');
    // The worse move clears a column of -1s: the points count it, not the column.
    const clearsNegative = facts({ points: 3, columnPoints: -3, completes: -1 });
    expect(decidingFactor(facts({}), clearsNegative, 3, 2)).toBe('points');
  });
});
