/** Who starts a round after the first (R2.5). */
export const NEXT_ROUND_STARTERS = ['ender', 'round-winner', 'highest-reveal'] as const;
/** Who starts a round after the first (R2.5). */
export type NextRoundStarter = (typeof NEXT_ROUND_STARTERS)[number];

/** How a tie for the lowest final total is settled (R7.2). */
export const TIE_RULES = ['shared', 'extra-round'] as const;
/** How a tie for the lowest final total is settled (R7.2). */
export type TieRule = (typeof TIE_RULES)[number];

/** The rule options of RULES.md. */
export interface Rules {
  /** The game ends after a round in which some total reaches this (R7.1). */
  readonly targetScore: number;
  /** Only a positive ender's score is doubled (R5.3). */
  readonly doubleOnlyPositive: boolean;
  /** Who starts the rounds after the first (R2.5). */
  readonly nextRoundStarter: NextRoundStarter;
  /** How a tie for the win is settled (R7.2). */
  readonly tie: TieRule;
}

/** The defaults of RULES.md: the official German rule sheet. */
export const DEFAULT_RULES: Rules = Object.freeze({
  targetScore: 100,
  doubleOnlyPositive: true,
  nextRoundStarter: 'ender',
  tie: 'shared',
});

/** The fewest players a game may have (R1.2). */
export const MIN_PLAYERS = 2;

/** The most players a game may have (R1.2). */
export const MAX_PLAYERS = 8;

/** How many of their cards each player turns face-up in set-up (R2.3). */
export const SETUP_REVEALS = 2;
