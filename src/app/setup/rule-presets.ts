import { DEFAULT_RULES, type Rules } from '../../engine';

/** A named set of rule options (RULES.md: the official sheet and the editions it cites). */
export interface RulePreset {
  readonly id: 'official' | 'russian' | 'fan' | 'rows' | 'big' | 'dual';
  /** The options it sets; the target total is the player's own and no preset's. */
  readonly rules: Partial<Rules>;
}

/** Every option of the official rule sheet but the target total (RULES.md's defaults). */
const OFFICIAL: Partial<Rules> = Object.fromEntries(
  Object.entries(DEFAULT_RULES).filter(([key]) => key !== 'targetScore'),
);

/**
 * The rule sets a player picks from before choosing single options: the official sheet, the
 * Russian edition (R2.5 the round's winner starts, R7.2 a tie plays on) and the fan guides (R5.3
 * any score of a not strictly lowest ender doubles), then tables of house rules many play (R9):
 * rows that clear as well as columns, a grid of four rows of four, two grids per player.
 */
export const RULE_PRESETS: readonly RulePreset[] = [
  { id: 'official', rules: OFFICIAL },
  { id: 'russian', rules: { ...OFFICIAL, nextRoundStarter: 'round-winner', tie: 'extra-round' } },
  { id: 'fan', rules: { ...OFFICIAL, doubleOnlyPositive: false } },
  { id: 'rows', rules: { ...OFFICIAL, rowClears: true } },
  { id: 'big', rules: { ...OFFICIAL, rows: 4, columns: 4 } },
  { id: 'dual', rules: { ...OFFICIAL, dualHands: true } },
];

/** The preset `rules` follow in every option it sets, if any (the first such). */
export function presetOf(rules: Rules): RulePreset | null {
  return (
    RULE_PRESETS.find((preset) =>
      Object.entries(preset.rules).every(
        ([key, value]) => (rules as unknown as Record<string, unknown>)[key] === value,
      ),
    ) ?? null
  );
}

/** `rules` with `preset`'s options (the target total and any option it does not set kept). */
export function withPreset(rules: Rules, preset: RulePreset): Rules {
  return { ...rules, ...preset.rules };
}
