import type { EnderPenalty } from '../engine';

/**
 * The ender's penalty (R9.4) in signs, the same in every language: "×2", "×3 + 10", "+10" (a
 * multiplier of 1) or "(+10) ×3" (the points added first). The table's stamp, the summaries and
 * the house-rules chip all write it so.
 */
export function penaltySigns({ multiplier, flat, order }: EnderPenalty): string {
  if (flat === 0) return `×${multiplier}`;
  if (multiplier === 1) return `+${flat}`;
  return order === 'multiply-first' ? `×${multiplier} + ${flat}` : `(+${flat}) ×${multiplier}`;
}

/** Whether `penalty` is the official game's: the score doubled, nothing added (R5.3). */
export function isOfficialPenalty({ multiplier, flat }: EnderPenalty): boolean {
  return multiplier === 2 && flat === 0;
}
