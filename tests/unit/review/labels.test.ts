// The review's labels (issue 20): "best" for the best move or one as good; a worse label only
// when the lower end of the cost's 95% interval reaches its threshold.
import { describe, expect, it } from 'vitest';
import { LABEL_THRESHOLDS, labelOf, REVIEW_LABELS } from '../../../src/review';

const cost = (mean: number, interval: number) => ({
  mean,
  interval,
  stdError: interval / 1.96,
  rollouts: 500,
});

describe('review labels', () => {
  it('are best, good, inaccuracy, mistake, blunder, with rising thresholds', () => {
    expect(REVIEW_LABELS).toEqual(['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
    expect(LABEL_THRESHOLDS.inaccuracy).toBeLessThan(LABEL_THRESHOLDS.mistake);
    expect(LABEL_THRESHOLDS.mistake).toBeLessThan(LABEL_THRESHOLDS.blunder);
  });

  it('call the best move, and a move as good as it, best', () => {
    expect(labelOf(cost(0, 0), true, true)).toBe('best');
    expect(labelOf(cost(0.2, 0.4), false, true)).toBe('best');
  });

  it('give a worse label only when the interval excludes a smaller cost', () => {
    const { inaccuracy, mistake, blunder } = LABEL_THRESHOLDS;
    // The interval reaches below the inaccuracy threshold: nothing worse than good is sure.
    expect(labelOf(cost(inaccuracy + 0.3, 0.5), false, false)).toBe('good');
    expect(labelOf(cost(2 * blunder, 2 * blunder), false, false)).toBe('good');
    expect(labelOf(cost(inaccuracy + 0.1, 0.1), false, false)).toBe('inaccuracy');
    // A cost of 4 ± 1.5 is surely above 2.5: a mistake, not a blunder.
    expect(labelOf(cost(blunder + 1, 1.5), false, false)).toBe('mistake');
    expect(labelOf(cost(mistake + 0.2, 0.2), false, false)).toBe('mistake');
    expect(labelOf(cost(blunder + 1, 1), false, false)).toBe('blunder');
  });
});
