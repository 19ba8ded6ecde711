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
import { presetOf, RULE_PRESETS, withPreset } from './rule-presets';

/** The table rules of a new game, and how to read them back. */
export interface RuleFields {
  /** The panel: the rule sets, then each option. */
  readonly element: HTMLElement;
  /** The rules the panel says now (a target kept between 1 and 999; house rules as given). */
  read(): Rules;
}

/** One option of the table rules: its control, and how it writes and shows its value. */
interface RuleOption {
  readonly element: HTMLElement;
  /** `rules` with this option's value as its control says. */
  read(rules: Rules): Rules;
  /** Shows `rules`' value of this option (a rule set was chosen). */
  show(rules: Rules): void;
}

/** Makes one option's control in `t`'s words from `rules`; `changed` hears every change. */
type RuleOptionMaker = (t: Translator, rules: Rules, changed: () => void) => RuleOption;

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

/**
 * The options, in the order the panel lists them. A house rule (RULES.md R9) is one more maker
 * here (a stepper, switch or choice with its picture), and its presets entries of RULE_PRESETS.
 */
const RULE_OPTIONS: readonly RuleOptionMaker[] = [
  targetOption,
  doublingOption,
  starterOption,
  tieOption,
];

/**
 * The table rules of a new game: a strip of rule sets (official, the Russian edition, the fan
 * guides) over the options, each with a small picture of what it changes. Choosing a set sets
 * its options; changing an option lights the set the options now follow, or none ("your own
 * mix").
 */
export function ruleFields(t: Translator, initial: Rules): RuleFields {
  let options: RuleOption[] = [];
  const read = () => options.reduce((rules, option) => option.read(rules), initial);
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
      for (const option of options) option.show(rules);
      showPreset(rules);
    },
  });
  options = RULE_OPTIONS.map((make) => make(t, initial, () => showPreset(read())));
  showPreset(initial);
  const titleId = controlId('table-rules');
  const element = h(
    'section',
    { class: 'table-rules', 'aria-labelledby': titleId },
    h('h3', { id: titleId }, t.t('tableRules')),
    presets.element,
    custom,
    h('div', { class: 'rule-options' }, ...options.map((option) => option.element)),
  );
  return { element, read };
}
