import { NEXT_ROUND_STARTERS, type Rules, TIE_RULES } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';
import { controlId, segmentedChoice, stepper, switchControl } from '../ui/controls';
import {
  doublingPicture,
  enderStartsPicture,
  highestStartsPicture,
  targetPicture,
  tieExtraRoundPicture,
  tieSharedPicture,
  winnerStartsPicture,
} from './rule-pictures';
import { rulesProblemText } from '../present/house-rules-text';
import { GRID_RULE_OPTIONS, PENALTY_RULE_OPTIONS } from './house-rule-options';
import type { RuleOption, RuleOptionMaker } from './rule-option';
import { presetOf, RULE_PRESETS, withPreset } from './rule-presets';

/** The table rules of a new game, and how to read them back. */
export interface RuleFields {
  /** The rule sheet's page: the rule sets, the target, who starts and ties. */
  readonly sheet: HTMLElement;
  /** The grids' house rules: their shape, the set-up, the lines that clear, dual hands. */
  readonly grid: HTMLElement;
  /** The ender's penalty: the sheet's doubling, then its house rules. */
  readonly penalty: HTMLElement;
  /** Why the rules cannot be played, when they cannot (shown above the pages, whichever is open). */
  readonly problem: HTMLElement;
  /** The rules the panel says now (a target kept between 1 and 999; house rules as given). */
  read(): Rules;
  /**
   * Why the rules cannot be played by `players` players (RULES.md R9: dual hands with other than
   * two, a deal too large for the deck, too many set-up reveals), shown under the rule sets, or
   * `null` (and nothing shown) when they can.
   */
  check(players: number): string | null;
}

/** The total that ends the game (R7.1), 1 to 999, in steps of ten. */
const targetOption: RuleOptionMaker = (t, rules, changed) => {
  const control = stepper({
    name: 'targetScore',
    label: t.t('targetScore'),
    picture: targetPicture(),
    value: rules.targetScore,
    min: 1,
    max: 999,
    step: 10,
    lower: t.t('targetLower'),
    raise: t.t('targetRaise'),
    onChange: changed,
  });
  return {
    element: control.element,
    read: (current) => ({ ...current, targetScore: control.value() }),
    show: (current) => control.set(current.targetScore),
  };
};

/** Whether only a positive ender's score is doubled (R5.3). */
const doublingOption: RuleOptionMaker = (t, rules, changed) => {
  const control = switchControl({
    name: 'doubleOnlyPositive',
    label: t.t('doubleOnlyPositive'),
    note: t.t('doubleOnlyPositiveNote'),
    picture: doublingPicture(),
    checked: rules.doubleOnlyPositive,
    onChange: changed,
  });
  return {
    element: control.element,
    read: (current) => ({ ...current, doubleOnlyPositive: control.checked() }),
    show: (current) => control.set(current.doubleOnlyPositive),
  };
};

const STARTER_PICTURES = {
  ender: enderStartsPicture,
  'round-winner': winnerStartsPicture,
  'highest-reveal': highestStartsPicture,
} as const;

/** Who starts the rounds after the first (R2.5). */
const starterOption: RuleOptionMaker = (t, rules, changed) => {
  const control = segmentedChoice({
    name: 'nextRoundStarter',
    label: t.t('nextRoundStarter'),
    describe: (value) => t.t(`starter.${value}`),
    options: NEXT_ROUND_STARTERS.map((value) => ({
      value,
      label: t.t(`starter.${value}.short`),
      picture: STARTER_PICTURES[value](),
    })),
    value: rules.nextRoundStarter,
    onChange: changed,
  });
  return {
    element: control.element,
    read: (current) => ({
      ...current,
      nextRoundStarter: control.value() ?? current.nextRoundStarter,
    }),
    show: (current) => control.set(current.nextRoundStarter),
  };
};

const TIE_PICTURES = { shared: tieSharedPicture, 'extra-round': tieExtraRoundPicture } as const;

/** How a tie for the win ends (R7.2). */
const tieOption: RuleOptionMaker = (t, rules, changed) => {
  const control = segmentedChoice({
    name: 'tie',
    label: t.t('tie'),
    describe: (value) => t.t(`tie.${value}.note`),
    options: TIE_RULES.map((value) => ({
      value,
      label: t.t(`tie.${value}.short`),
      picture: TIE_PICTURES[value](),
    })),
    value: rules.tie,
    onChange: changed,
  });
  return {
    element: control.element,
    read: (current) => ({ ...current, tie: control.value() ?? current.tie }),
    show: (current) => control.set(current.tie),
  };
};

/** The options of the rule sheet on its page, in the order it lists them. */
const SHEET_OPTIONS: readonly RuleOptionMaker[] = [targetOption, starterOption, tieOption];

/** The options of the ender's penalty, the sheet's doubling first. */
const PENALTY_OPTIONS: readonly RuleOptionMaker[] = [doublingOption, ...PENALTY_RULE_OPTIONS];

/**
 * The table rules of a new game: a strip of rule sets (official, the Russian edition, the fan
 * guides, and common house-rule tables) over the options of the rule sheet and the house rules
 * (RULES.md R9), each with a small picture and a line saying what it changes. Choosing a set sets
 * its options; changing an option lights the set the options now follow, or none ("your own
 * mix"). `players` tells how many seats the table has, for the check of the rules.
 */
export function ruleFields(t: Translator, initial: Rules, players?: () => number): RuleFields {
  let options: RuleOption[] = [];
  let grid: RuleOption[] = [];
  let penalty: RuleOption[] = [];
  const all = () => [...options, ...grid, ...penalty];
  const read = () => all().reduce((rules, option) => option.read(rules), initial);
  const problem = h('p', { class: 'rules-problem', role: 'alert', hidden: true });
  const check = (count: number) => {
    const text = rulesProblemText(t, read(), count);
    problem.textContent = text ?? '';
    problem.hidden = text === null;
    return text;
  };
  const changed = () => {
    showPreset(read());
    if (players !== undefined) check(players());
  };
  const custom = h('p', { class: 'rules-custom' }, t.t('rulesCustom'));
  const showPreset = (rules: Rules) => {
    const preset = presetOf(rules);
    presets.set(preset?.id ?? null);
    custom.hidden = preset !== null;
  };
  const presets = segmentedChoice({
    name: 'rulesPreset',
    label: t.t('rulePresets'),
    labelHidden: true,
    look: 'tiles',
    options: RULE_PRESETS.map((preset) => ({
      value: preset.id,
      label: t.t(`preset.${preset.id}`),
      note: t.t(`preset.${preset.id}.note`),
    })),
    value: presetOf(initial)?.id ?? null,
    onChange: (id) => {
      const rules = withPreset(
        read(),
        RULE_PRESETS.find((preset) => preset.id === id)!,
      );
      for (const option of all()) option.show(rules);
      showPreset(rules);
      if (players !== undefined) check(players());
    },
  });
  options = SHEET_OPTIONS.map((make) => make(t, initial, changed));
  grid = GRID_RULE_OPTIONS.map((make) => make(t, initial, changed));
  penalty = PENALTY_OPTIONS.map((make) => make(t, initial, changed));
  showPreset(initial);
  const titleId = controlId('table-rules');
  const houseId = controlId('house-rules');
  const sheet = h(
    'section',
    { class: 'table-rules', 'aria-labelledby': titleId },
    // Each page's heading is read, not shown: its tab says it.
    h('h3', { id: titleId, class: 'ctl-unseen' }, t.t('tableRules')),
    presets.element,
    custom,
    h('div', { class: 'rule-options' }, ...options.map((option) => option.element)),
  );
  const penaltyId = controlId('penalty-rules');
  const gridPage = h(
    'section',
    { class: 'table-rules house-rules', 'aria-labelledby': houseId },
    h('h3', { id: houseId, class: 'ctl-unseen' }, t.t('setupTab.grid')),
    h('p', { class: 'house-rules-note' }, t.t('houseRulesNote')),
    h('div', { class: 'rule-options' }, ...grid.map((option) => option.element)),
  );
  const penaltyPage = h(
    'section',
    { class: 'table-rules penalty-rules', 'aria-labelledby': penaltyId },
    h('h3', { id: penaltyId, class: 'ctl-unseen' }, t.t('setupTab.penalty')),
    h('div', { class: 'rule-options' }, ...penalty.map((option) => option.element)),
  );
  return { sheet, grid: gridPage, penalty: penaltyPage, problem, read, check };
}

/**
 * Runs `check` after every press or edit inside `form` (a seat added or removed changes how many
 * players the rules must fit), once the form has taken it in.
 */
export function recheckOnChange(form: HTMLElement, check: () => void): void {
  const later = () => queueMicrotask(check);
  form.addEventListener('click', later);
  form.addEventListener('input', later);
}
