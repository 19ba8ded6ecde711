import { describe, expect, test } from 'vitest';
import { cycledIndex, keyMove } from '../../../src/app/ui/controls/keys';
import {
  clampToRange,
  filledPercent,
  steppedValue,
  typedInteger,
} from '../../../src/app/ui/controls/stepping';

const TARGET = { min: 1, max: 999, step: 10 };
const VOLUME = { min: 0, max: 1, step: 0.05 };

describe("a stepper's − and +", () => {
  test('step to the next multiple of the step, from a value on one or between two', () => {
    expect(steppedValue(100, 1, TARGET)).toBe(110);
    expect(steppedValue(100, -1, TARGET)).toBe(90);
    expect(steppedValue(55, 1, TARGET)).toBe(60);
    expect(steppedValue(55, -1, TARGET)).toBe(50);
  });

  test('stop at the bounds: never below the least or above the most', () => {
    expect(steppedValue(10, -1, TARGET)).toBe(1);
    expect(steppedValue(1, -1, TARGET)).toBe(1);
    expect(steppedValue(1, 1, TARGET)).toBe(10);
    expect(steppedValue(995, 1, TARGET)).toBe(999);
    expect(steppedValue(999, 1, TARGET)).toBe(999);
  });

  test('Page Up and Page Down move several steps at once', () => {
    expect(steppedValue(100, 1, TARGET, 5)).toBe(150);
    expect(steppedValue(100, -1, TARGET, 5)).toBe(50);
    expect(steppedValue(30, -1, TARGET, 5)).toBe(1);
  });

  test('fractional steps land on clean values (no 0.30000000000000004)', () => {
    expect(steppedValue(0.25, 1, VOLUME)).toBe(0.3);
    expect(steppedValue(0.7, -1, VOLUME)).toBe(0.65);
    expect(steppedValue(0.98, 1, VOLUME)).toBe(1);
  });
});

describe('a typed number', () => {
  test('is kept whole and inside the bounds', () => {
    expect(typedInteger('250', TARGET, 100)).toBe(250);
    expect(typedInteger(' 42 ', TARGET, 100)).toBe(42);
    expect(typedInteger('12.6', TARGET, 100)).toBe(13);
    expect(typedInteger('0', TARGET, 100)).toBe(1);
    expect(typedInteger('-5', TARGET, 100)).toBe(1);
    expect(typedInteger('5000', TARGET, 100)).toBe(999);
  });

  test('that is no number keeps the value before', () => {
    expect(typedInteger('', TARGET, 100)).toBe(100);
    expect(typedInteger('abc', TARGET, 70)).toBe(70);
    expect(typedInteger('1e400', TARGET, 70)).toBe(70);
  });
});

test('a carousel wraps round at both ends', () => {
  expect(cycledIndex(0, 1, 5)).toBe(1);
  expect(cycledIndex(4, 1, 5)).toBe(0);
  expect(cycledIndex(0, -1, 5)).toBe(4);
  expect(cycledIndex(2, -7, 5)).toBe(0);
});

test('keys: the arrows step (right and up forward), Page Up and Page Down step further', () => {
  expect(keyMove('ArrowUp')).toEqual({ direction: 1, page: false });
  expect(keyMove('ArrowRight')).toEqual({ direction: 1, page: false });
  expect(keyMove('ArrowDown')).toEqual({ direction: -1, page: false });
  expect(keyMove('ArrowLeft')).toEqual({ direction: -1, page: false });
  expect(keyMove('PageUp')).toEqual({ direction: 1, page: true });
  expect(keyMove('PageDown')).toEqual({ direction: -1, page: true });
  expect(keyMove('Home')).toBeNull();
  expect(keyMove('a')).toBeNull();
  expect(keyMove('Enter')).toBeNull();
});

test("a slider's fill follows its value along the track, clamped", () => {
  expect(filledPercent(0, VOLUME)).toBe(0);
  expect(filledPercent(0.7, VOLUME)).toBeCloseTo(70);
  expect(filledPercent(1, VOLUME)).toBe(100);
  expect(filledPercent(2, VOLUME)).toBe(100);
  expect(filledPercent(1, { min: 0, max: 2, step: 1 })).toBe(50);
  expect(clampToRange(-3, VOLUME)).toBe(0);
});
