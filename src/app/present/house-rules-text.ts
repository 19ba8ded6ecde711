import {
  cardsPerPlayer,
  DECK_SIZE,
  DEFAULT_RULES,
  DUAL_HANDS_PLAYERS,
  enderPenaltyOf,
  gridShape,
  MIN_DRAW_PILE,
  type Rules,
  rulesProblem,
  withDefaults,
} from '../../engine';
import type { Translator } from '../../i18n';
import { penaltySigns } from '../../view/penalty-signs';
import { PICK_KEYS, pickScheme } from '../../view/pick-keys';
import type { Hud } from '../page/hud';

/** The ender's penalty of `rules` in a few signs: "×3", "+10", "×3 + 10" or "(+10) ×3" (R9.4). */
export function penaltyText(rules: Rules): string {
  return penaltySigns(enderPenaltyOf(rules));
}

/**
 * The house rules of RULES.md section 9 that `rules` set apart from the official game, one short
 * phrase each (the grid, the set-up reveals, the lines that clear, the ender's penalty, dual
 * hands); empty for the official game.
 */
export function houseRuleLines(t: Translator, given: Partial<Rules>): string[] {
  const rules = withDefaults(given);
  const lines: string[] = [];
  if (rules.rows !== DEFAULT_RULES.rows || rules.columns !== DEFAULT_RULES.columns)
    lines.push(t.t('house.line.grid', { rows: rules.rows, columns: rules.columns }));
  if (rules.dualHands) lines.push(t.t('house.line.dualHands'));
  if (rules.setupReveals !== DEFAULT_RULES.setupReveals)
    lines.push(t.t('house.line.setupReveals', { count: rules.setupReveals }));
  if (rules.rowClears) lines.push(t.t('house.line.rowClears'));
  if (!rules.columnClears) lines.push(t.t('house.line.noColumnClears'));
  if (
    rules.enderMultiplier !== DEFAULT_RULES.enderMultiplier ||
    rules.enderFlat !== DEFAULT_RULES.enderFlat
  )
    lines.push(t.t('house.line.penalty', { penalty: penaltyText(rules) }));
  return lines;
}

/**
 * Every rule a joiner should know before the game: the target, the official options that differ
 * from the rule sheet (R2.5, R5.3, R7.2), then the house rules (`houseRuleLines`).
 */
export function ruleSummary(t: Translator, given: Partial<Rules>): string[] {
  const rules = withDefaults(given);
  const lines = [t.t('house.line.target', { count: rules.targetScore })];
  if (rules.nextRoundStarter !== DEFAULT_RULES.nextRoundStarter)
    lines.push(t.t('house.line.starter', { who: t.t(`starter.${rules.nextRoundStarter}.short`) }));
  if (!rules.doubleOnlyPositive) lines.push(t.t('preset.fan.note'));
  if (rules.tie !== DEFAULT_RULES.tie) lines.push(t.t('tie.extra-round.note'));
  return [...lines, ...houseRuleLines(t, rules)];
}

/**
 * Why `rules` cannot be played by `players` players, in `t`'s words, or `null` when they can
 * (the engine's `rulesProblem` decides; the reasons a player can bring about on the setup screen
 * are told in the page's language, any other in the engine's own words).
 */
export function rulesProblemText(
  t: Translator,
  given: Partial<Rules>,
  players: number,
): string | null {
  const problem = rulesProblem(given, players);
  if (problem === null) return null;
  const rules = withDefaults(given);
  const gridCards = rules.rows * rules.columns;
  if (rules.setupReveals > gridCards - 1)
    return t.t('house.problem.setupReveals', { count: gridCards - 1, cards: gridCards });
  if (rules.dualHands && players !== DUAL_HANDS_PLAYERS)
    return t.t('house.problem.dualHands', { count: players });
  const cards = cardsPerPlayer(rules);
  const left = DECK_SIZE - players * cards - 1;
  if (left < MIN_DRAW_PILE)
    return t.t('house.problem.deck', {
      count: players,
      cards,
      most: Math.floor((DECK_SIZE - MIN_DRAW_PILE - 1) / cards),
    });
  return problem;
}

/**
 * Tells the table's bar the rules in force (`rules`; the official game for `{}`): the house-rules
 * chip, and how the number keys reach a seat's cards on that grid (R9.1, R9.5).
 */
export function showRulesInForce(hud: Hud, t: Translator, given: Partial<Rules>): void {
  hud.setHouseRules(t, houseRuleLines(t, given));
  const shape = gridShape(withDefaults(given));
  const scheme = pickScheme(shape);
  const count = scheme === 'card' ? shape.cardsPerSeat : shape.columns * shape.grids;
  hud.setPickKeys(t, { scheme, keys: PICK_KEYS.slice(0, count), grids: shape.grids });
}
