/**
 * What the game's steppers and sliders do with numbers, apart from the DOM: the next value, a
 * typed number kept in bounds, a slider's fill.
 */

/** The bounds and step of a number a stepper or slider sets. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
  /** A press of − or + moves to the next multiple of this (a typed number may lie between). */
  readonly step: number;
}

/** `value` kept inside `range`. */
export function clampToRange(value: number, range: NumberRange): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * The value `direction` steps away from `value`: the next multiple of the step up or down
 * (55 → 60 or 50 with a step of 10; 60 → 70 or 50), kept inside the range; `steps` moves that
 * many steps at once (Page Up, Page Down).
 */
export function steppedValue(
  value: number,
  direction: 1 | -1,
  range: NumberRange,
  steps = 1,
): number {
  const { step } = range;
  const onStep = Math.abs(value / step - Math.round(value / step)) < 1e-9;
  const base = onStep
    ? Math.round(value / step)
    : direction > 0
      ? Math.floor(value / step)
      : Math.ceil(value / step);
  return clampToRange(roundToStep((base + direction * steps) * step, step), range);
}

/** `value` without a binary fraction's noise (0.1 + 0.2): as many decimals as `step` has. */
function roundToStep(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}

/**
 * The whole number a player typed, kept inside `range`; `fallback` when the text is no number
 * (empty, "abc"). A fraction is rounded.
 */
export function typedInteger(text: string, range: NumberRange, fallback: number): number {
  const trimmed = text.trim();
  const typed = trimmed === '' ? NaN : Number(trimmed);
  if (!Number.isFinite(typed)) return fallback;
  return clampToRange(Math.round(typed), range);
}

/** A slider's filled share for `value`, in percent of its track (0 at `min`, 100 at `max`). */
export function filledPercent(value: number, range: NumberRange): number {
  if (range.max === range.min) return 100;
  return ((clampToRange(value, range) - range.min) / (range.max - range.min)) * 100;
}
