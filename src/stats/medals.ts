import { allGroups, type Statistics } from './statistics';

/** The medals, in the order the statistics show them. */
const MEDAL_IDS = [
  'first-win',
  'streak-3',
  'streak-5',
  'below-zero',
  'first-column',
  'columns-25',
  'expert-faced',
  'expert-beaten',
  'games-10',
  'games-50',
] as const;

/** A medal: an achievement the statistics can tell. */
export type MedalId = (typeof MEDAL_IDS)[number];

/** How fine a medal is. */
export type MedalTier = 'bronze' | 'silver' | 'gold';

/** A medal as the statistics stand: how far along (`progress` of `goal`), earned at the goal. */
export interface Medal {
  readonly id: MedalId;
  readonly tier: MedalTier;
  readonly progress: number;
  readonly goal: number;
  readonly earned: boolean;
}

/** What each medal counts, its goal and its tier. */
const RULES: Readonly<
  Record<MedalId, { readonly tier: MedalTier; readonly goal: number; count(s: Statistics): number }>
> = {
  // A game of people only always has a winner at this device: only games against computers count.
  'first-win': { tier: 'bronze', goal: 1, count: (s) => computerWins(s) },
  'streak-3': { tier: 'silver', goal: 3, count: (s) => s.streak.best },
  'streak-5': { tier: 'gold', goal: 5, count: (s) => s.streak.best },
  'below-zero': { tier: 'silver', goal: 1, count: (s) => allGroups(s).lowRounds },
  'first-column': { tier: 'bronze', goal: 1, count: (s) => allGroups(s).columnClears },
  'columns-25': { tier: 'gold', goal: 25, count: (s) => allGroups(s).columnClears },
  'expert-faced': { tier: 'bronze', goal: 1, count: (s) => s.groups.expert?.games ?? 0 },
  'expert-beaten': { tier: 'gold', goal: 1, count: (s) => s.groups.expert?.wins ?? 0 },
  'games-10': { tier: 'silver', goal: 10, count: (s) => allGroups(s).games },
  'games-50': { tier: 'gold', goal: 50, count: (s) => allGroups(s).games },
};

/** Games won against at least one computer. */
function computerWins(stats: Statistics): number {
  return Object.entries(stats.groups).reduce(
    (sum, [group, figures]) => sum + (group === 'people' ? 0 : figures.wins),
    0,
  );
}

/** Every medal as `stats` stand (progress never beyond the goal). */
export function medals(stats: Statistics): Medal[] {
  return MEDAL_IDS.map((id) => {
    const { tier, goal, count } = RULES[id];
    const progress = Math.min(goal, count(stats));
    return { id, tier, progress, goal, earned: progress >= goal };
  });
}
