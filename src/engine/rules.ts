import { DECK_SIZE } from './cards';

/** Who starts a round after the first (R2.5). */
export const NEXT_ROUND_STARTERS = ['ender', 'round-winner', 'highest-reveal'] as const;
/** Who starts a round after the first (R2.5). */
export type NextRoundStarter = (typeof NEXT_ROUND_STARTERS)[number];

/** How a tie for the lowest final total is settled (R7.2). */
export const TIE_RULES = ['shared', 'extra-round'] as const;
/** How a tie for the lowest final total is settled (R7.2). */
export type TieRule = (typeof TIE_RULES)[number];

/** In which order the ender's penalty applies its multiplier and its flat addition (R9.4). */
export const ENDER_PENALTY_ORDERS = ['multiply-first', 'add-first'] as const;
/** In which order the ender's penalty applies its multiplier and its flat addition (R9.4). */
export type EnderPenaltyOrder = (typeof ENDER_PENALTY_ORDERS)[number];

/** The rule options of RULES.md: the official options (R2.5, R5.3, R7) and the house rules (R9). */
export interface Rules {
  /** The game ends after a round in which some total reaches this (R7.1). */
  readonly targetScore: number;
  /** Only a positive ender's score is penalised (R5.3, R9.4). */
  readonly doubleOnlyPositive: boolean;
  /** Who starts the rounds after the first (R2.5). */
  readonly nextRoundStarter: NextRoundStarter;
  /** How a tie for the win is settled (R7.2). */
  readonly tie: TieRule;
  /** Cards in each column of a grid (R9.1). */
  readonly rows: number;
  /** Columns of a grid (R9.1). */
  readonly columns: number;
  /** Cards each player turns face-up in each of their grids in set-up (R9.2). */
  readonly setupReveals: number;
  /** Whether a column of equal face-up cards is removed (R9.3). */
  readonly columnClears: boolean;
  /** Whether a row of equal face-up cards is removed (R9.3). */
  readonly rowClears: boolean;
  /** What the ender's round score is multiplied by when R5.3's condition holds (R9.4). */
  readonly enderMultiplier: number;
  /** What is added to the ender's round score when R5.3's condition holds (R9.4). */
  readonly enderFlat: number;
  /** Whether the multiplier or the flat addition applies first (R9.4). */
  readonly enderPenaltyOrder: EnderPenaltyOrder;
  /** Two grids per player; only with exactly 2 players (R9.5). */
  readonly dualHands: boolean;
}

/** The defaults of RULES.md: the official German rule sheet, no house rule. */
export const DEFAULT_RULES: Rules = Object.freeze({
  targetScore: 100,
  doubleOnlyPositive: true,
  nextRoundStarter: 'ender',
  tie: 'shared',
  rows: 3,
  columns: 4,
  setupReveals: 2,
  columnClears: true,
  rowClears: false,
  enderMultiplier: 2,
  enderFlat: 0,
  enderPenaltyOrder: 'multiply-first',
  dualHands: false,
});

/** The options of RULES.md section 9: a record without them is the official game. */
export const HOUSE_RULE_KEYS = [
  'rows',
  'columns',
  'setupReveals',
  'columnClears',
  'rowClears',
  'enderMultiplier',
  'enderFlat',
  'enderPenaltyOrder',
  'dualHands',
] as const satisfies readonly (keyof Rules)[];
/** An option of RULES.md section 9. */
export type HouseRuleKey = (typeof HOUSE_RULE_KEYS)[number];

/** Every option of the rules object, the official ones first. */
export const RULE_KEYS = [
  'targetScore',
  'doubleOnlyPositive',
  'nextRoundStarter',
  'tie',
  ...HOUSE_RULE_KEYS,
] as const satisfies readonly (keyof Rules)[];

/** The integer options with a fixed range, and that range (R9.1, R9.4). */
export const RULE_RANGES = Object.freeze({
  rows: Object.freeze({ min: 2, max: 4 }),
  columns: Object.freeze({ min: 2, max: 6 }),
  enderMultiplier: Object.freeze({ min: 1, max: 4 }),
  enderFlat: Object.freeze({ min: 0, max: 50 }),
});

/** The fewest cards a deal must leave in the draw pile (R9.1). */
export const MIN_DRAW_PILE = 20;

/** The fewest players a game may have (R1.2). */
export const MIN_PLAYERS = 2;

/** The most players a game may have (R1.2). */
export const MAX_PLAYERS = 8;

/** The players a game with dual hands has (R9.5). */
export const DUAL_HANDS_PLAYERS = 2;

/** `rules` with every missing option at its default (RULES.md). */
export function withDefaults(rules: Partial<Rules> = {}): Rules {
  const full: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const [key, value] of Object.entries(rules)) if (value !== undefined) full[key] = value;
  return full as unknown as Rules;
}

/** Whether any house rule of R9 differs from its default (the game is not the official one). */
export function hasHouseRules(rules: Partial<Rules>): boolean {
  return HOUSE_RULE_KEYS.some(
    (key) => rules[key] !== undefined && rules[key] !== DEFAULT_RULES[key],
  );
}

/** The cards each player is dealt under `rules`: rows × columns, twice with dual hands (R9.1). */
export function cardsPerPlayer(rules: Pick<Rules, 'rows' | 'columns' | 'dualHands'>): number {
  return rules.rows * rules.columns * (rules.dualHands ? 2 : 1);
}

const integerBetween = (key: string, min: number, max: number) =>
  `${key} must be an integer from ${min} to ${max}`;

const oneOf = (key: string, values: readonly string[]) =>
  `${key} must be one of ${values.join(', ')}`;

/**
 * Why `value` cannot be option `key` on its own (its type and, where it is fixed, its range), or
 * `null`; `setupReveals` is only checked to be a non-negative integer here (its bound depends on
 * the grid, see `rulesProblem`). An unknown key is a problem too.
 */
export function ruleValueProblem(key: string, value: unknown): string | null {
  const isInteger = Number.isInteger(value);
  switch (key) {
    case 'targetScore':
      return isInteger && (value as number) >= 1 ? null : 'targetScore must be a positive integer';
    case 'doubleOnlyPositive':
    case 'columnClears':
    case 'rowClears':
    case 'dualHands':
      return typeof value === 'boolean' ? null : `${key} must be true or false`;
    case 'nextRoundStarter':
      return (NEXT_ROUND_STARTERS as readonly unknown[]).includes(value)
        ? null
        : oneOf(key, NEXT_ROUND_STARTERS);
    case 'tie':
      return (TIE_RULES as readonly unknown[]).includes(value) ? null : oneOf(key, TIE_RULES);
    case 'enderPenaltyOrder':
      return (ENDER_PENALTY_ORDERS as readonly unknown[]).includes(value)
        ? null
        : oneOf(key, ENDER_PENALTY_ORDERS);
    case 'setupReveals':
      return isInteger && (value as number) >= 0
        ? null
        : "setupReveals must be an integer from 0 to one less than a grid's cards";
    case 'rows':
    case 'columns':
    case 'enderMultiplier':
    case 'enderFlat': {
      const { min, max } = RULE_RANGES[key];
      return isInteger && (value as number) >= min && (value as number) <= max
        ? null
        : integerBetween(key, min, max);
    }
    default:
      return `${key} is not a rule of RULES.md`;
  }
}

/**
 * The one check of a rules object (RULES.md R9): why `rules` (missing options at their defaults)
 * cannot be played, or `null`. Every option must be of its type and in its range, `setupReveals`
 * below a grid's cards; with `players` given, the player count must be 2 to 8, dual hands need
 * exactly 2 players, and the deal must leave at least 20 cards in the draw pile.
 */
export function rulesProblem(rules: Partial<Rules>, players?: number): string | null {
  for (const [key, value] of Object.entries(rules)) {
    if (value === undefined) continue;
    const problem = ruleValueProblem(key, value);
    if (problem !== null) return problem;
  }
  const full = withDefaults(rules);
  const gridCards = full.rows * full.columns;
  if (full.setupReveals > gridCards - 1) {
    return `${integerBetween('setupReveals', 0, gridCards - 1)}: a grid of ${full.rows} rows and ${full.columns} columns has ${gridCards} cards, and one stays face-down (R9.2)`;
  }
  if (players === undefined) return null;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`;
  if (full.dualHands && players !== DUAL_HANDS_PLAYERS)
    return `dualHands needs exactly ${DUAL_HANDS_PLAYERS} players, not ${players} (R9.5)`;
  const cards = cardsPerPlayer(full);
  const left = DECK_SIZE - players * cards - 1;
  if (left < MIN_DRAW_PILE) {
    return `${players} players with ${cards} cards each leave ${left} cards in the draw pile, fewer than ${MIN_DRAW_PILE}: players × cards per player + 1 must be at most ${DECK_SIZE - MIN_DRAW_PILE} (R9.1)`;
  }
  return null;
}

/** The house rules of `rules` that differ from their defaults: what a record writes of R9. */
export function houseRulesOf(rules: Rules): Partial<Rules> {
  const out: Partial<Record<HouseRuleKey, unknown>> = {};
  for (const key of HOUSE_RULE_KEYS) if (rules[key] !== DEFAULT_RULES[key]) out[key] = rules[key];
  return out as Partial<Rules>;
}
